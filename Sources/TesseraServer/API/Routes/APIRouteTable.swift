import Hummingbird

/// The `/api` group as its routes are added: each path keeps its methods, so that ``refuseTheRest()``
/// can answer any other method there with a 405 naming them, and any other path with a JSON 404.
final class APIRouteTable {
    typealias Handler = @Sendable (Request, TesseraRequestContext) async throws -> Response

    private let group: RouterGroup<TesseraRequestContext>
    /// Each path in the order it was first added, with its methods.
    private var routes: [(path: String, methods: [HTTPRequest.Method])] = []

    init(_ group: RouterGroup<TesseraRequestContext>) {
        self.group = group
    }

    func get(_ path: String, use handler: @escaping Handler) { add(path, .get, handler) }
    func post(_ path: String, use handler: @escaping Handler) { add(path, .post, handler) }
    func put(_ path: String, use handler: @escaping Handler) { add(path, .put, handler) }
    func patch(_ path: String, use handler: @escaping Handler) { add(path, .patch, handler) }
    func delete(_ path: String, use handler: @escaping Handler) { add(path, .delete, handler) }

    private func add(_ path: String, _ method: HTTPRequest.Method, _ handler: @escaping Handler) {
        group.on(RouterPath(path), method: method, use: handler)
        if let index = routes.firstIndex(where: { $0.path == path }) {
            routes[index].methods.append(method)
        } else {
            routes.append((path, [method]))
        }
    }

    /// Answers every method a path does not take with a 405 and an `Allow` header (HEAD goes with GET,
    /// which the router answers it for), and every path under `/api` that is not a route with a 404: the
    /// router's catch-all does not reach a path that begins a route's (`/api/shared` of `/api/shared/{key}`),
    /// so each such beginning is answered on its own.
    func refuseTheRest() {
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace]
        for (path, taken) in routes {
            let allowed = taken.contains(.get) ? taken + [.head] : taken
            let allow = methods.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
            for method in methods where !allowed.contains(method) {
                group.on(RouterPath(path), method: method) { request, _ -> Response in
                    var error = APIError(
                        .methodNotAllowed, "\(request.uri.path) takes \(allow), not \(request.method)")
                    error.headers[.allow] = allow
                    return try await Self.refuse(request, error)
                }
            }
        }
        var beginnings: [String] = []
        for (path, _) in routes {
            let parts = path.split(separator: "/")
            for count in parts.indices.dropFirst() {
                let beginning = parts.prefix(count).joined(separator: "/")
                if !routes.contains(where: { $0.path == beginning }) && !beginnings.contains(beginning) {
                    beginnings.append(beginning)
                }
            }
        }
        for path in ["", "**"] + beginnings {
            for method in methods {
                group.on(RouterPath(path), method: method) { request, _ -> Response in
                    try await Self.refuse(
                        request, APIError(.notFound, "no API route \(request.method) \(request.uri.path)"))
                }
            }
        }
    }

    /// Throws `error` once the request's body is drained, so that the refusal reaches a client that writes its
    /// whole body before it reads (see ``Request/beforeBody(_:)``).
    private static func refuse(_ request: Request, _ error: APIError) async throws -> Response {
        try await request.beforeBody { () async throws -> Response in throw error }
    }
}
