/// An eraser being dragged over a sketch: it collects the strokes it touches, which one erase
/// then removes as a single step of the history.
public struct Eraser: Sendable {
    /// The eraser's radius in units.
    public let radius: Double
    /// The ids of the strokes touched so far, in the order they were touched.
    public private(set) var touched: [Int] = []
    private var last: (x: Double, y: Double)

    /// Puts the eraser down at `(x, y)` with `radius` (clamped to 0.5–500 units) and touches what is under it.
    public init(at x: Double, _ y: Double, radius: Double, over sketch: Sketch) {
        self.radius = radius.isFinite ? min(max(radius, 0.5), 500) : 10
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
