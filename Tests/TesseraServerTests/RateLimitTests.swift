import Foundation
import HTTPTypes
import Testing

@testable import TesseraServer

/// The rate limits: per client (IPv4 address, IPv6 /64, forwarded only by trusted proxies), per kind
/// of request, reads included, counted before any database work, on a monotonic clock.
@Suite("Rate limits and client identities")
struct RateLimitTests {
    private static func options(perMinute: Int, clock: TestClock, proxies: [AddressRange] = []) -> APIOptions {
        APIOptions(
            rateLimit: RateLimit(perMinute: perMinute), trustedProxies: proxies, now: { clock.now },
            uptime: { clock.uptime })
    }

    @Test("too many requests from one client get a 429 with Retry-After; each kind of request has its own limit")
    func rateLimit() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(api: Self.options(perMinute: 3, clock: clock)) { api in
            var tokens: [String] = []
            for _ in 0..<3 {
                let joined = try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#)
                #expect(joined.status == .created)
                tokens.append(joined.string("token"))
            }
            let refused = try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "20")
            let game = try await api.call(.post, "/api/games", token: tokens[0], body: #"{"game":"2048"}"#)
            #expect(game.status == .created, "each kind of request has its own limit")
            clock.advance(by: 20)
            #expect(try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#).status == .created)
        }
    }

    @Test("reads are limited too, at ten times the rate of writes, and so are renames")
    func readsAndRenames() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(api: Self.options(perMinute: 1, clock: clock)) { api in
            for _ in 0..<10 {
                #expect(try await api.call(.get, "/api/leaderboard?game=2048").status == .ok)
            }
            #expect(try await api.call(.get, "/api/leaderboard?game=2048").status == .tooManyRequests)
            let token = try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#).string("token")
            let renamed = try await api.call(.patch, "/api/players/me", token: token, body: #"{"name":"Bea"}"#)
            #expect(renamed.status == .ok)
            let again = try await api.call(.patch, "/api/players/me", token: token, body: #"{"name":"Cy"}"#)
            #expect(again.status == .tooManyRequests)
        }
    }

    @Test("a request with a bad token is counted before the token is looked up")
    func badTokensAreCounted() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(api: Self.options(perMinute: 1, clock: clock)) { api in
            let game = #"{"game":"2048"}"#
            let first = try await api.call(.post, "/api/games", token: "forged", body: game)
            let second = try await api.call(.post, "/api/games", token: "forged", body: game)
            #expect(first.status == .unauthorized && second.status == .tooManyRequests)
        }
    }

    @Test("the limits keep to a monotonic clock: setting the wall clock forward refills nothing")
    func monotonicClock() async throws {
        let wall = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let steady = TestClock(Date(timeIntervalSince1970: 0))
        let options = APIOptions(
            rateLimit: RateLimit(perMinute: 1), now: { wall.now }, uptime: { steady.uptime })
        try await TestServer.with(api: options) { api in
            let join = { try await api.call(.post, "/api/players", body: #"{"name":"Ada"}"#).status }
            let first = try await join()
            wall.advance(by: 3600)
            let afterWallClock = try await join()
            steady.advance(by: 60)
            let afterAMinute = try await join()
            #expect(first == .created && afterWallClock == .tooManyRequests && afterAMinute == .created)
        }
    }

    @Test(
        "behind a trusted proxy each forwarded address has its own limit (ports stripped, IPv6 by /64, IPv4-mapped as IPv4)"
    )
    func rateLimitPerForwardedClient() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        try await TestServer.with(
            api: Self.options(perMinute: 1, clock: clock, proxies: AddressRange.loopback), testing: .live
        ) { api in
            try await api.expectJoin(from: "192.0.2.1", answers: .created)
            try await api.expectJoin(from: "192.0.2.1:5678", answers: .tooManyRequests, "a port does not matter")
            try await api.expectJoin(from: "::ffff:192.0.2.1", answers: .tooManyRequests, "IPv4-mapped is IPv4")
            try await api.expectJoin(from: "192.0.2.2", answers: .created)
            try await api.expectJoin(from: "[2001:db8::1]:443", answers: .created)
            try await api.expectJoin(from: "2001:db8::2", answers: .tooManyRequests, "the same /64")
            try await api.expectJoin(from: "2001:db8:0:1::1", answers: .created, "another /64")
        }
    }

    @Test("the header is ignored from a peer that is not a trusted proxy")
    func untrustedPeers() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let proxies = [try AddressRange("10.0.0.0/8")]
        try await TestServer.with(api: Self.options(perMinute: 1, clock: clock, proxies: proxies), testing: .live) {
            api in
            try await api.expectJoin(from: "192.0.2.1", answers: .created)
            try await api.expectJoin(
                from: "192.0.2.2", answers: .tooManyRequests, "the peer (127.0.0.1) is no trusted proxy: it counts")
        }
    }

    @Test("CIDR ranges: parsed, matched by prefix, refused with a message when malformed")
    func addressRanges() throws {
        let range = try AddressRange("10.0.0.0/8")
        #expect(range.contains(ClientAddresses.bytes(of: "10.200.3.4")!))
        #expect(!range.contains(ClientAddresses.bytes(of: "11.0.0.1")!))
        #expect(!range.contains(ClientAddresses.bytes(of: "::1")!), "another family never matches")
        #expect(try AddressRange("2001:db8::/33").contains(ClientAddresses.bytes(of: "2001:db8:7fff::1")!))
        #expect(try !AddressRange("2001:db8::/33").contains(ClientAddresses.bytes(of: "2001:db8:8000::1")!))
        #expect(try AddressRange("192.0.2.7").contains(ClientAddresses.bytes(of: "192.0.2.7")!))
        for bad in ["10.0.0.0/33", "example.org", "10.0.0.0/8/8", "::1/129"] {
            #expect(throws: ServerError.self) { try AddressRange(bad) }
        }
        #expect(ClientAddresses.key(ClientAddresses.bytes(of: "::ffff:198.51.100.7")!) == "198.51.100.7")
    }
}

extension APIClient {
    /// Creates a player through a proxy that forwarded the request from `address`, expecting `status`.
    fileprivate func expectJoin(
        from address: String, answers status: HTTPResponse.Status, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let answer = try await call(
            .post, "/api/players", body: #"{"name":"Ada"}"#,
            headers: [HTTPField.Name("X-Forwarded-For")!: "203.0.113.9, \(address)"])
        #expect(answer.status == status, comment, sourceLocation: sourceLocation)
    }
}
