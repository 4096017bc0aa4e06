import Foundation
import HTTPTypes
import TesseraRules
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

/// Seed grinding and stale games: a new game closes the earlier open one on its board, games
/// expire after a week, and a result counts on the day its game was issued.
@Suite("Seed grinding and stale games")
struct SeedGrindingTests {
    private static let noon = Date(timeIntervalSince1970: 1_795_003_200)  // 2026-11-18 12:00 UTC

    @Test(
        "a new ranked game closes the earlier open one on its board at its opening; moves sent to it later are refused, saying so",
        arguments: TestDatabases.engines)
    func newGameClosesTheOpenOne(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let eve = try await api.player("Eve")
            let peeked = try await api.game(eve.token)
            let daily = try await api.call(.post, "/api/daily", token: eve.token, body: #"{"game":"2048"}"#)
            let small = try await api.game(eve.token, #"{"game":"2048","size":3}"#)
            let next = try await api.game(eve.token)
            let opening = standardSetup(seed: peeked.seed).newGame()
            let results = try await api.call(.get, "/api/players/me/results", token: eve.token)
            #expect(results.entries.map { $0["gameId"] as? String } == [peeked.id])
            #expect(results.entries.first?["moveCount"] as? Int == 0)
            #expect(results.entries.first?["score"] as? Int == opening.score)
            let late = try await api.submit(
                playToTheEnd(standardSetup(seed: peeked.seed)).moves, game: peeked.id, token: eve.token)
            #expect(late.status == .conflict)
            #expect(
                late.error.contains("was closed at its opening when you started another game on its board, or sent"))
            #expect(late.json["result"] == nil, "the opening's numbers are not the moves' result")
            let empty = try await api.submit("", game: peeked.id, token: eve.token)
            #expect(empty.status == .conflict && empty.repeated["moveCount"] as? Int == 0, "no moves: a repeat of it")
            // The daily, the other board and the new game are still open.
            for (id, seed, variant) in [
                (daily.string("id"), UInt64(daily.string("seed"))!, TileVariant.classic2048),
                (small.id, small.seed, .twentyFortyEight(size: 3, spawn: .twosAndFours)),
                (next.id, next.seed, .classic2048),
            ] {
                let moves = playToTheEnd(TileSetup(variant: variant, seed: .seeded(seed))).moves
                #expect(try await api.submit(moves, game: id, token: eve.token).status == .created)
            }
        }
    }

    @Test("starts sent all at once leave one game open on the board: the others are closed at their openings")
    func startsAtOnce() async throws {
        try await TestServer.with { api in
            let eve = try await api.player("Eve")
            let games = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<6 { group.addTask { try await api.game(eve.token).id } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(Set(games).count == 6)
            let player = try #require(try await api.store.player(tokenHash: PlayerToken(text: eve.token).hash))
            let open = try await api.store.openGames(
                ofPlayer: player.id, on: .classic2048, issuedSince: Date().addingTimeInterval(-3_600))
            #expect(open.count == 1, "one seed in hand at a time")
            let results = try await api.call(.get, "/api/players/me/results", token: eve.token)
            #expect(results.entries.count == 5, "each of the others scores its opening")
        }
    }

    @Test("a game sent more than a week after it was issued is refused (409) saying it expired")
    func gamesExpire() async throws {
        let clock = TestClock(Self.noon)
        try await TestServer.with(api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            let moves = playToTheEnd(standardSetup(seed: game.seed)).moves
            clock.advance(by: 7 * 86_400 + 1)
            let stale = try await api.submit(moves, game: game.id, token: ada.token)
            #expect(stale.status == .conflict)
            #expect(
                stale.error
                    == "game \(game.id) was issued on 2026-11-18 and expired after 7 days: a ranked game is sent within a week of its start"
            )
            let fresh = try await api.game(ada.token)
            let freshMoves = playToTheEnd(standardSetup(seed: fresh.seed)).moves
            #expect(try await api.submit(freshMoves, game: fresh.id, token: ada.token).status == .created)
        }
    }

    @Test(
        "a result counts on the day and week boards of the day its game was issued",
        arguments: TestDatabases.engines)
    func boardsCountTheIssueDay(engine: TestDatabases.Engine) async throws {
        let clock = TestClock(Self.noon)
        try await TestServer.with(engine, api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            let ada = try await api.player("Ada")
            let kept = try await api.game(ada.token)
            clock.advance(by: 86_400)
            let moves = playToTheEnd(standardSetup(seed: kept.seed)).moves
            #expect(try await api.submit(moves, game: kept.id, token: ada.token).status == .created)
            let board = "/api/leaderboard?game=2048&size=4&spawn=twos-and-fours&period="
            #expect(try await api.call(.get, board + "today").entries.isEmpty, "issued yesterday, not today")
            #expect(try await api.call(.get, board + "week").entries.count == 1)
            clock.advance(by: 6 * 86_400 + 3_600)
            #expect(try await api.call(.get, board + "week").entries.isEmpty, "issued over a week ago")
            #expect(try await api.call(.get, board + "all").entries.count == 1)
        }
    }

    @Test(
        "a daily sent after its day is verified and kept, on the other boards but not that day's daily board",
        arguments: TestDatabases.engines)
    func lateDaily(engine: TestDatabases.Engine) async throws {
        let clock = TestClock(Self.noon)
        try await TestServer.with(engine, api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            let ada = try await api.player("Ada")
            let daily = try await api.call(.post, "/api/daily", token: ada.token, body: #"{"game":"2048"}"#)
            let (moves, final) = playToTheEnd(standardSetup(seed: UInt64(daily.string("seed"))!))
            clock.advance(by: 12 * 3_600 + 60)
            let late = try await api.submit(moves, game: daily.string("id"), token: ada.token)
            #expect(late.status == .created && late.int("score") == final.score)
            let dailyBoard = try await api.call(.get, "/api/leaderboard?game=2048&period=daily")
            #expect(dailyBoard.string("date") == "2026-11-19" && dailyBoard.entries.isEmpty)
            let itsDay = try await api.store.leaderboard(LeaderboardQuery(board: .classic2048, dailyDate: "2026-11-18"))
            #expect(itsDay.isEmpty, "sent after its day, it is not on that day's daily board")
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=all").entries.count == 1)
            #expect(try await api.call(.get, "/api/leaderboard?game=2048&period=week").entries.count == 1)
            let results = try await api.call(.get, "/api/players/me/results", token: ada.token)
            #expect(results.entries.first?["score"] as? Int == final.score)
        }
    }
}
