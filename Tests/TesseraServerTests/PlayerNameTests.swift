import Foundation
import Testing

@testable import TesseraServer

/// The rules of players' names beyond length: one composed form, nothing invisible, no stacked marks.
@Suite("Player names")
struct PlayerNameTests {
    @Test("a name is kept in its composed form (NFC), so the same name typed two ways is one text")
    func composed() throws {
        #expect(try PlayerName("Zoe\u{308}").text == "Zo\u{EB}")
        #expect(try PlayerName("Zoe\u{308}").text.unicodeScalars.count == 3)
        #expect(try PlayerName("Vie\u{323}\u{302}t").text == "Vi\u{1EC7}t")
    }

    @Test(
        "letters that draw nothing are refused, naming their code point",
        arguments: [
            ("\u{3164}", "U+3164"), ("Ada\u{115F}", "U+115F"), ("\u{1160}Bob", "U+1160"), ("\u{FFA0}", "U+FFA0"),
            ("A\u{200D}da", "U+200D"), ("Ada\u{2060}", "U+2060"),
        ])
    func invisibleLetters(name: String, codePoint: String) {
        #expect {
            try PlayerName(name)
        } throws: { error in
            (error as? APIError)?.message == "a name may not hold \(codePoint), which draws nothing"
        }
    }

    @Test("a character stacked with more than three combining marks is refused; real scripts pass")
    func stackedMarks() throws {
        #expect {
            try PlayerName("Zx\u{301}\u{300}\u{302}\u{303}lgo")
        } throws: { error in
            (error as? APIError)?.message
                == "a character of a name carries at most 3 combining marks; one based on U+0078 carries 4"
        }
        // A precomposed letter counts the marks it holds: ệ is e and two, so three more make five.
        #expect {
            try PlayerName("\u{1EC7}\u{301}\u{301}\u{301}")
        } throws: { error in
            (error as? APIError)?.message
                == "a character of a name carries at most 3 combining marks; one based on U+1EC7 carries 5"
        }
        for name in ["क्षत्रिय", "Nguyễn", "Việt", "شادی", "李小龍", "Ölçü"] {
            #expect(try PlayerName(name).text == name.precomposedStringWithCanonicalMapping)
        }
    }

    @Test(
        "a character a name may not hold is quoted, or named by its code point when it shows nothing or passes for a space",
        arguments: [
            ("Ada!", "\"!\""), ("Ada!\u{301}", "\"!\u{301}\""), ("a\u{A0}b", "U+00A0"), ("a\u{2028}b", "U+2028"),
            ("a\u{3000}b", "U+3000"),
        ])
    func refusedCharacterNamed(name: String, shown: String) {
        #expect {
            try PlayerName(name)
        } throws: { error in
            (error as? APIError)?.message == "a name may hold letters, digits, spaces and - _ . only, not \(shown)"
        }
    }

    @Test("a combining mark must follow a letter or digit: a name may not start with one or be made of them")
    func marksNeedABase() throws {
        for name in ["\u{301}\u{301}\u{301}", "\u{903}Ada", "\u{301}"] {
            #expect {
                try PlayerName(name)
            } throws: { error in
                (error as? APIError)?.message.hasPrefix("a combining mark (U+0") == true
            }
        }
    }
}
