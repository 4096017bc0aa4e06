import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import TesseraRules
import TesseraStore

/// Builds the router: the health check, the API over `store` (ranked play, saved drawings), then the page and its
/// assets, every answer with the security headers (HSTS when `usesTLS`).
public func buildRouter(
    assets: WebAssets, store: any ServerStore, api: APIOptions = APIOptions(),
    logLevel: Logger.Level = .info, usesTLS: Bool = false
) -> Router<TesseraRequestContext> {
    // HEAD is answered wherever GET is, as GET would answer it without the body.
    let router = Router(context: TesseraRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.middlewares.add(SecurityHeadersMiddleware(usesTLS: usesTLS))
    router.middlewares.add(LogRequestsMiddleware(logLevel))
    router.get("/health") { _, _ -> Response in
        let body = #"{"status":"ok","rulesVersion":\#(TileSetup.rulesVersion)}"#
        return Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }
    APIRoutes(store: store, options: api).add(to: router)
    AssetRoutes(assets: assets).add(to: router)
    return router
}

/// Builds the whole server over an open store: router, address, TLS when asked for, logging and graceful shutdown.
///
/// The caller opens the store (``openServerStore(_:logger:)``) and closes it after the server stops.
/// `onListening` is called with the address once the server accepts
/// connections (useful with port 0). Running the result with
/// `runService()` stops gracefully on SIGINT and SIGTERM.
public func buildApplication(
    _ options: ServerOptions,
    store: any ServerStore,
    logger: Logger = Logger(label: "tessera"),
    onListening: @escaping @Sendable (String) -> Void = { _ in }
) throws -> some ApplicationProtocol {
    let assets = try WebAssets.bundled()
    let router = buildRouter(
        assets: assets, store: store, api: options.api, logLevel: logger.logLevel, usesTLS: options.usesTLS)
    // A connection idle this long is closed, so slow or silent clients cannot hold sockets for ever.
    let idle = options.idleTimeout.components
    let http1: HTTPServerBuilder = .http1(
        configuration: .init(idleTimeout: .nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000))
    )
    var server = http1
    if let tls = options.tls {
        server = try .tls(http1, tlsConfiguration: tls)
    }
    let scheme = options.usesTLS ? "https" : "http"
    let host = options.host
    return Application(
        router: router,
        server: server,
        configuration: .init(address: .hostname(options.host, port: options.port), serverName: "Tessera"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? options.port
            onListening("\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)")
        },
        logger: logger
    )
}

/// A server setup problem, said plainly.
public struct ServerError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
