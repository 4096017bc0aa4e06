import TesseraRules
import TesseraTerminal
import Testing

@Suite("Keys")
struct KeyDecoderTests {
    /// The tile games' keys that `text` types.
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)).compactMap(Key.init)
    }

    @Test("arrow keys arrive as ESC [ A…D or ESC O A…D")
    func arrows() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.move(.up), .move(.down), .move(.right), .move(.left)])
        #expect(keys("\u{1B}OA\u{1B}OD") == [.move(.up), .move(.left)])
    }

    @Test("an arrow with Ctrl, Shift or Alt is that arrow; other sequences, whatever their parameters, mean nothing")
    func modifiedArrowsAndOtherSequences() {
        #expect(
            keys("\u{1B}[1;5A\u{1B}[1;2C\u{1B}[1;3D\u{1B}[1;6B") == [
                .move(.up), .move(.right), .move(.left), .move(.down),
            ])
        #expect(
            keys("\u{1B}[[A\u{1B}[[D\u{1B}[1;2P\u{1B}[15;5~\u{1B}[200~").isEmpty, "F1, F4, Shift-F1, Ctrl-F5, paste")
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.feed(Array("5Dq".utf8)) == [.arrow(.left), .character(UInt8(ascii: "q"))])
        // A sequence cut short by another Escape is dropped, and the next one read whole.
        #expect(decoder.feed(Array("\u{1B}[1;\u{1B}[Bw".utf8)) == [.arrow(.down), .character(UInt8(ascii: "w"))])
        // A run of parameters longer than any key's is not waited for: its escape is dropped, the rest read as typed.
        let long = decoder.feed(Array(("\u{1B}[" + String(repeating: "1;", count: 40)).utf8))
        #expect(long.count == 80 && !long.contains { if case .arrow = $0 { true } else { false } })
        #expect(decoder.feed([UInt8(ascii: "w")]) == [.character(UInt8(ascii: "w"))])
    }

    @Test("WASD and h/j/k/l move")
    func letters() {
        #expect(keys("wasd") == [.move(.up), .move(.left), .move(.down), .move(.right)])
        #expect(keys("WASD") == [.move(.up), .move(.left), .move(.down), .move(.right)])
        #expect(keys("hjkl") == [.move(.left), .move(.down), .move(.up), .move(.right)])
    }

    @Test("n or r starts a new game; q or Q, Ctrl-C and Ctrl-D quit; c, Enter and space confirm")
    func commands() {
        #expect(keys("nNrR") == [.newGame, .newGame, .newGame, .newGame])
        #expect(keys("qQ\u{3}\u{4}") == [.quit, .quit, .quit, .quit])
        #expect(keys("c\r ") == [.confirm, .confirm, .confirm])
    }

    @Test("the keys that quit are the ones that leave a screen too small for the game; no other does")
    func leavingKeys() {
        var decoder = KeyDecoder()
        let typed = decoder.feed(Array("qQ\u{3}\u{4}wpn?c \r\t\u{7f}".utf8)) + [.arrow(.up), .escape, .suspend]
        #expect(
            typed.filter(\.leaves) == [
                .character(UInt8(ascii: "q")), .character(UInt8(ascii: "Q")), .interrupt, .interrupt,
            ])
        #expect(typed.allSatisfy { $0.leaves == (Key($0) == .quit) })
    }

    @Test("? asks for a hint, p toggles autoplay, + (or =) and - change its speed, Esc stops it")
    func aiKeys() {
        #expect(keys("?pP+=-") == [.hint, .autoplay, .autoplay, .faster, .faster, .slower])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flush().compactMap(Key.init) == [.stopAutoplay])
    }

    @Test("an escape sequence split across reads is completed by the next read")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([UInt8(ascii: "[")]) == [])
        #expect(
            decoder.feed([UInt8(ascii: "C"), UInt8(ascii: "w")]) == [.arrow(.right), .character(UInt8(ascii: "w"))])
    }

    @Test("a lone Escape is reported on flush; keys the tile games do not use mean nothing to them")
    func ignored() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
        #expect(keys("x1!\t\u{7F}").isEmpty)
        #expect(keys("\u{1B}[5~").isEmpty)
    }

    @Test(
        "a key typed just after Escape (or with Alt) is Escape and then that key, whether it comes in the same read or by itself"
    )
    func keyAfterEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}q".utf8)) == [.escape, .character(UInt8(ascii: "q"))])
        #expect(decoder.feed(Array("\u{1B}\u{1B}[A".utf8)) == [.escape, .arrow(.up)])
        #expect(decoder.feed(Array("\u{1B}\u{3}".utf8)) == [.escape, .interrupt])
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("q".utf8)) == [.escape, .character(UInt8(ascii: "q"))], "by itself")
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [], "a sequence cut off (a slow link) is dropped, not read as Escape and [")
        #expect(decoder.feed(Array("\u{1B}O".utf8)) == [])
        #expect(decoder.flush() == [])
    }

    @Test("the Delete key is Backspace; other keys with a ~ (Insert, Page Up) mean nothing")
    func deleteKey() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("\u{1B}[3~\u{1B}[2~\u{1B}[5~\u{1B}[13~x".utf8)) == [
                .backspace, .character(UInt8(ascii: "x")),
            ])
    }

    @Test("the terminal's keys: printable characters, Enter, Tab, Backspace, Ctrl-C and Ctrl-Z as themselves")
    func terminalKeys() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("Fr\t\r\u{7F}\u{3}\u{1A}".utf8)) == [
                .character(UInt8(ascii: "F")), .character(UInt8(ascii: "r")), .tab, .enter, .backspace, .interrupt,
                .suspend,
            ])
    }
}
