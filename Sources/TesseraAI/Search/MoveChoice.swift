import TesseraRules

/// What a search chose for one position, with what it cost.
public struct MoveChoice: Equatable, Sendable {
    /// The move to play, or `nil` when no direction changes the board (the game is over).
    public var best: Direction?
    /// The expected heuristic value of each direction, `nil` where it changes nothing.
    public var values: DirectionValues
    /// The depth of the deepest search that finished (see ``SearchSettings``), on either board form.
    public var depth: Int
    /// Board moves executed inside the search (four per move node: nneonneo's "eval'd moves").
    public var evaluatedMoves: UInt64
    /// The search's time by the clock it was given; 0 without a clock.
    public var nanoseconds: UInt64
    /// `true` when the search over the reference rules (``ReferenceSearch``) chose.
    ///
    /// It does for a board beyond the bitboard: not 4×4, or with a tile above rank 15.
    public var usedReferenceRules: Bool

    /// A choice with each of its parts.
    public init(
        best: Direction?, values: DirectionValues, depth: Int, evaluatedMoves: UInt64, nanoseconds: UInt64,
        usedReferenceRules: Bool
    ) {
        self.best = best
        self.values = values
        self.depth = depth
        self.evaluatedMoves = evaluatedMoves
        self.nanoseconds = nanoseconds
        self.usedReferenceRules = usedReferenceRules
    }
}
