import Foundation
import TesseraRules
import TesseraStore
import TestSupport
import Testing

/// The rules every ``LeaderboardStore`` keeps, written once and run against each engine.
enum StoreContract: String, CaseIterable, CustomTestStringConvertible {
    case playersAreFoundByTheirTokenHashOnly
    case gamesKeepTheirSeedRulesVersionAndDay
    case aGameTakesOneResultOnly
    case aPlayerGetsOneDailyGamePerGameAndDay
    case theBoardShowsEachPlayersBestOnceAndTiesShareARank
    case periodsCountAGameOnTheDayItWasIssued
    case theAllTimeBoardKeepsEachPlayersBestAsResultsComeAndGo
    case openGamesAreRecentGamesWithoutAResultDailiesExcepted
    case aResultsRankCountsOtherPlayersBests
    case aRemovedResultLeavesTheBoardsAndCannotBeResubmitted
    case ownResultsComeBestFirstAndFilterByBoard
    case migratingAgainKeepsEveryRow
    case aGamesResultIsFoundByItsGame
    case theFirstStoredSecretIsEveryServersSecret

    var testDescription: String { rawValue }

    static let standard = TileVariant.classic2048
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    /// Runs this rule's check against a fresh store at `location`.
    func check(_ location: StoreLocation) async throws {
        try await withServerStore(location, logger: TestDatabases.logger) { store in
            try await check(store, reopen: { try await openServerStore(location, logger: TestDatabases.logger) })
        }
    }

    private func check(_ store: any LeaderboardStore, reopen: () async throws -> any LeaderboardStore) async throws {
        let t0 = Self.t0
        switch self {
        case .playersAreFoundByTheirTokenHashOnly:
            let ada = try await addPlayer("Ada", to: store)
            #expect(try await store.player(tokenHash: "hash-Ada") == ada)
            #expect(try await store.player(tokenHash: "hash-nobody") == nil)
            #expect(try await store.renamePlayer(id: ada.id, to: "Ada L."))
            #expect(try await store.player(tokenHash: "hash-Ada")?.name == "Ada L.")
            #expect(try await store.renamePlayer(id: "no-such-player", to: "X") == false)

        case .gamesKeepTheirSeedRulesVersionAndDay:
            let ada = try await addPlayer("Ada", to: store)
            let game = RankedGame(
                id: "g1", playerID: ada.id, board: Self.standard, seed: UInt64.max,
                rulesVersion: 1, dailyDate: nil, createdAt: t0)
            try await store.addGame(game)
            #expect(try await store.game(id: "g1") == game)
            #expect(try await store.game(id: "g2") == nil)

        case .aGameTakesOneResultOnly:
            let ada = try await addPlayer("Ada", to: store)
            let game = try await addGame("g1", for: ada, to: store)
            #expect(try await store.addResult(result(game, score: 100, at: t0)))
            #expect(try await store.addResult(result(game, score: 999, at: t0)) == false)
            let board = try await store.leaderboard(LeaderboardQuery(board: Self.standard))
            #expect(board.map(\.score) == [100], "the second result wrote nothing")

        case .aPlayerGetsOneDailyGamePerGameAndDay:
            let ada = try await addPlayer("Ada", to: store)
            let first = daily("d1", for: ada, day: "2026-11-22")
            let claim = try await store.claimDailyGame(first)
            #expect(claim == DailyClaim(game: first, isNew: true, isFinished: false))
            let again = try await store.claimDailyGame(daily("d2", for: ada, day: "2026-11-22"))
            #expect(again == DailyClaim(game: first, isNew: false, isFinished: false), "the same unfinished game")
            #expect(try await store.addResult(result(first, score: 8, at: t0)))
            let afterResult = try await store.claimDailyGame(daily("d3", for: ada, day: "2026-11-22"))
            #expect(afterResult.isFinished && afterResult.game.id == "d1")
            let nextDay = try await store.claimDailyGame(daily("d4", for: ada, day: "2026-11-23"))
            #expect(nextDay.isNew && nextDay.game.id == "d4")
            var triples = daily("d5", for: ada, day: "2026-11-22")
            triples.board = TileVariant.triples
            #expect(try await store.claimDailyGame(triples).isNew, "each game has its own daily")

        case .theBoardShowsEachPlayersBestOnceAndTiesShareARank:
            let ada = try await addPlayer("Ada", to: store)
            let bob = try await addPlayer("Bob", to: store)
            let cy = try await addPlayer("Cy", to: store)
            let scores: [(Player, Int)] = [(ada, 300), (ada, 500), (bob, 500), (cy, 200), (cy, 100)]
            for (index, (player, score)) in scores.enumerated() {
                let game = try await addGame("g\(index)", for: player, to: store)
                _ = try await store.addResult(result(game, score: score, at: t0.addingTimeInterval(Double(index))))
            }
            let board = try await store.leaderboard(LeaderboardQuery(board: Self.standard))
            #expect(board.map(\.playerName) == ["Ada", "Bob", "Cy"])
            #expect(board.map(\.score) == [500, 500, 200])
            #expect(board.map(\.rank) == [1, 1, 3])
            let top = try await store.leaderboard(LeaderboardQuery(board: Self.standard, limit: 1))
            #expect(top.count == 1)
            let other = TileVariant.twentyFortyEight(size: 5, spawn: .twosAndFours)
            #expect(try await store.leaderboard(LeaderboardQuery(board: other)).isEmpty)

        case .periodsCountAGameOnTheDayItWasIssued:
            let ada = try await addPlayer("Ada", to: store)
            let bob = try await addPlayer("Bob", to: store)
            // Kept back: issued ten days ago, finished now. It counts on the week it was issued in.
            let old = try await addGame("old", for: ada, issuedAt: t0.addingTimeInterval(-10 * 86_400), to: store)
            _ = try await store.addResult(result(old, score: 900, at: t0))
            let recent = try await addGame("recent", for: bob, to: store)
            _ = try await store.addResult(result(recent, score: 50, at: t0))
            let challenge = daily("daily", for: ada, day: "2026-11-22")
            _ = try await store.claimDailyGame(challenge)
            _ = try await store.addResult(result(challenge, score: 20, at: t0))
            let week = try await store.leaderboard(
                LeaderboardQuery(board: Self.standard, since: t0.addingTimeInterval(-7 * 86_400)))
            #expect(week.map(\.score) == [50, 20])
            let day = try await store.leaderboard(LeaderboardQuery(board: Self.standard, dailyDate: "2026-11-22"))
            #expect(day.map(\.playerName) == ["Ada"])
            #expect(try await store.leaderboard(LeaderboardQuery(board: Self.standard)).map(\.score) == [900, 50])

        case .theAllTimeBoardKeepsEachPlayersBestAsResultsComeAndGo:
            let ada = try await addPlayer("Ada", to: store)
            let bob = try await addPlayer("Bob", to: store)
            let plays: [(String, Player, Int)] = [
                ("a1", ada, 300), ("a2", ada, 500), ("a3", ada, 500), ("b1", bob, 400),
            ]
            for (index, (id, player, score)) in plays.enumerated() {
                let game = try await addGame(id, for: player, to: store)
                _ = try await store.addResult(result(game, score: score, at: t0.addingTimeInterval(Double(index))))
            }
            var board = try await store.leaderboard(LeaderboardQuery(board: Self.standard))
            #expect(board.map(\.score) == [500, 400])
            #expect(board.first?.finishedAt == t0.addingTimeInterval(1), "of equal bests, the earlier one")
            _ = try await store.removeResult(gameID: "a2", at: t0)
            board = try await store.leaderboard(LeaderboardQuery(board: Self.standard))
            #expect(board.map(\.score) == [500, 400] && board.first?.finishedAt == t0.addingTimeInterval(2))
            _ = try await store.removeResult(gameID: "a3", at: t0)
            board = try await store.leaderboard(LeaderboardQuery(board: Self.standard))
            #expect(board.map(\.playerName) == ["Bob", "Ada"] && board.map(\.score) == [400, 300])
            #expect(try await store.rank(of: 350, on: Self.standard, amongPlayersOtherThan: "new") == 2)
            _ = try await store.removeResult(gameID: "a1", at: t0)
            #expect(try await store.leaderboard(LeaderboardQuery(board: Self.standard)).map(\.playerName) == ["Bob"])

        case .openGamesAreRecentGamesWithoutAResultDailiesExcepted:
            let ada = try await addPlayer("Ada", to: store)
            let week = t0.addingTimeInterval(-7 * 86_400)
            _ = try await addGame("open", for: ada, to: store)
            _ = try await addGame("stale", for: ada, issuedAt: week.addingTimeInterval(-1), to: store)
            let done = try await addGame("done", for: ada, to: store)
            _ = try await store.addResult(result(done, score: 4, at: t0))
            _ = try await addGame("small", for: ada, board: .twentyFortyEight(size: 3, spawn: .twosAndFours), to: store)
            _ = try await store.claimDailyGame(daily("daily", for: ada, day: "2026-11-22"))
            let open = try await store.openGames(ofPlayer: ada.id, on: Self.standard, issuedSince: week)
            #expect(open.map(\.id) == ["open"])
            #expect(try await store.openGames(ofPlayer: "p-nobody", on: Self.standard, issuedSince: week).isEmpty)

        case .aResultsRankCountsOtherPlayersBests:
            let ada = try await addPlayer("Ada", to: store)
            let bob = try await addPlayer("Bob", to: store)
            for (id, player, score) in [("a1", ada, 1000), ("b1", bob, 400), ("b2", bob, 700)] {
                _ = try await store.addResult(
                    result(try await addGame(id, for: player, to: store), score: score, at: t0))
            }
            #expect(try await store.rank(of: 800, on: Self.standard, amongPlayersOtherThan: "new") == 2)
            #expect(try await store.rank(of: 700, on: Self.standard, amongPlayersOtherThan: bob.id) == 2)
            #expect(try await store.rank(of: 2000, on: Self.standard, amongPlayersOtherThan: bob.id) == 1)
            #expect(try await store.rank(of: 10, on: Self.standard, amongPlayersOtherThan: "new") == 3)

        case .aRemovedResultLeavesTheBoardsAndCannotBeResubmitted:
            let ada = try await addPlayer("Ada", to: store)
            let game = try await addGame("g1", for: ada, to: store)
            _ = try await store.addResult(result(game, score: 100, at: t0))
            #expect(try await store.removeResult(gameID: "g1", at: t0))
            #expect(try await store.removeResult(gameID: "g1", at: t0) == false, "already removed")
            #expect(try await store.leaderboard(LeaderboardQuery(board: Self.standard)).isEmpty)
            #expect(try await store.results(ofPlayer: ada.id, on: nil, limit: 10).isEmpty)
            #expect(try await store.addResult(result(game, score: 100, at: t0)) == false)

        case .ownResultsComeBestFirstAndFilterByBoard:
            let ada = try await addPlayer("Ada", to: store)
            let small = TileVariant.twentyFortyEight(size: 3, spawn: .twosOnly)
            for (id, board, score) in [("g1", Self.standard, 40), ("g2", Self.standard, 90), ("g3", small, 60)] {
                let game = try await addGame(id, for: ada, board: board, to: store)
                _ = try await store.addResult(result(game, score: score, at: t0))
            }
            #expect(try await store.results(ofPlayer: ada.id, on: nil, limit: 10).map(\.score) == [90, 60, 40])
            let standard = try await store.results(ofPlayer: ada.id, on: Self.standard, limit: 10)
            #expect(standard.map(\.gameID) == ["g2", "g1"])
            #expect(standard.first?.board == Self.standard && standard.first?.finishedAt == t0)
            #expect(try await store.results(ofPlayer: ada.id, on: nil, limit: 1).count == 1)

        case .aGamesResultIsFoundByItsGame:
            let ada = try await addPlayer("Ada", to: store)
            let game = try await addGame("g1", for: ada, to: store)
            #expect(try await store.result(ofGame: "g1") == nil)
            _ = try await store.addResult(result(game, score: 128, at: t0))
            let found = try await store.result(ofGame: "g1")
            #expect(found?.score == 128 && found?.board == Self.standard && found?.finishedAt == t0)
            _ = try await store.removeResult(gameID: "g1", at: t0)
            let removed = try await store.result(ofGame: "g1")
            #expect(removed?.score == 128, "a removed result still marks the game finished")
            #expect(found?.isRemoved == false && removed?.isRemoved == true)

        case .theFirstStoredSecretIsEveryServersSecret:
            #expect(try await store.secret(named: "daily", proposing: "first") == "first")
            #expect(try await store.secret(named: "daily", proposing: "second") == "first")
            #expect(try await store.secret(named: "other", proposing: "third") == "third")
            let again = try await reopen()
            #expect(try await again.secret(named: "daily", proposing: "fourth") == "first")
            try await again.close()

        case .migratingAgainKeepsEveryRow:
            let ada = try await addPlayer("Ada", to: store)
            let game = try await addGame("g1", for: ada, to: store)
            _ = try await store.addResult(result(game, score: 64, at: t0))
            let again = try await reopen()
            let board = try await again.leaderboard(LeaderboardQuery(board: Self.standard))
            try await again.close()
            #expect(board.map(\.score) == [64])
        }
    }

    // MARK: Fixtures

    private func addPlayer(_ name: String, to store: any LeaderboardStore) async throws -> Player {
        let player = Player(id: "p-\(name)", name: name, createdAt: Self.t0)
        try await store.addPlayer(player, tokenHash: "hash-\(name)")
        return player
    }

    private func addGame(
        _ id: String, for player: Player, board: TileVariant = standard, issuedAt: Date = t0,
        to store: any LeaderboardStore
    ) async throws -> RankedGame {
        let game = RankedGame(id: id, playerID: player.id, board: board, seed: 7, rulesVersion: 1, createdAt: issuedAt)
        try await store.addGame(game)
        return game
    }

    private func daily(_ id: String, for player: Player, day: String) -> RankedGame {
        RankedGame(
            id: id, playerID: player.id, board: Self.standard, seed: 42, rulesVersion: 1,
            dailyDate: day, createdAt: Self.t0)
    }

    private func result(_ game: RankedGame, score: Int, at time: Date) -> VerifiedResult {
        VerifiedResult(
            gameID: game.id, playerID: game.playerID, board: game.board, dailyDate: game.dailyDate,
            score: score, maxTile: 64, moveCount: 30, moves: "LURD", finishedAt: time, issuedAt: game.createdAt)
    }
}
