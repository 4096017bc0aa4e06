import TesseraRules

/// One orientation of a piece: its five squares, moved so the topmost row and leftmost column are 0.
///
/// Squares are kept in reading order (row by row, left to right), so two shapes are equal
/// exactly when they cover the same squares.
public struct PieceShape: Hashable, Sendable {
    /// The squares, in reading order.
    public let squares: [Position]

    /// The shape of `squares` moved to the top-left corner, in reading order.
    init(normalizing squares: [Position]) {
        let top = squares.map { $0.row }.min() ?? 0
        let left = squares.map { $0.column }.min() ?? 0
        self.squares = squares.map { Position(row: $0.row - top, column: $0.column - left) }
            .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// The number of rows the shape spans.
    public var height: Int { (squares.map { $0.row }.max() ?? 0) + 1 }
    /// The number of columns the shape spans.
    public var width: Int { (squares.map { $0.column }.max() ?? 0) + 1 }

    /// The shape turned a quarter turn clockwise.
    public var rotated: PieceShape { turned(.rotate) }

    /// The shape mirrored left to right.
    public var flipped: PieceShape { turned(.flip) }

    /// The shape after `turn`.
    public func turned(_ turn: PentominoTurn) -> PieceShape {
        let map: (Position) -> Position =
            switch turn {
            case .rotate: { Position(row: $0.column, column: -$0.row) }
            case .rotateBack: { Position(row: -$0.column, column: $0.row) }
            case .flip: { Position(row: $0.row, column: -$0.column) }
            case .flipVertically: { Position(row: -$0.row, column: $0.column) }
            }
        return PieceShape(normalizing: squares.map(map))
    }

    /// Every piece's orientations, in the order ``Pentomino/orientations`` gives.
    static let catalog: [[PieceShape]] = Pentomino.drawings.map { drawing in
        var squares: [Position] = []
        for (row, line) in drawing.enumerated() {
            for column in 0..<line.utf8CodeUnitCount where line.utf8Start[column] == UInt8(ascii: "#") {
                squares.append(Position(row: row, column: column))
            }
        }
        var shapes: [PieceShape] = []
        var shape = PieceShape(normalizing: squares)
        for turn in 0..<8 {
            if turn == 4 { shape = shape.flipped }
            if !shapes.contains(shape) { shapes.append(shape) }
            shape = shape.rotated
        }
        return shapes
    }
}
