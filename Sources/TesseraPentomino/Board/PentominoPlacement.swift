import TesseraRules

/// A piece in one of its orientations, with the top-left corner of the orientation's bounding box at a square.
public struct PentominoPlacement: Hashable, Sendable {
    /// Which piece.
    public let piece: Pentomino
    /// The index of the orientation in ``Pentomino/orientations``.
    public let orientation: Int
    /// Where the top-left corner of the orientation's bounding box lies.
    public let origin: Position

    /// A placement of `piece` in its orientation number `orientation` at `origin`.
    /// - Precondition: `orientation` is an index of `piece.orientations`.
    public init(piece: Pentomino, orientation: Int, origin: Position) {
        precondition(piece.orientations.indices.contains(orientation), "no such orientation")
        self.piece = piece
        self.orientation = orientation
        self.origin = origin
    }

    /// The orientation's shape.
    public var shape: PieceShape { piece.orientations[orientation] }

    /// The five squares the piece covers, in reading order.
    public var squares: [Position] {
        shape.squares.map { Position(row: origin.row + $0.row, column: origin.column + $0.column) }
    }

    /// The same piece after `turn`, its bounding box keeping its top-left corner.
    public func turned(_ turn: PentominoTurn) -> PentominoPlacement {
        PentominoPlacement(piece: piece, orientation: piece.orientation(orientation, turned: turn), origin: origin)
    }

    /// The same piece and orientation with its corner at `origin`.
    public func moved(to origin: Position) -> PentominoPlacement {
        PentominoPlacement(piece: piece, orientation: orientation, origin: origin)
    }

    /// The placement of the same piece whose squares are `squares`, or `nil` when they are not one copy of it.
    init?(piece: Pentomino, squares: [Position]) {
        guard squares.count == 5 else { return nil }
        let shape = PieceShape(normalizing: squares)
        guard let orientation = piece.orientations.firstIndex(of: shape) else { return nil }
        self.init(
            piece: piece, orientation: orientation,
            origin: Position(row: squares.map { $0.row }.min()!, column: squares.map { $0.column }.min()!))
    }
}
