import Foundation

/// A player's display name, checked: trimmed, 1–24 characters of letters (any script), digits, spaces and `-_.`.
public struct PlayerName: Sendable {
    public static let longest = 24
    /// Combining marks count within a character, so the bytes are capped as well.
    public static let largestUTF8 = 96
    public let text: String

    /// Checks `raw`; throws a 400 that says which rule it breaks.
    public init(_ raw: String) throws(APIError) {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
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
        if let bad = trimmed.first(where: { !Self.allows($0) }) {
            throw APIError(.badRequest, "a name may hold letters, digits, spaces and - _ . only, not \"\(bad)\"")
        }
        text = trimmed
    }

    private static func allows(_ character: Character) -> Bool {
        if character == " " || character == "-" || character == "_" || character == "." { return true }
        return character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
                || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark
        }
    }
}
