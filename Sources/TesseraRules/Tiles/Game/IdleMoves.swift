/// Whether a replay accepts a move that changes nothing on the board.
///
/// The rules count such a move and spawn nothing, so saves and share links that
/// hold one replay as they always did; a ranked game refuses them, which keeps
/// the cost of verifying it proportional to a game really played.
public enum IdleMoves: Equatable, Sendable {
    /// A move that changes nothing is legal and counted.
    case allowed
    /// A move that changes nothing is an error of kind `.idleMove`.
    case refused
}
