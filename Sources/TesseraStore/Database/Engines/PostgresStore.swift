@preconcurrency import AsyncKit
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresKit

/// The engine for several servers: PostgreSQL, reached through a small connection pool.
///
/// Each statement commits before it returns, so an answered request is durable; the
/// schema steps run under an advisory lock, so servers starting together apply each once.
// @unchecked: AsyncKit's pool guards its state with a lock but predates Sendable annotations.
final class PostgresStore: SQLLeaderboard, SQLDrawings, @unchecked Sendable {
    let pool: EventLoopGroupConnectionPool<PostgresConnectionSource>
    let database: any SQLDatabase

    private init(pool: EventLoopGroupConnectionPool<PostgresConnectionSource>, logger: Logger) {
        self.pool = pool
        self.database = pool.database(logger: logger).sql()
    }

    /// Connects to the database at `url` (`postgres://user:password@host:port/database`) and brings its schema up to date.
    static func open(url: String, logger: Logger) async throws -> PostgresStore {
        let configuration: SQLPostgresConfiguration
        do {
            configuration = try SQLPostgresConfiguration(url: url)
        } catch is URLError {
            // StoreLocation checked the rest: what is left is the TLS mode its query names. The error itself is not
            // quoted: it holds the whole URL, password and all.
            throw StoreError(
                "\(StoreLocation.hidingPassword(url)) is not a PostgreSQL URL Tessera can use: its tlsmode (or sslmode) "
                    + "must be disable, allow, prefer, require, verify-ca or verify-full")
        } catch {
            throw StoreError(
                "could not set up TLS for \(StoreLocation.hidingPassword(url)): \(error)")
        }
        let pool = EventLoopGroupConnectionPool(
            source: PostgresConnectionSource(sqlConfiguration: configuration),
            maxConnectionsPerEventLoop: 4,
            logger: logger,
            on: MultiThreadedEventLoopGroup.singleton)
        let store = PostgresStore(pool: pool, logger: logger)
        do {
            try await store.migrate()
        } catch {
            try? await pool.shutdownAsync()
            throw StoreError(
                "could not prepare the PostgreSQL database \(StoreLocation.hidingPassword(url)): \(reason(for: error))")
        }
        return store
    }

    /// What went wrong on the way to the database, in a line: the server's own message, or what kind of failure it was.
    private static func reason(for error: any Error) -> String {
        guard let error = error as? PSQLError else { return String(describing: error) }
        switch error.code {
        case .connectionError:
            return "no PostgreSQL server answers there (is it running, and are the host and port right?)"
        case .sslUnsupported:
            return "the server does not offer TLS, which the URL's sslmode (or tlsmode) requires"
        case .server:
            return error.serverInfo?[.message] ?? "the server refused (\(error.code))"
        default:
            return "\(error.code)"
        }
    }

    func withMigrationLock(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Void) async throws {
        try await database.withSession { session in
            try await Self.inTransaction(session, begin: "BEGIN") { db in
                // A fixed key ("tessera" in ASCII): one migrating server at a time, released at COMMIT.
                try await db.raw("SELECT pg_advisory_xact_lock(\(bind: 0x74_65_73_73_65_72_61 as Int))").run()
                try await body(db)
            }
        }
    }

    func backup(to path: String) async throws {
        throw StoreError(StoreLocation.postgresBackupAdvice(file: path))
    }

    func close() async throws {
        try await pool.shutdownAsync()
    }
}
