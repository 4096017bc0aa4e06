import Foundation
import HTTPTypes
import HummingbirdTesting
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

/// What every answer carries, and what a JSON post must say about its body.
@Suite("HTTP hardening: headers, JSON content type, plain decoding errors")
struct HTTPHardeningTests {
    @Test(
        "every answer, page, API, error or 404, has the page's policy, nosniff, no framing and a same-origin referrer")
    func securityHeaders() async throws {
        try await TestServer.with { api in
            for (method, path) in [
                (HTTPRequest.Method.get, "/"), (.get, "/api/leaderboard?game=2048"), (.get, "/api/players/me"),
                (.get, "/api/nothing"), (.get, "/wasm/tiles.wasm"),
            ] {
                let answer = try await api.call(method, path)
                #expect(
                    answer.headers[.contentSecurityPolicy]
                        == "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; "
                        + "base-uri 'none'; frame-ancestors 'none'", "\(path)")
                #expect(answer.headers[.xContentTypeOptions] == "nosniff", "\(path)")
                #expect(answer.headers[HTTPField.Name("X-Frame-Options")!] == "DENY", "\(path)")
                #expect(answer.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin", "\(path)")
                #expect(answer.headers[.strictTransportSecurity] == nil, "no HSTS over plain HTTP")
            }
        }
    }

    @Test("a JSON post without Content-Type: application/json gets a 415 that says so, and changes nothing")
    func jsonContentType() async throws {
        try await TestServer.with { api in
            let plain = try await api.call(
                .post, "/api/players", body: #"{"name":"Ada"}"#, headers: [.contentType: "text/plain"])
            #expect(plain.status == .unsupportedMediaType)
            #expect(plain.error == "send the body as JSON, with the header Content-Type: application/json")
            let charset = try await api.call(
                .post, "/api/players", body: #"{"name":"Ada"}"#,
                headers: [.contentType: "application/json; charset=utf-8"])
            #expect(charset.status == .created)
        }
    }

    @Test("decoding errors say what a field must be without Swift's type names")
    func plainDecodingErrors() async throws {
        try await TestServer.with { api in
            let number = try await api.call(.post, "/api/players", body: #"{"name":5}"#)
            #expect(number.status == .badRequest && number.error == #""name" must be a string"#)
            let token = try await api.player("Ada").token
            let list = try await api.call(.post, "/api/games", token: token, body: #"{"game":"2048","size":[4]}"#)
            #expect(list.status == .badRequest && list.error == #""size" must be a whole number"#)
        }
    }

    @Test("a connection that stays idle is closed after the idle timeout, so silent clients cannot hold sockets")
    func idleConnectionsAreClosed() async throws {
        try await withServerStore(try await TestDatabases.fresh(.sqlite), logger: TestDatabases.logger) { store in
            let options = ServerOptions(port: 0, api: APIOptions(rateLimit: nil), idleTimeout: .seconds(1))
            let app = try buildApplication(options, store: store, logger: TestDatabases.logger)
            try await app.test(.live) { client in
                let idle = WholeBodyClient(port: try #require(client.port), timeoutSeconds: 30)
                let seconds = try await idle.secondsUntilClosedWhenIdle()
                // A server that never closed it would fail the client's 30 s receive timeout instead.
                #expect(seconds >= 0.5, "closed after \(seconds) s, before the 1 s idle timeout")
            }
        }
    }
}
