/// Why the rules refused some input: what kind of input it was and a message naming the fault.
///
/// Every front end shows ``message`` as it is, so it says what was wrong and
/// where (row and cell of a board, position of a move letter, field of a save or a drawing).
public struct RulesError: Error, Sendable, CustomStringConvertible {
    /// The kind of input that was refused.
    public enum Kind: Equatable, Sendable {
        /// A board in text notation that is malformed or not a board of the game.
        case notation
        /// A move letter other than `L R U D`, or a direction word that is none of the four.
        case move
        /// A move made after the game was over.
        case gameOver
        /// A move that changes nothing, where a ranked game refuses it.
        case idleMove
        /// A saved game that is corrupt or from an unknown rules version.
        case save
        /// A game setting out of range (board size, spawn rule, game name).
        case setting
        /// A drawing (the Sketchpad's wire form) that is malformed or over a limit, or an edit it cannot take.
        case drawing
    }

    /// The kind of input that was refused.
    public let kind: Kind
    /// A one-line explanation for a person.
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
