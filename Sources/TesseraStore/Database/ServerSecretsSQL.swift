import SQLKit

/// The server-wide secrets kept in the `server_secrets` table, the same for every engine.
extension SQLStore {
    func secret(named name: String, proposing proposal: String) async throws -> String {
        let lookup: SQLQueryString = "SELECT value FROM server_secrets WHERE name = \(bind: name)"
        if let row = try await database.raw(lookup).first() {
            return try row.decode(column: "value", as: String.self)
        }
        try await database.raw(
            """
            INSERT INTO server_secrets (name, value) VALUES (\(bind: name), \(bind: proposal))
            ON CONFLICT (name) DO NOTHING
            """
        ).run()
        guard let row = try await database.raw(lookup).first() else {
            throw StoreError("the secret \(name) was neither added nor found")
        }
        return try row.decode(column: "value", as: String.self)
    }
}
