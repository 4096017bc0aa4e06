/// Removes a script's comment lines before it is served: they are for the people who read the sources.
///
/// Only lines that hold nothing but comments (and spaces) go, with their line ends; a comment beside code
/// stays (and one over several lines stays whole unless it stands alone on them), so no two tokens ever
/// meet and no line break that ends a statement is lost. The script is read as JavaScript is, so a `//`
/// or `/*` inside a string, a template literal (its lines included) or a regular expression is text: a `/`
/// starts a regular expression where an operand could start, and divides after one (a name that is not a
/// keyword, a property, a number, `++`, a closing bracket or a string).
///
/// Two limits, which the page's scripts keep clear of: a regular expression right after `if (…)` or at the
/// start of a statement after `}` is read as a division, and only `\n` ends a line (not a lone `\r`,
/// U+2028 or U+2029). `ScriptCommentTests` has node parse every script as served.
enum ScriptComments {
    /// The script's text without its comment lines.
    static func removed(from text: String) -> String {
        let bytes = Array(text.utf8)
        let comment = commentBytes(in: bytes)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            let line = lineStart..<lineEnd
            let commentOnly =
                line.contains { comment[$0] } && line.allSatisfy { comment[$0] || bytes[$0].isSourceSpace }
            if !commentOnly { kept += bytes[lineStart..<next] }
            lineStart = next
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Whether each byte belongs to a comment.
    private static func commentBytes(in bytes: [UInt8]) -> [Bool] {
        var comment = [Bool](repeating: false, count: bytes.count)
        /// The open braces of each template literal's `${…}` being read, innermost last.
        var substitutions: [Int] = []
        /// Whether a `/` here would start a regular expression (no operand precedes it).
        var expectsOperand = true
        /// Whether the last token was a `.`: a name after it is a property, never a keyword.
        var afterDot = false
        var index = 0
        /// Reads on through a template literal's text from `index` to its end or to a `${`.
        func readTemplate() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 2
                } else if byte == UInt8(ascii: "`") {
                    index += 1
                    expectsOperand = false
                    return
                } else if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                    index += 2
                    substitutions.append(0)
                    expectsOperand = true
                    return
                } else {
                    index += 1
                }
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let following = index + 1 < bytes.count ? bytes[index + 1] : 0
            let dotBefore = afterDot
            if !byte.isSourceSpace { afterDot = byte == UInt8(ascii: ".") }
            switch byte {
            case UInt8(ascii: "/") where following == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    comment[index] = true
                    index += 1
                }
            case UInt8(ascii: "/") where following == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count,
                    bytes[index] != UInt8(ascii: "*") || bytes[index + 1] != UInt8(ascii: "/")
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
                // One that spans lines goes only whole: alone on its first line and on its last.
                if !bytes[start..<index].contains(UInt8(ascii: "\n")) || standsAlone(start..<index, in: bytes) {
                    for position in start..<index { comment[position] = true }
                }
            case UInt8(ascii: "/") where expectsOperand:
                index = end(ofRegularExpressionAt: index, in: bytes)
                expectsOperand = false
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                expectsOperand = false
            case UInt8(ascii: "`"):
                index += 1
                readTemplate()
            case UInt8(ascii: "{"):
                if !substitutions.isEmpty { substitutions[substitutions.count - 1] += 1 }
                index += 1
                expectsOperand = true
            case UInt8(ascii: "}"):
                index += 1
                if let open = substitutions.last, open == 0 {
                    substitutions.removeLast()
                    readTemplate()
                } else {
                    if !substitutions.isEmpty { substitutions[substitutions.count - 1] -= 1 }
                    expectsOperand = false
                }
            case _ where isNamePart(byte):
                let start = index
                while index < bytes.count, isNamePart(bytes[index]) { index += 1 }
                expectsOperand =
                    !dotBefore
                    && keywordsBeforeAnOperand.contains(String(decoding: bytes[start..<index], as: UTF8.self))
            case UInt8(ascii: "+") where following == byte, UInt8(ascii: "-") where following == byte:
                index += 2  // `i++ / 2` divides
                expectsOperand = false
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                index += 1
                expectsOperand = false
            case _ where byte.isSourceSpace:
                index += 1
            default:
                index += 1
                expectsOperand = true
            }
        }
        return comment
    }

    /// Whether nothing but spaces stands before `range` on its first line and after it on its last.
    private static func standsAlone(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        var before = range.lowerBound
        while before > 0, bytes[before - 1] != UInt8(ascii: "\n") {
            before -= 1
            guard bytes[before].isSourceSpace else { return false }
        }
        var after = range.upperBound
        while after < bytes.count, bytes[after] != UInt8(ascii: "\n") {
            guard bytes[after].isSourceSpace else { return false }
            after += 1
        }
        return true
    }

    /// The words after which a `/` starts a regular expression rather than dividing.
    private static let keywordsBeforeAnOperand: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else",
        "yield", "await",
    ]

    /// The index just past the regular expression starting at `start` (its flags included), or its line's end.
    private static func end(ofRegularExpressionAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        var inClass = false
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass:
                index += 1
                while index < bytes.count, isNamePart(bytes[index]) { index += 1 }
                return index
            default: break
            }
            index += 1
        }
        return min(index, bytes.count)
    }

    /// A letter, digit, `_`, `$` or a byte of a non-ASCII character: part of a name or a number.
    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
