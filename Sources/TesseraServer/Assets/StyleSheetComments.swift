/// Removes a style sheet's comments before it is served: they are for the people who read the sources.
///
/// A comment runs from `/*` to the next `*/` (to the end, if none follows), as in CSS. A `/*` inside a
/// quoted string or an unquoted `url(…)` is text and stays. A comment between two tokens leaves a space,
/// since it parted them (`a/**/b` is `a b`); a line left holding only spaces goes with its comment.
enum StyleSheetComments {
    /// The style sheet's text without its comments.
    static func removed(from text: String) -> String {
        var kept: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                kept.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    kept.append(bytes[index + 1])
                    index += 1
                } else if byte == open {
                    quote = nil
                }
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = end(ofCommentAt: index, in: bytes)
                if !dropBlankLine(&kept, before: bytes, at: &index), let last = kept.last, index < bytes.count,
                    !last.isSourceSpace, !bytes[index].isSourceSpace
                {
                    kept.append(UInt8(ascii: " "))
                }
            } else if let close = end(ofUnquotedURLAt: index, in: bytes) {
                kept += bytes[index..<close]
                index = close
            } else {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                kept.append(byte)
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The index just past the comment opening at `start`.
    private static func end(ofCommentAt start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// The index just past an unquoted `url(…)` starting at `start` (any case), or nil for anything else.
    private static func end(ofUnquotedURLAt start: Int, in bytes: [UInt8]) -> Int? {
        guard start + 4 <= bytes.count,
            String(decoding: bytes[start..<start + 4], as: UTF8.self).lowercased() == "url(",
            start == 0 || !isNamePart(bytes[start - 1])
        else { return nil }
        var index = start + 4
        while index < bytes.count, bytes[index].isSourceSpace { index += 1 }
        guard index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") else {
            return nil
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: ")") { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// Drops the rest of a line a comment leaves blank (the spaces before the comment and the line's end),
    /// and says whether it did.
    private static func dropBlankLine(_ kept: inout [UInt8], before bytes: [UInt8], at index: inout Int) -> Bool {
        var lineStart = kept.count
        while lineStart > 0, kept[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
        guard lineStart == 0 || kept[lineStart - 1] == UInt8(ascii: "\n") else { return false }
        var after = index
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") else { return false }
        kept.removeSubrange(lineStart...)
        index = min(after + 1, bytes.count)
        return true
    }

    /// A letter, digit, `-`, `_` or a byte of a non-ASCII character: part of a CSS name such as `my-url(`.
    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
