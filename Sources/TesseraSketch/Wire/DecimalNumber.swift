import TesseraRules

/// A JSON number read exactly from its text, as whole hundredths: no floating point, so `0.125`
/// rounds to `0.13` the same way on every platform (halves away from zero).
enum DecimalNumber {
    /// The number `text` spells (JSON's grammar, already checked by ``WireReader``), in hundredths
    /// rounded to the nearest; `nil` when its magnitude is 10^15 hundredths or more.
    static func hundredths(_ text: ArraySlice<UInt8>) -> Int64? {
        var digits: [UInt8] = []
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
                let digit = byte - UInt8(ascii: "0")
                if inExponent {
                    // Beyond 10^6 the number is out of any range or rounds to zero either way.
                    exponent = min(exponent * 10 + Int(digit), 1_000_000)
                } else {
                    if digits.isEmpty && digit == 0 {
                        if inFraction { fractionDigits += 1 }
                        continue
                    }
                    digits.append(digit)
                    if inFraction { fractionDigits += 1 }
                }
            }
        }
        // value = digits × 10^shift hundredths
        let shift = (exponentNegative ? -exponent : exponent) - fractionDigits + 2
        var value: Int64 = 0
        let limit: Int64 = 1_000_000_000_000_000
        if shift >= 0 {
            guard digits.count + shift <= 16 else { return digits.isEmpty ? 0 : nil }
            for digit in digits { value = value * 10 + Int64(digit) }
            for _ in 0..<shift { value *= 10 }
        } else {
            let kept = digits.count + shift
            guard kept <= 16 else { return nil }
            if kept >= 0 {
                for digit in digits[..<kept] { value = value * 10 + Int64(digit) }
                if kept < digits.count, digits[kept] >= 5 { value += 1 }
            }
        }
        guard value < limit else { return nil }
        return negative ? -value : value
    }
}
