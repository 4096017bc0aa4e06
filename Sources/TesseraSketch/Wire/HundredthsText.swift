extension Hundredths {
    /// Appends `value` hundredths as the shortest decimal: `1200`, `-12.5`, `0.05`.
    public static func write(_ value: Int32, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = Int(value.magnitude)
        appendDigits(magnitude / 100, into: &bytes)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// `value` hundredths as text, for messages.
    public static func text(_ value: Int32) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(_ value: Int, into bytes: inout [UInt8]) {
        var divisor = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
