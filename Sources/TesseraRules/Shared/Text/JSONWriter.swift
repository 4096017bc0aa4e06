/// Builds compact JSON as UTF-8 bytes, without Foundation (the wasm build has none).
///
/// Values are written in order; commas are placed for you:
/// `writer.object { $0.field("score") { $0.number(12) } }`.
///
/// The writers of single values stay out of line (`@inline(never)`), as do the text
/// helpers they call: every wasm export writes JSON, and copies inlined into each
/// made the page's tile module 9 KB (2.4 KB gzipped) larger.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma = false

    public init() {}

    /// The JSON written so far, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes an object whose members `body` writes with ``field(_:_:)``.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    /// Writes an array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    /// Writes an object member: its key, then the value `body` writes.
    public mutating func field(_ key: StaticString, _ body: (inout JSONWriter) -> Void) {
        separate()
        appendString(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
        body(&self)
    }

    /// Writes an object member whose key is known only at run time (a tile value as text).
    public mutating func field(named key: String, _ body: (inout JSONWriter) -> Void) {
        separate()
        appendString(key.utf8)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
        body(&self)
    }

    /// Writes an integer.
    @inline(never)
    public mutating func number(_ value: Int) {
        separate()
        DecimalText.write(value, into: &bytes)
        needsComma = true
    }

    /// Writes an unsigned integer (a 64-bit seed, beyond `Int` on 32-bit wasm).
    @inline(never)
    public mutating func number(_ value: UInt64) {
        separate()
        DecimalText.write(value, into: &bytes)
        needsComma = true
    }

    /// Writes a number rounded to at most `decimals` places (0 to 9), without trailing zeros.
    ///
    /// JSON has no infinity or NaN: a value that is not finite, or too large to round
    /// (beyond 9.2 × 10^18 once scaled), is written as `0`.
    @inline(never)
    public mutating func number(_ value: Double, decimals: Int) {
        separate()
        let places = min(max(decimals, 0), 9)
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value < 0 ? -value : value) * Double(scale) + 0.5
        let rounded = value.isFinite && scaled < 9.2e18 ? UInt64(scaled) : 0
        if value < 0 && rounded != 0 { bytes.append(UInt8(ascii: "-")) }
        DecimalText.write(rounded / scale, into: &bytes)
        var fraction = rounded % scale
        var digits = places
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if digits > 0 {
            bytes.append(UInt8(ascii: "."))
            var divisor: UInt64 = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
                divisor /= 10
            }
        }
        needsComma = true
    }

    /// Writes `true` or `false`.
    @inline(never)
    public mutating func bool(_ value: Bool) {
        separate()
        let word: StaticString = value ? "true" : "false"
        bytes += UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        needsComma = true
    }

    /// Writes a string given as UTF-8 bytes, escaped as JSON requires.
    @inline(never)
    public mutating func string(_ utf8: some Sequence<UInt8>) {
        separate()
        appendString(utf8)
        needsComma = true
    }

    /// Writes a string.
    public mutating func string(_ text: String) {
        string(text.utf8)
    }

    /// Writes a value already spelled as JSON (a number another module formats).
    @inline(never)
    package mutating func raw(_ json: some Sequence<UInt8>) {
        separate()
        bytes += json
        needsComma = true
    }

    /// Writes `null`.
    @inline(never)
    public mutating func null() {
        separate()
        bytes += "null".utf8
        needsComma = true
    }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(open)
        needsComma = false
        body(&self)
        bytes.append(close)
        needsComma = true
    }

    @inline(never)
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    @inline(never)
    private mutating func appendString(_ utf8: some Sequence<UInt8>) {
        let hex: StaticString = "0123456789abcdef"
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"):
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0..<0x20:
                bytes += [
                    UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                    hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)],
                ]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
