import TesseraRules

/// The rule for a drawing's name: trimmed of spaces, 1–60 characters (as player names count
/// them: a letter with its accents is one) and at most 240 bytes of UTF-8 (so accents cannot
/// pile up without end), with no control, invisible or direction-changing characters, and none
/// that XML forbids (the name is the SVG's title).
///
/// A name given now (``checkedGiven(_:)``: a rename, a drawing sent to the server) is held to all
/// of Unicode's default-ignorable code points, the characters drawn blank and the line separators
/// (``HiddenCharacter``); a drawing read back (``checked(_:)``: kept in a browser, saved on the
/// server) to the shorter lists the rule began with, so none stops opening.
enum DrawingName {
    static let longest = 60
    static let largestUTF8 = 240

    /// `raw` trimmed and checked as a name given now; throws ``RulesError`` (`.drawing`) saying which rule it breaks.
    static func checkedGiven(_ raw: String) throws(RulesError) -> String {
        let name = try checked(raw)
        if name.unicodeScalars.contains(where: HiddenCharacter.isLineSeparator) {
            throw RulesError(.drawing, "a name may not hold control characters (tabs, line breaks)")
        }
        if name.unicodeScalars.contains(where: HiddenCharacter.isInvisible) {
            throw RulesError(.drawing, "a name may not hold invisible or direction-changing characters")
        }
        guard name.unicodeScalars.contains(where: { !HiddenCharacter.isModifier($0) }) else {
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
        while let first = scalars.first, HiddenCharacter.isSpace(first) { scalars.removeFirst() }
        while let last = scalars.last, HiddenCharacter.isSpace(last) { scalars.removeLast() }
        let trimmed = String(String.UnicodeScalarView(scalars))
        guard !trimmed.isEmpty else {
            throw RulesError(.drawing, "a name needs at least one character other than spaces")
        }
        if scalars.contains(where: HiddenCharacter.isControl) {
            throw RulesError(.drawing, "a name may not hold control characters (tabs, line breaks)")
        }
        if scalars.contains(where: HiddenCharacter.isDirectionalOrFiller) {
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
}
