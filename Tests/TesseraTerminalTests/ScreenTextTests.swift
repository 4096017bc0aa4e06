import Testing

@testable import TesseraTerminal

@Suite("Screen text: widths as a terminal draws them")
struct ScreenTextTests {
    @Test("wide characters take two columns, a letter with its accent one, escape sequences none")
    func widths() {
        #expect(ScreenText.visibleWidth("日本") == 4)
        #expect(ScreenText.visibleWidth("한글") == 4)
        #expect(ScreenText.visibleWidth("🙂") == 2)
        #expect(ScreenText.visibleWidth("❤\u{FE0F}") == 2)
        #expect(ScreenText.visibleWidth("e\u{301}") == 1)
        #expect(ScreenText.visibleWidth("\u{1B}[1mab\u{1B}[0m") == 2)
    }

    @Test("a path of wide characters wraps by its width: every line fits and all of it shows")
    func wideWordWraps() {
        let path = "/home/用户/数据/文件夹/tessera/2048-4x4.save.corrupt"
        let lines = ScreenText.wrap("Saved game not resumed; kept as \(path).", columns: 11)
        #expect(lines.allSatisfy { ScreenText.visibleWidth($0) <= 11 })
        #expect(lines.joined().contains(path))
    }

    @Test("a path too long for a line breaks after a folder's slash, its file's name whole with the full stop after it")
    func pathBreaksBetweenFolders() {
        let path = "/tmp/aud/home/.local/share/tessera/triples.save.corrupt"
        for columns in 22...60 {
            let lines = ScreenText.wrap("Saved game not resumed: the file is empty; kept as \(path).", columns: columns)
            #expect(lines.allSatisfy { ScreenText.visibleWidth($0) <= columns }, "\(columns): \(lines)")
            #expect(lines.joined().contains(path + "."), "\(columns): \(lines)")
            #expect(lines.contains { $0.hasSuffix("triples.save.corrupt.") }, "\(columns): \(lines)")
            #expect(lines.dropLast().allSatisfy { !$0.contains("/") || $0.hasSuffix("/") }, "\(columns): \(lines)")
        }
    }

    @Test("control characters in a message are written out, never sent to the terminal; other text is kept")
    func controlCharactersWrittenOut() {
        #expect(ScreenText.printable("a\u{1B}[2Jb\nc\u{7F}\u{9B}d") == "a\\u{1B}[2Jb\\u{A}c\\u{7F}\\u{9B}d")
        #expect(ScreenText.printable("日本 e\u{301} 🙂") == "日本 e\u{301} 🙂")
        let lines = ScreenText.wrap("score: '\u{1B}[41mRED' is not a number", columns: 20)
        #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 }, "\(lines)")
        #expect(lines.joined(separator: " ").contains("'\\u{1B}[41mRED'"), "\(lines)")
    }

    @Test("a wide character that would overhang the last column is cut whole")
    func fitCutsWholeCharacters() {
        #expect(ScreenText.fit("日本語", columns: 5) == "日本")
        #expect(ScreenText.fit("ab日", columns: 3) == "ab")
        #expect(ScreenText.fit("日本", columns: 4) == "日本")
    }
}
