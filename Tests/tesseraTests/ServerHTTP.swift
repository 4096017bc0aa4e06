import Foundation
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// JSON over HTTP to a real `tessera serve`.
struct HTTP {
    let base: String

    /// Sends a request, with a bearer token and a JSON body when given; the status and the body, as JSON and as text.
    func call(_ method: String, _ path: String, token: String? = nil, body: String? = nil) async throws -> (
        status: Int, json: [String: Any], text: String
    ) {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, json, String(decoding: data, as: UTF8.self))
    }
}

/// A `--database` value for a fresh database on `engine`.
func freshDatabase(_ engine: TestDatabases.Engine) async throws -> String {
    switch try await TestDatabases.fresh(engine) {
    case .sqlite(let path): "sqlite:" + path
    case .postgres(let url): url
    }
}
