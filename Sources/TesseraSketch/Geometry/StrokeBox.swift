/// The box a stroke's centre line lies in and its widest half width, in drawing units: the
/// eraser's first, cheap test.
struct StrokeBox {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// Half the stroke's widest width.
    let reach: Double

    init(_ stroke: Stroke) {
        var minX = Int32.max
        var minY = Int32.max
        var maxX = Int32.min
        var maxY = Int32.min
        for point in stroke.points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        self.minX = Hundredths.units(minX)
        self.minY = Hundredths.units(minY)
        self.maxX = Hundredths.units(maxX)
        self.maxY = Hundredths.units(maxY)
        reach = Hundredths.units(stroke.drawnWidths?.max() ?? stroke.width) / 2
    }

    /// `true` when the segment `a`–`b` may come within `radius` of the stroke.
    func mayTouch(_ a: SegmentDistance.Point, _ b: SegmentDistance.Point, radius: Double) -> Bool {
        let margin = radius + reach
        return min(a.x, b.x) <= maxX + margin && max(a.x, b.x) >= minX - margin
            && min(a.y, b.y) <= maxY + margin && max(a.y, b.y) >= minY - margin
    }
}
