import Foundation
import Hummingbird
import NIOCore

/// Reading request bodies so that every refusal reaches the client, even one that writes its whole body before it reads.
///
/// Such a client (one sending `Connection: close`, as Python's `urllib` does) never reads
/// an answer sent before the server has read its body: the server stops reading, the
/// client's writes stall once the socket buffers are full (a few MB here), and both wait
/// until a timeout. So an oversized body is read to its end and dropped before its 413,
/// and a request refused before its body is read has its body drained first: up to
/// ``APILimits/drainedBytes``, beyond which the server stops reading (a body that declares
/// more is refused before any of it is read), so that no client holds a task for ever.
extension Request {
    /// The whole JSON body when it has at most `limit` bytes; a 413 whose message is `tooLarge`
    /// of the body's size when it has more, a 415 when it is not sent as `application/json`.
    ///
    /// An oversized body is read to its end (within ``APILimits/drainedBytes``), but only its
    /// first `limit` bytes are kept meanwhile. The type is required because a cross-site form
    /// may post `text/plain` without the browser asking first.
    func bodyBytes(upTo limit: Int, tooLarge: (_ size: Int) -> String) async throws -> ByteBuffer {
        if let declared = declaredLength, declared > APILimits.drainedBytes {
            throw APIError(.contentTooLarge, tooLarge(declared))
        }
        try await beforeBody {
            guard isJSON else {
                throw APIError(
                    .unsupportedMediaType, "send the body as JSON, with the header Content-Type: application/json")
            }
        }
        var collected = ByteBuffer()
        var size = 0
        for try await chunk in body {
            size += chunk.readableBytes
            if size <= limit {
                collected.writeImmutableBuffer(chunk)
            } else if size > APILimits.drainedBytes {
                break
            }
        }
        guard size <= limit else { throw APIError(.contentTooLarge, tooLarge(size)) }
        return collected
    }

    /// Runs `checks` (who is asking, their rate limit) before the body is read; when they
    /// throw, reads the body to its end and drops it, then throws their error.
    func beforeBody<Value>(_ checks: () async throws -> Value) async throws -> Value {
        do {
            return try await checks()
        } catch {
            guard (declaredLength ?? 0) <= APILimits.drainedBytes else { throw error }
            var size = 0
            for try await chunk in body {
                size += chunk.readableBytes
                if size > APILimits.drainedBytes { break }
            }
            throw error
        }
    }

    /// `true` when the request says it sends a body: a `Content-Type`, a `Content-Length` above 0 or a `Transfer-Encoding`.
    var hasBody: Bool {
        headers[.contentType] != nil || (declaredLength ?? 0) > 0 || headers[.transferEncoding] != nil
    }

    /// `true` when the `Content-Type` header says `application/json` (with any parameters).
    private var isJSON: Bool {
        guard let type = headers[.contentType] else { return false }
        let media = type.split(separator: ";", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces) ?? ""
        return media.lowercased() == "application/json"
    }

    /// The body's length as its `Content-Length` header declares it; `nil` without one.
    var declaredLength: Int? {
        headers[.contentLength].flatMap { Int($0) }
    }
}
