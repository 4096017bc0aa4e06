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

    /// The number of pieces of the line through `count` points (at least two): one fewer than the points.
    static func pieceCount(_ count: Int) -> Int { count - 1 }

    /// Calls `visit` with each piece of the line through `count` points (at least two), `point(i)` the `i`th, in
    /// order; it returns `false` to stop.
    static func walk(count: Int, point: (Int) -> Point, visit: (Piece) -> Bool) {
        walk(count: count, pieces: 0..<pieceCount(count), point: point, visit: visit)
    }

    /// Calls `visit` with the pieces `pieces` of the line through `count` points (at least two), in order, each
    /// after the one before it (the first after ``start(ofPiece:point:)``); it returns `false` to stop.
    static func walk(count: Int, pieces: Range<Int>, point: (Int) -> Point, visit: (Piece) -> Bool) {
        for index in pieces {
            let piece: Piece
            if index == 0 {
                piece = .line(end: end(ofPiece: 0, count: count, point: point))
            } else {
                piece = .quad(control: point(index), end: end(ofPiece: index, count: count, point: point), index: index)
            }
            guard visit(piece) else { return }
        }
    }

    /// Calls `visit` with the pieces `pieces` of the line through `count` points (at least two) backwards, last
    /// first, each turned round: it ends where the piece starts (the last after ``end(ofPiece:count:point:)``).
    static func walkBack(count: Int, pieces: Range<Int>, point: (Int) -> Point, visit: (Piece) -> Void) {
        for index in pieces.reversed() {
            let start = start(ofPiece: index, point: point)
            visit(index == 0 ? .line(end: start) : .quad(control: point(index), end: start, index: index))
        }
    }

    /// Where the piece `index` starts: at the first point, or where the piece before it ends.
    static func start(ofPiece index: Int, point: (Int) -> Point) -> Point {
        index == 0 ? point(0) : midpoint(point(index - 1), point(index))
    }

    /// Where the piece `index` of the line through `count` points ends: halfway to the next point, or at the
    /// last point for the last piece.
    static func end(ofPiece index: Int, count: Int, point: (Int) -> Point) -> Point {
        index == count - 2 ? point(index + 1) : midpoint(point(index), point(index + 1))
    }

    private static func midpoint(_ a: Point, _ b: Point) -> Point {
        (x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
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
