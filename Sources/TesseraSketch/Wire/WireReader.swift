import TesseraRules

/// Reads JSON text one value at a time, for the wire form's parser: strings, numbers kept as
/// their text, containers walked by the caller, and any value skipped (unknown fields).
///
/// Every refusal throws ``RulesError`` (`.drawing`) naming the path of the value and what was wrong.
struct WireReader {
    /// How deeply an unknown field may nest arrays and objects.
    static let deepestNesting = 64

    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Throws unless only white space is left.
    mutating func expectEnd() throws(RulesError) {
        skipSpace()
        guard index == bytes.count else { throw fault("", "unexpected text after the drawing") }
    }

    /// Walks an object, calling `member` with each key; `member` must read or skip the value.
    mutating func object(at path: String, _ member: (inout WireReader, [UInt8]) throws(RulesError) -> Void)
        throws(RulesError)
    {
        try expect(UInt8(ascii: "{"), at: path, "an object")
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else { throw fault(path, "expected a field name in quotes") }
            let key = try string(at: path)
            try expect(UInt8(ascii: ":"), at: path, "':' after a field name")
            try member(&self, key)
            skipSpace()
            if try separator(closing: UInt8(ascii: "}"), at: path) { return }
        }
    }

    /// Walks an array, calling `element` with each element's index; `element` must read the value.
    mutating func array(at path: String, _ element: (inout WireReader, Int) throws(RulesError) -> Void)
        throws(RulesError)
    {
        try expect(UInt8(ascii: "["), at: path, "an array")
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        var count = 0
        while true {
            try element(&self, count)
            count += 1
            skipSpace()
            if try separator(closing: UInt8(ascii: "]"), at: path) { return }
        }
    }

    /// Reads a string value and returns its UTF-8 bytes with escapes resolved; bytes that are not UTF-8 are refused.
    mutating func string(at path: String) throws(RulesError) -> [UInt8] {
        try expect(UInt8(ascii: "\""), at: path, "a string")
        var text: [UInt8] = []
        var ascii = true  // escapes write UTF-8 of their own; only raw bytes above 0x7F need checking
        while true {
            guard let byte = peek() else { throw fault(path, "a string is not closed") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard ascii || String(validating: text, as: UTF8.self) != nil else {
                    throw fault(path, "a string holds bytes that are not UTF-8 text")
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &text, at: path)
            case 0..<0x20:
                throw fault(path, "a control character in a string must be escaped")
            default:
                if byte > 0x7F { ascii = false }
                text.append(byte)
            }
        }
    }

    /// Reads a number and returns its text, checked against JSON's number grammar.
    ///
    /// The path is made only for an error: a drawing has hundreds of thousands of numbers.
    mutating func numberText(at path: @autoclosure () -> String) throws(RulesError) -> ArraySlice<UInt8> {
        skipSpace()
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        let digits = digitRun()
        guard digits > 0 else {
            let word = bytes[start..<min(bytes.count, start + 12)].prefix {
                $0 > 0x20 && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: "}")
            }
            throw fault(path(), "\(ASCII.quoted(word)) is not a finite number")
        }
        if digits > 1, bytes[index - digits] == UInt8(ascii: "0") {
            throw fault(path(), "a number may not start with 0")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digitRun() > 0 else { throw fault(path(), "a decimal point needs digits after it") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digitRun() > 0 else { throw fault(path(), "an exponent needs digits") }
        }
        return bytes[start..<index]
    }

    /// Skips any JSON value.
    mutating func skipValue(at path: String, depth: Int = 0) throws(RulesError) {
        guard depth < Self.deepestNesting else { throw fault(path, "nested more than 64 deep") }
        skipSpace()
        switch peek() {
        case UInt8(ascii: "{"):
            try object(at: path) { (reader, _) throws(RulesError) in try reader.skipValue(at: path, depth: depth + 1) }
        case UInt8(ascii: "["):
            try array(at: path) { (reader, _) throws(RulesError) in try reader.skipValue(at: path, depth: depth + 1) }
        case UInt8(ascii: "\""):
            _ = try string(at: path)
        case UInt8(ascii: "t"):
            try word("true", at: path)
        case UInt8(ascii: "f"):
            try word("false", at: path)
        case UInt8(ascii: "n"):
            try word("null", at: path)
        default:
            _ = try numberText(at: path)
        }
    }

    /// An error at `path` (a field path such as `strokes[2].color`, or empty for the whole text).
    func fault(_ path: String, _ message: String) -> RulesError {
        RulesError(.drawing, path.isEmpty ? message : "\(path): \(message)")
    }

    private mutating func word(_ word: StaticString, at path: String) throws(RulesError) {
        let end = index + word.utf8CodeUnitCount
        guard end <= bytes.count, WireKey.is(bytes[index..<end], word) else {
            throw fault(path, "unexpected text \(ASCII.quoted(bytes[index..<min(end, bytes.count)]))")
        }
        index = end
    }

    private mutating func separator(closing: UInt8, at path: String) throws(RulesError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return false
        case closing:
            index += 1
            return true
        case nil:
            throw fault(path, "the text ends before the \(closing == UInt8(ascii: "}") ? "object" : "array") is closed")
        default:
            throw fault(path, "expected ',' or '\(closing == UInt8(ascii: "}") ? "}" : "]")'")
        }
    }

    private mutating func expect(_ byte: UInt8, at path: String, _ what: String) throws(RulesError) {
        skipSpace()
        guard peek() == byte else { throw fault(path, "expected \(what)") }
        index += 1
    }

    private mutating func escape(into text: inout [UInt8], at path: String) throws(RulesError) {
        guard let byte = peek() else { throw fault(path, "a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(at: path)
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw fault(path, "a high surrogate escape must be followed by a low one") }
                index += 2
                let low = try hex4(at: path)
                guard (0xDC00..<0xE000).contains(low) else { throw fault(path, "an unpaired surrogate escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw fault(path, "an unpaired surrogate escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fault(path, "an escape that is no character") }
            text += Array(String(Character(unicode)).utf8)
        default:
            throw fault(path, "unknown escape '\\\(String(decoding: [byte], as: UTF8.self))'")
        }
    }

    private mutating func hex4(at path: String) throws(RulesError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = SketchColor.hexDigit(byte) else {
                throw fault(path, "a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func digitRun() -> Int {
        let start = index
        while let byte = peek(), ASCII.digit(byte) != nil { index += 1 }
        return index - start
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }
}
