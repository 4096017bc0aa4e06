import Foundation
import Synchronization
import TesseraRules
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

/// Boards answered from memory for a moment, so reads stay flat however many arrive.
@Suite("Board cache")
struct BoardCacheTests {
    @Test("a board's answer is reused for a second; a result sent to this server, or a rename, shows at once")
    func reuseAndForget() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_003_200))
        let options = APIOptions(rateLimit: nil, now: { clock.now }, uptime: { clock.uptime })
        try await TestServer.with(api: options) { api in
            let board = "/api/leaderboard?game=2048&size=4&spawn=twos-and-fours&period=all"
            let ada = try await api.player("Ada")
            #expect(try await api.call(.get, board).entries.isEmpty)
            // A result written by another server sharing the database: seen once the answer is a second old.
            let player = try #require(try await api.store.player(tokenHash: PlayerToken(text: ada.token).hash))
            let elsewhere = RankedGame(
                id: "elsewhere", playerID: player.id, board: .classic2048, seed: 1, rulesVersion: 1,
                createdAt: clock.now)
            try await api.store.addGame(elsewhere)
            _ = try await api.store.addResult(
                VerifiedResult(
                    gameID: "elsewhere", playerID: player.id, board: .classic2048, dailyDate: nil, score: 8,
                    maxTile: 4, moveCount: 2, moves: "LD", finishedAt: clock.now, issuedAt: clock.now))
            #expect(try await api.call(.get, board).entries.isEmpty, "the answer of a moment ago")
            clock.advance(by: 1)
            #expect(try await api.call(.get, board).entries.map { $0["score"] as? Int } == [8])

            let game = try await api.game(ada.token)
            let (moves, final) = playToTheEnd(standardSetup(seed: game.seed))
            #expect(try await api.submit(moves, game: game.id, token: ada.token).status == .created)
            #expect(try await api.call(.get, board).entries.map { $0["score"] as? Int } == [max(8, final.score)])
            _ = try await api.call(.patch, "/api/players/me", token: ada.token, body: #"{"name":"Ada L."}"#)
            #expect(try await api.call(.get, board).entries.first?["player"] as? String == "Ada L.")
        }
    }

    @Test(
        "reads that arrive while a board is queried share that query; an answer forgotten meanwhile is not kept",
        .timeLimit(.minutes(20)))
    func oneQueryAtATime() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_003_200))
        let cache = BoardCache(lifetime: 1, uptime: { clock.uptime })
        let key = BoardCache.Key(board: .classic2048, period: .all, limit: 10, day: "2026-11-18")
        let queries = Mutex(0)
        // The first query takes half a second, time for twenty reads to arrive (a read that comes later is
        // answered by the kept answer); the one the test holds says it has begun and runs until the gate opens.
        // Signals, not deadlines: on a loaded machine the wait may be long, and the test only checks the outcome.
        // Only a query the test means to hold waits, so a wrong count fails the test instead of hanging it.
        let (begun, beginning) = AsyncStream<Void>.makeStream()
        let (gate, opening) = AsyncStream<Void>.makeStream()
        defer { opening.finish() }
        let holding = Atomic(false)
        let slowQuery: @Sendable () async throws -> LeaderboardJSON = {
            let count = queries.withLock {
                $0 += 1
                return $0
            }
            if count == 1 {
                try await Task.sleep(for: .milliseconds(500))
            } else if holding.exchange(false, ordering: .sequentiallyConsistent) {
                beginning.yield()
                for await _ in gate { break }
            }
            return LeaderboardJSON(board: .classic2048, period: "all", date: nil, entries: [])
        }
        try await withThrowingTaskGroup(of: LeaderboardJSON.self) { group in
            for _ in 0..<20 { group.addTask { try await cache.board(for: key, query: slowQuery) } }
            for try await _ in group {}
        }
        #expect(queries.withLock { $0 } == 1, "twenty reads at once, one query")
        clock.advance(by: 1)
        holding.store(true, ordering: .sequentiallyConsistent)
        async let during = cache.board(for: key, query: slowQuery)
        for await _ in begun { break }
        await cache.forget(.classic2048)
        opening.yield()
        _ = try await during
        _ = try await cache.board(for: key, query: slowQuery)
        #expect(queries.withLock { $0 } == 3, "the answer begun before the result was added was not kept")
    }
}

extension BoardCacheTests {
    @Test("a result on another board while a board is queried neither keeps that board's answer for ever nor drops it")
    func anotherBoardForgottenMeanwhile() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_003_200))
        let cache = BoardCache(lifetime: 1, uptime: { clock.uptime })
        let key = BoardCache.Key(board: .classic2048, period: .all, limit: 10, day: "2026-11-18")
        let queries = Mutex(0)
        let query: @Sendable () async throws -> LeaderboardJSON = {
            let count = queries.withLock {
                $0 += 1
                return $0
            }
            // A result on another board arrives while the first query runs.
            if count == 1 { await cache.forget(.triples) }
            return LeaderboardJSON(board: .classic2048, period: "all", date: nil, entries: [])
        }
        _ = try await cache.board(for: key, query: query)
        _ = try await cache.board(for: key, query: query)
        #expect(queries.withLock { $0 } == 1, "the answer was kept: another board's result does not concern it")
        clock.advance(by: 1)
        _ = try await cache.board(for: key, query: query)
        #expect(queries.withLock { $0 } == 2, "a second later it is asked again, not answered by a query long over")
    }
}
