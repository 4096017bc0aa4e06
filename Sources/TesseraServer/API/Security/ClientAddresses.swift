import Hummingbird
import NIOCore

/// Who is asking, for the rate limits: the peer's address, or the last `X-Forwarded-For` entry
/// when the peer is a trusted proxy.
///
/// An IPv4 client counts by its address, an IPv6 client by its /64 network (one host can hold a
/// whole /64). An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack `--host ::`
/// gives every IPv4 client) counts as the IPv4 address it maps.
struct ClientAddresses: Sendable {
    /// The peers whose `X-Forwarded-For` header names the client; none: the header is ignored.
    let trustedProxies: [AddressRange]

    /// The client `request` counts for.
    func client(of request: Request, _ context: TesseraRequestContext) -> String {
        let peer = context.remoteAddress.flatMap { $0.ipAddress }.flatMap(Self.bytes(of:))
        if let peer, trustedProxies.contains(where: { $0.contains(Self.unmapped(peer)) }),
            let forwarded = request.headers.last(where: { $0.name.canonicalName == "x-forwarded-for" })?.value,
            let last = forwarded.split(separator: ",").last
        {
            let address = Self.withoutPort(last.trimmingCharacters(in: .whitespaces))
            return Self.bytes(of: address).map(Self.key) ?? "forwarded \(address)"
        }
        return peer.map(Self.key) ?? "unknown"
    }

    /// The bytes of an IPv4 (4) or IPv6 (16) address written as text; `nil` for anything else.
    static func bytes(of text: String) -> [UInt8]? {
        guard let address = try? SocketAddress(ipAddress: text, port: 0) else { return nil }
        switch address {
        case .v4(let v4): return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6): return withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        case .unixDomainSocket: return nil
        }
    }

    /// An IPv4-mapped IPv6 address as its IPv4 address; any other address as it is.
    static func unmapped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF else {
            return bytes
        }
        return Array(bytes[12...])
    }

    /// The limiter's key for an address: an IPv4 address itself, an IPv6 address's /64 network.
    static func key(_ bytes: [UInt8]) -> String {
        let address = unmapped(bytes)
        if address.count == 4 { return address.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 8, by: 2).map {
            String(UInt16(address[$0]) << 8 | UInt16(address[$0 + 1]), radix: 16)
        }
        .joined(separator: ":") + "::/64"
    }

    /// An address with any port a proxy wrote after it taken off: `192.0.2.1:5678`, `[2001:db8::1]:443`.
    static func withoutPort(_ text: String) -> String {
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text
    }
}
