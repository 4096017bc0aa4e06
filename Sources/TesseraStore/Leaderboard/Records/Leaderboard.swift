import Foundation
import TesseraRules

/// Which leaderboard to read: a board, a period and how many rows.
public struct LeaderboardQuery: Equatable, Sendable {
    public var board: TileVariant
    /// Only results of games issued at or after this time; `nil` for all time.
    public var since: Date?
    /// Only that day's daily-challenge results (`YYYY-MM-DD`); `nil` for every game.
    public var dailyDate: String?
    /// The most rows to return.
    public var limit: Int

    public init(board: TileVariant, since: Date? = nil, dailyDate: String? = nil, limit: Int = 10) {
        self.board = board
        self.since = since
        self.dailyDate = dailyDate
        self.limit = limit
    }
}

/// One row of a leaderboard: a player's best result for the board and period, and its place.
public struct LeaderboardEntry: Equatable, Sendable {
    public var rank: Int
    public var playerID: String
    public var playerName: String
    public var score: Int
    public var maxTile: Int
    public var moveCount: Int
    public var finishedAt: Date
}
