import Foundation
import TestSupport
import Testing

@testable import TesseraStore

@Suite("The store on SQLite")
struct SQLiteStoreTests {
    @Test("keeps the store contract", arguments: StoreContract.allCases)
    func contract(_ rule: StoreContract) async throws {
        try await rule.check(TestDatabases.sqlite())
    }

    @Test("keeps the drawing store contract", arguments: DrawingStoreContract.allCases)
    func drawingContract(_ rule: DrawingStoreContract) async throws {
        try await rule.check(TestDatabases.sqlite())
    }

    @Test("a backup is a complete copy that opens as a store, and never overwrites a file")
    func backupCopiesEverything() async throws {
        let location = TestDatabases.sqlite()
        guard case .sqlite(let path) = location else { return }
        let store = try await openServerStore(location, logger: TestDatabases.logger)
        let player = Player(id: "p1", name: "Ada", createdAt: StoreContract.t0)
        try await store.addPlayer(player, tokenHash: "h1")
        let copy = path + ".backup"
        try await store.backup(to: copy)
        await #expect(throws: StoreError.self) { try await store.backup(to: copy) }
        try await store.close()
        let restored = try await openServerStore(.sqlite(path: copy), logger: TestDatabases.logger)
        #expect(try await restored.player(tokenHash: "h1") == player)
        try await restored.close()
    }

    @Test("SQLite commits durably: WAL journal and FULL synchronous, so an answered write survives a crash")
    func durableSettings() async throws {
        let store = try await openServerStore(TestDatabases.sqlite(), logger: TestDatabases.logger)
        let sqlite = try #require(store as? SQLiteStore)
        let journal = try await sqlite.database.raw("PRAGMA journal_mode").first()?.decode(
            column: "journal_mode", as: String.self)
        let synchronous = try await sqlite.database.raw("PRAGMA synchronous").first()?.decode(
            column: "synchronous", as: Int.self)
        try await store.close()
        #expect(journal == "wal")
        #expect(synchronous == 2, "2 is FULL")
    }

    @Test("a database from before the bests table gets it filled, and its results their games' issue times")
    func upgradeFillsBests() async throws {
        let location = TestDatabases.sqlite()
        let store = try #require(try await openServerStore(location, logger: TestDatabases.logger) as? SQLiteStore)
        // Back to schema step 4, with results written as that version wrote them.
        for statement in [
            "DROP TRIGGER results_keep_best", "DROP TRIGGER results_drop_best", "DROP TABLE bests",
            "DROP INDEX results_by_issue", "DROP INDEX results_by_day", "ALTER TABLE results DROP COLUMN issued_at",
            "DELETE FROM schema_migrations WHERE version = 5",
        ] {
            try await store.database.raw("\(unsafeRaw: statement)").run()
        }
        let t0 = StoreContract.t0.milliseconds
        let week = Int64(7 * 86_400_000)
        for (player, games) in [
            ("ada", [("a1", 300, t0 - 2 * week), ("a2", 500, t0), ("a3", 500, t0)]), ("bob", [("b1", 400, t0)]),
        ] {
            try await store.database.raw(
                "INSERT INTO players (id, name, token_hash, created_at) VALUES (\(bind: player), \(bind: player), \(bind: "h-" + player), \(bind: t0))"
            ).run()
            for (index, (id, score, issued)) in games.enumerated() {
                try await store.database.raw(
                    """
                    INSERT INTO games (id, player_id, game, size, spawn, seed, rules_version, created_at)
                    VALUES (\(bind: id), \(bind: player), '2048', 4, 'twos-and-fours', '7', 1, \(bind: issued))
                    """
                ).run()
                try await store.database.raw(
                    """
                    INSERT INTO results (game_id, player_id, game, size, spawn, score, max_tile, move_count, moves, finished_at)
                    VALUES (\(bind: id), \(bind: player), '2048', 4, 'twos-and-fours', \(bind: score), 64, 9, 'LURD',
                            \(bind: t0 + Int64(index)))
                    """
                ).run()
            }
        }
        try await store.close()

        let upgraded = try await openServerStore(location, logger: TestDatabases.logger)
        let board = try await upgraded.leaderboard(LeaderboardQuery(board: .classic2048))
        #expect(board.map(\.playerName) == ["ada", "bob"] && board.map(\.score) == [500, 400])
        #expect(board.first?.finishedAt == Date(milliseconds: t0 + 1), "of equal bests, the earlier")
        #expect(try await upgraded.rank(of: 450, on: .classic2048, amongPlayersOtherThan: "new") == 2)
        let recent = try await upgraded.leaderboard(
            LeaderboardQuery(board: .classic2048, since: StoreContract.t0.addingTimeInterval(-86_400)))
        #expect(recent.map(\.score) == [500, 400], "a1 was issued two weeks before")
        _ = try await upgraded.removeResult(gameID: "a2", at: StoreContract.t0)
        _ = try await upgraded.removeResult(gameID: "a3", at: StoreContract.t0)
        #expect(try await upgraded.leaderboard(LeaderboardQuery(board: .classic2048)).map(\.score) == [400, 300])
        try await upgraded.close()
    }

    @Test("a database from before drawings' sizes gets each drawing measured in bytes of UTF-8")
    func upgradeMeasuresDrawings() async throws {
        let location = TestDatabases.sqlite()
        let store = try #require(try await openServerStore(location, logger: TestDatabases.logger) as? SQLiteStore)
        // Back to schema step 5, with a drawing written as that version wrote it.
        for statement in [
            "DROP INDEX drawings_bytes", "ALTER TABLE drawings DROP COLUMN wire_bytes",
            "DELETE FROM schema_migrations WHERE version = 6",
            "INSERT INTO players (id, name, token_hash, created_at) VALUES ('ada', 'Ada', 'h-ada', 0)",
            """
            INSERT INTO drawings (id, owner_id, slot, name, stroke_count, wire, created_at, updated_at)
            VALUES ('d1', 'ada', 1, 'Été', 0, '{"name":"Été"}', 0, 0)
            """,
        ] {
            try await store.database.raw("\(unsafeRaw: statement)").run()
        }
        try await store.close()
        let upgraded = try await openServerStore(location, logger: TestDatabases.logger)
        #expect(try await upgraded.drawingBytes(ofOwner: "ada", excluding: nil) == #"{"name":"Été"}"#.utf8.count)
        try await upgraded.close()
    }

    @Test("database locations read sqlite:PATH and postgres:// URLs, and refuse anything else with the forms")
    func locationsParse() throws {
        #expect(try StoreLocation(parsing: "sqlite:/tmp/t.sqlite") == .sqlite(path: "/tmp/t.sqlite"))
        #expect(try StoreLocation(parsing: "postgres://u@h/db") == .postgres(url: "postgres://u@h/db"))
        #expect(try StoreLocation(parsing: "postgresql://u@h/db") == .postgres(url: "postgresql://u@h/db"))
        #expect(StoreLocation.postgres(url: "postgres://u:secret@h/db").redacted.contains("secret") == false)
        #expect(StoreLocation.postgres(url: "postgres://u:p@ss@h/db").redacted == "PostgreSQL postgres://u:•••@h/db")
        for bad in ["mysql://h/db", "sqlite:", "/tmp/file", "postgres://h/db", "postgres://u:secret@h:port/db"] {
            #expect(throws: StoreError.self) { try StoreLocation(parsing: bad) }
        }
        #expect {
            try StoreLocation(parsing: "")
        } throws: { error in
            "\(error)".hasPrefix("an empty name is not a database Tessera knows")
        }
    }
}

@Suite(
    "The store on PostgreSQL",
    .enabled(
        if: TestDatabases.postgresURL != nil || ToolSupport.isCI,
        "no test PostgreSQL server, so this suite and the API and server tests' PostgreSQL cases are left out: set TESSERA_TEST_POSTGRES_URL (bash .ci/run starts one)"
    ))
struct PostgresStoreTests {
    @Test("keeps the store contract", arguments: StoreContract.allCases)
    func contract(_ rule: StoreContract) async throws {
        try await rule.check(TestDatabases.postgres())
    }

    @Test("keeps the drawing store contract", arguments: DrawingStoreContract.allCases)
    func drawingContract(_ rule: DrawingStoreContract) async throws {
        try await rule.check(TestDatabases.postgres())
    }

    @Test("two servers starting at once apply each schema step once")
    func concurrentMigrations() async throws {
        let location = try await TestDatabases.postgres()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    let store = try await openServerStore(location, logger: TestDatabases.logger)
                    try await store.close()
                }
            }
            try await group.waitForAll()
        }
    }

    @Test("backups are pg_dump's job, and the store says so")
    func backupNamesPgDump() async throws {
        let store = try await openServerStore(try await TestDatabases.postgres(), logger: TestDatabases.logger)
        await #expect { try await store.backup(to: "/tmp/x") } throws: { "\($0)".contains("pg_dump") }
        try await store.close()
    }
}
