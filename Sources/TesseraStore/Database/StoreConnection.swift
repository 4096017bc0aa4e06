/// What every store in Tessera's database shares: server-wide secrets, backups and closing.
///
/// ``LeaderboardStore`` and ``DrawingStore`` refine it, kept in the same database over the
/// same connection (together, a ``ServerStore``).
public protocol StoreConnection: Sendable {
    /// The server-wide secret with this name: `proposal` when no server has stored one yet,
    /// else the one stored first, so every server sharing the database gets the same.
    func secret(named name: String, proposing proposal: String) async throws -> String
    /// Writes a consistent copy of the whole database to a new file while the server runs.
    /// Throws for engines with their own tools (PostgreSQL: `pg_dump`).
    func backup(to path: String) async throws
    /// Closes the connections; the store is unusable afterwards.
    func close() async throws
}
