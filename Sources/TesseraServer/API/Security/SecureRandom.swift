/// Unguessable values from the system's secure random source (getrandom on Linux).
enum SecureRandom {
    /// `count` random bytes as lowercase hex (two characters a byte).
    static func hex(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }.hexText
    }
}

extension Sequence<UInt8> {
    /// The bytes as lowercase hex, two characters each.
    var hexText: String {
        map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
