import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import TesseraServer
import TesseraStore
import TestSupport

/// An in-process server over a fresh store, and a small JSON client for the API tests.
enum TestServer {
    static let assets = try! WebAssets.bundled()

    /// Runs `body` with a client of a new server whose store is a fresh database on `engine`.
    ///
    /// The server runs in process (`.router`), or listens on a free port (`.live`) for tests that need a socket.
    static func with(
        _ engine: TestDatabases.Engine = .sqlite, api: APIOptions = APIOptions(rateLimit: nil),
        testing: TestingSetup = .router, _ body: @Sendable (APIClient) async throws -> Void
    ) async throws {
        try await withServerStore(try await TestDatabases.fresh(engine), logger: TestDatabases.logger) { store in
            let app = Application(router: buildRouter(assets: assets, store: store, api: api, logLevel: .warning))
            try await app.test(testing) { client in try await body(APIClient(client: client, store: store)) }
        }
    }
}

/// Randomness that hands out numbered ids (`id-1`, `id-2`, …), one fixed seed and secrets of repeated `ab`,
/// so that answers can be compared byte for byte.
enum FixedRandomness {
    static func make(seed: UInt64) -> APIRandomness {
        let counter = Mutex(0)
        return APIRandomness(
            seed: { seed },
            id: {
                let number = counter.withLock { count in
                    count += 1
                    return count
                }
                return "id-\(number)"
            },
            secret: { String(repeating: "ab", count: $0) })
    }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let time: Mutex<Date>

    init(_ start: Date) {
        time = Mutex(start)
        self.start = start
    }

    private let start: Date

    var now: Date { time.withLock { $0 } }
    /// Seconds since the clock started: the monotonic clock of the rate limits.
    var uptime: TimeInterval { now.timeIntervalSince(start) }

    func advance(by seconds: TimeInterval) {
        time.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// An API answer: the status, the body as sent and parsed as JSON, and the headers.
struct APIAnswer {
    let status: HTTPResponse.Status
    let text: String
    let json: [String: Any]
    let headers: HTTPFields

    subscript(key: String) -> Any? { json[key] }
    var error: String { json["error"] as? String ?? "" }
    func string(_ key: String) -> String { json[key] as? String ?? "" }
    func int(_ key: String) -> Int { json[key] as? Int ?? -1 }
    var entries: [[String: Any]] { json["entries"] as? [[String: Any]] ?? json["results"] as? [[String: Any]] ?? [] }
    /// The verified result a 409 for a repeated submission carries.
    var repeated: [String: Any] { json["result"] as? [String: Any] ?? [:] }
}

/// Sends JSON to the API as the page would.
struct APIClient: Sendable {
    let client: any TestClientProtocol
    /// The server's store, for arranging what the API cannot (a game from another rules version, a full drawer).
    let store: any ServerStore

    func call(
        _ method: HTTPRequest.Method, _ uri: String, token: String? = nil, body: String? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> APIAnswer {
        var headers = extra
        if let token { headers[.authorization] = "Bearer \(token)" }
        if body != nil, headers[.contentType] == nil { headers[.contentType] = "application/json" }
        return try await client.execute(
            uri: uri, method: method, headers: headers,
            body: body.map { ByteBuffer(string: $0) }
        ) { response in
            let data = Data(response.body.readableBytesView)
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            return APIAnswer(
                status: response.status, text: String(decoding: data, as: UTF8.self), json: json,
                headers: response.headers)
        }
    }

    /// A new player: their id and token.
    func player(_ name: String) async throws -> (id: String, token: String) {
        let answer = try await call(.post, "/api/players", body: #"{"name":"\#(name)"}"#)
        return (answer.string("id"), answer.string("token"))
    }

    /// A new ranked game for `token`: its id and seed.
    func game(_ token: String, _ body: String = #"{"game":"2048","size":4,"spawn":"twos-and-fours"}"#) async throws -> (
        id: String, seed: UInt64
    ) {
        let answer = try await call(.post, "/api/games", token: token, body: body)
        return (answer.string("id"), UInt64(answer.string("seed")) ?? 0)
    }

    func submit(_ moves: String, game id: String, token: String, extra: String = "") async throws -> APIAnswer {
        try await call(.post, "/api/games/\(id)/result", token: token, body: #"{"moves":"\#(moves)"\#(extra)}"#)
    }
}
