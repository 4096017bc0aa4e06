/// Writes integers as decimal ASCII bytes, without going through `String`.
enum DecimalText {
    /// Appends the decimal digits of `value`, with a leading `-` when it is negative.
    @inline(never)
    static func write(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        write(UInt64(value.magnitude), into: &bytes)
    }

    /// Appends the decimal digits of `value`.
    @inline(never)
    static func write(_ value: UInt64, into bytes: inout [UInt8]) {
        var divisor: UInt64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
