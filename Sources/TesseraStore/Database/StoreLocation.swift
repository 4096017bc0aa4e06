import Foundation
import Logging

/// Which database a server uses, parsed from `--database`: an SQLite file or a PostgreSQL URL.
public enum StoreLocation: Equatable, Sendable {
    /// An SQLite database in this file (created when absent).
    case sqlite(path: String)
    /// A PostgreSQL database at this `postgres://` URL.
    case postgres(url: String)

    /// Reads `sqlite:PATH` or `postgres://…` (also `postgresql://…`).
    ///
    /// Throws a ``StoreError`` naming the accepted forms for anything else, and for a PostgreSQL URL without a
    /// user or a host, or that is not a URL at all (a port that is not a number): its password never shown.
    public init(parsing text: String) throws {
        if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            let form = "postgres://user:password@host:port/database"
            guard let parts = URLComponents(string: text) else {
                throw StoreError("\(Self.hidingPassword(text)) is not a URL of the form \(form)")
            }
            guard parts.user?.isEmpty == false, parts.host?.isEmpty == false else {
                throw StoreError("\(Self.hidingPassword(text)) names no user or no host: give \(form)")
            }
            self = .postgres(url: text)
        } else if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else {
                throw StoreError("sqlite: needs a file, as in sqlite:/var/lib/tessera/tessera.sqlite")
            }
            self = .sqlite(path: path)
        } else {
            let named = text.isEmpty ? "an empty name" : Self.hidingPassword(text)
            throw StoreError(
                "\(named) is not a database Tessera knows: use sqlite:PATH or postgres://user@host/database")
        }
    }

    /// Why a PostgreSQL database is not copied by ``StoreConnection/backup(to:)``, naming the tool that backs it up to `file`.
    public static func postgresBackupAdvice(file: String) -> String {
        "back up a PostgreSQL database with its own tool: pg_dump --format=custom --file=\(file) <database URL>"
    }

    /// A description for logs that never shows a password.
    public var redacted: String {
        switch self {
        case .sqlite(let path): return "SQLite \(path)"
        case .postgres(let url): return "PostgreSQL \(Self.hidingPassword(url))"
        }
    }

    /// A database URL with its password, if it has one, shown as `•••`: even a URL too malformed to parse.
    static func hidingPassword(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].lastIndex(of: "@"),
            let colon = url[scheme.upperBound..<at].firstIndex(of: ":")
        else { return url }
        return url[...colon] + "•••" + url[at...]
    }
}

/// Opens the store at `location`, runs `body` with it, and closes it whether or not `body` throws.
///
/// Throws what opening (a ``StoreError``) or `body` throws.
public func withServerStore<Result>(
    _ location: StoreLocation, logger: Logger, _ body: (any ServerStore) async throws -> Result
) async throws -> Result {
    let store = try await openServerStore(location, logger: logger)
    let result: Result
    do {
        result = try await body(store)
    } catch {
        try? await store.close()
        throw error
    }
    try await store.close()
    return result
}

/// Opens the store at `location`, bringing its schema up to date.
///
/// Throws a ``StoreError`` that names the database when it cannot be opened or migrated.
public func openServerStore(_ location: StoreLocation, logger: Logger) async throws -> any ServerStore {
    switch location {
    case .sqlite(let path): try await SQLiteStore.open(path: path, logger: logger)
    case .postgres(let url): try await PostgresStore.open(url: url, logger: logger)
    }
}
