import TesseraPentomino
import TesseraRules

/// What the pentomino screen shows: the board, the cursor, the piece in hand and where it would land,
/// the tray, the live count and a message.
public struct PentominoView: Equatable, Sendable {
    /// The board in progress.
    public var puzzle: PentominoPuzzle
    /// The square under the cursor; the piece in hand has its corner there.
    public var cursor: Position
    /// The piece in hand, at the cursor (`nil` once every piece is placed).
    public var held: PentominoPlacement?
    /// Where the piece in hand would land: the nearest place it fits (`nil` when none is near).
    public var landing: PentominoPlacement?
    /// How many essentially different solutions the board can still become (``PentominoSolver/countSolutions(containing:)``).
    public var count: Int
    /// Hints asked for on this board.
    public var hintsUsed: Int
    /// A line for the player (a refusal, a notice), if any.
    public var message: String?
}
