extension Stroke {
    /// `true` when the stroke is drawn by filling ``pathData`` (a dot, or a stroke of living width);
    /// `false` when it is drawn by stroking it at ``width`` with round caps and joins.
    public var isFilled: Bool { isDot || widths != nil }

    /// The SVG path data that draws the stroke, in drawing units.
    ///
    /// A dot is a circle of the base width (two half circles). A stroke runs from its first point
    /// to its last through quadratic curves from midpoint to midpoint, each smoothed point the
    /// control point of one curve. With living widths the path is the stroke's outline: both sides
    /// at half the width from the centre line, joined by half circles at the ends.
    public var pathData: [UInt8] {
        var path = PathWriter()
        if isDot {
            let center = points[0]
            let radius = Hundredths.units(width) / 2
            path.move(center.unitX - radius, center.unitY)
            path.halfCircle(radius: radius, to: center.unitX + radius, center.unitY)
            path.halfCircle(radius: radius, to: center.unitX - radius, center.unitY)
            path.close()
        } else if let widths {
            let sides = Outline(points: points, widths: widths)
            Self.curve(through: sides.left, into: &path, moving: true)
            path.halfCircle(
                radius: sides.radius(at: points.count - 1), to: sides.right[points.count - 1].x,
                sides.right[points.count - 1].y)
            Self.curve(through: sides.right.reversed(), into: &path, moving: false)
            path.halfCircle(radius: sides.radius(at: 0), to: sides.left[0].x, sides.left[0].y)
            path.close()
        } else {
            var centre: [(x: Double, y: Double)] = []
            centre.reserveCapacity(points.count)
            for point in points { centre.append((point.unitX, point.unitY)) }
            Self.curve(through: centre, into: &path, moving: true)
        }
        return path.bytes
    }

    /// The stroke's ``CentreLine`` through `points` (or one side of its outline); `moving` starts it with a
    /// move to the first point, else the path is already there.
    private static func curve(through points: [(x: Double, y: Double)], into path: inout PathWriter, moving: Bool) {
        if moving { path.move(points[0].x, points[0].y) }
        CentreLine.walk(
            count: points.count, point: { points[$0] },
            visit: { piece in
                switch piece {
                case .line(let end): path.line(end.x, end.y)
                case .quad(let control, let end, _): path.quad(control.x, control.y, end.x, end.y)
                }
                return true
            })
    }
}

/// The two sides of a stroke of living width: each point moved half its width along the normal.
private struct Outline {
    var left: [(x: Double, y: Double)] = []
    var right: [(x: Double, y: Double)] = []
    private var halfWidths: [Double] = []

    init(points: [SketchPoint], widths: [Int32]) {
        left.reserveCapacity(points.count)
        right.reserveCapacity(points.count)
        var normal = (x: 0.0, y: 1.0)
        for index in points.indices {
            let before = points[max(index - 1, 0)]
            let after = points[min(index + 1, points.count - 1)]
            let dx = after.unitX - before.unitX
            let dy = after.unitY - before.unitY
            let length = (dx * dx + dy * dy).squareRoot()
            // Coinciding neighbours have no direction: keep the last normal.
            if length > 0.0001 { normal = (-dy / length, dx / length) }
            let half = Hundredths.units(widths[index]) / 2
            let point = points[index]
            left.append((point.unitX + normal.x * half, point.unitY + normal.y * half))
            right.append((point.unitX - normal.x * half, point.unitY - normal.y * half))
            halfWidths.append(half)
        }
    }

    func radius(at index: Int) -> Double { halfWidths[index] }
}
