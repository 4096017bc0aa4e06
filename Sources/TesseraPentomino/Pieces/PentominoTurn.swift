/// A turn or mirror of a piece where it lies; its raw value is its number in the page's `pentomino_turn`.
public enum PentominoTurn: Int, CaseIterable, Hashable, Sendable {
    /// A quarter turn clockwise.
    case rotate
    /// A quarter turn counter-clockwise.
    case rotateBack
    /// Mirrored left to right.
    case flip
    /// Mirrored top to bottom.
    case flipVertically
}
