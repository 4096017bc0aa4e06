/// Byte-level text helpers, so parsing never needs String comparison (and its Unicode tables).
package enum ASCII {
    /// `true` when `bytes` spell `word` ignoring the case of ASCII letters.
    @inline(never)
    package static func equalsIgnoringCase(_ bytes: some Collection<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        var index = 0
        for byte in bytes {
            if lowercased(byte) != lowercased(word.utf8Start[index]) { return false }
            index += 1
        }
        return true
    }

    /// The byte with an ASCII upper-case letter made lower case.
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The value of a decimal digit byte, or `nil` for any other byte.
    package static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// The decimal number spelled by `bytes` if it is at most `limit`; `nil` when empty, not all digits, or larger.
    @inline(never)
    package static func decimal(_ bytes: some Collection<UInt8>, upTo limit: UInt64) -> UInt64? {
        guard !bytes.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard let digit = digit(byte) else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2, sum <= limit else { return nil }
            value = sum
        }
        return value
    }

    /// The bytes of a text, for messages: at most `limit` bytes, with `…` when cut.
    @inline(never)
    package static func quoted(_ bytes: some Collection<UInt8>, limit: Int = 24) -> String {
        var shown = Array(bytes.prefix(limit))
        if bytes.count > limit { shown += [0xE2, 0x80, 0xA6] }
        return "'" + String(decoding: shown, as: UTF8.self) + "'"
    }
}
