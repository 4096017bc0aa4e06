import Foundation
import TesseraRules

/// The outcome of a ranked game as the server's replay computed it, with the moves that produced it.
public struct VerifiedResult: Equatable, Sendable {
    public var gameID: String
    public var playerID: String
    public var board: TileVariant
    /// The day (`YYYY-MM-DD`) whose daily board the result is on; `nil` for other games and for
    /// a daily challenge sent after its day (it counts on the other boards only).
    public var dailyDate: String?
    public var score: Int
    public var maxTile: Int
    public var moveCount: Int
    /// The submitted moves (`L R U D`), kept so the result can be replayed again.
    public var moves: String
    public var finishedAt: Date
    /// When the result's game was issued: the week and day boards count it on that day.
    public var issuedAt: Date

    public init(
        gameID: String, playerID: String, board: TileVariant, dailyDate: String?, score: Int,
        maxTile: Int, moveCount: Int, moves: String, finishedAt: Date, issuedAt: Date
    ) {
        self.gameID = gameID
        self.playerID = playerID
        self.board = board
        self.dailyDate = dailyDate
        self.score = score
        self.maxTile = maxTile
        self.moveCount = moveCount
        self.moves = moves
        self.finishedAt = finishedAt
        self.issuedAt = issuedAt
    }
}

/// A stored result as its player sees it: the numbers the replay found, without the moves.
public struct PlayerResult: Equatable, Sendable {
    public var gameID: String
    public var board: TileVariant
    public var score: Int
    public var maxTile: Int
    public var moveCount: Int
    public var finishedAt: Date
    public var dailyDate: String?
    /// Whether an operator removed it from the boards (the game still counts as played).
    public var isRemoved: Bool
}
