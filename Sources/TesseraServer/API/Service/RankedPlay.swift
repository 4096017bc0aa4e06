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
    let randomness: APIRandomness
    let replays: ReplayPool
    /// The quota of failed verifications; `nil` for none.
    let failures: FailedVerifications?
    /// The games whose submissions are being replayed now, which starting a game leaves open.
    let replaying = GamesUnderReplay()
    /// Each player's game starts, one at a time.
    let starts = PlayerTurns()
    /// The boards answered in the last moment; `nil` to query every time.
    let boards: BoardCache?

    // MARK: Players

    func createPlayer(named raw: String) async throws -> PlayerJSON {
        let name = try PlayerName(raw)
        let token = PlayerToken.generate(using: randomness)
        let player = Player(id: randomness.id(), name: name.text, createdAt: now())
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
        await boards?.forget(nil)
        return PlayerJSON(id: player.id, name: name.text)
    }

    /// A new token for the player who sent `request`: the one proposed, or one made here; the old one stops working.
    ///
    /// A client that proposes the token knows its new code before it asks, so a lost answer loses
    /// nothing: a repeat of a change that took effect (the old token unknown now, the proposed one
    /// known) is answered as the change was, and `GET /api/players/me` with the proposed token tells too.
    func rotateToken(from request: Request, proposing proposal: String?) async throws -> PlayerJSON {
        let old = try PlayerToken.from(request)
        let sender = try await store.player(tokenHash: old.hash)
        let unknown = APIError(.unauthorized, "unknown token: no player has it (check the recovery code)")
        let token: PlayerToken
        do {
            token = try proposal.map(PlayerToken.proposed) ?? PlayerToken.generate(using: randomness)
        } catch {
            throw sender == nil ? unknown : error  // who is asking is told first
        }
        guard let player = sender else {
            if proposal != nil, let done = try await store.player(tokenHash: token.hash) {
                return PlayerJSON(id: done.id, name: done.name, token: token.text)
            }
            throw unknown
        }
        guard token.text != old.text else {
            throw APIError(.badRequest, "the new token must differ from the one the request is sent with")
        }
        let done = PlayerJSON(id: player.id, name: player.name, token: token.text)
        if let holder = try await store.player(tokenHash: token.hash) {
            // The same change sent twice at once, the other request past this point: it is answered as before.
            if proposal != nil && holder.id == player.id { return done }
            throw APIError(.conflict, "another player has that token: propose another")
        }
        guard try await store.replaceToken(ofPlayer: player.id, oldHash: old.hash, newHash: token.hash) else {
            // The same change sent twice at once: the other request made it.
            if proposal != nil, try await store.player(tokenHash: token.hash)?.id == player.id { return done }
            throw APIError(.unauthorized, "this token was replaced meanwhile: enter the newer recovery code")
        }
        return done
    }

    // MARK: Games

    /// How long a ranked game may be played: a submission after this gets a 409.
    static let gameLifetime: TimeInterval = 7 * 86_400

    /// A new ranked game on the board asked for; the player's earlier open game on that board is closed.
    ///
    /// Closing keeps a player from starting many games and sending only the best: the
    /// earlier game (a daily excepted) gets the result of its opening, since the server
    /// holds no moves for it, and a later submission of it is a repeat (409). A game whose
    /// submission this server is replaying now is left to that replay's verdict, and one issued
    /// under another rules version as it is: these rules cannot score its opening, and a
    /// submission of it gets a 410. A player's starts run one at a time, so that two at once
    /// cannot both leave a game open.
    func startGame(for player: Player, _ body: NewGameBody) async throws -> GameJSON {
        let board = try Self.board(game: body.game, size: body.size, spawn: body.spawn)
        return try await starts.run(for: player.id) { try await startGame(for: player, on: board) }
    }

    private func startGame(for player: Player, on board: TileVariant) async throws -> GameJSON {
        let time = now()
        for open in try await store.openGames(
            ofPlayer: player.id, on: board, issuedSince: time.addingTimeInterval(-Self.gameLifetime))
        where await !replaying.contains(open.id) && open.rulesVersion == TileSetup.rulesVersion {
            let opening = TileSetup(variant: open.board, seed: .seeded(open.seed)).newGame()
            _ = try await store.addResult(
                VerifiedResult(
                    gameID: open.id, playerID: player.id, board: open.board, dailyDate: nil, score: opening.score,
                    maxTile: opening.board.maxValue, moveCount: 0, moves: "", finishedAt: time,
                    issuedAt: open.createdAt))
            await boards?.forget(open.board)
        }
        let game = rankedGame(on: board, seed: randomness.seed(), for: player, dailyDate: nil)
        try await store.addGame(game)
        return GameJSON(game)
    }

    /// One of the player's own games, as it was issued (its seed included): a page that kept only
    /// a game's id and moves reads its setup here. Another player's game is a 403.
    func game(id: String, of player: Player) async throws -> GameJSON {
        GameJSON(try await ownGame(id, of: player))
    }

    /// The player's game with this id: a 404 when there is none, a 403 when it is another player's.
    private func ownGame(_ id: String, of player: Player) async throws -> RankedGame {
        guard let game = try await store.game(id: id) else {
            throw APIError(.notFound, "no game has the id \(id)")
        }
        guard game.playerID == player.id else {
            throw APIError(.forbidden, "game \(id) belongs to another player")
        }
        return game
    }

    /// Today's challenge for the player: a new game (201), the same unfinished one (200), or a 409 once played.
    func daily(for player: Player, game name: String) async throws -> (GameJSON, isNew: Bool) {
        let kind = try Self.kind(named: name)
        let time = now()
        let secret = try await store.secret(named: DailyChallenge.secretName, proposing: randomness.secret(32))
        let candidate = rankedGame(
            on: try Self.standardBoard(of: kind), seed: DailyChallenge.seed(for: kind, on: time, secret: secret),
            for: player, dailyDate: DailyChallenge.day(of: time))
        let claim = try await store.claimDailyGame(candidate)
        guard !claim.isFinished else {
            throw APIError(
                .conflict, "you have played today's \(kind.name) challenge; the next one starts at 00:00 UTC")
        }
        return (GameJSON(claim.game), claim.isNew)
    }

    /// Replays the moves of the player's game and records the result; answers with the verified numbers and rank.
    ///
    /// A game that already has a result is refused (409) before any replay, with that
    /// result attached, so a player whose first answer was lost still learns their score.
    func submit(_ moves: String, toGame id: String, by player: Player) async throws -> VerifiedJSON {
        guard moves.utf8.count <= TileVariant.longestRankedGame else {
            throw APIError(
                .badRequest,
                "a ranked game has at most \(TileVariant.longestRankedGame) moves, a letter each; these are "
                    + "\(moves.utf8.count) bytes long")
        }
        let game = try await ownGame(id, of: player)
        if let earlier = try await store.result(ofGame: id) {
            throw try await alreadySubmitted(earlier, sent: moves, by: player)
        }
        let time = now()
        guard time.timeIntervalSince(game.createdAt) <= Self.gameLifetime else {
            throw APIError(
                .conflict,
                "game \(id) was issued on \(DailyChallenge.day(of: game.createdAt)) and expired after "
                    + "\(Int(Self.gameLifetime / 86_400)) days: a ranked game is sent within a week of its start")
        }
        // Listed until its result is stored, so that a game started meanwhile does not close it first.
        await replaying.insert(game.id)
        do {
            let verified = try await replayAndRecord(moves, of: game, by: player, at: time)
            await replaying.remove(game.id)
            return verified
        } catch {
            await replaying.remove(game.id)
            throw error
        }
    }

    /// Replays the moves within the player's quota of failed verifications, then stores the result.
    private func replayAndRecord(_ moves: String, of game: RankedGame, by player: Player, at time: Date) async throws
        -> VerifiedJSON
    {
        try await failures?.begin(player.id)
        let final: TileGame
        do {
            // A letter outside ASCII is named whole, not byte by byte; like any illegal move it uses up the quota.
            if let outside = RulesError.characterOutsideASCII(inMoves: moves) {
                throw APIError(.unprocessableContent, outside.message)
            }
            final = try await replays.run(cost: moves.utf8.count) { try Self.verify(moves, of: game) }
            await failures?.end(player.id, failed: false)
        } catch {
            await failures?.end(player.id, failed: (error as? APIError)?.status == .unprocessableContent)
            throw error
        }
        // A daily sent after its UTC day still counts, but not on that day's daily board.
        let result = VerifiedResult(
            gameID: game.id, playerID: player.id, board: game.board,
            dailyDate: game.dailyDate == DailyChallenge.day(of: time) ? game.dailyDate : nil,
            score: final.score, maxTile: final.board.maxValue, moveCount: final.moveCount,
            moves: moves, finishedAt: time, issuedAt: game.createdAt)
        let added = try await store.addResult(result)
        await boards?.forget(game.board)
        guard added else {
            // Another submission of the same game committed first.
            guard let earlier = try await store.result(ofGame: game.id) else {
                throw APIError(.conflict, "game \(game.id) already has a result; each game counts once")
            }
            throw try await alreadySubmitted(earlier, sent: moves, by: player)
        }
        return VerifiedJSON(
            score: result.score, maxTile: result.maxTile, moveCount: result.moveCount,
            rank: try await rank(result.score, on: game.board, for: player), over: final.isOver)
    }

    /// The 409 for a second result, carrying the first one's verified numbers; moves `sent` to a game whose
    /// result is its opening (closed by a later start on its board, or sent with no moves) get a 409 that says
    /// so instead, with no result: the opening's numbers are not the moves'. A result an operator removed is
    /// said to be removed, with no rank on boards it is not on.
    private func alreadySubmitted(_ earlier: PlayerResult, sent moves: String, by player: Player) async throws
        -> APIError
    {
        if earlier.isRemoved {
            return APIError(
                .conflict,
                "game \(earlier.gameID) already has a result, which an operator removed from the boards; "
                    + "each game counts once")
        }
        if earlier.moveCount == 0 && !moves.isEmpty {
            return APIError(
                .conflict,
                "game \(earlier.gameID) already counts as its opening: it was closed at its opening when you started "
                    + "another game on its board, or sent with no moves; each game counts once")
        }
        var error = APIError(.conflict, "game \(earlier.gameID) already has a result; each game counts once")
        error.result = VerifiedJSON(
            score: earlier.score, maxTile: earlier.maxTile, moveCount: earlier.moveCount,
            rank: try await rank(earlier.score, on: earlier.board, for: player), over: nil)
        return error
    }

    private func rank(_ score: Int, on board: TileVariant, for player: Player) async throws -> Int {
        try await store.rank(of: score, on: board, amongPlayersOtherThan: player.id)
    }

    /// The game the moves reach from the stored seed, under the rules version the game was issued with.
    ///
    /// A ranked game holds no move that changes nothing, and no more moves than its board allows.
    private static func verify(_ moves: String, of game: RankedGame) throws(APIError) -> TileGame {
        guard game.rulesVersion == TileSetup.rulesVersion else {
            throw APIError(
                .gone,
                "game \(game.id) was issued under rules version \(game.rulesVersion); "
                    + "this server plays version \(TileSetup.rulesVersion) and cannot verify it")
        }
        do {
            return try TileSetup(variant: game.board, seed: .seeded(game.seed)).replayRanked(Array(moves.utf8))
        } catch {
            throw APIError(.unprocessableContent, error.message)
        }
    }

    // MARK: Boards

    func leaderboard(_ query: LeaderboardRequest) async throws -> LeaderboardJSON {
        let time = now()
        var storeQuery = LeaderboardQuery(board: query.board, limit: query.limit)
        var day: String?
        switch query.period {
        case .all: break
        case .week: storeQuery.since = time.addingTimeInterval(-7 * 86_400)
        case .today: storeQuery.since = DailyChallenge.startOfDay(time)
        case .daily:
            // The challenge is played on the game's standard board.
            day = DailyChallenge.day(of: time)
            storeQuery.board = try Self.standardBoard(of: query.board.kind)
            storeQuery.dailyDate = day
        }
        let period = query.period
        let read: @Sendable () async throws -> LeaderboardJSON = { [store, storeQuery, day] in
            let entries = try await store.leaderboard(storeQuery).map {
                LeaderboardJSON.Entry(
                    rank: $0.rank, player: $0.playerName, playerId: $0.playerID, score: $0.score,
                    maxTile: $0.maxTile, moveCount: $0.moveCount, date: $0.finishedAt.iso8601)
            }
            return LeaderboardJSON(board: storeQuery.board, period: period.rawValue, date: day, entries: entries)
        }
        guard let boards else { return try await read() }
        let key = BoardCache.Key(
            board: storeQuery.board, period: query.period, limit: query.limit, day: DailyChallenge.day(of: time))
        return try await boards.board(for: key, query: read)
    }

    func results(of player: Player, on board: TileVariant?, limit: Int) async throws -> ResultsJSON {
        let rows = try await store.results(ofPlayer: player.id, on: board, limit: limit)
        return ResultsJSON(
            results: rows.map {
                ResultsJSON.Result(
                    gameId: $0.gameID, board: $0.board, score: $0.score, maxTile: $0.maxTile, moveCount: $0.moveCount,
                    date: $0.finishedAt.iso8601, daily: $0.dailyDate)
            })
    }

    // MARK: Settings

    /// A new ranked game on `board`, played with the default generator from `seed`.
    private func rankedGame(on board: TileVariant, seed: UInt64, for player: Player, dailyDate: String?) -> RankedGame {
        RankedGame(
            id: randomness.id(), playerID: player.id, board: board, seed: seed,
            rulesVersion: TileSetup.rulesVersion, dailyDate: dailyDate, createdAt: now())
    }

    static func kind(named name: String) throws(APIError) -> TileKind {
        guard let kind = TileKind(name: Array(name.utf8)) else {
            throw APIError(.badRequest, "\"\(name)\" is not a game: use 2048 or triples")
        }
        return kind
    }

    /// The board a game is played on when no option is given; the daily challenge is played on it.
    static func standardBoard(of kind: TileKind) throws(APIError) -> TileVariant {
        try board(game: kind.name, size: nil, spawn: nil)
    }

    /// The one reading of a board's settings by name, for new games and board queries.
    ///
    /// Throws a 400 naming what is wrong; options the game does not take (Triples has one board)
    /// are an error, as in the rules.
    static func board(game name: String, size: Int?, spawn spawnName: String?) throws(APIError) -> TileVariant {
        let kind = try kind(named: name)
        let spawn = try spawnName.map { name throws(APIError) in
            guard let rule = SpawnRule(name: Array(name.utf8)) else {
                throw APIError(.badRequest, "\"\(name)\" is not a spawn rule: use twos-and-fours or twos-only")
            }
            return rule
        }
        do {
            return try TileVariant(kind: kind, size: size, spawnRule: spawn)
        } catch {
            throw APIError(.badRequest, error.message)
        }
    }
}
