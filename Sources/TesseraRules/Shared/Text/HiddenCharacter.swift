/// Code points that show nothing, or change the text around them, listed by hand: the page's WebAssembly
/// checks text too, without Unicode's property tables.
///
/// Drawing names are held to these lists, and a message that quotes a character names one of them by its
/// code point instead, so that an override cannot turn the message around nor a joiner hide in it.
package enum HiddenCharacter {
    /// C0 and C1 controls, and the noncharacters XML does not allow.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE
    }

    /// The line and paragraph separators, which break a line as a control does.
    package static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The first list of invisible and direction-changing characters: the zero-width space, direction marks,
    /// embeddings, overrides and isolates, the word joiner and its kin, the byte-order mark and the Hangul fillers.
    package static func isDirectionalOrFiller(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0x3164, 0xFEFF, 0xFFA0:
            true
        default: false
        }
    }

    /// Characters that show nothing or turn the text's direction: Unicode's default-ignorable code points
    /// (the first list's, the soft hyphen, shorthand and musical format controls, unassigned ones) but the
    /// ``isModifier(_:)`` ones emoji and scripts need, and the characters drawn blank (the empty braille
    /// pattern, the musical null notehead).
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if isDirectionalOrFiller(scalar) { return true }
        switch scalar.value {
        case 0xAD, 0x34F, 0x61C, 0x17B4, 0x17B5, 0x2065, 0x2800, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D159,
            0x1D173...0x1D17A, 0xE0000...0xE001F, 0xE0080...0xE00FF, 0xE01F0...0xE0FFF:
            return true
        default: return false
        }
    }

    /// Invisible characters that change the ones beside them, which emoji and scripts need: the zero-width
    /// (non-)joiners, variation selectors (emoji's text or picture form, Mongolian's free ones) and tags (the
    /// flags of England, Scotland and Wales).
    package static func isModifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x180B...0x180D, 0x180F, 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    /// The blocks of combining marks, which draw on the character before them.
    package static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// The spaces: the ASCII space, no-break spaces and the typographic ones.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `true` for a character a message names by its code point: one that shows nothing or changes the text
    /// around it, or a space that is not the ASCII one, which would pass for it.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isLineSeparator(scalar) || isInvisible(scalar) || isModifier(scalar)
            || isCombiningMark(scalar) || (isSpace(scalar) && scalar != " ")
    }

    /// `scalar` as a message shows it: quoted (`'←'`), or by its code point (`U+202E`) when ``isHidden(_:)``.
    package static func named(_ scalar: Unicode.Scalar) -> String {
        isHidden(scalar) ? codePoint(scalar) : "'" + String(scalar) + "'"
    }

    /// `U+3164` and the like: at least four hexadecimal digits.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex: StaticString = "0123456789ABCDEF"
        let value = scalar.value
        var text: [UInt8] = [UInt8(ascii: "U"), UInt8(ascii: "+")]
        var shift: UInt32 = value > 0xFFFFF ? 20 : value > 0xFFFF ? 16 : 12
        while true {
            text.append(hex.utf8Start[Int((value >> shift) & 0xF)])
            guard shift > 0 else { break }
            shift -= 4
        }
        return String(decoding: text, as: UTF8.self)
    }
}
