import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import TesseraServer
import TestSupport
import Testing

@Suite("Server routes")
struct ServerRouteTests {
    static let assets = TestServer.assets

    /// The list a served script declares on one line as `const NAME = [...];`, read as JSON.
    static func list(named name: String, in script: String) throws -> [String] {
        let prefix = "const \(name) = "
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(prefix) && $0.hasSuffix(";") })
        return try JSONDecoder().decode([String].self, from: Data(line.dropFirst(prefix.count).dropLast().utf8))
    }

    private func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestServer.with { api in try await body(api.client) }
    }

    @Test("/health answers ok with the rules version")
    func health() async throws {
        try await withClient { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(String(buffer: response.body) == #"{"status":"ok","rulesVersion":1}"#)
            }
        }
    }

    @Test(
        "each tab's path, and a shared drawing's link, serves the page",
        arguments: ["/", "/pentomino", "/sketch", "/scores", "/about", "/s/0123abcd"])
    func pages(path: String) async throws {
        try await withClient { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let page = String(buffer: response.body)
                #expect(page.contains("<title>Tessera"))
                #expect(!page.contains("TESSERA_NAV"))
                #expect(
                    page.contains(
                        #"<a href="/scores" data-tab="scores" data-controller="/js/scores/controller.js">High Scores</a>"#
                    ),
                    "the nav is written from sections.json")
            }
        }
    }

    @Test("the page's tabs are the list in sections.json, and a page without a readable list is refused")
    func sections() throws {
        #expect(Self.assets.sections.map(\.path) == ["/", "/pentomino", "/sketch", "/scores", "/about"])
        #expect(Self.assets.sections.map(\.tab) == ["play", "pentomino", "sketch", "scores", "about"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<html></html>".utf8).write(to: folder.appendingPathComponent("index.html"))
        let missing = #expect(throws: (any Error).self) { try WebAssets(folder: folder) }
        #expect("\(missing!)".contains("sections.json is missing"))
        try Data(#"[{"tab":"play","path":"/"},{"tab":"x","path":"/"}]"#.utf8).write(
            to: folder.appendingPathComponent("sections.json"))
        #expect(throws: (any Error).self) { try WebAssets(folder: folder) }
    }

    @Test(
        "assets have their content types",
        arguments: [
            ("/wasm/tiles.wasm", "application/wasm"), ("/js/shell.js", "text/javascript; charset=utf-8"),
            ("/style.css", "text/css; charset=utf-8"), ("/icon.svg", "image/svg+xml"),
            ("/manifest.webmanifest", "application/manifest+json"), ("/sw.js", "text/javascript; charset=utf-8"),
        ])
    func contentTypes(path: String, type: String) async throws {
        try await withClient { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.eTag] != nil)
            }
        }
    }

    @Test("HEAD gets the headers of GET and no body")
    func head() async throws {
        try await withClient { client in
            try await client.execute(uri: "/wasm/tiles.wasm", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/wasm")
                #expect(
                    response.headers[.contentLength]
                        == String(Self.assets.files["/wasm/tiles.wasm"]!.body.readableBytes))
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test("unknown paths are 404s")
    func notFound() async throws {
        try await withClient { client in
            for path in ["/nothing-here", "/js/missing.js", "/../Package.swift", "/js/../../secret"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                }
            }
        }
    }

    @Test("a matching ETag gets 304 Not Modified with no body")
    func notModified() async throws {
        try await withClient { client in
            let tag = try await client.execute(uri: "/js/shell.js", method: .get) { $0.headers[.eTag] }
            try await client.execute(uri: "/js/shell.js", method: .get, headers: [.ifNoneMatch: tag!]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test("text assets are gzipped for clients that accept it, and unzip to the same bytes")
    func gzip() async throws {
        try await withClient { client in
            let plain = try await client.execute(uri: "/js/shell.js", method: .get) { $0.body }
            try await client.execute(uri: "/js/shell.js", method: .get, headers: [.acceptEncoding: "gzip, deflate, br"])
            { response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary] == "Accept-Encoding")
                var body = response.body
                let unzipped = try body.decompress(with: .gzip())
                #expect(unzipped == plain)
                #expect(response.body.readableBytes < plain.readableBytes)
            }
        }
    }

    @Test("the service worker knows the assets and a version that follows their contents")
    func serviceWorker() async throws {
        try await withClient { client in
            try await client.execute(uri: "/sw.js", method: .get) { response in
                let script = String(buffer: response.body)
                #expect(!script.contains("__TESSERA"))
                #expect(script.contains("'\(Self.assets.version)'"))
                let cached = try Self.list(named: "ASSETS", in: script)
                #expect(["/wasm/tiles.wasm", "/js/shell.js", "/"].allSatisfy(cached.contains))
                #expect(
                    try Self.list(named: "PAGES", in: script) == ["/", "/pentomino", "/sketch", "/scores", "/about"],
                    "the pages come from sections.json")
                #expect(try Self.list(named: "ON_DEMAND", in: script) == ["/wasm/ai.wasm"])
                #expect(!cached.contains("/wasm/ai.wasm"), "the AI is kept once fetched, not on every first visit")
            }
        }
    }

    /// Every asset a first visit fetches (the service worker caches all but those fetched on demand), plain
    /// and as served gzipped.
    @Test("a first visit, the service worker's offline copy included, stays under 300 KB compressed")
    func pageWeight() {
        let precached = Self.assets.files.filter { $0.key != "/sw.js" && !WebAssets.onDemand.contains($0.key) }
        let weight = precached.values.reduce((plain: 0, compressed: 0)) {
            total, asset in
            (total.plain + asset.body.readableBytes, total.compressed + (asset.gzipped ?? asset.body).readableBytes)
        }
        print(
            "First visit: \(weight.plain) bytes, \(weight.compressed) bytes gzipped; tiles.wasm \(Self.assets.files["/wasm/tiles.wasm"]!.body.readableBytes) bytes"
        )
        #expect(weight.compressed < 300_000)
    }
}
