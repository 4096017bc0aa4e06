import TesseraRules

/// A whole game the AI played with the reference rules, replayable from its setup and moves.
public struct PlayedGame: Equatable, Sendable {
    /// The setup the game started from.
    public var setup: TileSetup
    /// The game as it ended (over, or stopped at the move limit or by the observer).
    public var game: TileGame
    /// The moves played, as the letters `L R U D`; every one changed the board.
    public var moves: [UInt8]
    /// Each move's search time by the clock (all 0 without one).
    public var moveNanoseconds: [UInt64]
    /// Board moves executed inside all the searches (nneonneo's "eval'd moves").
    public var evaluatedMoves: UInt64
    /// How many moves the search over the reference rules chose because the board was beyond the bitboard.
    public var referenceMoves: Int

    /// The total search time by the clock.
    public var searchNanoseconds: UInt64 { moveNanoseconds.reduce(0, &+) }

    /// The largest tile on the final board.
    public var maxTile: Int { game.board.maxValue }
}
