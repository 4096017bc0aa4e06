import Foundation
import Hummingbird
import TesseraRules
import TesseraStore

// The JSON the API reads and writes: the contract the page (and any client) relies on.

struct NameBody: Decodable {
    let name: String
}

/// A new token a client proposes for itself; `nil` (or no body) lets the server make one.
struct TokenBody: Decodable {
    let token: String?
}

struct NewGameBody: Decodable {
    let game: String
    let size: Int?
    let spawn: String?
}

/// The game of a daily challenge, which is played on its standard board: a size or a spawn rule is refused, never
/// ignored.
struct DailyBody: Decodable {
    let game: String

    private enum CodingKeys: String, CodingKey {
        case game, size, spawn
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.size) || container.contains(.spawn) { throw LeaderboardRequest.dailyOnItsStandardBoard }
        game = try container.decode(String.self, forKey: .game)
    }
}

/// A finished game: the moves only. A score field, if sent, is not even read.
struct ResultBody: Decodable {
    let moves: String
}

struct PlayerJSON: ResponseEncodable {
    let id: String
    let name: String
    var token: String?
}

/// A board as answers spell it: its key and its parts (`spawn` absent for Triples, which has one rule).
struct BoardFields: Encodable {
    let board: String
    let game: String
    let size: Int
    let spawn: String?

    init(_ variant: TileVariant) {
        board = variant.key
        game = variant.kind.name
        size = variant.size
        spawn = variant.spawnRule?.name
    }
}

struct GameJSON: ResponseEncodable {
    let id: String
    let seed: String
    let board: String
    let game: String
    let size: Int
    let spawn: String?
    let rulesVersion: Int
    var date: String?

    init(_ game: RankedGame) {
        let fields = BoardFields(game.board)
        id = game.id
        seed = String(game.seed)
        board = fields.board
        self.game = fields.game
        size = fields.size
        spawn = fields.spawn
        rulesVersion = game.rulesVersion
        date = game.dailyDate
    }
}

struct VerifiedJSON: ResponseEncodable {
    let score: Int
    let maxTile: Int
    let moveCount: Int
    let rank: Int
    /// Whether the moves ended the game (`nil` when an earlier result is repeated).
    let over: Bool?
}

struct LeaderboardJSON: ResponseEncodable {
    struct Entry: Encodable {
        let rank: Int
        let player: String
        let playerId: String
        let score: Int
        let maxTile: Int
        let moveCount: Int
        let date: String
    }

    let board: String
    let game: String
    let size: Int
    let spawn: String?
    let period: String
    /// The challenge's day, for `period=daily`.
    var date: String?
    let entries: [Entry]

    init(board variant: TileVariant, period: String, date: String?, entries: [Entry]) {
        let fields = BoardFields(variant)
        board = fields.board
        game = fields.game
        size = fields.size
        spawn = fields.spawn
        self.period = period
        self.date = date
        self.entries = entries
    }
}

struct ResultsJSON: ResponseEncodable {
    struct Result: Encodable {
        let gameId: String
        let board: TileVariant
        let score: Int
        let maxTile: Int
        let moveCount: Int
        let date: String
        let daily: String?

        private enum CodingKeys: String, CodingKey {
            case gameId, board, game, size, spawn, score, maxTile, moveCount, date, daily
        }

        // Written by hand so a result that is no daily says "daily": null rather than leaving the key out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let fields = BoardFields(board)
            try container.encode(gameId, forKey: .gameId)
            try container.encode(fields.board, forKey: .board)
            try container.encode(fields.game, forKey: .game)
            try container.encode(fields.size, forKey: .size)
            try container.encodeIfPresent(fields.spawn, forKey: .spawn)
            try container.encode(score, forKey: .score)
            try container.encode(maxTile, forKey: .maxTile)
            try container.encode(moveCount, forKey: .moveCount)
            try container.encode(date, forKey: .date)
            try container.encode(daily, forKey: .daily)
        }
    }

    let results: [Result]
}

extension Date {
    /// The time as ISO 8601 in UTC, to the second: `2026-11-22T09:30:00Z`.
    var iso8601: String { formatted(.iso8601) }
}
