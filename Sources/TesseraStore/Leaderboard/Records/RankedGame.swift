import Foundation
import TesseraRules

/// A game the server issued a seed for: whose it is, its board, its seed and the rules it is played by.
public struct RankedGame: Equatable, Sendable {
    public var id: String
    public var playerID: String
    public var board: TileVariant
    public var seed: UInt64
    /// The rules version the game was issued under; its result is replayed with the same rules.
    public var rulesVersion: Int
    /// The UTC day (`YYYY-MM-DD`) when this is that day's daily challenge; `nil` for other games.
    public var dailyDate: String?
    public var createdAt: Date

    public init(
        id: String, playerID: String, board: TileVariant, seed: UInt64, rulesVersion: Int,
        dailyDate: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.playerID = playerID
        self.board = board
        self.seed = seed
        self.rulesVersion = rulesVersion
        self.dailyDate = dailyDate
        self.createdAt = createdAt
    }
}

/// The answer to a daily-challenge request: the player's game for that day and where it stands.
public struct DailyClaim: Equatable, Sendable {
    /// The player's daily game (the candidate when it was just added).
    public var game: RankedGame
    /// `true` when the candidate was added by this request.
    public var isNew: Bool
    /// `true` when the game already has a result: the day's one attempt is used.
    public var isFinished: Bool

    public init(game: RankedGame, isNew: Bool, isFinished: Bool) {
        self.game = game
        self.isNew = isNew
        self.isFinished = isFinished
    }
}
