import Foundation
import SQLKit
import TesseraRules

/// A ``LeaderboardStore`` kept in an SQL database: the leaderboard's SQL, shared by both engines.
protocol SQLLeaderboard: SQLStore, LeaderboardStore {}

extension SQLLeaderboard {
    func addPlayer(_ player: Player, tokenHash: String) async throws {
        try await database.raw(
            """
            INSERT INTO players (id, name, token_hash, created_at)
            VALUES (\(bind: player.id), \(bind: player.name), \(bind: tokenHash), \(bind: player.createdAt.milliseconds))
            """
        ).run()
    }

    func player(tokenHash: String) async throws -> Player? {
        guard
            let row = try await database.raw(
                """
                SELECT id, name, created_at FROM players WHERE token_hash = \(bind: tokenHash)
                """
            ).first()
        else { return nil }
        return Player(
            id: try row.decode(column: "id", as: String.self),
            name: try row.decode(column: "name", as: String.self),
            createdAt: Date(milliseconds: try row.decode(column: "created_at", as: Int64.self)))
    }

    func renamePlayer(id: String, to name: String) async throws -> Bool {
        let row = try await database.raw(
            """
            UPDATE players SET name = \(bind: name) WHERE id = \(bind: id) RETURNING id
            """
        ).first()
        return row != nil
    }

    func replaceToken(ofPlayer id: String, oldHash: String, newHash: String) async throws -> Bool {
        let row = try await database.raw(
            """
            UPDATE players SET token_hash = \(bind: newHash)
            WHERE id = \(bind: id) AND token_hash = \(bind: oldHash) RETURNING id
            """
        ).first()
        return row != nil
    }

    func banPlayer(id: String, at time: Date) async throws -> Int? {
        // No SHA-256 in hex has a colon, so no token hashes to this.
        let revoked = try await database.raw(
            """
            UPDATE players SET token_hash = \(bind: "banned:" + id) WHERE id = \(bind: id) RETURNING id
            """
        ).first()
        guard revoked != nil else { return nil }
        return try await database.raw(
            """
            UPDATE results SET removed_at = \(bind: time.milliseconds)
            WHERE player_id = \(bind: id) AND removed_at IS NULL RETURNING game_id
            """
        ).all().count
    }

    func addGame(_ game: RankedGame) async throws {
        try await database.raw(insert(game, ifAbsent: false)).run()
    }

    func claimDailyGame(_ candidate: RankedGame) async throws -> DailyClaim {
        guard let day = candidate.dailyDate else {
            throw StoreError("a daily game needs its day")
        }
        try await database.raw(insert(candidate, ifAbsent: true)).run()
        guard
            let row = try await database.raw(
                """
                SELECT \(unsafeRaw: Self.gameColumns),
                       CASE WHEN r.game_id IS NULL THEN 0 ELSE 1 END AS finished
                FROM games g LEFT JOIN results r ON r.game_id = g.id
                WHERE g.player_id = \(bind: candidate.playerID) AND g.game = \(bind: candidate.board.kind.name)
                  AND g.daily_date = \(bind: day)
                """
            ).first()
        else {
            throw StoreError("the daily game for \(day) was neither added nor found")
        }
        let game = try Self.rankedGame(row)
        return DailyClaim(
            game: game, isNew: game.id == candidate.id,
            isFinished: try row.decode(column: "finished", as: Int.self) == 1)
    }

    func game(id: String) async throws -> RankedGame? {
        guard
            let row = try await database.raw(
                """
                SELECT \(unsafeRaw: Self.gameColumns) FROM games g WHERE g.id = \(bind: id)
                """
            ).first()
        else { return nil }
        return try Self.rankedGame(row)
    }

    func addResult(_ result: VerifiedResult) async throws -> Bool {
        let columns = BoardColumns(result.board)
        let row = try await database.raw(
            """
            INSERT INTO results (game_id, player_id, game, size, spawn, daily_date, score, max_tile,
                                 move_count, moves, finished_at, issued_at)
            VALUES (\(bind: result.gameID), \(bind: result.playerID), \(bind: columns.game),
                    \(bind: columns.size), \(bind: columns.spawn), \(bind: result.dailyDate),
                    \(bind: result.score), \(bind: result.maxTile), \(bind: result.moveCount),
                    \(bind: result.moves), \(bind: result.finishedAt.milliseconds),
                    \(bind: result.issuedAt.milliseconds))
            ON CONFLICT (game_id) DO NOTHING
            RETURNING game_id
            """
        ).first()
        return row != nil
    }

    func result(ofGame gameID: String) async throws -> PlayerResult? {
        guard
            let row = try await database.raw(
                """
                SELECT \(unsafeRaw: Self.resultColumns) FROM results WHERE game_id = \(bind: gameID)
                """
            ).first()
        else { return nil }
        return try Self.playerResult(row)
    }

    func rank(of score: Int, on board: TileVariant, amongPlayersOtherThan playerID: String) async throws -> Int {
        // Only the better bests are read: a range of the board's score index.
        let row = try await database.raw(
            """
            SELECT COUNT(*) AS better FROM bests
            WHERE \(Self.onBoard(board)) AND score > \(bind: score) AND player_id <> \(bind: playerID)
            """
        ).first()
        return (try row?.decode(column: "better", as: Int.self) ?? 0) + 1
    }

    func leaderboard(_ query: LeaderboardQuery) async throws -> [LeaderboardEntry] {
        let rows: [any SQLRow]
        if query.since == nil && query.dailyDate == nil {
            rows = try await allTimeBoard(query)
        } else {
            rows = try await periodBoard(query)
        }
        return try rows.map { row in
            LeaderboardEntry(
                rank: try row.decode(column: "place", as: Int.self),
                playerID: try row.decode(column: "player_id", as: String.self),
                playerName: try row.decode(column: "name", as: String.self),
                score: try row.decode(column: "score", as: Int.self),
                maxTile: try row.decode(column: "max_tile", as: Int.self),
                moveCount: try row.decode(column: "move_count", as: Int.self),
                finishedAt: Date(milliseconds: try row.decode(column: "finished_at", as: Int64.self)))
        }
    }

    /// The all-time board: the first rows of the `bests` index, whatever the number of results.
    ///
    /// A row's rank counts the players with a higher best, all of whom are among the rows
    /// before it, so ranking the rows read gives every row its place on the whole board.
    private func allTimeBoard(_ query: LeaderboardQuery) async throws -> [any SQLRow] {
        try await database.raw(
            """
            WITH top AS (
                SELECT b.player_id, b.score, b.game_id, b.finished_at FROM bests b
                WHERE \(Self.onBoard(query.board, alias: "b"))
                ORDER BY b.score DESC, b.finished_at, b.player_id
                LIMIT \(bind: query.limit)
            )
            SELECT RANK() OVER (ORDER BY top.score DESC) AS place, top.player_id, p.name,
                   r.score, r.max_tile, r.move_count, r.finished_at
            FROM top
            JOIN players p ON p.id = top.player_id
            JOIN results r ON r.game_id = top.game_id
            ORDER BY place, r.finished_at, top.player_id
            """
        ).all()
    }

    /// A board of a period or a day's challenge: the results of the games issued in it.
    private func periodBoard(_ query: LeaderboardQuery) async throws -> [any SQLRow] {
        // The rows that count for this board and period, in the results table aliased `alias`.
        func counted(_ alias: String) -> SQLQueryString {
            var filter = Self.onBoard(query.board, alias: alias) + " AND \(unsafeRaw: alias).removed_at IS NULL"
            if let since = query.since {
                filter += " AND \(unsafeRaw: alias).issued_at >= \(bind: since.milliseconds)"
            }
            if let day = query.dailyDate {
                filter += " AND \(unsafeRaw: alias).daily_date = \(bind: day)"
            }
            return filter
        }
        // One pass over the period's results: each player's best (the earliest among equal scores),
        // RANK over those bests, and only the first rows joined to their names and tiles.
        return try await database.raw(
            """
            WITH scored AS (
                SELECT c.player_id, c.game_id, c.score, c.finished_at,
                       ROW_NUMBER() OVER (
                           PARTITION BY c.player_id ORDER BY c.score DESC, c.finished_at, c.game_id) AS nth
                FROM results c WHERE \(counted("c"))
            ), ranked AS (
                SELECT player_id, game_id, score, finished_at, RANK() OVER (ORDER BY score DESC) AS place
                FROM scored WHERE nth = 1
                ORDER BY place, finished_at, player_id
                LIMIT \(bind: query.limit)
            )
            SELECT ranked.place, ranked.player_id, p.name, r.score, r.max_tile, r.move_count, r.finished_at
            FROM ranked
            JOIN players p ON p.id = ranked.player_id
            JOIN results r ON r.game_id = ranked.game_id
            ORDER BY ranked.place, ranked.finished_at, ranked.player_id
            """
        ).all()
    }

    func openGames(ofPlayer playerID: String, on board: TileVariant, issuedSince time: Date) async throws
        -> [RankedGame]
    {
        let columns = BoardColumns(board)
        let rows = try await database.raw(
            """
            SELECT \(unsafeRaw: Self.gameColumns) FROM games g LEFT JOIN results r ON r.game_id = g.id
            WHERE g.player_id = \(bind: playerID) AND g.game = \(bind: columns.game) AND g.size = \(bind: columns.size)
              AND g.spawn = \(bind: columns.spawn) AND g.daily_date IS NULL AND r.game_id IS NULL
              AND g.created_at >= \(bind: time.milliseconds)
            """
        ).all()
        return try rows.map { try Self.rankedGame($0) }
    }

    func results(ofPlayer playerID: String, on board: TileVariant?, limit: Int) async throws -> [PlayerResult] {
        var filter: SQLQueryString = "player_id = \(bind: playerID) AND removed_at IS NULL"
        if let board {
            filter += " AND " + Self.onBoard(board)
        }
        let rows = try await database.raw(
            """
            SELECT \(unsafeRaw: Self.resultColumns) FROM results WHERE \(filter)
            ORDER BY score DESC, finished_at, game_id
            LIMIT \(bind: limit)
            """
        ).all()
        return try rows.map { try Self.playerResult($0) }
    }

    func removeResult(gameID: String, at time: Date) async throws -> Bool {
        let row = try await database.raw(
            """
            UPDATE results SET removed_at = \(bind: time.milliseconds)
            WHERE game_id = \(bind: gameID) AND removed_at IS NULL
            RETURNING game_id
            """
        ).first()
        return row != nil
    }

    // MARK: Pieces of SQL

    /// The columns of a ranked game, from `games` aliased `g`.
    private static var gameColumns: String {
        "g.id, g.player_id, g.game, g.size, g.spawn, g.seed, g.rules_version, g.daily_date, g.created_at"
    }

    /// The columns of a result as its player sees it.
    private static var resultColumns: String {
        "game_id, game, size, spawn, score, max_tile, move_count, finished_at, daily_date, removed_at"
    }

    private static func playerResult(_ row: some SQLRow) throws -> PlayerResult {
        PlayerResult(
            gameID: try row.decode(column: "game_id", as: String.self),
            board: try board(row),
            score: try row.decode(column: "score", as: Int.self),
            maxTile: try row.decode(column: "max_tile", as: Int.self),
            moveCount: try row.decode(column: "move_count", as: Int.self),
            finishedAt: Date(milliseconds: try row.decode(column: "finished_at", as: Int64.self)),
            dailyDate: try row.decode(column: "daily_date", as: String?.self),
            isRemoved: try row.decode(column: "removed_at", as: Int64?.self) != nil)
    }

    /// The condition that a `results` row (of the table aliased `alias`, if any) is on `board`.
    private static func onBoard(_ board: TileVariant, alias: String? = nil) -> SQLQueryString {
        let prefix = alias.map { "\($0)." } ?? ""
        let columns = BoardColumns(board)
        return "\(unsafeRaw: prefix)game = \(bind: columns.game) AND \(unsafeRaw: prefix)size = \(bind: columns.size) "
            + "AND \(unsafeRaw: prefix)spawn = \(bind: columns.spawn)"
    }

    /// Inserts a game; with `ifAbsent`, a second daily game for the same player, game and day is skipped.
    private func insert(_ game: RankedGame, ifAbsent: Bool) -> SQLQueryString {
        let columns = BoardColumns(game.board)
        let insert: SQLQueryString = """
            INSERT INTO games (id, player_id, game, size, spawn, seed, rules_version, daily_date, created_at)
            VALUES (\(bind: game.id), \(bind: game.playerID), \(bind: columns.game), \(bind: columns.size),
                    \(bind: columns.spawn), \(bind: String(game.seed)), \(bind: game.rulesVersion),
                    \(bind: game.dailyDate), \(bind: game.createdAt.milliseconds))
            """
        return ifAbsent ? insert + " ON CONFLICT (player_id, game, daily_date) DO NOTHING" : insert
    }

    private static func board(_ row: some SQLRow) throws -> TileVariant {
        try BoardColumns(
            game: try row.decode(column: "game", as: String.self),
            size: try row.decode(column: "size", as: Int.self),
            spawn: try row.decode(column: "spawn", as: String.self)
        ).variant
    }

    private static func rankedGame(_ row: some SQLRow) throws -> RankedGame {
        let seedText = try row.decode(column: "seed", as: String.self)
        guard let seed = UInt64(seedText) else {
            throw StoreError("stored game has a seed that is not a UInt64: \(seedText)")
        }
        return RankedGame(
            id: try row.decode(column: "id", as: String.self),
            playerID: try row.decode(column: "player_id", as: String.self),
            board: try board(row),
            seed: seed,
            rulesVersion: try row.decode(column: "rules_version", as: Int.self),
            dailyDate: try row.decode(column: "daily_date", as: String?.self),
            createdAt: Date(milliseconds: try row.decode(column: "created_at", as: Int64.self)))
    }
}

extension Date {
    /// Milliseconds since 1970 UTC: how times are stored, the same on every engine.
    var milliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }

    init(milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// How a board is kept in the `game`, `size` and `spawn` columns of `games` and `results`.
///
/// The game's name, the side and the spawn rule's name; Triples, which has one spawn
/// rule, has always been stored as size 4 and `twos-and-fours`.
private struct BoardColumns {
    var game: String
    var size: Int
    var spawn: String

    init(game: String, size: Int, spawn: String) {
        self.game = game
        self.size = size
        self.spawn = spawn
    }

    init(_ board: TileVariant) {
        game = board.kind.name
        size = board.size
        spawn = (board.spawnRule ?? .twosAndFours).name
    }

    /// The board these columns hold; throws ``StoreError`` for values no board has.
    var variant: TileVariant {
        get throws {
            do {
                return try TileVariant(form: Array("\(game);\(size);\(spawn)".utf8))
            } catch {
                throw StoreError("a stored row names no board (\(game), \(size), \(spawn)): \(error.message)")
            }
        }
    }
}
