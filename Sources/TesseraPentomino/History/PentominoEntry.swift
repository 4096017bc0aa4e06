import TesseraRules

/// One undoable change to a puzzle: the pieces it moved, and for a reset what it set back to 0.
public struct PentominoEntry: Equatable, Sendable {
    /// Each piece the change moved, in the order it moved them (an undo takes them back last first).
    public let steps: [PentominoStep]
    /// What a reset set back to 0, which its undo brings back; `nil` for any other change.
    public let cleared: Cleared?

    /// The hints used and the time spent before a reset, which its undo brings back where they were more.
    public struct Cleared: Equatable, Sendable {
        /// The hints used before the reset.
        public let hintsUsed: Int
        /// The time spent on the puzzle before the reset, in milliseconds (the terminal keeps none: 0).
        public let elapsed: UInt64

        public init(hintsUsed: Int, elapsed: UInt64) {
            (self.hintsUsed, self.elapsed) = (hintsUsed, elapsed)
        }
    }

    public init(steps: [PentominoStep], cleared: Cleared? = nil) {
        (self.steps, self.cleared) = (steps, cleared)
    }
}

/// One piece's part in a change: where it was, where it went, and the turn the player asked for.
public struct PentominoStep: Equatable, Sendable {
    /// The piece that moved.
    public let piece: Pentomino
    /// Where it lay before; `nil` in the tray.
    public let from: PentominoPlacement?
    /// Where it lies after; `nil` in the tray.
    public let to: PentominoPlacement?
    /// The turn that made the change, when it was one: a mirrored V looks like a turned one, but the page
    /// draws what the player asked for.
    public let turn: PentominoTurn?

    public init(piece: Pentomino, from: PentominoPlacement?, to: PentominoPlacement?, turn: PentominoTurn? = nil) {
        (self.piece, self.from, self.to, self.turn) = (piece, from, to, turn)
    }
}
