import Hummingbird
import TesseraRules

/// A board query from the URL: `game`, `size`, `spawn` (the game's defaults when absent), `period` and `limit`.
struct LeaderboardRequest {
    enum Period: String, Hashable, Sendable {
        case all, week, today, daily
    }

    let board: TileVariant
    let period: Period
    let limit: Int

    /// The refusal of a daily challenge asked for with a board size or a spawn rule, here or when one starts.
    static let dailyOnItsStandardBoard = APIError(
        .badRequest, "the daily challenge is played on the standard board: name only its game")

    /// Reads and checks the query; throws a 400 naming the parameter that is wrong.
    init(_ query: [String: String]) throws(APIError) {
        guard let board = try Self.board(query, required: true) else {
            throw APIError(.badRequest, "say which game: game=2048 or game=triples")
        }
        self.board = board
        let periodName = query["period"] ?? "all"
        guard let period = Period(rawValue: periodName) else {
            throw APIError(.badRequest, "period \"\(periodName)\" is not one of all, week, today, daily")
        }
        if period == .daily && (query["size"] != nil || query["spawn"] != nil) { throw Self.dailyOnItsStandardBoard }
        self.period = period
        limit = try Self.limit(query)
    }

    /// The board a query names (`size` and `spawn` default as in the rules; Triples takes neither);
    /// `nil` when `game` is absent and not `required`.
    static func board(_ query: [String: String], required: Bool) throws(APIError) -> TileVariant? {
        guard let name = query["game"] else {
            if required { throw APIError(.badRequest, "say which game: game=2048 or game=triples") }
            if query["size"] != nil || query["spawn"] != nil {
                throw APIError(.badRequest, "size and spawn are settings of a game: name it too, as in game=2048")
            }
            return nil
        }
        var size: Int?
        if let text = query["size"] {
            guard let number = Int(text) else { throw APIError(.badRequest, "size \"\(text)\" is not a whole number") }
            size = number
        }
        return try RankedPlay.board(game: name, size: size, spawn: query["spawn"])
    }

    /// `limit`: 10 when absent, 1 to ``APILimits/rows``.
    static func limit(_ query: [String: String]) throws(APIError) -> Int {
        guard let text = query["limit"] else { return 10 }
        guard let limit = Int(text), (1...APILimits.rows).contains(limit) else {
            throw APIError(.badRequest, "limit \"\(text)\" must be a whole number from 1 to \(APILimits.rows)")
        }
        return limit
    }
}
