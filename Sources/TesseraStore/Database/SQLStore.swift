import SQLKit

/// A database Tessera keeps its stores in, reached through SQLKit: the part each engine supplies.
///
/// An engine (SQLite, PostgreSQL) supplies the connection and how to run a schema step
/// alone; each store (``LeaderboardStore``, ``DrawingStore``) writes its SQL once, over
/// this protocol, with every value bound.
protocol SQLStore: Sendable {
    /// The database every query runs on.
    var database: any SQLDatabase { get }
    /// Runs `body` in one transaction that no other process or server runs a migration beside.
    func withMigrationLock(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Void) async throws
}
