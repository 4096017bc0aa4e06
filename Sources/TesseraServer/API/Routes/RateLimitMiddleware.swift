import Hummingbird

/// Counts every `/api` request against its client's limit before any work is done for it (no
/// token is looked up, no body decoded), so a flood of bad tokens never reaches the database.
///
/// A refused request's body is drained before the 429 (see ``Request/beforeBody(_:)``).
struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = TesseraRequestContext
    let limiter: RateLimiter
    let clients: ClientAddresses

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let action = RateLimiter.Action(method: request.method, path: request.uri.path)
        try await request.beforeBody { try await limiter.admit(clients.client(of: request, context), action) }
        return try await next(request, context)
    }
}
