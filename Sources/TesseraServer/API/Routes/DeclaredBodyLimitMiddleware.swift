import Hummingbird

/// Refuses (413) an `/api` request whose `Content-Length` declares more than its route reads: a drawing's
/// 2 MiB for a drawing's save (`POST /api/drawings`, `PUT /api/drawings/{id}`), 256 KB for any other,
/// whether or not the route reads a body.
///
/// The body is drained first, as for every refusal sent before a body is read (see ``Request/beforeBody(_:)``);
/// a body sent without a declared length is bounded by the routes that read one.
struct DeclaredBodyLimitMiddleware: RouterMiddleware {
    typealias Context = TesseraRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let declared = request.declaredLength else { return try await next(request, context) }
        // The route the router matched (empty segments dropped, `{id}` for the id), not the raw path.
        let route = context.endpointPath
        let isDrawing =
            (request.method == .post && route == "/api/drawings")
            || (request.method == .put && route == "/api/drawings/{id}")
        guard declared > (isDrawing ? APILimits.drawingBytes : APILimits.bodyBytes) else {
            return try await next(request, context)
        }
        let message = isDrawing ? APILimits.drawingTooLarge(declared) : APILimits.bodyTooLarge
        return try await request.beforeBody { () async throws -> Response in
            throw APIError(.contentTooLarge, message)
        }
    }
}
