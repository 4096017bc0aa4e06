import Foundation
import Hummingbird
import TesseraSketch
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

@Suite("Saved drawings API")
struct DrawingAPITests {
    @Test(
        "a saved drawing comes back in the model's canonical form, lists newest first, is replaced (200) and deleted (204)",
        arguments: TestDatabases.engines)
    func saveOpenReplaceDelete(engine: TestDatabases.Engine) async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(engine, api: APIOptions(rateLimit: nil, now: { clock.now })) { api in
            let ada = try await api.player("Ada")
            let cat = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat)
            #expect(cat.status == .created)
            #expect(cat.string("name") == "Cat" && cat.int("strokeCount") == 2)
            clock.advance(by: 60)
            let dog = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.wire("Dog"))
            #expect(dog.string("updated") == "2026-11-18T11:07:40Z")

            let opened = try await api.call(.get, "/api/drawings/\(cat.string("id"))", token: ada.token)
            #expect(opened.status == .ok && opened.headers[.contentType] == "application/json")
            #expect(opened.text == (try DrawingFixtures.canonical(DrawingFixtures.cat)))
            #expect(try await api.drawingNames(ada.token) == ["Dog", "Cat"])

            clock.advance(by: 60)
            let replaced = try await api.call(
                .put, "/api/drawings/\(cat.string("id"))", token: ada.token,
                body: DrawingFixtures.wire("Cat 2", strokes: Array(repeating: DrawingFixtures.dot, count: 3)))
            #expect(replaced.status == .ok)
            #expect(
                replaced.text
                    == #"{"id":"\#(cat.string("id"))","name":"Cat 2","strokeCount":3,"updated":"2026-11-18T11:08:40Z"}"#
            )
            #expect(try await api.drawingNames(ada.token) == ["Cat 2", "Dog"], "the last saved comes first")

            let deleted = try await api.call(.delete, "/api/drawings/\(dog.string("id"))", token: ada.token)
            #expect(deleted.status == .noContent && deleted.text.isEmpty)
            #expect(try await api.drawingNames(ada.token) == ["Cat 2"])
            let again = try await api.call(.delete, "/api/drawings/\(dog.string("id"))", token: ada.token)
            #expect(again.status == .notFound)
        }
    }

    @Test(
        "another player's drawing answers 404 on every route, as a missing one does, and stays as it was",
        arguments: TestDatabases.engines)
    func drawingsArePrivate(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            let eve = try await api.player("Eve")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            let attempts: [(HTTPRequest.Method, String, String?)] = [
                (.get, "/api/drawings/\(id)", nil),
                (.put, "/api/drawings/\(id)", DrawingFixtures.wire("Mine now")),
                (.delete, "/api/drawings/\(id)", nil),
                (.post, "/api/drawings/\(id)/share", nil),
                (.delete, "/api/drawings/\(id)/share", nil),
            ]
            for (method, uri, body) in attempts {
                let stolen = try await api.call(method, uri, token: eve.token, body: body)
                let missing = try await api.call(
                    method, uri.replacingOccurrences(of: id, with: "no-such-id"), token: eve.token, body: body)
                #expect(stolen.status == .notFound, "\(method) \(uri)")
                #expect(
                    stolen.text == missing.text.replacingOccurrences(of: "no-such-id", with: id),
                    "another's drawing reads as a missing one")
            }
            #expect(try await api.drawingNames(eve.token).isEmpty)
            #expect(try await api.drawingNames(ada.token) == ["Cat"])
            let own = try await api.call(.get, "/api/drawings/\(id)", token: ada.token)
            #expect(own.text == (try DrawingFixtures.canonical(DrawingFixtures.cat)))
        }
    }

    @Test("every route of a player's own drawings needs a token (401); shared ones need none")
    func tokensNeeded() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            let routes: [(HTTPRequest.Method, String, String?)] = [
                (.post, "/api/drawings", DrawingFixtures.cat), (.get, "/api/drawings", nil),
                (.get, "/api/drawings/\(id)", nil), (.put, "/api/drawings/\(id)", DrawingFixtures.cat),
                (.delete, "/api/drawings/\(id)", nil), (.post, "/api/drawings/\(id)/share", nil),
                (.delete, "/api/drawings/\(id)/share", nil),
            ]
            for (method, uri, body) in routes {
                let anonymous = try await api.call(method, uri, body: body)
                #expect(anonymous.status == .unauthorized && anonymous.error.contains("Bearer"), "\(method) \(uri)")
                let unknown = try await api.call(method, uri, token: "not-a-token", body: body)
                #expect(unknown.status == .unauthorized, "\(method) \(uri)")
            }
            let url = try await api.call(.post, "/api/drawings/\(id)/share", token: ada.token).string("url")
            let key = String(url.dropFirst("/s/".count))
            #expect(try await api.call(.get, "/api/shared/\(key)").status == .ok)
            #expect(try await api.call(.get, "/api/shared/\(key)/svg").status == .ok)
        }
    }

    @Test(
        "an id or key that percent-decodes to a control character (%00 is NUL) is not found, on either database",
        arguments: TestDatabases.engines)
    func controlCharactersInPaths(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            for uri in ["/api/shared/%00", "/api/shared/a%0Ab/svg", "/api/drawings/%00", "/api/games/%7F"] {
                let answer = try await api.call(.get, uri, token: ada.token)
                #expect(answer.status == .notFound, "\(uri): \(answer.text)")
            }
        }
    }

    @Test(
        "a share link opens the drawing (wire form and SVG) with no token until it is taken away or the drawing deleted",
        arguments: TestDatabases.engines)
    func shareAndRevoke(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            let shared = try await api.call(.post, "/api/drawings/\(id)/share", token: ada.token)
            #expect(shared.status == .created)
            let url = shared.string("url")
            let key = String(url.dropFirst("/s/".count))
            #expect(url.hasPrefix("/s/") && key.count == 32 && key.allSatisfy(\.isHexDigit), "128 random bits in hex")
            let repeated = try await api.call(.post, "/api/drawings/\(id)/share", token: ada.token)
            #expect(repeated.status == .ok && repeated.string("url") == url, "sharing again keeps the link")

            let wire = try await api.call(.get, "/api/shared/\(key)")
            #expect(wire.status == .ok)
            #expect(wire.text == (try DrawingFixtures.canonical(DrawingFixtures.cat)))
            let svg = try await api.call(.get, "/api/shared/\(key)/svg")
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            #expect(svg.headers[.contentSecurityPolicy] == "default-src 'none'", "drawn with attributes: no style")
            #expect(svg.text == (try Drawing(wireJSON: Array(DrawingFixtures.cat.utf8)).svg), "the model renders it")
            let page = try await api.call(.get, url)
            #expect(page.status == .ok && page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.text.contains("<title>Tessera"), "the link opens the page")

            let revoked = try await api.call(.delete, "/api/drawings/\(id)/share", token: ada.token)
            #expect(revoked.status == .noContent)
            for uri in ["/api/shared/\(key)", "/api/shared/\(key)/svg"] {
                let gone = try await api.call(.get, uri)
                #expect(gone.status == .notFound && gone.error.contains("unshared or deleted"), "\(uri)")
            }
            let newLink = try await api.call(.post, "/api/drawings/\(id)/share", token: ada.token).string("url")
            #expect(newLink != url, "sharing after a revoke makes a new link")
            #expect(try await api.call(.get, "/api/shared/\(key)").status == .notFound, "the old one stays dead")
            let newKey = String(newLink.dropFirst("/s/".count))
            #expect(try await api.call(.get, "/api/shared/\(newKey)").status == .ok)
            #expect(try await api.call(.delete, "/api/drawings/\(id)", token: ada.token).status == .noContent)
            #expect(try await api.call(.get, "/api/shared/\(newKey)").status == .notFound, "deleting ends the link")
        }
    }

    @Test("a drawing over 2 MiB gets a 413 that says so, one under it is saved; other routes keep their 256 KB")
    func bodyLimits() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            // 19,000 dots: about 850 KB, over the other routes' limit and within a drawing's.
            let large = DrawingFixtures.wire(strokes: Array(repeating: DrawingFixtures.dot, count: 19_000))
            #expect(large.utf8.count > 256 * 1024)
            let saved = try await api.call(.post, "/api/drawings", token: ada.token, body: large)
            #expect(saved.status == .created && saved.int("strokeCount") == 19_000)
            let padded = large.dropLast() + #","note":"\#(String(repeating: "x", count: 1_300_000))"}"#
            #expect(padded.utf8.count > 2 * 1024 * 1024)
            for (method, uri) in [
                (HTTPRequest.Method.post, "/api/drawings"), (.put, "/api/drawings/\(saved.string("id"))"),
            ] {
                let refused = try await api.call(method, uri, token: ada.token, body: String(padded))
                #expect(refused.status == .contentTooLarge, "\(method)")
                #expect(
                    refused.error
                        == "a drawing is at most 2 MiB (2097152 bytes) of JSON; this one has \(padded.utf8.count) bytes"
                )
            }
            let rename = try await api.call(.patch, "/api/players/me", token: ada.token, body: large)
            #expect(rename.status == .contentTooLarge && rename.error.contains("256 KB"))
        }
    }

    /// Drawings the model refuses, each with a piece of the message that names the rule.
    static let refused: [(String, String)] = [
        (DrawingFixtures.wire(strokes: Array(repeating: DrawingFixtures.dot, count: 20_001)), "at most 20000"),
        (
            DrawingFixtures.wire(strokes: [
                ##"{"color":"#000000","width":1,"points":["##
                    + Array(repeating: "1", count: 400_002).joined(separator: ",")
                    + "]}"
            ]), "at most 200000"
        ),
        (DrawingFixtures.wire(strokes: [##"{"color":"#000000","width":1,"points":[NaN,1]}"##]), "not a finite number"),
        (DrawingFixtures.wire(strokes: [##"{"color":"#000000","width":1,"points":[1e400,1]}"##]), "out of range"),
        (DrawingFixtures.wire(strokes: [##"{"color":"#000000","width":1,"points":[200.01,1]}"##]), "is outside"),
        (DrawingFixtures.wire(strokes: [##"{"color":"red","width":1,"points":[1,1]}"##]), "not a colour"),
        (DrawingFixtures.wire(strokes: [##"{"color":"#000000","width":0.49,"points":[1,1]}"##]), "outside 0.5–200"),
        (DrawingFixtures.wire(strokes: [##"{"color":"#000000","width":200.01,"points":[1,1]}"##]), "outside 0.5–200"),
        (DrawingFixtures.wire("   "), "at least one character"),
        (DrawingFixtures.wire(String(repeating: "é", count: 61)), "at most 60 characters"),
        (##"{"version":1,"name":"Cat""##, "before the object is closed"),
        (##"{"version":2,"name":"A","width":1,"height":1,"strokes":[]}"##, "version"),
    ]

    @Test("what the drawing model refuses is a 400 with the model's own message, on save and on replace")
    func modelRefusals() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            for (wire, rule) in Self.refused {
                let message = DrawingFixtures.refusal(wire)
                #expect(message.contains(rule), "the case checks the rule it names: \(message)")
                let saved = try await api.call(.post, "/api/drawings", token: ada.token, body: wire)
                #expect(saved.status == .badRequest && saved.error == message)
                let replaced = try await api.call(.put, "/api/drawings/\(id)", token: ada.token, body: wire)
                #expect(replaced.status == .badRequest && replaced.error == message)
            }
            #expect(try await api.drawingNames(ada.token) == ["Cat"], "nothing refused was written")
        }
    }

    @Test("a drawing sent with a name the rule for names given now refuses is a 400, though the model reads it")
    func givenNameRefusal() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            for name in ["Cat\u{AD}nap", "\u{200D}"] {
                let wire = DrawingFixtures.wire(name)
                #expect(DrawingFixtures.refusal(wire) == "(accepted)", "a drawing read back with this name opens")
                let saved = try await api.call(.post, "/api/drawings", token: ada.token, body: wire)
                #expect(saved.status == .badRequest && saved.error.hasPrefix("name: a name "), "\(saved.error)")
                let replaced = try await api.call(.put, "/api/drawings/\(id)", token: ada.token, body: wire)
                #expect(replaced.status == .badRequest && replaced.error == saved.error)
            }
            #expect(try await api.drawingNames(ada.token) == ["Cat"], "nothing refused was written")
        }
    }

    @Test("a drawing that would take a player's drawings past 64 MiB is refused (409); a smaller replacement fits")
    func drawingBytes() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let owner = try #require(try await api.store.player(tokenHash: PlayerToken(text: ada.token).hash))
            // Arranged in the store: 32 drawings of 2 MiB fill the 64 MiB to the byte.
            let large = DrawingContent(name: "Large", strokeCount: 0, wire: String(repeating: " ", count: 2 << 20))
            for index in 0..<32 {
                #expect(
                    try await api.store.addDrawing(
                        id: "large-\(index)", ownerID: owner.id, large, at: Date(), limit: APILimits.drawingsPerPlayer))
            }
            let refused = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat)
            #expect(refused.status == .conflict)
            #expect(
                refused.error
                    == "your drawings take 64.0 MiB of the 64.0 MiB a player keeps, and this one "
                    + "\(try DrawingFixtures.canonical(DrawingFixtures.cat).utf8.count) bytes; delete one to make room")
            #expect(try await api.store.drawings(ofOwner: owner.id).count == 32, "a refused save writes nothing")
            let unknown = try await api.call(.put, "/api/drawings/none", token: ada.token, body: DrawingFixtures.cat)
            #expect(unknown.status == .notFound, "a drawing that is not theirs is missing before it is too large")
            let replaced = try await api.call(
                .put, "/api/drawings/large-0", token: ada.token, body: DrawingFixtures.cat)
            #expect(replaced.status == .ok)
            #expect(
                try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).status
                    == .created)
        }
    }

    @Test("the 501st drawing of a player is refused (409) and writes nothing; deleting one makes room")
    func fiveHundredDrawings() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let bob = try await api.player("Bob")
            let owner = try #require(try await api.store.player(tokenHash: PlayerToken(text: ada.token).hash))
            let content = DrawingContent(
                name: "Old", strokeCount: 1, wire: try DrawingFixtures.canonical(DrawingFixtures.wire("Old")))
            for index in 0..<APILimits.drawingsPerPlayer {
                #expect(
                    try await api.store.addDrawing(
                        id: "old-\(index)", ownerID: owner.id, content, at: Date(), limit: APILimits.drawingsPerPlayer))
            }
            let refused = try await api.call(
                .post, "/api/drawings", token: ada.token, body: DrawingFixtures.wire("New"))
            #expect(refused.status == .conflict)
            #expect(
                refused.error == "you have 500 drawings saved, the most a player keeps; delete one to save another")
            #expect(try await api.drawingNames(ada.token).count == 500)
            #expect(!(try await api.drawingNames(ada.token).contains("New")))
            let others = try await api.call(.post, "/api/drawings", token: bob.token, body: DrawingFixtures.wire())
            #expect(others.status == .created, "the limit is each player's")
            let replaced = try await api.call(
                .put, "/api/drawings/old-0", token: ada.token, body: DrawingFixtures.wire())
            #expect(replaced.status == .ok, "a full player still replaces")
            #expect(try await api.call(.delete, "/api/drawings/old-1", token: ada.token).status == .noContent)
            let saved = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.wire("New"))
            #expect(saved.status == .created)
        }
    }

    @Test("changing drawings counts against the client's rate limit (429); reading them counts apart")
    func rateLimited() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let options = APIOptions(rateLimit: RateLimit(perMinute: 3), now: { clock.now }, uptime: { clock.uptime })
        try await TestServer.with(api: options) { api in
            let ada = try await api.player("Ada")
            let id = try await api.call(.post, "/api/drawings", token: ada.token, body: DrawingFixtures.cat).string(
                "id")
            #expect(
                try await api.call(.put, "/api/drawings/\(id)", token: ada.token, body: DrawingFixtures.cat).status
                    == .ok)
            #expect(try await api.call(.post, "/api/drawings/\(id)/share", token: ada.token).status == .created)
            let refused = try await api.call(.delete, "/api/drawings/\(id)/share", token: ada.token)
            #expect(refused.status == .tooManyRequests && refused.headers[.retryAfter] == "20")
            #expect(try await api.call(.get, "/api/drawings", token: ada.token).status == .ok)
            #expect(try await api.call(.get, "/api/drawings/\(id)", token: ada.token).status == .ok)
            clock.advance(by: 20)
            #expect(try await api.call(.delete, "/api/drawings/\(id)/share", token: ada.token).status == .noContent)
        }
    }
}

extension APIClient {
    /// The names in the player's list of drawings, in the order the API gives them.
    func drawingNames(_ token: String) async throws -> [String] {
        let list = try await call(.get, "/api/drawings", token: token)
        return (list["drawings"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
    }
}
