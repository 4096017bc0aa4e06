import Foundation
import Logging
import SQLiteKit

/// The embedded engine: one SQLite file, in WAL mode with synchronous commits.
///
/// A single connection serves the whole server: SQLite allows one writer at a time
/// anyway, and WAL lets other processes (`tessera admin`, a backup) read and write
/// beside it, waiting up to five seconds for the lock.
final class SQLiteStore: SQLLeaderboard, SQLDrawings {
    let connection: SQLiteConnection
    let database: any SQLDatabase
    let path: String

    private init(connection: SQLiteConnection, path: String) {
        self.connection = connection
        self.database = connection.sql()
        self.path = path
    }

    /// Opens (creating when absent) the database file at `path` and brings its schema up to date.
    static func open(path: String, logger: Logger) async throws -> SQLiteStore {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                "could not create the folder \(folder.path) for the database: \(error.localizedDescription)")
        }
        // Created readable by its owner only: it holds the players' token hashes and the daily secret.
        // (SQLite gives its -wal and -shm files the database file's mode.)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        } catch {
            throw StoreError("could not open the SQLite database \(path): \(error)")
        }
        let store = SQLiteStore(connection: connection, path: path)
        do {
            // WAL with FULL sync: a commit is on disk before the server answers, so kill -9 loses nothing acknowledged.
            // The busy timeout first: beside a busy server, the other settings wait for the lock too.
            for pragma in [
                "PRAGMA busy_timeout = 5000", "PRAGMA journal_mode = WAL",
                "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON",
            ] {
                try await store.database.raw("\(unsafeRaw: pragma)").run()
            }
            try await store.migrate()
        } catch {
            try? await connection.close()
            throw StoreError("could not prepare the SQLite database \(path): \(error)")
        }
        return store
    }

    func withMigrationLock(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Void) async throws {
        // IMMEDIATE takes the write lock at once, so two processes never apply the same step.
        try await Self.inTransaction(database, begin: "BEGIN IMMEDIATE", body)
    }

    func backup(to path: String) async throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw StoreError("\(path) already exists; a backup never overwrites a file")
        }
        // Made empty and readable by its owner only first (a backup holds the daily secret), then
        // VACUUM INTO fills it with a consistent snapshot while other connections keep writing.
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let reason =
                FileManager.default.fileExists(atPath: folder)
                ? "this user may not create files in \(folder)" : "there is no folder \(folder)"
            throw StoreError("could not create the backup file \(path): \(reason)")
        }
        try await database.raw("VACUUM INTO \(bind: path)").run()
    }

    func close() async throws {
        try await connection.close()
    }
}
