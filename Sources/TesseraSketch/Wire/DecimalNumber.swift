/// A JSON number read exactly from its text, as whole hundredths: no floating point, so `0.125`
/// rounds to `0.13` the same way on every platform (halves away from zero).
enum DecimalNumber {
    /// The most significant digits kept: enough for any value below the limit, as an `Int64`.
    private static let keptDigits = 17
    private static let limit: Int64 = 1_000_000_000_000_000

    /// The number `text` spells (JSON's grammar, already checked by ``WireReader``), in hundredths
    /// rounded to the nearest; `nil` when its magnitude is 10^15 hundredths or more.
    static func hundredths(_ text: ArraySlice<UInt8>) -> Int64? {
        var mantissa: Int64 = 0
        var count = 0
        var dropped = 0
        var negative = false
        var fractionDigits = 0
        var inFraction = false
        var exponent = 0
        var exponentNegative = false
        var inExponent = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "-") where !inExponent: negative = true
            case UInt8(ascii: "-"): exponentNegative = true
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            default:
                let digit = Int64(byte - UInt8(ascii: "0"))
                if inExponent {
                    // An exponent 20 past the text's length outweighs any count of digits before it: the number
                    // is out of any range or rounds to zero either way. (Capped so, it fits wasm32's `Int`.)
                    exponent = min(exponent * 10 + Int(digit), text.count + 20)
                    continue
                }
                if inFraction { fractionDigits += 1 }
                if count == 0 && digit == 0 { continue }
                if count < keptDigits {
                    mantissa = mantissa * 10 + digit
                    count += 1
                } else {
                    dropped += 1
                }
            }
        }
        guard mantissa != 0 else { return 0 }
        // The number is mantissa × 10^shift hundredths.
        let shift = (exponentNegative ? -exponent : exponent) - fractionDigits + 2 + dropped
        var value: Int64
        if shift >= 0 {
            guard count + shift <= 16 else { return nil }
            value = mantissa * power(shift)
        } else {
            let cut = -shift
            // Less than a tenth of a hundredth rounds to zero.
            guard cut <= count else { return 0 }
            value = mantissa / power(cut)
            if mantissa / power(cut - 1) % 10 >= 5 { value += 1 }
        }
        guard value < limit else { return nil }
        return negative ? -value : value
    }

    private static func power(_ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
