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

    @Test(
        "drawings: a save, the list, the wire form, a replace, a share link, refusals, a percent-encoded id: exact bodies"
    )
    func drawings() async throws {
        try await TestServer.with(api: Self.options) { api in
            _ = try await api.player("Ada")
            let saved = try await api.call(.post, "/api/drawings", token: Self.token, body: DrawingFixtures.cat)
            let summary = #"{"id":"id-2","name":"Cat","strokeCount":2,"updated":"2026-11-23T12:00:00Z"}"#
            #expect(saved.text == summary)
            let list = try await api.call(.get, "/api/drawings", token: Self.token)
            #expect(list.text == #"{"drawings":["# + summary + "]}")
            let opened = try await api.call(.get, "/api/drawings/id-2", token: Self.token)
            #expect(
                opened.text
                    == ##"{"version":1,"name":"Cat","width":1200,"height":800,"background":"#ffffff","strokes":["##
                    + ##"{"color":"#1f2937","width":6,"points":[10.13,20,30,40],"widths":[3,4]},"##
                    + ##"{"color":"#ff0000","width":4,"points":[5,5]}]}"##)
            let replaced = try await api.call(
                .put, "/api/drawings/id-2", token: Self.token, body: DrawingFixtures.wire("Dog"))
            #expect(replaced.text == #"{"id":"id-2","name":"Dog","strokeCount":1,"updated":"2026-11-23T12:00:00Z"}"#)
            let shared = try await api.call(.post, "/api/drawings/id-2/share", token: Self.token)
            #expect(shared.text == #"{"url":"/s/\#(String(repeating: "ab", count: 16))"}"#)
            let missing = try await api.call(.get, "/api/drawings/id-9", token: Self.token)
            #expect(missing.text == #"{"error":"you have no drawing with the id id-9"}"#)
            // An id in the path is read percent-decoded, and echoed as the client meant it.
            let encoded = try await api.call(.get, "/api/drawings/id-%32", token: Self.token)
            #expect(encoded.status == .ok && encoded.text.contains(#""name":"Dog""#), "\(encoded.text)")
            let spaced = try await api.call(.get, "/api/drawings/caf%C3%A9%20noir", token: Self.token)
            #expect(spaced.text == #"{"error":"you have no drawing with the id café noir"}"#)
            let garbled = try await api.call(.get, "/api/drawings/id%ZZ", token: Self.token)
            #expect(garbled.text == #"{"error":"you have no drawing with the id id%ZZ"}"#)
            let gone = try await api.call(.get, "/api/shared/nothing")
            #expect(
                gone.text
                    == #"{"error":"no drawing is shared under this link: its owner may have unshared or deleted it"}"#)
            let refused = try await api.call(
                .post, "/api/drawings", token: Self.token,
                body: DrawingFixtures.wire(strokes: [##"{"color":"red","width":1,"points":[1,1]}"##]))
            #expect(refused.text == #"{"error":"strokes[0].color: 'red' is not a colour written #rrggbb"}"#)
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
