/// A game the terminal plays: keys in, views out, drawn to fit the screen.
///
/// ``PlaySession`` (2048 and Triples) and ``PentominoSession`` conform; ``TerminalGame`` runs either.
public protocol TerminalSession: AnyObject {
    /// What the screen shows at one moment.
    associatedtype View

    /// The view to show now.
    var view: View { get }

    /// Applies a key: the views to show in turn (an animation's frames), and whether to leave.
    func react(to key: TerminalKey) -> TerminalReaction<View>

    /// The lines of the screen for `view`; none wider than `columns` visible characters, at most `rows`.
    static func render(_ view: View, columns: Int, rows: Int, colors: ColorMode) -> [String]
}

/// What a key led to: the views to show in turn, and whether to leave.
public struct TerminalReaction<View> {
    public var frames: [View]
    public var quits: Bool

    public init(frames: [View], quits: Bool) {
        self.frames = frames
        self.quits = quits
    }
}
