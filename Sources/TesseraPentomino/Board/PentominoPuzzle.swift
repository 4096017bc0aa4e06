import TesseraRules

/// A pentomino board in progress: which pieces lie where. Changed only by placing, removing,
/// moving, rotating and flipping pieces, each of which returns what happened.
public struct PentominoPuzzle: Equatable, Sendable {
    /// The version of the pentomino rules; saves carry it (the tile games keep their own).
    public static let rulesVersion = 1

    /// The board being tiled.
    public let board: PentominoBoard
    /// Each piece's placement, by piece (`nil` while the piece is in the tray).
    private var placed: [PentominoPlacement?] = Array(repeating: nil, count: Pentomino.allCases.count)
    /// The piece covering each square, row by row (`nil` for an empty square or a hole).
    private var squares: [Pentomino?]

    /// An empty board.
    public init(board: PentominoBoard) {
        self.board = board
        squares = Array(repeating: nil, count: board.rows * board.columns)
    }

    /// The piece covering `position`; `nil` when the square is empty, a hole or off the board.
    public subscript(position: Position) -> Pentomino? {
        guard board.contains(position) else { return nil }
        return squares[position.row * board.columns + position.column]
    }

    /// Where `piece` lies, or `nil` when it is not on the board.
    public func placement(of piece: Pentomino) -> PentominoPlacement? {
        placed[piece.rawValue]
    }

    /// The placements on the board, in piece order (F to Z).
    public var placements: [PentominoPlacement] {
        placed.compactMap { $0 }
    }

    /// The pieces not on the board, in letter order (F to Z).
    public var tray: [Pentomino] {
        Pentomino.allCases.filter { placed[$0.rawValue] == nil }
    }

    /// `true` when every square of the board is covered (all twelve pieces are placed).
    public var isSolved: Bool {
        placed.allSatisfy { $0 != nil }
    }

    /// Puts a piece from the tray on the board.
    ///
    /// Throws a ``RulesError`` of kind `.move` when the piece is already on the board or
    /// when one of its squares is off the board, a hole or covered, naming the square.
    @discardableResult
    public mutating func place(_ placement: PentominoPlacement) throws(RulesError) -> PentominoChange {
        guard placed[placement.piece.rawValue] == nil else {
            throw RulesError(.move, "\(placement.piece.name) is already on the board; move it or take it off first")
        }
        try checkFits(placement)
        put(placement)
        return PentominoChange(piece: placement.piece, from: nil, to: placement)
    }

    /// Takes a piece off the board, back to the tray. Throws when it is not on the board.
    @discardableResult
    public mutating func remove(_ piece: Pentomino) throws(RulesError) -> PentominoChange {
        let from = try current(piece)
        take(from)
        return PentominoChange(piece: piece, from: from, to: nil)
    }

    /// Moves a placed piece so its bounding box's corner is at `origin`, keeping its orientation.
    @discardableResult
    public mutating func move(_ piece: Pentomino, to origin: Position) throws(RulesError) -> PentominoChange {
        let from = try current(piece)
        return try replace(from, with: from.moved(to: origin))
    }

    /// Turns or mirrors a placed piece where it lies (its bounding box keeps its corner), or, when it has no
    /// room there, at the nearest place that fits (``turnLanding(from:turned:)``). Throws when it is not on
    /// the board or fits nowhere so near.
    @discardableResult
    public mutating func turn(_ piece: Pentomino, _ turn: PentominoTurn) throws(RulesError) -> PentominoChange {
        let from = try current(piece)
        return try replace(from, with: turnLanding(from: from, turned: from.turned(turn)))
    }

    /// Throws unless every square of `placement` is on the board, not a hole, and empty or already its own piece's.
    public func checkFits(_ placement: PentominoPlacement) throws(RulesError) {
        guard board.isNear(placement.origin) else {
            let side =
                placement.origin.row < 0 || placement.origin.column < 0 ? "above or left of" : "below or right of"
            throw RulesError(.move, "\(placement.piece.name) does not fit there: it would stick out \(side) the board")
        }
        for square in placement.squares {
            guard board.contains(square) else {
                let name = placement.piece.name
                guard square.row >= 0, square.column >= 0 else {
                    throw RulesError(.move, "\(name) does not fit there: it would stick out above or left of the board")
                }
                let place = "row \(square.row + 1), column \(square.column + 1)"
                let inside = square.row < board.rows && square.column < board.columns
                throw RulesError(
                    .move,
                    "\(name) does not fit there: \(place) is \(inside ? "not part of the board" : "off the board")")
            }
            if let other = self[square], other != placement.piece {
                throw RulesError(
                    .move,
                    "\(placement.piece.name) does not fit there: row \(square.row + 1), column \(square.column + 1) is covered by \(other.name)"
                )
            }
        }
    }

    private func current(_ piece: Pentomino) throws(RulesError) -> PentominoPlacement {
        guard let placement = placed[piece.rawValue] else {
            throw RulesError(.move, "\(piece.name) is not on the board")
        }
        return placement
    }

    private mutating func replace(_ from: PentominoPlacement, with to: PentominoPlacement) throws(RulesError)
        -> PentominoChange
    {
        try checkFits(to)
        take(from)
        put(to)
        return PentominoChange(piece: to.piece, from: from, to: to)
    }

    private mutating func put(_ placement: PentominoPlacement) {
        placed[placement.piece.rawValue] = placement
        for square in placement.squares { squares[square.row * board.columns + square.column] = placement.piece }
    }

    private mutating func take(_ placement: PentominoPlacement) {
        placed[placement.piece.rawValue] = nil
        for square in placement.squares { squares[square.row * board.columns + square.column] = nil }
    }
}

extension Pentomino {
    /// The piece's name in messages: its letter, as `F`.
    public var name: String {
        String(decoding: CollectionOfOne(letter), as: UTF8.self)
    }
}
