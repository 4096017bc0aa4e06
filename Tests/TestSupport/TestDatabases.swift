import Foundation
import Logging
import PostgresKit
import TesseraStore

/// Fresh, empty databases for the store contract: an SQLite temp file, or a new database on a test PostgreSQL server.
public enum TestDatabases {
    /// The PostgreSQL server the tests may create databases on (`TESSERA_TEST_POSTGRES_URL`, set by `.ci/run`).
    public static let postgresURL = ProcessInfo.processInfo.environment["TESSERA_TEST_POSTGRES_URL"]

    public static let logger = Logger(label: "tessera-store-tests")

    /// The engines a test can run on.
    public enum Engine: String, CaseIterable, Sendable {
        case sqlite, postgres
    }

    /// The engines the API and server tests run on: SQLite, and PostgreSQL where a test server is set
    /// (always under `CI=true`). The PostgreSQL store suite's skip message says when it is left out.
    public static let engines = Engine.allCases.filter { $0 == .sqlite || postgresURL != nil || ToolSupport.isCI }

    /// A new, empty database on `engine`.
    public static func fresh(_ engine: Engine) async throws -> StoreLocation {
        switch engine {
        case .sqlite: sqlite()
        case .postgres: try await postgres()
        }
    }

    /// A new SQLite database file in a new temp folder.
    public static func sqlite() -> StoreLocation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-\(UUID().uuidString)")
        return .sqlite(path: folder.appendingPathComponent("tessera.sqlite").path)
    }

    /// A new, empty database on the test PostgreSQL server (left there: the test server is a throwaway one).
    public static func postgres() async throws -> StoreLocation {
        guard let url = postgresURL, var parts = URLComponents(string: url) else {
            throw StoreError(
                "TESSERA_TEST_POSTGRES_URL is not set: bash .ci/run starts a throwaway PostgreSQL server and sets it")
        }
        let name = "tessera_test_\(UUID().uuidString.prefix(8).lowercased())"
        let configuration = try SQLPostgresConfiguration(url: url)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: configuration.coreConfiguration, id: 1, logger: logger)
        } catch {
            throw StoreError(
                "could not reach the test PostgreSQL server at \(url) (is it running? "
                    + "Scripts/test-postgres start): \(String(reflecting: error))")
        }
        do {
            try await connection.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
        parts.path = "/\(name)"
        return .postgres(url: parts.string!)
    }
}
