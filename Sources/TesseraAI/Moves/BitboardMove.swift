/// A move on a bitboard: the board after it, whether it changed, and the points its merges scored.
struct BitboardMove: Equatable, Sendable {
    /// The board after the slide (no spawn).
    var board: Bitboard
    /// `true` when the slide changed the board.
    var moved: Bool
    /// The sum of the values the merges made (the reference ``Slide/points``).
    var points: Int
}
