import TesseraRules

/// The rule for a drawing's name: trimmed of spaces, 1–60 characters (as player names count
/// them: a letter with its accents is one), no control characters.
enum DrawingName {
    static let longest = 60

    /// `raw` trimmed; throws ``RulesError`` (`.drawing`) saying which rule it breaks.
    static func checked(_ raw: String) throws(RulesError) -> String {
        var scalars = Substring(raw).unicodeScalars[...]
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        let trimmed = String(String.UnicodeScalarView(scalars))
        guard !trimmed.isEmpty else {
            throw RulesError(.drawing, "name: a name needs at least one character other than spaces")
        }
        if scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw RulesError(.drawing, "name: a name may not hold control characters (tabs, line breaks)")
        }
        let count = trimmed.count
        guard count <= longest else {
            throw RulesError(.drawing, "name: a name is at most \(longest) characters; this one has \(count)")
        }
        return trimmed
    }
}
