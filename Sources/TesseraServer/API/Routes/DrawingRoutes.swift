import Hummingbird
import NIOCore

/// The drawings routes under `/api`: a player's own drawings (token needed) and shared ones (no token).
extension APIRoutes {
    /// Adds the drawings routes to the `/api` group.
    func addDrawingRoutes(to api: APIRouteTable) {
        api.post("drawings") { request, _ -> Response in
            let player = try await author(of: request)
            return try await drawings.save(try await Self.drawingBody(request), for: player).json(.created)
        }
        api.get("drawings") { request, _ -> Response in
            try await drawings.list(for: try await play.player(for: request)).json()
        }
        api.get("drawings/:id") { request, context -> Response in
            let player = try await play.player(for: request)
            return .wireForm(try await drawings.wireForm(of: try context.parameters.decoded("id"), for: player))
        }
        api.put("drawings/:id") { request, context -> Response in
            let player = try await author(of: request)
            let id = try context.parameters.decoded("id")
            return try await drawings.replace(id, with: try await Self.drawingBody(request), for: player).json()
        }
        api.delete("drawings/:id") { request, context -> Response in
            let player = try await author(of: request)
            try await drawings.remove(try context.parameters.decoded("id"), for: player)
            return Response(status: .noContent)
        }
        api.post("drawings/:id/share") { request, context -> Response in
            let player = try await author(of: request)
            let (link, isNew) = try await drawings.share(try context.parameters.decoded("id"), for: player)
            return try link.json(isNew ? .created : .ok)
        }
        api.delete("drawings/:id/share") { request, context -> Response in
            let player = try await author(of: request)
            try await drawings.unshare(try context.parameters.decoded("id"), for: player)
            return Response(status: .noContent)
        }
        api.get("shared/:key") { _, context -> Response in
            .wireForm(try await drawings.shared(try context.parameters.decoded("key")))
        }
        api.get("shared/:key/svg") { _, context -> Response in
            .svg(try await drawings.sharedSVG(try context.parameters.decoded("key")))
        }
    }

    /// The body of a drawing's save: at most ``APILimits/drawingBytes``, else a 413 that says so.
    private static func drawingBody(_ request: Request) async throws -> ByteBuffer {
        try await request.bodyBytes(upTo: APILimits.drawingBytes, tooLarge: APILimits.drawingTooLarge)
    }
}
