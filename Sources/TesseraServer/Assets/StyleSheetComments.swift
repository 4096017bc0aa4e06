/// Removes a style sheet's comments before it is served: they are for the people who read the sources.
///
/// A comment runs from `/*` to the next `*/` (to the end, if none follows), as in CSS itself; a `/*`
/// inside a quoted string is text and stays. A line left holding only spaces goes with its comment.
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
                dropBlankLine(&kept, before: bytes, at: &index)
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

    /// Drops the rest of a line a comment leaves blank: the spaces before the comment and the line's end.
    private static func dropBlankLine(_ kept: inout [UInt8], before bytes: [UInt8], at index: inout Int) {
        var lineStart = kept.count
        while lineStart > 0, kept[lineStart - 1] == UInt8(ascii: " ") { lineStart -= 1 }
        guard lineStart == 0 || kept[lineStart - 1] == UInt8(ascii: "\n") else { return }
        var after = index
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") else { return }
        kept.removeSubrange(lineStart...)
        index = min(after + 1, bytes.count)
    }
}
