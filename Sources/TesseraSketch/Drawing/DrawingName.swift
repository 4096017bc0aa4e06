import TesseraRules

/// The rule for a drawing's name: trimmed of spaces, 1–60 characters (as player names count
/// them: a letter with its accents is one) and at most 240 bytes of UTF-8 (so accents cannot
/// pile up without end), with no control, invisible or direction-changing characters, and none
/// that XML forbids (the name is the SVG's title).
///
/// A name given now (``checkedGiven(_:)``: a rename, a drawing sent to the server) is held to all
/// of Unicode's default-ignorable code points; a drawing read back (``checked(_:)``: kept in a
/// browser, saved on the server) to the shorter list the rule began with, so none stops opening.
enum DrawingName {
    static let longest = 60
    static let largestUTF8 = 240

    /// `raw` trimmed and checked as a name given now; throws ``RulesError`` (`.drawing`) saying which rule it breaks.
    static func checkedGiven(_ raw: String) throws(RulesError) -> String {
        let name = try checked(raw)
        if name.unicodeScalars.contains(where: isInvisible) {
            throw RulesError(.drawing, "a name may not hold invisible or direction-changing characters")
        }
        guard name.unicodeScalars.contains(where: { !isModifier($0) }) else {
            throw RulesError(.drawing, "a name needs a character that shows, not only joiners or selectors")
        }
        guard modifiersArePlaced(name.unicodeScalars) else {
            throw RulesError(
                .drawing,
                "joiners, selectors and tags go only where emoji and scripts put them, beside a character that shows"
            )
        }
        return name
    }

    /// `true` when each joiner, selector and tag stands where emoji and scripts put them: a variation
    /// selector right after a character that shows; a joiner between two such characters (a selector
    /// may come before it); tags only in a flag's run, after U+1F3F4, at most six, closed by U+E007F.
    private static func modifiersArePlaced(_ scalars: String.UnicodeScalarView) -> Bool {
        enum Last { case start, shows, selector, joiner, tag }
        var last = Last.start
        var previous: UInt32 = 0
        var tags = 0
        for scalar in scalars {
            let value = scalar.value
            switch value {
            case 0x200C, 0x200D:
                guard last == .shows || last == .selector else { return false }
                last = .joiner
            case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
                guard last == .shows else { return false }
                last = .selector
            case 0xE0020...0xE007E:
                guard (last == .shows && previous == 0x1F3F4) || (last == .tag && tags < 6) else { return false }
                tags += 1
                last = .tag
            case 0xE007F:
                guard last == .tag else { return false }
                tags = 0
                last = .shows
            default:
                guard last != .tag else { return false }
                last = .shows
            }
            previous = value
        }
        return last == .shows || last == .selector
    }

    /// `raw` trimmed and checked as the name of a drawing read back; throws ``RulesError`` (`.drawing`) saying which rule it breaks.
    static func checked(_ raw: String) throws(RulesError) -> String {
        var scalars = Substring(raw).unicodeScalars[...]
        while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, isSpace(last) { scalars.removeLast() }
        let trimmed = String(String.UnicodeScalarView(scalars))
        guard !trimmed.isEmpty else {
            throw RulesError(.drawing, "a name needs at least one character other than spaces")
        }
        if scalars.contains(where: isControl) {
            throw RulesError(.drawing, "a name may not hold control characters (tabs, line breaks)")
        }
        if scalars.contains(where: isRefusedFromTheStart) {
            throw RulesError(.drawing, "a name may not hold invisible or direction-changing characters")
        }
        guard trimmed.utf8.count <= largestUTF8 else {
            throw RulesError(
                .drawing, "a name is at most \(largestUTF8) bytes of UTF-8; this one has \(trimmed.utf8.count)")
        }
        let count = trimmed.count
        guard count <= longest else {
            throw RulesError(.drawing, "a name is at most \(longest) characters; this one has \(count)")
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

    /// The invisible and direction-changing characters the rule refused from the start: the zero-width
    /// space, direction marks, embeddings, overrides and isolates, the word joiner and its kin, the
    /// byte-order mark and the Hangul fillers.
    private static func isRefusedFromTheStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0x3164, 0xFEFF, 0xFFA0:
            true
        default: false
        }
    }

    /// Characters that show nothing or turn the text's direction: Unicode's default-ignorable code
    /// points (the soft hyphen, the zero-width space, direction marks, embeddings, overrides and
    /// isolates, the word joiner and its kin, the byte-order mark, the Hangul fillers, shorthand and
    /// musical format controls, unassigned ones) but the ``isModifier(_:)`` ones emoji and scripts need.
    /// Kept as a list, the rule's first list and what it lacked: the page's WebAssembly checks names
    /// too, without Unicode's property tables.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if isRefusedFromTheStart(scalar) { return true }
        switch scalar.value {
        case 0xAD, 0x34F, 0x61C, 0x17B4, 0x17B5, 0x2065, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A,
            0xE0000...0xE001F, 0xE0080...0xE00FF, 0xE01F0...0xE0FFF:
            return true
        default: return false
        }
    }

    /// Invisible characters that change the ones beside them, which a name may hold where they belong
    /// (``modifiersArePlaced(_:)``): the zero-width (non-)joiners, variation selectors (emoji's text or
    /// picture form, Mongolian's free ones) and tags (the flags of England, Scotland and Wales).
    private static func isModifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x180B...0x180D, 0x180F, 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
        default: false
        }
    }
}
