import Foundation
import Hummingbird

extension Request {
    /// The body decoded as JSON, refusing what is too large (over ``APILimits/bodyBytes``) or
    /// malformed with a message that says what was wrong.
    ///
    /// Fields the type does not declare (a `score`, say) are ignored.
    func decodeJSON<Body: Decodable>(as type: Body.Type) async throws -> Body {
        try Self.decode(type, from: try await jsonBytes())
    }

    /// The body decoded as ``decodeJSON(as:)`` does, or `nil` when the request sends none, or an empty one.
    func decodeJSONIfSent<Body: Decodable>(as type: Body.Type) async throws -> Body? {
        guard hasBody else { return nil }
        let buffer = try await jsonBytes()
        return buffer.readableBytes == 0 ? nil : try Self.decode(type, from: buffer)
    }

    private func jsonBytes() async throws -> ByteBuffer {
        try await bodyBytes(upTo: APILimits.bodyBytes) { _ in
            "the request body is larger than \(APILimits.bodyBytes / 1024) KB"
        }
    }

    private static func decode<Body: Decodable>(_ type: Body.Type, from buffer: ByteBuffer) throws(APIError) -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw APIError(.badRequest, Self.explain(error))
        } catch {
            throw APIError(.badRequest, "the body is not the JSON this route takes")
        }
    }

    /// What a value of `type` is, in words (never a Swift type's name).
    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is UInt64.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is Double.Type: "a number"
        default: type is any Collection.Type ? "a list" : "a JSON object"
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        func field(_ path: [any CodingKey]) -> String { path.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .keyNotFound(let key, _):
            return "the JSON body needs a \"\(key.stringValue)\" field"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = Self.kind(type)
            return "\"\(field(context.codingPath))\" must be \(expected)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the body is not valid JSON"
        case .dataCorrupted(let context):
            return "\"\(field(context.codingPath))\" is malformed"
        @unknown default:
            return "the body is not the JSON this route takes"
        }
    }
}

extension ResponseEncodable {
    /// This value as a JSON response with `status`, never cached.
    ///
    /// Keys are sorted, so the same answer is always the same bytes (fixture tests pin them).
    func json(_ status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(self)
        return Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
