import Foundation
import HTTPTypes
import Hummingbird
import Synchronization
import TesseraRules
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

func standardSetup(seed: UInt64) -> TileSetup {
    TileSetup(variant: .classic2048, seed: .seeded(seed))
}

@Suite("Ranked play API")
struct RankedAPITests {
    @Test(
        "a player is created with a trimmed name, an id and a secret token, and names follow the rules",
        arguments: TestDatabases.engines)
    func players(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.call(.post, "/api/players", body: #"{"name":"  Ada  "}"#)
            #expect(ada.status == .created)
            #expect(ada.string("name") == "Ada")
            #expect(ada.string("id").count >= 32 && ada.string("token").count == 64)
            let another = try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#)
            #expect(another.status == .created && another.string("id") != ada.string("id"), "names need not be unique")
            #expect(try await api.call(.post, "/api/players", body: #"{"name":"Zoë 李-2_b."}"#).status == .created)
            for (body, reason) in [
                (#"{"name":"   "}"#, "at least one"), (#"{"name":"<script>"}"#, "not \"<\""),
                (#"{"name":"\#(String(repeating: "x", count: 25))"}"#, "at most 24"),
                (#"{"name":"a\#(String(repeating: "\u{301}", count: 60))"}"#, "at most 96 bytes"),
                (#"{"nickname":"Ada"}"#, "\"name\" field"), (#"{"name":7}"#, "must be a string"),
            ] {
                let refused = try await api.call(.post, "/api/players", body: body)
                #expect(refused.status == .badRequest)
                #expect(refused.error.contains(reason), "\(body): \(refused.error)")
            }
        }
    }

    @Test(
        "the bearer token names the player: missing or unknown is a 401; the player can rename",
        arguments: TestDatabases.engines)
    func tokens(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            #expect(try await api.call(.get, "/api/players/me").status == .unauthorized)
            let unknown = try await api.call(.get, "/api/players/me", token: String(repeating: "0", count: 64))
            #expect(unknown.status == .unauthorized && unknown.error.contains("unknown token"))
            #expect(try await api.call(.get, "/api/players/me", token: ada.token).string("name") == "Ada")
            let renamed = try await api.call(.patch, "/api/players/me", token: ada.token, body: #"{"name":"Ada L."}"#)
            #expect(renamed.status == .ok && renamed.string("name") == "Ada L.")
            #expect(try await api.call(.get, "/api/players/me", token: ada.token).string("name") == "Ada L.")
            #expect(try await api.call(.post, "/api/games", body: #"{"game":"2048"}"#).status == .unauthorized)
        }
    }

    @Test(
        "a result is the server's replay of the moves from the seed it issued; a score sent along is ignored",
        arguments: TestDatabases.engines)
    func verifiedResult(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            let (moves, final) = playToTheEnd(standardSetup(seed: game.seed))
            let answer = try await api.submit(
                moves, game: game.id, token: ada.token, extra: #","score":999999,"maxTile":4096"#)
            #expect(answer.status == .created)
            #expect(answer.int("score") == final.score)
            #expect(answer.int("maxTile") == final.board.maxValue)
            #expect(answer.int("moveCount") == moves.count)
            #expect(answer.int("rank") == 1)
            let board = try await api.call(.get, "/api/leaderboard?game=2048&size=4&spawn=twos-and-fours&period=all")
            #expect(board.entries.count == 1)
            #expect(board.entries.first?["score"] as? Int == final.score)
            #expect(board.entries.first?["player"] as? String == "Ada")
        }
    }

    @Test(
        "forged submissions are refused: a repeat (409), another player's game (403), an unknown game (404), bad moves (422)",
        arguments: TestDatabases.engines)
    func forgedSubmissions(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            let eve = try await api.player("Eve")
            let game = try await api.game(ada.token)
            let (moves, _) = playToTheEnd(standardSetup(seed: game.seed))
            let own = try await api.call(.get, "/api/games/\(game.id)", token: ada.token)
            #expect(
                own.status == .ok && own.string("seed") == String(game.seed)
                    && own.string("board") == "2048-4-twos-and-fours")
            #expect(try await api.call(.get, "/api/games/\(game.id)", token: eve.token).status == .forbidden)
            #expect(try await api.call(.get, "/api/games/no-such-game", token: eve.token).status == .notFound)
            let stolen = try await api.submit(moves, game: game.id, token: eve.token)
            #expect(stolen.status == .forbidden && stolen.error.contains("another player"))
            #expect(try await api.submit(moves, game: "no-such-game", token: ada.token).status == .notFound)
            let illegal = try await api.submit(moves.prefix(3) + "X", game: game.id, token: ada.token)
            #expect(illegal.status == .unprocessableContent && illegal.error.contains("move 4"))
            let afterTheEnd = try await api.submit(moves + "L", game: game.id, token: ada.token)
            #expect(afterTheEnd.status == .unprocessableContent && afterTheEnd.error.contains("already over"))
            #expect(try await api.submit(moves, game: game.id, token: ada.token).status == .created)
            let first = try await api.call(.get, "/api/leaderboard?game=2048").entries.first?["score"] as? Int
            let again = try await api.submit(moves, game: game.id, token: ada.token)
            #expect(again.status == .conflict && again.error.contains("already has a result"))
            #expect(again.repeated["score"] as? Int == first, "a repeat learns the first result, not a second one")
            let repeatedBadly = try await api.submit("LURX", game: game.id, token: ada.token)
            #expect(repeatedBadly.status == .conflict, "a finished game is refused before its moves are replayed")
            let board = try await api.call(.get, "/api/leaderboard?game=2048")
            #expect(board.entries.count == 1, "a refused submission writes no row")
        }
    }

    @Test("oversized, malformed and out-of-range requests get a 400 or 413 saying what was wrong")
    func badRequests() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            let huge = try await api.call(
                .post, "/api/players", body: #"{"name":"\#(String(repeating: "a", count: 300_000))"}"#)
            #expect(huge.status == .contentTooLarge && huge.error.contains("256 KB"))
            let long = try await api.submit(String(repeating: "L", count: 100_001), game: game.id, token: ada.token)
            #expect(long.status == .badRequest && long.error.contains("at most 100000 moves"))
            let cases: [(String, String, String)] = [
                ("/api/games", #"{"game":"2048""#, "not valid JSON"),
                ("/api/games", #"{"game":"2048","size":4,}"#, "a comma comes before a closing bracket"),
                ("/api/games", #"{"game":"2048","notes":[1, ] }"#, "a comma comes before a closing bracket"),
                ("/api/players", #"{"name":"CT",}"#, "a comma comes before a closing bracket"),
                ("/api/games", #"{"game":"2048","size":1e999}"#, "the number 1e999 is out of range"),
                ("/api/players", #"{"name":"1e999","x":[-4E+400]}"#, "the number -4E+400 is out of range"),
                (
                    "/api/games", #"{"game":"2048","size":\#(String(repeating: "9", count: 400))}"#,
                    "9999… is out of range"
                ),
                ("/api/games", #"{"game":tru,"size":1e999}"#, "not valid JSON"),
                ("/api/games", #"{"game":"2048","size":1e999"#, "not valid JSON"),
                ("/api/games", #"{"game":"chess"}"#, "not a game"),
                ("/api/games", #"{"game":"2048","size":9}"#, "not 9"),
                ("/api/games", #"{"game":"2048","spawn":"threes"}"#, "not a spawn rule"),
                ("/api/games", #"{"game":"triples","size":4}"#, "Triples takes no size"),
                ("/api/games", #"{"game":"2048","size":"4"}"#, "\"size\" must be a whole number"),
                ("/api/daily", #"{}"#, "\"game\" field"),
                ("/api/games", #"{"game":"2048","size":5,"size":4}"#, "\"size\" is given twice"),
                (
                    "/api/games", #"{"g\"":[{"size":1},{"size":2}],"game":"2048","g\u0061me":"triples"}"#,
                    "\"game\" is given twice"
                ),
                ("/api/daily", #"{"game":"2048","size":8}"#, "played on the standard board: name only its game"),
                ("/api/daily", #"{"game":"triples","spawn":7}"#, "played on the standard board: name only its game"),
            ]
            for (uri, body, reason) in cases {
                let answer = try await api.call(.post, uri, token: ada.token, body: body)
                #expect(answer.status == .badRequest && answer.error.contains(reason), "\(body): \(answer.error)")
            }
            for query in [
                "game=2048&period=month", "game=2048&limit=0", "game=2048&limit=101", "game=2048&size=2",
                "game=2048&spawn=x", "game=triples&size=4", "game=triples&spawn=twos-only",
                "game=2048&size=3&period=daily", "game=2048&game=triples",
            ] {
                let answer = try await api.call(.get, "/api/leaderboard?\(query)")
                #expect(answer.status == .badRequest, "\(query)")
            }
            let twice = try await api.call(.get, "/api/leaderboard?game=2048&game=triples")
            #expect(twice.error == "game is given twice in the query")
            #expect(try await api.call(.get, "/api/leaderboard?&&game=2048&&&").status == .ok, "empty parts pass")
            let nameless = try await api.call(.get, "/api/leaderboard?game=2048&=a&=b")
            #expect(nameless.error == "a value in the query has no name: =a")
            let daily = try await api.call(.get, "/api/leaderboard?game=2048&spawn=twos-only&period=daily")
            #expect(daily.error == "the daily challenge is played on the standard board: name only its game")
            for query in ["size=5", "spawn=twos-only", "game=triples&size=4"] {
                let answer = try await api.call(.get, "/api/players/me/results?\(query)", token: ada.token)
                #expect(answer.status == .badRequest, "\(query): \(answer.text)")
            }
            // Moves are ASCII letters: a character beyond them is named whole, at its place.
            let arrow = try await api.submit("LR←U", game: game.id, token: ada.token)
            #expect(arrow.status == .unprocessableContent)
            #expect(arrow.error == "move 3: '←' is not a move; use the letters L, R, U and D")
            #expect(try await api.call(.get, "/api/leaderboard").error.contains("which game"))
            let unknown = try await api.call(.get, "/api/nothing")
            #expect(unknown.status == .notFound && unknown.error.contains("no API route"))
        }
    }

    @Test(
        "the board shows each player's best once, ties share a rank, and periods narrow it",
        arguments: TestDatabases.engines)
    func leaderboard(engine: TestDatabases.Engine) async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(engine, api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            // Three players (two of them named Ada: names need not be unique), one game each.
            var scores: [String: Int] = [:]
            for name in ["Ada", "Bob", "Ada"] {
                let who = try await api.player(name)
                let game = try await api.game(who.token)
                let (moves, final) = playToTheEnd(standardSetup(seed: game.seed))
                #expect(try await api.submit(moves, game: game.id, token: who.token).status == .created)
                scores[name + who.id] = final.score
            }
            let board = try await api.call(.get, "/api/leaderboard?game=2048&limit=10")
            let expected = scores.values.sorted(by: >)
            #expect(board.entries.compactMap { $0["score"] as? Int } == expected)
            let ranks = board.entries.compactMap { $0["rank"] as? Int }
            #expect(ranks.first == 1 && ranks == ranks.sorted())
            #expect(board.entries.allSatisfy { ($0["date"] as? String)?.hasSuffix("Z") == true })
            clock.advance(by: 8 * 86_400)
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=week").entries.isEmpty)
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=today").entries.isEmpty)
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=all").entries.count == 3)
        }
    }

    @Test("one player's repeated results show as their best only", arguments: TestDatabases.engines)
    func onePlayerOneRow(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            var best = 0
            for _ in 0..<3 {
                let game = try await api.game(ada.token)
                let (moves, final) = playToTheEnd(standardSetup(seed: game.seed))
                _ = try await api.submit(moves, game: game.id, token: ada.token)
                best = max(best, final.score)
            }
            let board = try await api.call(.get, "/api/leaderboard?game=2048")
            #expect(board.entries.count == 1 && board.entries.first?["score"] as? Int == best)
            let own = try await api.call(.get, "/api/players/me/results?game=2048&size=4", token: ada.token)
            #expect(own.entries.count == 3 && own.entries.first?["score"] as? Int == best)
            #expect(own.entries.allSatisfy { $0.keys.contains("daily") })
        }
    }

    @Test(
        "the daily challenge: one seed per day for everyone, the same game when asked again, 409 once played",
        arguments: TestDatabases.engines)
    func daily(engine: TestDatabases.Engine) async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))  // 2026-11-18, 11:06 UTC
        try await TestServer.with(engine, api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            let ada = try await api.player("Ada")
            let bob = try await api.player("Bob")
            let first = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#)
            #expect(first.status == .created && first.string("date") == "2026-11-18")
            #expect(first.int("size") == 4 && first.string("spawn") == "twos-and-fours")
            let again = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#)
            #expect(again.status == .ok && again.string("id") == first.string("id"))
            let bobs = try await api.call(.post, "/api/daily", token: bob.token, body: #"{"game":"2048"}"#)
            #expect(bobs.string("seed") == first.string("seed") && bobs.string("id") != first.string("id"))
            let triples = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"triples"}"#)
            #expect(triples.status == .created && triples.string("seed") != first.string("seed"))

            let (moves, final) = playToTheEnd(standardSetup(seed: UInt64(first.string("seed"))!))
            #expect(try await api.submit(moves, game: first.string("id"), token: ada.token).status == .created)
            let played = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#)
            #expect(played.status == .conflict && played.error.contains("played today"))
            let daily = try await api.call(.get, "/api/leaderboard?game=2048&period=daily")
            #expect(daily.string("date") == "2026-11-18")
            #expect(daily.entries.map { $0["score"] as? Int } == [final.score])

            clock.advance(by: 86_400)
            let tomorrow = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#)
            #expect(tomorrow.status == .created && tomorrow.string("seed") != first.string("seed"))
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=daily").entries.isEmpty)
        }
    }

    @Test("servers sharing a database hand out the same daily seed, across restarts; another database has its own")
    func dailySeedIsShared() async throws {
        let noon = Date(timeIntervalSince1970: 1_795_000_000)
        let shared = TestDatabases.sqlite()
        let seeds = Mutex<[String]>([])
        for location in [shared, shared, TestDatabases.sqlite()] {
            let store = try await openServerStore(location, logger: TestDatabases.logger)
            let app = Application(
                router: buildRouter(
                    assets: TestServer.assets, store: store,
                    api: APIOptions(rateLimit: nil, now: { noon })))
            try await app.test(.router) { client in
                let api = APIClient(client: client, store: store)
                let ada = try await api.player("Ada")
                let seed = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#).string(
                    "seed")
                seeds.withLock { $0.append(seed) }
            }
            try await store.close()
        }
        let all = seeds.withLock { $0 }
        #expect(all.count == 3 && !all[0].isEmpty)
        #expect(all[0] == all[1], "the same database: the same seed after a restart")
        #expect(all[0] != all[2], "another database has another secret")
    }

    @Test("the daily seed is the SHA-256 of the secret, the day and the game (pinned)")
    func dailySeedDerivation() {
        let day = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(DailyChallenge.seed(for: .twentyFortyEight, on: day, secret: "s") == 7_439_360_370_430_611_930)
        #expect(DailyChallenge.seed(for: .triples, on: day, secret: "s") == 6_501_673_383_598_413_846)
        #expect(
            DailyChallenge.seed(for: .twentyFortyEight, on: day.addingTimeInterval(86_400), secret: "s")
                != 7_439_360_370_430_611_930)
        #expect(
            DailyChallenge.seed(for: .twentyFortyEight, on: day.addingTimeInterval(3_600), secret: "s")
                == 7_439_360_370_430_611_930,
            "the same UTC day")
    }

    @Test(
        "a game issued under another rules version is refused (410), not verified with the wrong rules, nor closed with an opening scored by them"
    )
    func otherRulesVersion() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let player = try #require(try await api.store.player(tokenHash: PlayerToken(text: ada.token).hash))
            try await api.store.addGame(
                RankedGame(
                    id: "old", playerID: player.id, board: TileVariant.classic2048,
                    seed: 1, rulesVersion: 0, createdAt: Date()))
            let answer = try await api.submit("L", game: "old", token: ada.token)
            #expect(answer.status == .gone && answer.error.contains("rules version 0"))
            // A new game on its board leaves it unscored: it still says why it cannot be verified.
            _ = try await api.game(ada.token)
            #expect(try await api.store.result(ofGame: "old") == nil)
            #expect(try await api.submit("L", game: "old", token: ada.token).status == .gone)
        }
    }
}
