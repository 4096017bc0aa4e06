import Foundation
import Hummingbird
import TesseraRules
import TesseraStore

/// Ranked play: players, server-issued seeds, verification by replay, the daily challenge and the boards.
///
/// Every answer about a score comes from replaying the submitted moves with the
/// native rules, from the seed, settings and rules version stored when the game began.
struct RankedPlay: Sendable {
    let store: any LeaderboardStore
    let now: @Sendable () -> Date

    // MARK: Players

    func createPlayer(named raw: String) async throws -> PlayerJSON {
        let name = try PlayerName(raw)
        let token = PlayerToken.generate()
        let player = Player(id: UUID().uuidString.lowercased(), name: name.text, createdAt: now())
        try await store.addPlayer(player, tokenHash: token.hash)
        return PlayerJSON(id: player.id, name: player.name, token: token.text)
    }

    /// The player a request's bearer token names; a 401 when it names none.
    func player(for request: Request) async throws -> Player {
        let token = try PlayerToken.from(request)
        guard let player = try await store.player(tokenHash: token.hash) else {
            throw APIError(.unauthorized, "unknown token: no player has it (check the recovery code)")
        }
        return player
    }

    func rename(_ player: Player, to raw: String) async throws -> PlayerJSON {
        let name = try PlayerName(raw)
        guard try await store.renamePlayer(id: player.id, to: name.text) else {
            throw APIError(.notFound, "the player no longer exists")
        }
        return PlayerJSON(id: player.id, name: name.text)
    }

    // MARK: Games

    func startGame(for player: Player, _ body: NewGameBody) async throws -> GameJSON {
        let kind = try Self.kind(named: body.game)
        let spawn = try body.spawn.map { name throws(APIError) in
            guard let rule = SpawnRule(name: Array(name.utf8)) else {
                throw APIError(.badRequest, "\"\(name)\" is not a spawn rule: use twos-and-fours or twos-only")
            }
            return rule
        }
        var generator = SystemRandomNumberGenerator()
        let seed = generator.next()
        let setup = try Self.checked { () throws(RulesError) in
            try GameSetup(kind: kind, size: body.size, spawnRule: spawn, seed: .seeded(seed))
        }
        let game = rankedGame(setup, seed: seed, for: player, dailyDate: nil)
        try await store.addGame(game)
        return GameJSON(game)
    }

    /// Today's challenge for the player: a new game (201), the same unfinished one (200), or a 409 once played.
    func daily(for player: Player, game name: String) async throws -> (GameJSON, isNew: Bool) {
        let kind = try Self.kind(named: name)
        let time = now()
        let candidate = rankedGame(try DailyChallenge.setup(for: kind, on: time), seed: DailyChallenge.seed(for: kind, on: time),
                                   for: player, dailyDate: DailyChallenge.day(of: time))
        let claim = try await store.claimDailyGame(candidate)
        guard !claim.isFinished else {
            throw APIError(.conflict, "you have played today's \(kind.name) challenge; the next one starts at 00:00 UTC")
        }
        return (GameJSON(claim.game), claim.isNew)
    }

    /// Replays the moves of the player's game and records the result; answers with the verified numbers and rank.
    func submit(_ moves: String, toGame id: String, by player: Player) async throws -> VerifiedJSON {
        guard moves.utf8.count <= APILimits.moves else {
            throw APIError(.badRequest, "a game has at most \(APILimits.moves) moves; this one has \(moves.utf8.count)")
        }
        guard let game = try await store.game(id: id) else {
            throw APIError(.notFound, "no game has the id \(id)")
        }
        guard game.playerID == player.id else {
            throw APIError(.forbidden, "game \(id) belongs to another player")
        }
        let final = try verify(moves, of: game)
        let result = VerifiedResult(gameID: game.id, playerID: player.id, board: game.board, dailyDate: game.dailyDate,
                                    score: final.score, maxTile: final.board.maxValue, moveCount: final.moveCount,
                                    moves: moves, finishedAt: now())
        guard try await store.addResult(result) else {
            throw APIError(.conflict, "game \(id) already has a result; each game counts once")
        }
        let rank = try await store.rank(of: result.score, on: game.board, amongPlayersOtherThan: player.id)
        return VerifiedJSON(score: result.score, maxTile: result.maxTile, moveCount: result.moveCount,
                            rank: rank, over: final.isOver)
    }

    /// The game the moves reach from the stored seed, under the rules version the game was issued with.
    private func verify(_ moves: String, of game: RankedGame) throws(APIError) -> Game {
        guard game.rulesVersion == GameSetup.rulesVersion else {
            throw APIError(.conflict, "game \(game.id) was issued under rules version \(game.rulesVersion); "
                           + "this server plays version \(GameSetup.rulesVersion) and cannot verify it")
        }
        let setup = try Self.setup(of: game)
        do {
            return try setup.replay(Array(moves.utf8))
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }

    // MARK: Boards

    func leaderboard(_ query: LeaderboardRequest) async throws -> LeaderboardJSON {
        let time = now()
        var setup = query.setup
        var storeQuery = LeaderboardQuery(board: Self.board(setup), limit: query.limit)
        var day: String?
        switch query.period {
        case .all: break
        case .week: storeQuery.since = time.addingTimeInterval(-7 * 86_400)
        case .today: storeQuery.since = DailyChallenge.startOfDay(time)
        case .daily:
            setup = try DailyChallenge.setup(for: setup.kind, on: time)
            day = DailyChallenge.day(of: time)
            storeQuery.board = Self.board(setup)
            storeQuery.dailyDate = day
        }
        let entries = try await store.leaderboard(storeQuery).map {
            LeaderboardJSON.Entry(rank: $0.rank, player: $0.playerName, playerId: $0.playerID, score: $0.score,
                                  maxTile: $0.maxTile, moveCount: $0.moveCount, date: $0.finishedAt.iso8601)
        }
        return LeaderboardJSON(game: storeQuery.board.game, size: storeQuery.board.size, spawn: storeQuery.board.spawn,
                               period: query.period.rawValue, date: day, entries: entries)
    }

    func results(of player: Player, on setup: GameSetup?, limit: Int) async throws -> ResultsJSON {
        let rows = try await store.results(ofPlayer: player.id, on: setup.map(Self.board), limit: limit)
        return ResultsJSON(results: rows.map {
            ResultsJSON.Result(gameId: $0.gameID, game: $0.board.game, size: $0.board.size, spawn: $0.board.spawn,
                               score: $0.score, maxTile: $0.maxTile, moveCount: $0.moveCount,
                               date: $0.finishedAt.iso8601, daily: $0.dailyDate)
        })
    }

    // MARK: Settings

    /// A new ranked game of `setup`'s board, played from `seed` with the default generator.
    private func rankedGame(_ setup: GameSetup, seed: UInt64, for player: Player, dailyDate: String?) -> RankedGame {
        RankedGame(id: UUID().uuidString.lowercased(), playerID: player.id, board: Self.board(setup),
                          seed: seed, rulesVersion: GameSetup.rulesVersion, dailyDate: dailyDate, createdAt: now())
    }

    static func kind(named name: String) throws(APIError) -> GameKind {
        guard let kind = GameKind(name: Array(name.utf8)) else {
            throw APIError(.badRequest, "\"\(name)\" is not a game: use 2048 or triples")
        }
        return kind
    }

    /// The settings' names as the store keeps them.
    static func board(_ setup: GameSetup) -> BoardSettings {
        BoardSettings(game: setup.kind.name, size: setup.size, spawn: setup.spawnRule.name)
    }

    /// The setup a stored game is replayed with.
    private static func setup(of game: RankedGame) throws(APIError) -> GameSetup {
        let kind = try kind(named: game.board.game)
        guard let spawn = SpawnRule(name: Array(game.board.spawn.utf8)) else {
            throw APIError(.internalServerError, "stored game \(game.id) has an unknown spawn rule")
        }
        return try checked { () throws(RulesError) in
            try GameSetup(kind: kind, size: kind == .triples ? nil : game.board.size,
                          spawnRule: kind == .triples ? nil : spawn, seed: .seeded(game.seed))
        }
    }

    /// Runs a rules call, turning a refused setting into a 400 with the rules' own message.
    static func checked<T>(_ body: () throws(RulesError) -> T) throws(APIError) -> T {
        do {
            return try body()
        } catch {
            throw APIError(.badRequest, error.message)
        }
    }
}
