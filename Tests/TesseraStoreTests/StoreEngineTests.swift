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

    @Test("database locations read sqlite:PATH and postgres:// URLs, and refuse anything else with the forms")
    func locationsParse() throws {
        #expect(try StoreLocation(parsing: "sqlite:/tmp/t.sqlite") == .sqlite(path: "/tmp/t.sqlite"))
        #expect(try StoreLocation(parsing: "postgres://u@h/db") == .postgres(url: "postgres://u@h/db"))
        #expect(try StoreLocation(parsing: "postgresql://u@h/db") == .postgres(url: "postgresql://u@h/db"))
        #expect(StoreLocation.postgres(url: "postgres://u:secret@h/db").redacted.contains("secret") == false)
        for bad in ["mysql://h/db", "sqlite:", "/tmp/file"] {
            #expect(throws: StoreError.self) { try StoreLocation(parsing: bad) }
        }
    }
}

@Suite(
    "The store on PostgreSQL",
    .enabled(
        if: TestDatabases.postgresURL != nil || ToolSupport.isCI,
        "no test PostgreSQL server: set TESSERA_TEST_POSTGRES_URL (bash .ci/run starts one)"))
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
