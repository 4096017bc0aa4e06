import NIOCore

/// One file of the page, held in memory with what it takes to serve it well.
public struct WebAsset: Sendable {
    /// The file's bytes.
    public let body: ByteBuffer
    /// The bytes gzipped, when that makes them smaller by at least a tenth.
    public let gzipped: ByteBuffer?
    /// The `Content-Type`.
    public let contentType: String
    /// A weak validator of the bytes (`W/"…"`): weak because the same tag covers the plain and gzipped bodies.
    public let eTag: String

    init(bytes: [UInt8], contentType: String, gzipped: ByteBuffer?) {
        body = ByteBuffer(bytes: bytes)
        self.contentType = contentType
        self.gzipped = gzipped.flatMap { $0.readableBytes * 10 <= bytes.count * 9 ? $0 : nil }
        eTag = "W/\"\(String(Self.fnv1a(bytes), radix: 16))\""
    }

    /// The content type for a file name's extension.
    static func contentType(forPath path: String) -> String {
        switch path.split(separator: ".").last.map(String.init) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "wasm": "application/wasm"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "webmanifest": "application/manifest+json"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }

    /// The 64-bit FNV-1a hash of the bytes: a cheap, stable validator.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
