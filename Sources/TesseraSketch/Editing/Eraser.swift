/// An eraser being dragged over a sketch: it collects the strokes it touches, which one erase
/// then removes as a single step of the history.
public struct Eraser: Sendable {
    /// The eraser's radius in units.
    public let radius: Double
    /// The ids of the strokes touched so far, in the order they were touched.
    public private(set) var touched: [Int] = []
    private var last: (x: Double, y: Double)

    /// The radius of the eraser that goes with a pen of base width `width` (units): one and a half
    /// times the width, and at least 8 units so that a fine pen's eraser is still easy to aim.
    public static func radius(forWidth width: Double) -> Double {
        guard width.isFinite else { return 8 }
        return min(max(width * 1.5, 8), 300)
    }

    /// Puts down the eraser that goes with a pen of base width `width` at `(x, y)` and touches what is under it.
    public init(at x: Double, _ y: Double, width: Double, over sketch: Sketch) {
        radius = Self.radius(forWidth: width)
        last = (x.isFinite ? x : 0, y.isFinite ? y : 0)
        touched = sketch.strokes(touching: last, last, radius: self.radius, skipping: [])
    }

    /// Moves the eraser to `(x, y)`; returns the strokes it newly touched on the way.
    public mutating func move(to x: Double, _ y: Double, over sketch: Sketch) -> [Int] {
        guard x.isFinite, y.isFinite else { return [] }
        let next = (x: x, y: y)
        let newly = sketch.strokes(touching: last, next, radius: radius, skipping: touched)
        touched += newly
        last = next
        return newly
    }
}
