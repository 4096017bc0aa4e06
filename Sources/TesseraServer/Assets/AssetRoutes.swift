import Foundation
import Hummingbird

/// Serves the page's assets from memory: content types, ETags with 304s, gzip when asked for.
struct AssetRoutes<Context: RequestContext>: Sendable {
    let assets: WebAssets

    func add(to router: Router<Context>) {
        for method in [HTTPRequest.Method.get, .head] {
            for path in assets.sections.map(\.path) {
                router.on(RouterPath(path), method: method) { request, _ in
                    respond(to: request, with: assets.files["/index.html"])
                }
            }
            // A shared drawing's link: the page, which opens the drawing read-only from its address.
            router.on("/s/:key", method: method) { request, _ in
                respond(to: request, with: assets.files["/index.html"])
            }
            router.on("**", method: method) { request, _ in
                respond(to: request, with: assets.files[request.uri.path])
            }
        }
    }

    /// The response for an asset (or a 404 when there is none).
    func respond(to request: Request, with asset: WebAsset?) -> Response {
        guard let asset else {
            return Response(
                status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "Not found: \(request.uri.path)\n")))
        }
        var headers: HTTPFields = [
            .contentType: asset.contentType,
            .eTag: asset.eTag,
            .cacheControl: "no-cache",
            .vary: "Accept-Encoding",
        ]
        if let tags = request.headers[.ifNoneMatch],
            tags.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == asset.eTag || $0.trimmingCharacters(in: .whitespaces) == "*"
            })
        {
            return Response(status: .notModified, headers: headers)
        }
        let acceptsGzip = request.headers[values: .acceptEncoding].contains { $0.lowercased().contains("gzip") }
        var body = asset.body
        if acceptsGzip, let gzipped = asset.gzipped {
            headers[.contentEncoding] = "gzip"
            body = gzipped
        }
        guard request.method != .head else {
            headers[.contentLength] = String(body.readableBytes)
            return Response(status: .ok, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }
}
