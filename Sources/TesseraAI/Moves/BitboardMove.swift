/// A move on a bitboard: the board after it, whether it changed, and the points its merges scored.
public struct BitboardMove: Equatable, Sendable {
    /// The board after the slide (no spawn).
    public var board: Bitboard
    /// `true` when the slide changed the board.
    public var moved: Bool
    /// The sum of the values the merges made (the reference ``Slide/points``).
    public var points: Int

    /// A move with its board, whether it changed, and its points.
    public init(board: Bitboard, moved: Bool, points: Int) {
        self.board = board
        self.moved = moved
        self.points = points
    }
}
