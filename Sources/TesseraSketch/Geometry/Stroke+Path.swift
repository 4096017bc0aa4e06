extension Stroke {
    /// `true` when the stroke is drawn by filling ``pathData`` (a dot, or a stroke of living width);
    /// `false` when it is drawn by stroking it at ``width`` with round caps and joins.
    public var isFilled: Bool { isDot || widths != nil }

    /// The number of pieces of the stroke's line (see ``CentreLine``): one fewer than its points; a dot's circle is one.
    public var pieceCount: Int { isDot ? 1 : CentreLine.pieceCount(points.count) }

    /// The SVG path data that draws the stroke, in drawing units.
    ///
    /// A dot is a circle of the base width (two half circles). A stroke runs from its first point
    /// to its last through quadratic curves from midpoint to midpoint, each smoothed point the
    /// control point of one curve. With living widths the path is the stroke's outline: both sides
    /// at half the width from the centre line, joined by half circles at the ends.
    public var pathData: [UInt8] { pathData(pieces: 0..<pieceCount) }

    /// The SVG path data that draws the pieces `pieces` of the stroke (those within `0..<pieceCount`), as
    /// ``pathData`` draws them all: the centre line's pieces, or with living widths the outline of that part of the
    /// stroke, closed by half circles across both ends. A dot is its circle. No pieces, no path.
    public func pathData(pieces wanted: Range<Int>) -> [UInt8] {
        let pieces = wanted.clamped(to: 0..<pieceCount)
        guard !pieces.isEmpty else { return [] }
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
            func left(_ index: Int) -> CentreLine.Point { sides.left[index] }
            func right(_ index: Int) -> CentreLine.Point { sides.right[index] }
            let count = points.count
            let leftStart = CentreLine.start(ofPiece: pieces.lowerBound, point: left)
            path.move(leftStart.x, leftStart.y)
            CentreLine.walk(count: count, pieces: pieces, point: left) { piece in
                path.append(piece)
                return true
            }
            let last = pieces.upperBound - 1
            Self.across(
                from: CentreLine.end(ofPiece: last, count: count, point: left),
                to: CentreLine.end(ofPiece: last, count: count, point: right), into: &path)
            CentreLine.walkBack(count: count, pieces: pieces, point: right) { path.append($0) }
            Self.across(
                from: CentreLine.start(ofPiece: pieces.lowerBound, point: right), to: leftStart, into: &path)
            path.close()
        } else {
            func centre(_ index: Int) -> CentreLine.Point { (points[index].unitX, points[index].unitY) }
            let start = CentreLine.start(ofPiece: pieces.lowerBound, point: centre)
            path.move(start.x, start.y)
            CentreLine.walk(count: points.count, pieces: pieces, point: centre) { piece in
                path.append(piece)
                return true
            }
        }
        return path.bytes
    }

    /// A half circle from one side of the outline to the other, across the stroke's width there.
    private static func across(from a: CentreLine.Point, to b: CentreLine.Point, into path: inout PathWriter) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        path.halfCircle(radius: (dx * dx + dy * dy).squareRoot() / 2, to: b.x, b.y)
    }
}

extension PathWriter {
    /// A piece of a ``CentreLine``: a line or a quadratic curve to its end.
    fileprivate mutating func append(_ piece: CentreLine.Piece) {
        switch piece {
        case .line(let end): line(end.x, end.y)
        case .quad(let control, let end, _): quad(control.x, control.y, end.x, end.y)
        }
    }
}

/// The two sides of a stroke of living width: each point moved half its width along the normal.
private struct Outline {
    var left: [(x: Double, y: Double)] = []
    var right: [(x: Double, y: Double)] = []

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
        }
    }
}
