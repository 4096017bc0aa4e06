import TesseraRules

/// A stroke being drawn: the pointer's samples smoothed as they arrive, with a width that may
/// follow the pen's pressure or the speed.
///
/// Smoothing is a streamline: each smoothed point moves part of the way from the last one toward
/// the new sample, and a point is kept once it lies at least ``spacing`` from the last kept one.
/// The first sample and the last are kept as they are. A living width stays within 20–100 % of the
/// base width and changes by at most 10 % of it from one point to the next.
public struct LiveStroke: Sendable {
    /// The share of the way from the last smoothed point toward a new sample that the next one moves.
    public static let follow = 0.5
    /// The least distance between kept points, in units.
    public static let spacing = 1.0
    /// The narrowest living width, as a share of the base width.
    public static let thinnest = 0.2
    /// The most a living width changes from one point to the next, as a share of the base width.
    public static let steepest = 0.1

    public let color: SketchColor
    /// The base width in units.
    public let width: Double
    public let mode: WidthMode
    private let xs: ClosedRange<Int32>
    private let ys: ClosedRange<Int32>
    /// The most points the finished stroke may have: what the drawing has room for.
    private let mostPoints: Int
    private var kept: [(x: Double, y: Double)] = []
    private var widths: [Double] = []
    private var smoothed: (x: Double, y: Double)
    private var last: PointerSample
    private var lastKeptTime: Double
    /// Whether the width follows the pen's pressure: once a sample has reported one.
    private var followsPressure = false

    /// Starts a stroke at `sample` on a drawing of `drawingWidth` by `drawingHeight` units that has room for
    /// `mostPoints` more points (at least one): the stroke keeps no more than that, its end included (one: a dot).
    /// Throws ``RulesError`` when the base width is outside 0.5–200 or the sample is not finite.
    public init(
        at sample: PointerSample, color: SketchColor, width: Double, mode: WidthMode,
        drawingWidth: Int, drawingHeight: Int, mostPoints: Int = Drawing.largestPointCount
    ) throws(RulesError) {
        guard width.isFinite, Stroke.baseWidths.contains(Hundredths.nearest(min(max(width, 0), 1000))) else {
            throw RulesError(.drawing, "width: a stroke's width is 0.5–200")
        }
        guard sample.isUsable else { throw RulesError(.drawing, "points: a stroke starts at a finite point") }
        self.color = color
        self.width = Hundredths.units(Hundredths.nearest(width))
        self.mode = mode
        self.mostPoints = max(mostPoints, 1)
        let bounds = DrawingBounds(width: drawingWidth, height: drawingHeight)
        xs = bounds.xs
        ys = bounds.ys
        let start = (x: DrawingBounds.clamp(sample.x, to: bounds.xs), y: DrawingBounds.clamp(sample.y, to: bounds.ys))
        smoothed = start
        last = PointerSample(x: start.x, y: start.y, pressure: sample.pressure, time: sample.time)
        lastKeptTime = sample.time
        kept = [start]
        followsPressure = mode == .living && Self.reportsPressure(sample)
        widths = [followsPressure ? self.width * Self.pressureShare(sample.pressure) : self.width]
    }

    /// Takes one more sample; a sample that is not finite is ignored.
    public mutating func extend(_ sample: PointerSample) {
        guard sample.isUsable else { return }
        if mode == .living && Self.reportsPressure(sample) { followsPressure = true }
        let x = DrawingBounds.clamp(sample.x, to: xs)
        let y = DrawingBounds.clamp(sample.y, to: ys)
        smoothed = (smoothed.x + (x - smoothed.x) * Self.follow, smoothed.y + (y - smoothed.y) * Self.follow)
        last = PointerSample(x: x, y: y, pressure: sample.pressure, time: sample.time)
        let previous = kept[kept.count - 1]
        let distance = Self.distance(previous, smoothed)
        guard distance >= Self.spacing, kept.count < mostPoints - 1 else { return }
        keep(smoothed, distance: distance, sample: last)
    }

    /// The stroke so far, ending at the last kept point: what the page draws while the pointer moves.
    public var current: Stroke { stroke(points: kept, widths: widths) }

    /// How many pieces settle at a time for the page to paint once: see ``newlySettled(after:)``.
    public static let settledRun = 32

    /// The pieces of the line, from the first, that stay as they are however the stroke goes on and ends: all
    /// but those the last three points shape (the last piece ends at the last point until another comes, a
    /// living outline's sides turn with the next point, and the finished stroke may move the last point).
    public var settledPieces: Int { max(kept.count - 3, 0) }

    /// The pieces settled after the first `painted`, when there are at least ``settledRun`` of them: what the page
    /// may paint for good (``Stroke/pathData(pieces:)`` of ``current``, as ``finished`` paints them), so that each
    /// frame it paints only the rest; `nil` until then.
    public func newlySettled(after painted: Int) -> Range<Int>? {
        settledPieces - painted >= Self.settledRun ? painted..<settledPieces : nil
    }

    /// The finished stroke, ending at the last sample itself; a dot when the pointer never moved
    /// a unit away from where it started, or when the drawing has room for one point only.
    public var finished: Stroke {
        var points = kept
        var finalWidths = widths
        let end = (x: last.x, y: last.y)
        if mostPoints == 1 || (points.count == 1 && Self.distance(points[0], end) < Self.spacing) {
            return dot
        }
        let distance = Self.distance(points[points.count - 1], end)
        if distance >= 0.01 {
            points.append(end)
            finalWidths.append(nextWidth(after: finalWidths[finalWidths.count - 1], distance: distance, sample: last))
        } else {
            points[points.count - 1] = end
        }
        return stroke(points: points, widths: finalWidths)
    }

    private var dot: Stroke {
        let start = kept[0]
        // The base width was checked in init, and the point clamped into the bounds.
        return try! Stroke(
            color: color, width: Hundredths.nearest(width), points: [SketchPoint(units: start.x, start.y)])
    }

    private mutating func keep(_ point: (x: Double, y: Double), distance: Double, sample: PointerSample) {
        widths.append(nextWidth(after: widths[widths.count - 1], distance: distance, sample: sample))
        kept.append(point)
        lastKeptTime = sample.time
    }

    /// The width at the next point: the target for the speed or pressure, within the limits.
    private func nextWidth(after previous: Double, distance: Double, sample: PointerSample) -> Double {
        let target: Double
        if mode == .constant {
            return width
        } else if followsPressure {
            // A pen lifting reports no pressure: keep the width it had.
            guard sample.pressure > 0, sample.pressure.isFinite else { return previous }
            target = width * Self.pressureShare(sample.pressure)
        } else {
            let elapsed = sample.time - lastKeptTime
            let speed = elapsed.isFinite && elapsed > 0.5 ? distance / elapsed : distance / 0.5
            target = width / (1 + speed * 0.8)
        }
        let step = width * Self.steepest
        let changed = min(max(target, previous - step), previous + step)
        return min(max(changed, width * Self.thinnest), width)
    }

    /// `true` when a sample carries a pen's pressure: not 0 or 0.5, what devices without one report.
    private static func reportsPressure(_ sample: PointerSample) -> Bool {
        sample.pressure.isFinite && sample.pressure > 0 && sample.pressure != 0.5
    }

    /// The share of the base width a pressure from 0 to 1 asks for: 20–100 %.
    private static func pressureShare(_ pressure: Double) -> Double {
        thinnest + (1 - thinnest) * min(max(pressure, 0), 1)
    }

    private func stroke(points: [(x: Double, y: Double)], widths: [Double]) -> Stroke {
        var sketchPoints: [SketchPoint] = []
        sketchPoints.reserveCapacity(points.count)
        for point in points { sketchPoints.append(SketchPoint(units: point.x, point.y)) }
        var living: [Int32]?
        if mode != .constant {
            var rounded: [Int32] = []
            rounded.reserveCapacity(widths.count)
            for value in widths { rounded.append(max(Hundredths.nearest(value), Stroke.livingWidths.lowerBound)) }
            living = rounded
        }
        // Every value was kept within its limits above.
        return try! Stroke(color: color, width: Hundredths.nearest(width), points: sketchPoints, widths: living)
    }

    private static func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
