import Foundation
import SQLKit

/// Applies the schema steps of ``Migration/all`` that a database has not had, and runs transactions.
extension SQLStore {
    /// Brings the schema up to date: applies, in order, each step the database has not had.
    ///
    /// Safe to run from several servers at once: each step runs in its own locked
    /// transaction that first checks whether another server applied it already.
    func migrate(now: Date = Date()) async throws {
        for migration in Migration.all {
            try await withMigrationLock { db in
                try await db.raw(Migration.ledger).run()
                let applied = try await db.raw(
                    "SELECT version FROM schema_migrations WHERE version = \(bind: migration.version)"
                ).first()
                guard applied == nil else { return }
                var statements = migration.statements
                if !migration.engineStatements.isEmpty {
                    guard let engine = Migration.Engine(rawValue: db.dialect.name) else {
                        throw StoreError("schema step \(migration.version) has no SQL for \(db.dialect.name) databases")
                    }
                    statements += migration.engineStatements[engine] ?? []
                }
                for statement in statements {
                    try await db.raw(statement).run()
                }
                try await db.raw(
                    """
                    INSERT INTO schema_migrations (version, name, applied_at)
                    VALUES (\(bind: migration.version), \(bind: migration.name), \(bind: now.milliseconds))
                    """
                ).run()
            }
        }
    }

    /// Runs `body` between `begin` and COMMIT on `database`, rolling back when it throws.
    static func inTransaction(
        _ database: any SQLDatabase, begin: SQLQueryString,
        _ body: (any SQLDatabase) async throws -> Void
    ) async throws {
        try await database.raw(begin).run()
        do {
            try await body(database)
            try await database.raw("COMMIT").run()
        } catch {
            try? await database.raw("ROLLBACK").run()
            throw error
        }
    }
}
