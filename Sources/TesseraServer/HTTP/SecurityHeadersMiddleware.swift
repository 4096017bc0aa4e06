import HTTPTypes
import Hummingbird

/// Adds the headers every answer carries, errors included: a Content-Security-Policy that lets
/// the page run only this site's own scripts and WebAssembly, no MIME sniffing, no framing by
/// other sites, no referrer beyond this site (a share link's key stays here), and HSTS under TLS.
///
/// A header an answer already sets (the shared SVG's own policy) is left as it is.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = TesseraRequestContext
    /// HTTPS: browsers are told to keep to it for a year.
    let usesTLS: Bool

    /// Scripts, styles, images and connections from this site only; WebAssembly compiled from them.
    static let policy =
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; "
        + "frame-ancestors 'none'"
    private static let frameOptions = HTTPField.Name("X-Frame-Options")!
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        var headers: [(HTTPField.Name, String)] = [
            (.contentSecurityPolicy, Self.policy), (.xContentTypeOptions, "nosniff"), (Self.frameOptions, "DENY"),
            (Self.referrerPolicy, "same-origin"),
        ]
        if usesTLS { headers.append((.strictTransportSecurity, "max-age=31536000")) }
        for (name, value) in headers where response.headers[name] == nil {
            response.headers[name] = value
        }
        return response
    }
}
