import Foundation
import TesseraRules

/// A player's display name, checked: trimmed, 1–24 characters of letters (any script), digits, spaces and `-_.`.
///
/// Names are kept in Unicode's composed form (NFC), so the same name typed on two
/// devices is the same text. Letters that draw nothing (the Hangul fillers and other
/// default-ignorable code points) are refused, so a name cannot look empty or pass
/// for another; so are characters stacked with more than ``mostMarks`` combining marks.
/// Names stored before these rules stay as they are until their player renames.
public struct PlayerName: Sendable {
    public static let longest = 24
    /// Combining marks count within a character, so the bytes are capped as well.
    public static let largestUTF8 = 96
    /// The most combining marks one character may carry (Vietnamese needs two, written decomposed).
    public static let mostMarks = 3
    public let text: String

    /// Checks `raw`; throws a 400 that says which rule it breaks.
    public init(_ raw: String) throws(APIError) {
        let trimmed = raw.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw APIError(.badRequest, "a name needs at least one character other than spaces")
        }
        guard trimmed.count <= Self.longest else {
            throw APIError(.badRequest, "a name is at most \(Self.longest) characters; this one has \(trimmed.count)")
        }
        guard trimmed.utf8.count <= Self.largestUTF8 else {
            throw APIError(
                .badRequest, "a name is at most \(Self.largestUTF8) bytes of UTF-8; this one has \(trimmed.utf8.count)")
        }
        if let invisible = trimmed.unicodeScalars.first(where: \.properties.isDefaultIgnorableCodePoint) {
            throw APIError(
                .badRequest, "a name may not hold \(HiddenCharacter.codePoint(invisible)), which draws nothing")
        }
        if let stacked = trimmed.first(where: { Self.marks(in: $0) > Self.mostMarks }) {
            let base = HiddenCharacter.codePoint(stacked.unicodeScalars.first!)
            throw APIError(
                .badRequest,
                "a character of a name carries at most \(Self.mostMarks) combining marks; "
                    + "one based on \(base) carries \(Self.marks(in: stacked))")
        }
        if let bad = trimmed.first(where: { !Self.allows($0) }) {
            if let mark = bad.unicodeScalars.first, Self.isMark(mark) {
                throw APIError(
                    .badRequest, "a combining mark (\(HiddenCharacter.codePoint(mark))) must follow a letter or digit")
            }
            // One that shows nothing or passes for another (a no-break space) is named by its code point.
            let base = bad.unicodeScalars.first!
            let shown = HiddenCharacter.isHidden(base) ? HiddenCharacter.codePoint(base) : "\"\(bad)\""
            throw APIError(.badRequest, "a name may hold letters, digits, spaces and - _ . only, not \(shown)")
        }
        text = trimmed
    }

    /// The combining marks (nonspacing and enclosing) in a character, counted in its decomposed form, so that
    /// a precomposed letter (ệ: e and two marks) counts the marks it holds.
    private static func marks(in character: Character) -> Int {
        String(character).decomposedStringWithCanonicalMapping.unicodeScalars.count {
            [.nonspacingMark, .enclosingMark].contains($0.properties.generalCategory)
        }
    }

    /// `true` for a mark that combines with the character before it (nonspacing, spacing or enclosing).
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    /// `true` for a space, `-`, `_`, `.`, or a letter or digit with the marks that combine with it.
    private static func allows(_ character: Character) -> Bool {
        if character == " " || character == "-" || character == "_" || character == "." { return true }
        guard let base = character.unicodeScalars.first, !isMark(base) else { return false }
        return character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
                || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark
        }
    }
}
