import Foundation
import Hummingbird
import NIOCore
import TesseraStore

/// How the API treats clients: the rate limit, the clock, randomness, and whether a proxy names the client.
public struct APIOptions: Sendable {
    /// Requests per minute per client for each of creating players, starting games, submitting results
    /// and changing drawings; `nil` for none.
    public var rateLimit: RateLimit?
    /// Take the client's address from the last `X-Forwarded-For` entry (set only behind a trusted proxy).
    public var behindProxy: Bool
    /// The clock: today's challenge, the periods and every stored time come from it.
    public var now: @Sendable () -> Date
    /// Seeds, ids, tokens and secrets.
    public var randomness: APIRandomness

    public init(
        rateLimit: RateLimit? = RateLimit(perMinute: 60), behindProxy: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }, randomness: APIRandomness = .system
    ) {
        self.rateLimit = rateLimit
        self.behindProxy = behindProxy
        self.now = now
        self.randomness = randomness
    }
}

/// The `/api` routes: players, ranked games, results, the daily challenge, the leaderboards and saved drawings.
struct APIRoutes: Sendable {
    let play: RankedPlay
    let drawings: DrawingLibrary
    let limiter: RateLimiter?
    let behindProxy: Bool

    init(store: any ServerStore, options: APIOptions) {
        play = RankedPlay(store: store, now: options.now, randomness: options.randomness)
        drawings = DrawingLibrary(store: store, now: options.now, randomness: options.randomness)
        limiter = options.rateLimit.map { RateLimiter(limit: $0, now: options.now) }
        self.behindProxy = options.behindProxy
    }

    func add(to router: Router<TesseraRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())

        api.post("players") { request, context -> Response in
            try await request.beforeBody { try await admit(request, context, .createPlayer) }
            let body = try await request.decodeJSON(as: NameBody.self)
            return try await play.createPlayer(named: body.name).json(.created)
        }
        api.get("players/me") { request, _ -> Response in
            let player = try await play.player(for: request)
            return try PlayerJSON(id: player.id, name: player.name).json()
        }
        api.patch("players/me") { request, context -> Response in
            let player = try await author(of: request, context, nil)
            let body = try await request.decodeJSON(as: NameBody.self)
            return try await play.rename(player, to: body.name).json()
        }
        api.get("players/me/results") { request, _ -> Response in
            let player = try await play.player(for: request)
            let query = Self.parameters(request)
            let board = try LeaderboardRequest.board(query, required: false)
            return try await play.results(of: player, on: board, limit: try LeaderboardRequest.limit(query)).json()
        }
        api.post("games") { request, context -> Response in
            let player = try await author(of: request, context, .startGame)
            let body = try await request.decodeJSON(as: NewGameBody.self)
            return try await play.startGame(for: player, body).json(.created)
        }
        api.post("games/:id/result") { request, context -> Response in
            let player = try await author(of: request, context, .submitResult)
            let id = try context.parameters.require("id")
            let body = try await request.decodeJSON(as: ResultBody.self)
            return try await play.submit(body.moves, toGame: id, by: player).json(.created)
        }
        api.post("daily") { request, context -> Response in
            let player = try await author(of: request, context, .startGame)
            let body = try await request.decodeJSON(as: DailyBody.self)
            let (game, isNew) = try await play.daily(for: player, game: body.game)
            return try game.json(isNew ? .created : .ok)
        }
        api.get("leaderboard") { request, _ -> Response in
            try await play.leaderboard(try LeaderboardRequest(Self.parameters(request))).json()
        }
        addDrawingRoutes(to: api)
        // Anything else under /api is a JSON 404, not the page's.
        for method in [HTTPRequest.Method.get, .post, .patch, .put, .delete] {
            api.on("**", method: method) { request, _ -> Response in
                throw APIError(.notFound, "no API route \(request.method) \(request.uri.path)")
            }
        }
    }

    /// The player who sends a request with a body, counted against their client's limit for
    /// `action` (if any); a 401 or 429 is answered only after the body is drained (see ``Request/beforeBody(_:)``).
    func author(of request: Request, _ context: TesseraRequestContext, _ action: RateLimiter.Action?)
        async throws -> Player
    {
        try await request.beforeBody {
            let player = try await play.player(for: request)
            if let action { try await admit(request, context, action) }
            return player
        }
    }

    /// Counts the request against its client's limit; a 429 when it is over.
    private func admit(_ request: Request, _ context: TesseraRequestContext, _ action: RateLimiter.Action) async throws
    {
        guard let limiter else { return }
        try await limiter.admit(client(of: request, context), action)
    }

    /// Who is asking: the peer's IP address, or the proxy's last `X-Forwarded-For` entry behind a proxy.
    ///
    /// An IPv6 client counts by its /64 network, since one host can hold a whole /64 of addresses.
    func client(of request: Request, _ context: TesseraRequestContext) -> String {
        if behindProxy,
            let forwarded = request.headers.last(where: { $0.name.canonicalName == "x-forwarded-for" })?.value,
            let last = forwarded.split(separator: ",").last
        {
            let address = last.trimmingCharacters(in: .whitespaces)
            return (try? SocketAddress(ipAddress: address, port: 0)).map(Self.network) ?? address
        }
        return context.remoteAddress.map(Self.network) ?? "unknown"
    }

    /// An IPv4 address itself; an IPv6 address's /64 network.
    static func network(_ address: SocketAddress) -> String {
        guard case .v6(let v6) = address else { return address.ipAddress ?? "unknown" }
        return withUnsafeBytes(of: v6.address.sin6_addr) { bytes in
            stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
                .joined(separator: ":") + "::/64"
        }
    }

    private static func parameters(_ request: Request) -> [String: String] {
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters {
            query[String(name)] = String(value)
        }
        return query
    }
}
