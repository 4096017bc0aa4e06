/// The line a stroke is drawn along, piece by piece: from its first point to its last through quadratic
/// curves from midpoint to midpoint, each inner point the control point of one curve.
///
/// The path a stroke paints (``Stroke/pathData``) and what the eraser measures against both walk it, so the
/// eraser takes a stroke where its ink is.
enum CentreLine {
    typealias Point = (x: Double, y: Double)

    /// A piece of the line, after the one before it (or the first point).
    enum Piece {
        /// A straight line to `end`.
        case line(end: Point)
        /// A quadratic curve to `end` whose control point is the stroke's point `index`.
        case quad(control: Point, end: Point, index: Int)
    }

    /// Calls `visit` with each piece of the line through `count` points (at least two), `point(i)` the `i`th, in
    /// order; it returns `false` to stop.
    static func walk(count: Int, point: (Int) -> Point, visit: (Piece) -> Bool) {
        let first = point(0)
        guard count > 2 else {
            _ = visit(.line(end: point(count - 1)))
            return
        }
        var next = point(1)
        guard visit(.line(end: (x: (first.x + next.x) / 2, y: (first.y + next.y) / 2))) else { return }
        for index in 1..<(count - 1) {
            let control = next
            next = point(index + 1)
            let end = index == count - 2 ? next : (x: (control.x + next.x) / 2, y: (control.y + next.y) / 2)
            guard visit(.quad(control: control, end: end, index: index)) else { return }
        }
    }

    /// Calls `visit` with straight segments that follow the quadratic curve from `start` around `control` to
    /// `end` within a quarter of a unit (on any drawing of at most 10,000 units a side), in order; it returns
    /// `false` to stop.
    static func flatten(_ start: Point, _ control: Point, _ end: Point, _ visit: (Point, Point) -> Bool) {
        // A chord of a curve with second derivative 2·d over a span of 1/n strays at most |d| / (4n²) from it.
        // Points lie within -side…2·side, and with walk's midpoints each of d's coordinates stays within ±45,000 on
        // a drawing 10,000 units a side: 253 pieces suffice.
        let bendX = start.x - 2 * control.x + end.x
        let bendY = start.y - 2 * control.y + end.y
        let bend = (bendX * bendX + bendY * bendY).squareRoot()
        let count = Int(min(max(bend.squareRoot(), 1), 256).rounded(.up))
        var from = start
        for step in 1...count {
            let t = Double(step) / Double(count)
            let u = 1 - t
            let to =
                step == count
                ? end
                : (
                    x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                    y: u * u * start.y + 2 * u * t * control.y + t * t * end.y
                )
            guard visit(from, to) else { return }
            from = to
        }
    }
}
