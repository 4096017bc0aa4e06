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
            // A number no whole-number field can hold is named too (Foundation's decoder names no field).
            for size in ["4.5", "1e30", "9223372036854775808"] {
                let answer = try await api.call(
                    .post, "/api/games", token: token, body: #"{"game":"2048","size":\#(size)}"#)
                #expect(answer.status == .badRequest && answer.error == #""size" must be a whole number"#, "\(size)")
            }
            for body in ["[]", #""Ada""#, "5", "null", "true"] {
                let answer = try await api.call(.post, "/api/players", body: body)
                #expect(
                    answer.status == .badRequest && answer.error == "the body must be a JSON object, {…}", "\(body)")
            }
        }
    }

    @Test("a body in UTF-16, or with a byte-order mark, is not JSON over HTTP: refused, and no player is made")
    func utf8Only() async throws {
        try await TestServer.with { api in
            let json = #"{"name":"Ada"}"#
            let utf16 = json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            for bytes in [utf16, [0xEF, 0xBB, 0xBF] + Array(json.utf8)] {
                let answer = try await api.call(.post, "/api/players", body: String(decoding: bytes, as: UTF8.self))
                #expect(answer.status == .badRequest && answer.error == "the body is not valid JSON (in UTF-8)")
            }
        }
    }

    @Test("another method on an API route is a 405 naming the methods it takes; HEAD goes with GET")
    func wrongMethods() async throws {
        try await TestServer.with { api in
            let token = try await api.player("Ada").token
            let delete = try await api.call(.delete, "/api/players/me", token: token)
            #expect(delete.status == .methodNotAllowed && delete.headers[.allow] == "GET, HEAD, PATCH")
            #expect(delete.error == "/api/players/me takes GET, HEAD, PATCH, not DELETE")
            let post = try await api.call(.post, "/api/leaderboard?game=2048", body: "{}")
            #expect(post.status == .methodNotAllowed && post.headers[.allow] == "GET, HEAD")
            let options = try await api.call(.options, "/api/drawings/some-id")
            #expect(options.status == .methodNotAllowed && options.headers[.allow] == "GET, HEAD, PUT, DELETE")
            let trace = try await api.call(.trace, "/api/players/me", token: token)
            #expect(trace.status == .methodNotAllowed && trace.headers[.allow] == "GET, HEAD, PATCH")
            let head = try await api.call(.head, "/api/players/me", token: token)
            #expect(head.status == .ok && head.text.isEmpty)
            #expect(try await api.call(.get, "/api/players/me", token: token).string("name") == "Ada")
        }
    }

    @Test("any other path under /api, with any method, is a JSON 404, /api itself included")
    func unknownRoutes() async throws {
        try await TestServer.with { api in
            for (method, path) in [
                (HTTPRequest.Method.get, "/api"), (.get, "/api/"), (.head, "/api/nothing"), (.options, "/api/nothing"),
                (.put, "/api/nothing/here"), (.get, "/api/players/me/elsewhere"), (.get, "/api/shared"),
                (.get, "/api/shared/"), (.post, "/api/shared"), (.trace, "/api/shared/x/y/z"), (.trace, "/api/nothing"),
            ] {
                let answer = try await api.call(method, path)
                #expect(answer.status == .notFound, "\(method) \(path)")
                if method != .head { #expect(answer.error.hasPrefix("no API route \(method)"), "\(answer.text)") }
            }
        }
    }

    @Test("a declared body larger than the API takes is refused (413) on every route, even one that reads none")
    func declaredBodyLimit() async throws {
        try await TestServer.with { api in
            let token = try await api.player("Ada").token
            let large = String(repeating: " ", count: 300 * 1024)
            for (method, path) in [
                (HTTPRequest.Method.get, "/api/leaderboard?game=2048"), (.get, "/api/players/me"),
                (.delete, "/api/drawings/x/share"),
            ] {
                let answer = try await api.call(
                    method, path, token: token, body: large, headers: [.contentLength: "\(large.utf8.count)"])
                #expect(
                    answer.status == .contentTooLarge && answer.error == "the request body is larger than 256 KB",
                    "\(method) \(path): \(answer.status) \(answer.text)")
            }
            // A drawing's route takes up to 2 MiB.
            let drawing = try await api.call(
                .post, "/api/drawings", token: token, body: large, headers: [.contentLength: "\(large.utf8.count)"])
            #expect(drawing.status == .badRequest, "\(drawing.text)")
        }
    }

    @Test("a connection that stays idle is closed after the idle timeout, so silent clients cannot hold sockets")
    func idleConnectionsAreClosed() async throws {
        try await withServerStore(try await TestDatabases.fresh(.sqlite), logger: TestDatabases.logger) { store in
            let options = ServerOptions(port: 0, api: APIOptions(rateLimit: nil), idleTimeout: .seconds(1))
            let app = try buildApplication(options, store: store, logger: TestDatabases.logger)
            try await app.test(.live) { client in
                // Five minutes, as the other waits: in a CI run's first minutes the machine can be so loaded that the
                // server's close comes long after its 1 s. A server that never closed it would fail the receive
                // timeout instead.
                let idle = WholeBodyClient(port: try #require(client.port), timeoutSeconds: 300)
                let seconds = try await idle.secondsUntilClosedWhenIdle()
                #expect(seconds >= 0.5, "closed after \(seconds) s, before the 1 s idle timeout")
            }
        }
    }
}
