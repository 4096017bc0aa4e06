import TesseraRules

/// The rule for a drawing's name: trimmed of spaces, 1–60 characters (as player names count
/// them: a letter with its accents is one) and at most 240 bytes of UTF-8 (so accents cannot
/// pile up without end), with no control, invisible or direction-changing characters, and none
/// that XML forbids (the name is the SVG's title).
enum DrawingName {
    static let longest = 60
    static let largestUTF8 = 240

    /// `raw` trimmed; throws ``RulesError`` (`.drawing`) saying which rule it breaks.
    static func checked(_ raw: String) throws(RulesError) -> String {
        var scalars = Substring(raw).unicodeScalars[...]
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        let trimmed = String(String.UnicodeScalarView(scalars))
        guard !trimmed.isEmpty else {
            throw RulesError(.drawing, "name: a name needs at least one character other than spaces")
        }
        if scalars.contains(where: isControl) {
            throw RulesError(.drawing, "name: a name may not hold control characters (tabs, line breaks)")
        }
        if scalars.contains(where: isInvisible) {
            throw RulesError(.drawing, "name: a name may not hold invisible or direction-changing characters")
        }
        guard trimmed.utf8.count <= largestUTF8 else {
            throw RulesError(
                .drawing, "name: a name is at most \(largestUTF8) bytes of UTF-8; this one has \(trimmed.utf8.count)")
        }
        let count = trimmed.count
        guard count <= longest else {
            throw RulesError(.drawing, "name: a name is at most \(longest) characters; this one has \(count)")
        }
        return trimmed
    }

    /// The spaces trimmed from either end: the ASCII space, no-break spaces and the typographic ones.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// C0 and C1 controls, and the noncharacters XML does not allow.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE
    }

    /// Characters that show nothing or turn the text's direction: the zero-width space, direction
    /// marks, embeddings, overrides and isolates, the word joiner and its kin, the byte-order mark and
    /// the Hangul fillers. (The zero-width joiners stay: emoji and some scripts need them.)
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0x3164, 0xFEFF, 0xFFA0:
            true
        default: false
        }
    }
}
