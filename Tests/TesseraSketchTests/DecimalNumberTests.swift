import PropertyBased
import Testing

@testable import TesseraSketch

@Suite("Decimals read exactly")
struct DecimalNumberTests {
    /// `digits` written with `places` decimals (and an exponent when `exponent` is not zero) reads as
    /// the nearest hundredth, halves away from zero, computed here with integers (`nil` from 10^15 hundredths).
    @Test func aDecimalReadsAsItsNearestHundredth() async {
        await propertyCheck(
            input: Gen.int(in: -9_999_999_999...9_999_999_999), Gen.int(in: 0...12), Gen.int(in: -3...3)
        ) { digits, places, exponent in
            var text = String(digits.magnitude)
            if places > 0 {
                text = String(repeating: "0", count: max(0, places + 1 - text.count)) + text
                text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
            }
            if digits < 0 { text = "-" + text }
            if exponent != 0 { text += "e\(exponent)" }
            // The value is digits × 10^(exponent − places) units: × 10^(exponent − places + 2) hundredths.
            let shift = exponent - places + 2
            var expected = Int64(digits.magnitude)
            if shift >= 0 {
                for _ in 0..<shift { expected *= 10 }
            } else {
                var divisor: Int64 = 1
                for _ in 0..<(-shift) { divisor *= 10 }
                let remainder = expected % divisor
                expected /= divisor
                if remainder * 2 >= divisor { expected += 1 }
            }
            let read = DecimalNumber.hundredths(Array(text.utf8)[...])
            #expect(read == (expected < 1_000_000_000_000_000 ? (digits < 0 ? -expected : expected) : nil), "\(text)")
        }
    }

    @Test func numbersOfAQuadrillionHundredthsOrMoreAreOutOfRange() {
        #expect(DecimalNumber.hundredths(Array("9999999999999.99".utf8)[...]) == 999_999_999_999_999)
        #expect(DecimalNumber.hundredths(Array("10000000000000".utf8)[...]) == nil)
        #expect(DecimalNumber.hundredths(Array("1e400".utf8)[...]) == nil)
        #expect(DecimalNumber.hundredths(Array("0e400".utf8)[...]) == 0)
        #expect(DecimalNumber.hundredths(Array("123456789012345678901234567890e-40".utf8)[...]) == 0)
        #expect(DecimalNumber.hundredths(Array("1.00000000000000000000000000001".utf8)[...]) == 100)
    }

    @Test func anExponentIsWeighedAgainstAnyNumberOfDigits() {
        // 10^9 and 0.1, each spelt with more digits than any exponent cap below the text's length would allow.
        let zeros = String(repeating: "0", count: 1_500_000)
        #expect(DecimalNumber.hundredths(Array("0.\(zeros)1e1500010".utf8)[...]) == 100_000_000_000)
        #expect(DecimalNumber.hundredths(Array("1\(zeros)e-1500001".utf8)[...]) == 10)
        #expect(DecimalNumber.hundredths(Array("0.\(zeros)1e1499997".utf8)[...]) == 0)
        #expect(DecimalNumber.hundredths(Array("1\(zeros)e-1499999".utf8)[...]) == 1000)
        #expect(DecimalNumber.hundredths(Array("1e99999999999999999999".utf8)[...]) == nil)
        #expect(DecimalNumber.hundredths(Array("1e-99999999999999999999".utf8)[...]) == 0)
    }
}
