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
        try await bodyBytes(upTo: APILimits.bodyBytes) { _ in APILimits.bodyTooLarge }
    }

    /// `Body` from a JSON object in UTF-8, or a 400 that says what was wrong.
    ///
    /// Foundation would also read UTF-16 and a byte-order mark, which JSON over HTTP is not (RFC 8259);
    /// a NUL byte (never in JSON text) or the mark is refused, as the drawings' parser refuses them.
    private static func decode<Body: Decodable>(_ type: Body.Type, from buffer: ByteBuffer) throws(APIError) -> Body {
        let data = Data(buffer.readableBytesView)
        let notJSON = APIError(.badRequest, "the body is not valid JSON (in UTF-8)")
        guard !data.contains(0), !data.starts(with: [0xEF, 0xBB, 0xBF]) else { throw notJSON }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            throw numberOutOfRange(in: data).map { APIError(.badRequest, $0) } ?? notJSON
        }
        guard let object = value as? [String: Any] else {
            throw APIError(.badRequest, "the body must be a JSON object, {…}")
        }
        if let problem = laxity(in: data) { throw APIError(.badRequest, problem) }
        do {
            return try JSONDecoder().decode(Body.self, from: data)
        } catch let error as DecodingError {
            throw APIError(.badRequest, Self.explain(error, in: object))
        } catch let error as APIError {
            throw error  // a body's own refusal (a daily challenge given a board size)
        } catch {
            throw APIError(.badRequest, "the body is not the JSON this route takes")
        }
    }

    /// What Foundation lets pass in `data` (valid JSON to it) that is not JSON or leaves a field's value in doubt,
    /// said as a refusal; nil when there is none. That is a comma before a closing bracket (`{"a":1,}`), or a key
    /// the top-level object has twice, of whose values Foundation would keep one silently.
    private static func laxity(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var keys = Set<String>()
        var depth = 0
        var keyNext = false  // the next string at depth 1 is a key
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                keyNext = depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                keyNext = depth == 1
                let next = bytes[(index + 1)...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
                if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                    return "the body is not valid JSON: a comma comes before a closing bracket"
                }
            case UInt8(ascii: "\""):
                let start = index
                index = endOfString(in: bytes, openingAt: start)
                if keyNext {
                    keyNext = false
                    let quoted = Data(bytes[start..<min(index + 1, bytes.count)])
                    let key = (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
                    if let key, !keys.insert(key).inserted {
                        return "\"\(key.quotedInMessage)\" is given twice"
                    }
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The first number in `data` beyond any field's range (`1e999`), as a refusal, for a body Foundation refused.
    ///
    /// Foundation refuses such a number as it refuses text that is not JSON at all; the body is JSON, and the number
    /// to blame, when it reads once every such number (outside strings) is written 0. Nil otherwise.
    private static func numberOutOfRange(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var tamed: [UInt8] = []
        var first: String?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var end = index + 1
            if byte == UInt8(ascii: "\"") {
                end = min(endOfString(in: bytes, openingAt: index) + 1, bytes.count)
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                end = bytes[index...].firstIndex { !numberBytes.contains($0) } ?? bytes.count
                let number = String(decoding: bytes[index..<end], as: UTF8.self)
                if Double(number)?.isInfinite == true {
                    first = first ?? number
                    tamed.append(UInt8(ascii: "0"))
                    index = end
                    continue
                }
            }
            tamed += bytes[index..<end]
            index = end
        }
        guard let first, (try? JSONSerialization.jsonObject(with: Data(tamed), options: .fragmentsAllowed)) != nil
        else { return nil }
        return "the number \(first.quotedInMessage) is out of range"
    }

    /// The bytes a JSON number is spelt with.
    private static let numberBytes = Set("0123456789+-.eE".utf8)

    /// The index of the quote closing the string that opens at `start`, or `bytes.count` when none closes it.
    ///
    /// A backslash escapes the byte after it.
    private static func endOfString(in bytes: [UInt8], openingAt start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index, bytes.count)
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

    /// The field a decoding error names, or, for a number no field can hold (Foundation names none), the
    /// first field of `object` holding a number that is not a whole one within 64 bits.
    private static func explain(_ error: DecodingError, in object: [String: Any]) -> String {
        func field(_ path: [any CodingKey]) -> String { path.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .keyNotFound(let key, _):
            return "the JSON body needs a \"\(key.stringValue)\" field"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = Self.kind(type)
            return "\"\(field(context.codingPath))\" must be \(expected)"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let notWhole = object.keys.sorted().first { key in
                guard let number = object[key] as? NSNumber, !(object[key] is Bool) else { return false }
                return Double(number.int64Value) != number.doubleValue || abs(number.doubleValue) >= 0x1p63
            }
            return notWhole.map { "\"\($0)\" must be a whole number" } ?? "the body is not the JSON this route takes"
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
