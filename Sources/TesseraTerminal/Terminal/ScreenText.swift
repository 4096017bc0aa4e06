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
    /// within a word longer than a line (a file's path), so that all of it shows.
    static func wrap(_ text: String, columns: Int) -> [String] {
        let width = max(columns, 1)
        let pieces = text.split(separator: " ").flatMap { word in
            stride(from: 0, to: word.count, by: width).map { String(word.dropFirst($0).prefix(width)) }
        }
        return wrap(pieces, separator: " ", columns: width)
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

    static func visibleWidth(_ text: String) -> Int {
        visibleText(text).count
    }

    /// The text cut to `columns` visible characters; escape sequences are kept, and a cut line ends with a reset.
    static func fit(_ text: String, columns: Int) -> String {
        guard visibleWidth(text) > columns else { return text }
        var cut = ""
        var width = 0
        scan(text) { character, shows in
            if shows {
                guard width < columns else { return false }
                width += 1
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
