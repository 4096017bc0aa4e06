import SQLKit

/// One step of the schema: applied once, in order, and never edited after it ships (append only).
struct Migration: Sendable {
    let version: Int
    let name: String
    /// The statements every engine runs, in order.
    let statements: [SQLQueryString]
    /// The statements that differ by engine (a trigger's body), run after ``statements``.
    var engineStatements: [Engine: [SQLQueryString]] = [:]

    /// The engines whose SQL differs in a step, named as SQLKit's dialects name them.
    enum Engine: String, Sendable {
        case sqlite
        case postgresql
    }

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
        // Reads that stay flat as results grow, and boards by the day a game was issued.
        // `bests` holds each player's best result per board, kept by triggers in the same
        // statement as the result, so the all-time board reads the top rows of one index. A
        // result's `issued_at` is its game's start: the week and day boards count a game on the
        // day it was issued, so games kept back do not land on a later day.
        Migration(
            version: 5, name: "players' bests and issue times",
            statements: [
                "ALTER TABLE results ADD COLUMN issued_at BIGINT",
                "UPDATE results SET issued_at = (SELECT g.created_at FROM games g WHERE g.id = results.game_id)",
                "CREATE INDEX results_by_issue ON results (game, size, spawn, issued_at)",
                "CREATE INDEX results_by_day ON results (daily_date, game, size, spawn)",
                """
                CREATE TABLE bests (
                    game TEXT NOT NULL,
                    size BIGINT NOT NULL,
                    spawn TEXT NOT NULL,
                    player_id TEXT NOT NULL REFERENCES players (id),
                    score BIGINT NOT NULL,
                    game_id TEXT NOT NULL REFERENCES results (game_id),
                    finished_at BIGINT NOT NULL,
                    PRIMARY KEY (game, size, spawn, player_id)
                )
                """,
                "CREATE INDEX bests_by_score ON bests (game, size, spawn, score DESC, finished_at, player_id)",
                // Each player's best: the highest score, the earliest result among equals.
                """
                INSERT INTO bests (game, size, spawn, player_id, score, game_id, finished_at)
                SELECT r.game, r.size, r.spawn, r.player_id, r.score, r.game_id, r.finished_at FROM results r
                WHERE r.removed_at IS NULL AND r.game_id = (
                    SELECT e.game_id FROM results e
                    WHERE e.game = r.game AND e.size = r.size AND e.spawn = r.spawn AND e.player_id = r.player_id
                      AND e.removed_at IS NULL
                    ORDER BY e.score DESC, e.finished_at, e.game_id LIMIT 1)
                """,
            ],
            engineStatements: [
                .sqlite: [
                    """
                    CREATE TRIGGER results_keep_best AFTER INSERT ON results WHEN NEW.removed_at IS NULL
                    BEGIN
                        \(unsafeRaw: BestsSQL.raise);
                    END
                    """,
                    """
                    CREATE TRIGGER results_drop_best AFTER UPDATE OF removed_at ON results
                    WHEN NEW.removed_at IS NOT NULL AND OLD.removed_at IS NULL
                    BEGIN
                        \(unsafeRaw: BestsSQL.drop);
                        \(unsafeRaw: BestsSQL.recount);
                    END
                    """,
                ],
                .postgresql: [
                    """
                    CREATE FUNCTION results_keep_best() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                        \(unsafeRaw: BestsSQL.raise);
                        RETURN NULL;
                    END $$
                    """,
                    """
                    CREATE TRIGGER results_keep_best AFTER INSERT ON results
                    FOR EACH ROW WHEN (NEW.removed_at IS NULL) EXECUTE FUNCTION results_keep_best()
                    """,
                    """
                    CREATE FUNCTION results_drop_best() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                        \(unsafeRaw: BestsSQL.drop);
                        \(unsafeRaw: BestsSQL.recount);
                        RETURN NULL;
                    END $$
                    """,
                    """
                    CREATE TRIGGER results_drop_best AFTER UPDATE OF removed_at ON results
                    FOR EACH ROW WHEN (NEW.removed_at IS NOT NULL AND OLD.removed_at IS NULL)
                    EXECUTE FUNCTION results_drop_best()
                    """,
                ],
            ]),
        // Each drawing's size in bytes of UTF-8, so a player's total is a sum over their own
        // index entries; the drawings saved before are measured from their wire text.
        Migration(
            version: 6, name: "drawings' sizes",
            statements: [
                "ALTER TABLE drawings ADD COLUMN wire_bytes BIGINT NOT NULL DEFAULT 0",
                "CREATE INDEX drawings_bytes ON drawings (owner_id, wire_bytes)",
            ],
            engineStatements: [
                .sqlite: ["UPDATE drawings SET wire_bytes = length(CAST(wire AS BLOB))"],
                .postgresql: ["UPDATE drawings SET wire_bytes = octet_length(wire)"],
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

/// The statements the `bests` triggers run, the same on both engines (`NEW` is the result row).
enum BestsSQL {
    /// A new result becomes its player's best on its board when it scores more than the best so far.
    static let raise = """
        INSERT INTO bests (game, size, spawn, player_id, score, game_id, finished_at)
        VALUES (NEW.game, NEW.size, NEW.spawn, NEW.player_id, NEW.score, NEW.game_id, NEW.finished_at)
        ON CONFLICT (game, size, spawn, player_id) DO UPDATE
        SET score = excluded.score, game_id = excluded.game_id, finished_at = excluded.finished_at
        WHERE excluded.score > bests.score
        """

    /// A removed result stops being its player's best.
    static let drop = """
        DELETE FROM bests WHERE game_id = NEW.game_id
        """

    /// The player's best on the board, found again among the results still on it (when the removed one was the best).
    static let recount = """
        INSERT INTO bests (game, size, spawn, player_id, score, game_id, finished_at)
        SELECT e.game, e.size, e.spawn, e.player_id, e.score, e.game_id, e.finished_at FROM results e
        WHERE e.game = NEW.game AND e.size = NEW.size AND e.spawn = NEW.spawn AND e.player_id = NEW.player_id
          AND e.removed_at IS NULL
        ORDER BY e.score DESC, e.finished_at, e.game_id LIMIT 1
        ON CONFLICT (game, size, spawn, player_id) DO NOTHING
        """
}
