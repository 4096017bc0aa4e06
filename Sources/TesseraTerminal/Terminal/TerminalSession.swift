/// A game the terminal plays: keys in, views out, drawn to fit the screen; it may also act on a clock's ticks.
///
/// ``PlaySession`` (2048 and Triples) and ``PentominoSession`` conform; ``TerminalGame`` runs either.
/// A session that never acts by itself leaves ``tickIntervalNanoseconds`` and ``tick()`` to their defaults.
public protocol TerminalSession: AnyObject {
    /// What the screen shows at one moment.
    associatedtype View

    /// The view to show now.
    var view: View { get }

    /// Applies a key: the views to show in turn (an animation's frames), and whether to leave.
    func react(to key: TerminalKey) -> TerminalReaction<View>

    /// The lines of the screen for `view`; none wider than `columns` visible characters, at most `rows`.
    static func render(_ view: View, columns: Int, rows: Int, colors: ColorMode) -> [String]

    /// The time from one tick to the next, in nanoseconds, while the session acts by itself; `nil` while it only
    /// waits for keys.
    var tickIntervalNanoseconds: UInt64? { get }

    /// Acts without a key, once an interval has passed with no key waiting: the views to show, and whether to leave.
    func tick() -> TerminalReaction<View>

    /// Whether `view` shows on a screen of `columns` × `rows`: while it does not, ticks wait and only the keys
    /// that leave act, so that nothing is played unseen.
    static func fits(_ view: View, columns: Int, rows: Int) -> Bool
}

extension TerminalSession {
    /// No ticks: the session only waits for keys.
    public var tickIntervalNanoseconds: UInt64? { nil }

    /// Nothing to show.
    public func tick() -> TerminalReaction<View> {
        TerminalReaction(frames: [], quits: false)
    }
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
