import TesseraAI

/// One game of a batch as its summary counts it: its seed and the figures its lines print.
public struct GameResult: Equatable, Sendable {
    /// The seed the game started from.
    public let seed: UInt64
    /// The final score.
    public let score: Int
    /// The largest tile on the final board.
    public let maxTile: Int
    /// How many moves the player made.
    public let moveCount: Int
    /// The time its searches took by the clock.
    public let searchNanoseconds: UInt64
    /// Board moves executed inside its searches.
    public let evaluatedMoves: UInt64

    public init(
        seed: UInt64, score: Int, maxTile: Int, moveCount: Int, searchNanoseconds: UInt64, evaluatedMoves: UInt64
    ) {
        (self.seed, self.score, self.maxTile, self.moveCount) = (seed, score, maxTile, moveCount)
        (self.searchNanoseconds, self.evaluatedMoves) = (searchNanoseconds, evaluatedMoves)
    }

    /// The figures of `played`, begun from `seed`.
    public init(_ played: PlayedGame, seed: UInt64) {
        self.init(
            seed: seed, score: played.game.score, maxTile: played.maxTile, moveCount: played.moves.count,
            searchNanoseconds: played.searchNanoseconds, evaluatedMoves: played.evaluatedMoves)
    }

    /// The search time per move in milliseconds; 0 for a game of no moves.
    public var millisecondsPerMove: Double {
        moveCount == 0 ? 0 : Double(searchNanoseconds) / Double(moveCount) / 1e6
    }
}
