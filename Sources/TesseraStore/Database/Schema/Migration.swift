import SQLKit

/// One step of the schema: applied once, in order, and never edited after it ships (append only).
struct Migration: Sendable {
    let version: Int
    let name: String
    let statements: [SQLQueryString]

    /// Every step, oldest first. A schema change is a new step at the end.
    static let all: [Migration] = [
        Migration(
            version: 1, name: "players, games and results",
            statements: [
                """
                CREATE TABLE players (
                    id TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_at BIGINT NOT NULL
                )
                """,
                """
                CREATE TABLE games (
                    id TEXT PRIMARY KEY,
                    player_id TEXT NOT NULL REFERENCES players (id),
                    game TEXT NOT NULL,
                    size BIGINT NOT NULL,
                    spawn TEXT NOT NULL,
                    seed TEXT NOT NULL,
                    rules_version BIGINT NOT NULL,
                    daily_date TEXT,
                    created_at BIGINT NOT NULL
                )
                """,
                // One daily game per player, game and day. Other games have no day, and NULLs never collide.
                "CREATE UNIQUE INDEX games_one_daily ON games (player_id, game, daily_date)",
                """
                CREATE TABLE results (
                    game_id TEXT PRIMARY KEY REFERENCES games (id),
                    player_id TEXT NOT NULL REFERENCES players (id),
                    game TEXT NOT NULL,
                    size BIGINT NOT NULL,
                    spawn TEXT NOT NULL,
                    daily_date TEXT,
                    score BIGINT NOT NULL,
                    max_tile BIGINT NOT NULL,
                    move_count BIGINT NOT NULL,
                    moves TEXT NOT NULL,
                    finished_at BIGINT NOT NULL,
                    removed_at BIGINT
                )
                """,
                "CREATE INDEX results_by_board ON results (game, size, spawn, score DESC)",
                "CREATE INDEX results_by_player ON results (player_id, score DESC)",
            ]),
        Migration(
            version: 2, name: "server secrets",
            statements: [
                """
                CREATE TABLE server_secrets (
                    name TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                )
                """
            ]),
        // Covers the leaderboard's search for each player's best, so it reads no result rows.
        Migration(
            version: 3, name: "index for players' bests",
            statements: [
                """
                CREATE INDEX results_best ON results
                    (game, size, spawn, player_id, score, finished_at, removed_at, daily_date)
                """
            ]),
        // The Sketchpad's saved drawings. Each takes one of its owner's numbered slots: the
        // unique index on (owner_id, slot) keeps a player within their limit even when two
        // saves race, with no transaction around the count.
        Migration(
            version: 4, name: "drawings",
            statements: [
                """
                CREATE TABLE drawings (
                    id TEXT PRIMARY KEY,
                    owner_id TEXT NOT NULL REFERENCES players (id),
                    slot BIGINT NOT NULL,
                    name TEXT NOT NULL,
                    stroke_count BIGINT NOT NULL,
                    wire TEXT NOT NULL,
                    share_key TEXT UNIQUE,
                    created_at BIGINT NOT NULL,
                    updated_at BIGINT NOT NULL
                )
                """,
                "CREATE UNIQUE INDEX drawings_slots ON drawings (owner_id, slot)",
                "CREATE INDEX drawings_newest ON drawings (owner_id, updated_at)",
            ]),
    ]

    /// The table that records which steps a database has had.
    static let ledger: SQLQueryString = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version BIGINT PRIMARY KEY,
            name TEXT NOT NULL,
            applied_at BIGINT NOT NULL
        )
        """
}
