import TesseraRules

/// A colour as the wire form writes it: `#rrggbb`.
public struct SketchColor: Equatable, Sendable {
    /// Red, green and blue in the low 24 bits.
    public let rgb: UInt32

    /// Paper white, the background of a new drawing.
    public static let white = SketchColor(checked: 0xFF_FFFF)

    /// The colour `0xRRGGBB`; `nil` when `rgb` has bits above the low 24.
    public init?(rgb: UInt32) {
        guard rgb <= 0xFF_FFFF else { return nil }
        self.rgb = rgb
    }

    private init(checked rgb: UInt32) { self.rgb = rgb }

    /// The colour spelled `#rrggbb` (either case); `nil` for any other text.
    public init?(hex: some Collection<UInt8>) {
        guard hex.count == 7, hex.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in hex.dropFirst() {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | digit
        }
        rgb = value
    }

    /// `#rrggbb` in lower case.
    public var hex: [UInt8] {
        let digits: StaticString = "0123456789abcdef"
        var text: [UInt8] = [UInt8(ascii: "#")]
        for shift in stride(from: 20, through: 0, by: -4) {
            text.append(digits.utf8Start[Int((rgb >> UInt32(shift)) & 0xF)])
        }
        return text
    }

    /// The value of a hexadecimal digit byte (either case); `nil` for any other byte.
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        if let digit = ASCII.digit(byte) { return UInt32(digit) }
        let lower = ASCII.lowercased(byte)
        guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "f") else { return nil }
        return UInt32(lower - UInt8(ascii: "a") + 10)
    }
}
