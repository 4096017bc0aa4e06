import NIOCore

/// A range of IP addresses written as CIDR (`10.0.0.0/8`, `::1/128`, or one address alone): the
/// peers whose `X-Forwarded-For` header the server trusts.
public struct AddressRange: Sendable, Equatable, CustomStringConvertible {
    /// The network's bytes (4 for IPv4, 16 for IPv6).
    private let network: [UInt8]
    /// How many leading bits an address must share with ``network``.
    private let prefix: Int
    public let description: String

    /// Loopback, IPv4 and IPv6: a proxy on the same machine.
    public static let loopback = [try! AddressRange("127.0.0.0/8"), try! AddressRange("::1/128")]

    /// The range `text` writes; throws ``ServerError`` saying what is wrong with it.
    public init(_ text: String) throws(ServerError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let bytes = ClientAddresses.bytes(of: String(parts[0])) else {
            throw ServerError("\(text) is not an IP address or a CIDR range (10.0.0.0/8, 2001:db8::/32)")
        }
        let length = bytes.count * 8
        var prefix = length
        if parts.count == 2 {
            guard let given = Int(parts[1]), (0...length).contains(given) else {
                throw ServerError("\(text): the prefix length after / is 0–\(length)")
            }
            prefix = given
        }
        network = bytes
        self.prefix = prefix
        description = text
    }

    /// `true` when `bytes` (an address of the same family) lie in the range.
    func contains(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == network.count else { return false }
        var bits = prefix
        for (ours, theirs) in zip(network, bytes) where bits > 0 {
            let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
            if ours & mask != theirs & mask { return false }
            bits -= 8
        }
        return true
    }
}
