import Foundation
import Testing

/// Refusals sent before a body is read still reach a client that writes its whole body before it reads
/// (see ``WholeBodyClient``): the server drains the body first.
@Suite("Refusals reach clients that send their whole body first")
struct EarlyAnswerTests {
    /// 30 MB of JSON: far more than the socket buffers take while the server does not read.
    static let huge = Array(#"{"name":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 30_000_000) + [34, 125]

    /// A body within every limit, larger than a name may be: a write without a token is refused before it is read.
    static let withinLimits =
        Array(#"{"name":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 200_000) + [34, 125]

    @Test(
        "a body over 256 KB gets its 413, with or without a token, when the client reads only after 30 MB; a write without a token its 401"
    )
    func refusalsAfterTheWholeBody() async throws {
        try await TestServer.with(testing: .live) { api in
            let client = WholeBodyClient(port: try #require(api.client.port))
            let tooLarge = try await client.call("POST", "/api/players", body: Self.huge)
            #expect(tooLarge.status == 413 && tooLarge.body == #"{"error":"the request body is larger than 256 KB"}"#)
            // The size a body declares is refused before anything else: its sender is not even asked who they are.
            let largeNoToken = try await client.call("POST", "/api/games", body: Self.huge)
            #expect(largeNoToken.status == 413)
            let noToken = try await client.call("POST", "/api/games", body: Self.withinLimits)
            #expect(noToken.status == 401 && noToken.body.contains("Authorization: Bearer"))
        }
    }

    @Test("a body whose chunked encoding is garbled gets a 400 saying so, on the API's reading routes")
    func malformedChunkedBody() async throws {
        try await TestServer.with(testing: .live) { api in
            let client = WholeBodyClient(port: try #require(api.client.port))
            let ada = try await api.player("Ada")
            for (path, chunks) in [
                ("/api/players", "ZZ\r\n{\"name\":\"Bo\"}\r\n0\r\n\r\n"),
                ("/api/games", "5\r\n{\"gam\r\nQ\r\n"),
                ("/api/drawings", "ZZ\r\n{}\r\n0\r\n\r\n"),
            ] {
                let head =
                    "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Authorization: Bearer \(ada.token)\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                let answer = try await client.call(raw: Array((head + chunks).utf8))
                #expect(answer.status == 400, "\(path): \(answer.status) \(answer.body)")
                #expect(answer.body.contains("the request is malformed HTTP"), "\(path): \(answer.body)")
            }
        }
    }

    @Test(
        "a drawing over 2 MiB gets its 413, with or without a token, when the client reads only after 30 MB; one without a token its 401"
    )
    func drawingRefusalsAfterTheWholeBody() async throws {
        try await TestServer.with(testing: .live) { api in
            let client = WholeBodyClient(port: try #require(api.client.port))
            let ada = try await api.player("Ada")
            let tooLarge = try await client.call("POST", "/api/drawings", token: ada.token, body: Self.huge)
            #expect(tooLarge.status == 413 && tooLarge.body.contains("a drawing is at most 2 MiB"))
            let largeNoToken = try await client.call("PUT", "/api/drawings/some-id", body: Self.huge)
            #expect(largeNoToken.status == 413 && largeNoToken.body.contains("a drawing is at most 2 MiB"))
            let noToken = try await client.call("PUT", "/api/drawings/some-id", body: Self.withinLimits)
            #expect(noToken.status == 401)
        }
    }

    @Test("a body that declares more than 64 MiB is refused at once with its 413, before the server reads it")
    func endlessBodiesAreNotRead() async throws {
        try await TestServer.with(testing: .live) { api in
            let client = WholeBodyClient(port: try #require(api.client.port), timeoutSeconds: 30)
            let declared = 100 * 1024 * 1024
            let answer = try await client.call(
                "POST", "/api/players", body: Array(#"{"name":"#.utf8), declaring: declared)
            #expect(answer.status == 413 && answer.body.contains("larger than 256 KB"))
        }
    }
}
