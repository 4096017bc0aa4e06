/// Lines of terminal text with escape sequences in them: what shows, how wide it is, and how to fit it.
public enum ScreenText {
    /// A text line moved right by up to `margin` columns, as far as it still fits in `columns`.
    static func indent(_ text: String, by margin: Int, columns: Int) -> String {
        let shift = max(0, min(margin, columns - visibleWidth(text)))
        return String(repeating: " ", count: shift) + fit(text, columns: columns)
    }

    /// Parts joined by `separator` into as few lines as fit in `columns`, breaking only between parts.
    ///
    /// A part wider than `columns` gets a line of its own (cut when drawn, like any line).
    static func wrap(_ parts: [String], separator: String, columns: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, visibleWidth(last + separator + part) <= columns {
                lines[lines.count - 1] = last + separator + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }

    /// Plain text (no escape sequences) in as few lines as fit in `columns`, breaking between words, and
    /// within a word longer than a line (a file's path: after a `/` where it can), so that all of it shows;
    /// its control characters are written out (``printable(_:)``).
    static func wrap(_ text: String, columns: Int) -> [String] {
        let width = max(columns, 2)  // a wide character needs two
        let words = printable(text).split(separator: " ").flatMap { pieces(of: $0, width: width) }
        return wrap(words, separator: " ", columns: width)
    }

    /// A word in pieces no wider than `width`: whole when it fits, else broken after each `/` that lets a piece
    /// hold more (a path breaks between its folders, its file's name kept whole with what follows it), and
    /// between characters only within a part too wide for a line.
    private static func pieces(of word: Substring, width: Int) -> [String] {
        guard visibleWidth(String(word)) > width else { return [String(word)] }
        var parts = [""]
        for character in word {
            parts[parts.count - 1].append(character)
            if character == "/" { parts.append("") }
        }
        let chunked = parts.filter { !$0.isEmpty }.flatMap { chunks(of: $0, width: width) }
        return wrap(chunked, separator: "", columns: width)
    }

    /// `part` cut between its characters into chunks no wider than `width`, each but the last filled.
    private static func chunks(of part: String, width: Int) -> [String] {
        var chunks = [""]
        var used = 0
        for character in part {
            let needed = columns(of: character)
            if used + needed > width {
                chunks.append("")
                used = 0
            }
            chunks[chunks.count - 1].append(character)
            used += needed
        }
        return chunks
    }

    /// The text with each control character written as `\u{1B}`: a message quoting a file or an argument
    /// (an escape sequence, a newline) then shows it instead of steering the terminal.
    public static func printable(_ text: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// At most `room` of `lines` (at least one), the last of them ending in "…" when some are left out.
    static func cut(_ lines: [String], to room: Int, columns: Int) -> [String] {
        let room = max(1, room)
        guard lines.count > room else { return lines }
        var kept = Array(lines.prefix(room))
        kept[room - 1] = fit(kept[room - 1], columns: columns - 1) + "…"
        return kept
    }

    /// The characters a line shows: the text without its escape sequences.
    public static func visibleText(_ text: String) -> String {
        var shown = ""
        scan(text) { character, shows in
            if shows { shown.append(character) }
            return true
        }
        return shown
    }

    /// The columns a line takes on the screen: two for each wide character (CJK, emoji), none for a lone mark.
    public static func visibleWidth(_ text: String) -> Int {
        visibleText(text).reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns a character takes in a terminal: 2 for East Asian wide and fullwidth characters and
    /// emoji, 0 for one that is only a mark or a format character (a lone joiner), 1 for the rest.
    static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return 2 }
        if wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// Unicode's East Asian Wide and Fullwidth blocks (UAX #11), the ranges terminals draw two columns wide.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The text cut to `columns` columns; escape sequences are kept, and a cut line ends with a reset.
    ///
    /// A wide character that would overhang the last column is cut whole.
    static func fit(_ text: String, columns: Int) -> String {
        guard visibleWidth(text) > columns else { return text }
        var cut = ""
        var width = 0
        scan(text) { character, shows in
            if shows {
                let needed = self.columns(of: character)
                guard width + needed <= columns else { return false }
                width += needed
            }
            cut.append(character)
            return true
        }
        return cut + (text.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }

    /// Walks a line's characters, telling `visit` whether each shows (escape sequences do not); `visit` returns `false` to stop.
    private static func scan(_ text: String, _ visit: (Character, Bool) -> Bool) {
        var inEscape = false
        for character in text {
            var shows = false
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                inEscape = !character.isLetter
            } else {
                shows = true
            }
            guard visit(character, shows) else { return }
        }
    }
}
