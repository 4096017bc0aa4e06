import Foundation
import Hummingbird
import NIOCore
import TesseraStore

/// How the API treats clients: the rate limit, the clocks, randomness, and which proxies name the client.
public struct APIOptions: Sendable {
    /// Requests per minute per client for each of creating players, starting games, submitting results,
    /// renaming and changing drawings, and ten times as many reads; `nil` for none.
    public var rateLimit: RateLimit?
    /// The peers whose last `X-Forwarded-For` entry names the client (the proxies in front of the
    /// server); for any other peer the header is ignored.
    public var trustedProxies: [AddressRange]
    /// The clock: today's challenge, the periods and every stored time come from it.
    public var now: @Sendable () -> Date
    /// Seconds on a monotonic clock, for the rate limits.
    public var uptime: @Sendable () -> TimeInterval
    /// Seeds, ids, tokens and secrets.
    public var randomness: APIRandomness
    /// Where submitted games are replayed.
    public var replays: ReplayPool
    /// How many of a player's submissions may fail verification within an hour before the
    /// player's submissions are refused (429) without a replay; `nil` for no quota.
    public var failedVerificationsPerHour: Int?
    /// How long, in seconds, a board's answer is reused by later reads of it (a result added to
    /// the board through this server drops it at once); 0 to query the database every time.
    public var boardCacheSeconds: TimeInterval

    public init(
        rateLimit: RateLimit? = RateLimit(perMinute: 60), trustedProxies: [AddressRange] = [],
        now: @escaping @Sendable () -> Date = { Date() },
        uptime: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
        randomness: APIRandomness = .system, replays: ReplayPool = .shared, failedVerificationsPerHour: Int? = 5,
        boardCacheSeconds: TimeInterval = 1
    ) {
        self.rateLimit = rateLimit
        self.trustedProxies = trustedProxies
        self.now = now
        self.uptime = uptime
        self.randomness = randomness
        self.replays = replays
        self.failedVerificationsPerHour = failedVerificationsPerHour
        self.boardCacheSeconds = boardCacheSeconds
    }
}

/// The `/api` routes: players, ranked games, results, the daily challenge, the leaderboards and saved drawings.
struct APIRoutes: Sendable {
    let play: RankedPlay
    let drawings: DrawingLibrary
    let limiter: RateLimiter?
    let clients: ClientAddresses

    init(store: any ServerStore, options: APIOptions) {
        play = RankedPlay(
            store: store, now: options.now, randomness: options.randomness, replays: options.replays,
            failures: options.failedVerificationsPerHour.map {
                FailedVerifications(limit: $0, window: 3_600, uptime: options.uptime)
            },
            boards: options.boardCacheSeconds > 0
                ? BoardCache(lifetime: options.boardCacheSeconds, uptime: options.uptime) : nil)
        drawings = DrawingLibrary(store: store, now: options.now, randomness: options.randomness)
        limiter = options.rateLimit.map { RateLimiter(limit: $0, uptime: options.uptime) }
        clients = ClientAddresses(trustedProxies: options.trustedProxies)
    }

    func add(to router: Router<TesseraRequestContext>) {
        let group = router.group("api").add(middleware: APIErrorMiddleware())
        if let limiter { group.add(middleware: RateLimitMiddleware(limiter: limiter, clients: clients)) }
        group.add(middleware: DeclaredBodyLimitMiddleware())
        let api = APIRouteTable(group)

        api.post("players") { request, _ -> Response in
            let body = try await request.decodeJSON(as: NameBody.self)
            return try await play.createPlayer(named: body.name).json(.created)
        }
        api.get("players/me") { request, _ -> Response in
            let player = try await play.player(for: request)
            return try PlayerJSON(id: player.id, name: player.name).json()
        }
        api.patch("players/me") { request, _ -> Response in
            let player = try await author(of: request)
            let body = try await request.decodeJSON(as: NameBody.self)
            return try await play.rename(player, to: body.name).json()
        }
        api.post("players/me/token") { request, _ -> Response in
            // The body is read first: a repeat of a change that took effect is told by the token it proposes.
            let proposal = try await request.decodeJSONIfSent(as: TokenBody.self)?.token
            return try await play.rotateToken(from: request, proposing: proposal).json()
        }
        api.get("players/me/results") { request, _ -> Response in
            let player = try await play.player(for: request)
            let query = try Self.parameters(request)
            let board = try LeaderboardRequest.board(query, required: false)
            return try await play.results(of: player, on: board, limit: try LeaderboardRequest.limit(query)).json()
        }
        api.post("games") { request, _ -> Response in
            let player = try await author(of: request)
            let body = try await request.decodeJSON(as: NewGameBody.self)
            return try await play.startGame(for: player, body).json(.created)
        }
        api.get("games/:id") { request, context -> Response in
            let player = try await play.player(for: request)
            return try await play.game(id: try context.parameters.decoded("id"), of: player).json()
        }
        api.post("games/:id/result") { request, context -> Response in
            let player = try await author(of: request)
            let id = try context.parameters.decoded("id")
            let body = try await request.decodeJSON(as: ResultBody.self)
            return try await play.submit(body.moves, toGame: id, by: player).json(.created)
        }
        api.post("daily") { request, _ -> Response in
            let player = try await author(of: request)
            let body = try await request.decodeJSON(as: DailyBody.self)
            let (game, isNew) = try await play.daily(for: player, game: body.game)
            return try game.json(isNew ? .created : .ok)
        }
        api.get("leaderboard") { request, _ -> Response in
            try await play.leaderboard(try LeaderboardRequest(Self.parameters(request))).json()
        }
        addDrawingRoutes(to: api)
        // Another method on a route is a 405, anything else under /api a JSON 404 (not the page's).
        api.refuseTheRest()
    }

    /// The player who sends a request with a body; a 401 is answered only after the body is
    /// drained (see ``Request/beforeBody(_:)``).
    func author(of request: Request) async throws -> Player {
        try await request.beforeBody { try await play.player(for: request) }
    }

    /// The query's parameters by name; an empty part (`&&`, a trailing `&`) is passed over, as a browser's form
    /// would, and a value without a name or a name given twice is refused.
    private static func parameters(_ request: Request) throws(APIError) -> [String: String] {
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters where !(name.isEmpty && value.isEmpty) {
            guard !name.isEmpty else {
                throw APIError(.badRequest, "a value in the query has no name: =\(value.quotedInMessage)")
            }
            guard query.updateValue(String(value), forKey: String(name)) == nil else {
                throw APIError(.badRequest, "\(name) is given twice in the query")
            }
        }
        return query
    }
}
