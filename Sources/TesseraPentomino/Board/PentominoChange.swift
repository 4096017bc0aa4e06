import TesseraRules

/// What a change to a puzzle did: which piece, where it was and where it is now.
public struct PentominoChange: Equatable, Sendable {
    /// The piece it happened to.
    public let piece: Pentomino
    /// Where the piece was before (`nil` when it was just placed).
    public let from: PentominoPlacement?
    /// Where the piece is now (`nil` when it was removed).
    public let to: PentominoPlacement?
}
