import Foundation
import TesseraRules
import TestSupport
import Testing

@testable import TesseraServer

/// The exact JSON the page reads from the API, pinned: a change here breaks clients already out there.
///
/// The server runs with numbered ids, a fixed seed and a fixed clock, so every byte is known;
/// keys come sorted.
@Suite("API wire forms")
struct WireFormTests {
    static let time = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23T12:00:00Z
    /// Options for one test's server: each test numbers its own ids from 1.
    static var options: APIOptions {
        APIOptions(rateLimit: nil, now: { time }, randomness: FixedRandomness.make(seed: 42))
    }
    static let token = String(repeating: "ab", count: 32)

    @Test("players: a new player, the signed-in player and a rename answer with these exact bodies")
    func players() async throws {
        try await TestServer.with(api: Self.options) { api in
            let created = try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#)
            #expect(created.text == #"{"id":"id-1","name":"Ada","token":"\#(Self.token)"}"#)
            let me = try await api.call(.get, "/api/players/me", token: Self.token)
            #expect(me.text == #"{"id":"id-1","name":"Ada"}"#)
            let renamed = try await api.call(.patch, "/api/players/me", token: Self.token, body: #"{"name":"Ada L"}"#)
            #expect(renamed.text == #"{"id":"id-1","name":"Ada L"}"#)
        }
    }

    @Test("games: a ranked 2048 game and a daily Triples game answer with these exact bodies; Triples has no spawn")
    func games() async throws {
        try await TestServer.with(api: Self.options) { api in
            _ = try await api.player("Ada")
            let game = try await api.call(
                .post, "/api/games", token: Self.token, body: #"{"game":"2048","size":5,"spawn":"twos-only"}"#)
            #expect(
                game.text
                    == #"{"board":"2048-5-twos-only","game":"2048","id":"id-2","rulesVersion":1,"seed":"42","size":5,"spawn":"twos-only"}"#
            )
            let daily = try await api.call(.post, "/api/daily", token: Self.token, body: #"{"game":"triples"}"#)
            let seed = DailyChallenge.seed(for: .triples, on: Self.time, secret: String(repeating: "ab", count: 32))
            #expect(
                daily.text
                    == #"{"board":"triples","date":"2026-11-23","game":"triples","id":"id-3","rulesVersion":1,"seed":"\#(seed)","size":4}"#
            )
        }
    }

    @Test("results: a verified result, the board, the player's results and a repeat answer with these exact bodies")
    func results() async throws {
        try await TestServer.with(api: Self.options) { api in
            _ = try await api.player("Ada")
            let game = try await api.game(Self.token)
            let moves = "LURDLURDLLDD"
            let final = try TileSetup(variant: .classic2048, seed: .seeded(42)).replay(Array(moves.utf8))
            #expect((final.score, final.board.maxValue) == (52, 16), "the numbers below are this game's")
            let verified = try await api.submit(moves, game: game.id, token: Self.token)
            #expect(verified.text == #"{"maxTile":16,"moveCount":12,"over":false,"rank":1,"score":52}"#)
            let leaderboard = try await api.call(.get, "/api/leaderboard?game=2048")
            #expect(
                leaderboard.text
                    == #"{"board":"2048-4-twos-and-fours","entries":[{"date":"2026-11-23T12:00:00Z","maxTile":16,"#
                    + #""moveCount":12,"player":"Ada","playerId":"id-1","rank":1,"score":52}],"game":"2048","period":"all","size":4,"#
                    + #""spawn":"twos-and-fours"}"#)
            let mine = try await api.call(.get, "/api/players/me/results", token: Self.token)
            #expect(
                mine.text
                    == #"{"results":[{"board":"2048-4-twos-and-fours","daily":null,"date":"2026-11-23T12:00:00Z","#
                    + #""game":"2048","gameId":"id-2","maxTile":16,"moveCount":12,"score":52,"size":4,"spawn":"twos-and-fours"}]}"#
            )
            let again = try await api.submit(moves, game: game.id, token: Self.token)
            #expect(
                again.text == #"{"error":"game id-2 already has a result; each game counts once","#
                    + #""result":{"maxTile":16,"moveCount":12,"rank":1,"score":52}}"#)
        }
    }

    @Test("errors are {\"error\": …} with the reason, for the API's own 404s too")
    func errors() async throws {
        try await TestServer.with(api: Self.options) { api in
            let unknown = try await api.call(.get, "/api/nothing")
            #expect(unknown.text == #"{"error":"no API route GET /api/nothing"}"#)
            let chess = try await api.call(.get, "/api/leaderboard?game=chess")
            #expect(chess.text == #"{"error":"\"chess\" is not a game: use 2048 or triples"}"#)
        }
    }
}
