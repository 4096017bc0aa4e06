import Foundation
import Hummingbird
import NIOHTTP1

/// A refused API request: a status and a sentence for a person, sent as `{"error":"…"}`.
public struct APIError: HTTPResponseError, CustomStringConvertible {
    public let status: HTTPResponse.Status
    public let message: String
    /// Extra headers, such as `Retry-After` on a 429.
    public var headers: HTTPFields = [:]
    /// The verified result a 409 for a second submission carries, as `"result"`.
    var result: VerifiedJSON?

    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status.code) \(message)" }

    private struct Body: ResponseEncodable {
        let error: String
        let result: VerifiedJSON?
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try Body(error: message, result: result).json(status)
        response.headers.append(contentsOf: headers)
        return response
    }
}

/// Turns every failure under `/api` into a JSON error: Hummingbird's own (an oversized
/// body, an unknown route) keep their status, a malformed body is a 400; anything unexpected
/// is logged and becomes a 500.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as HTTPError {
            throw APIError(error.status, error.body ?? Self.sentence(for: error.status))
        } catch let error as HTTPParserError {
            // A body whose chunked encoding breaks off or is garbled: the client's fault, said as the parser says it.
            throw APIError(.badRequest, "the request is malformed HTTP: \(error)")
        } catch {
            context.logger.error("API request failed", metadata: ["error": "\(String(reflecting: error))"])
            throw APIError(.internalServerError, "the server failed while handling this request; its log says why")
        }
    }

    private static func sentence(for status: HTTPResponse.Status) -> String {
        switch status {
        case .contentTooLarge: APILimits.bodyTooLarge
        case .notFound: "no such API route"
        default: status.reasonPhrase
        }
    }
}
