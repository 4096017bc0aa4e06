import Foundation

/// Runs a ``TerminalSession`` in a ``RawTerminal`` until the player quits.
public enum TerminalGame {
    /// How long each frame of an animation but the last stays up (a tile move's slide, before its spawn).
    static let frameTime: useconds_t = 70_000
    /// How long a read waits while the session does not tick, and how long an Escape waits for the rest of its
    /// sequence before it counts as a lone Escape press.
    static let keyWait: UInt64 = 100_000_000

    /// Plays until the player quits; the terminal is restored on every way out.
    ///
    /// Keys come first: the session ticks only when its interval has passed and
    /// no key is waiting, and a read never waits past the next tick. While the
    /// screen is too small to show the session, it does not tick (autoplay waits
    /// for the player to see it) and only the keys that leave act (nothing is
    /// played blind); its interval starts again once it shows.
    /// The session is made only once the terminal is known to be one, so a
    /// run without a terminal touches no saved file. A session that cannot start (its save is played in
    /// another terminal) leaves the terminal as it was and its error is thrown.
    public static func run<Session: TerminalSession>(
        colors: ColorMode, session makeSession: () throws(StorageError) -> Session
    ) throws(StorageError) {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let session = try makeSession()
        let clock = { DispatchTime.now().uptimeNanoseconds }
        var decoder = KeyDecoder()
        var current = session.view
        func show(_ view: Session.View) {
            let size = terminal.size
            terminal.draw(Session.render(view, columns: size.columns, rows: size.rows, colors: colors))
            current = view
        }
        /// Shows a reaction's frames in turn; `true` when it leaves.
        func play(_ reaction: TerminalReaction<Session.View>) -> Bool {
            guard !reaction.quits else { return true }
            for (index, frame) in reaction.frames.enumerated() {
                if index > 0 { usleep(frameTime) }
                show(frame)
            }
            return false
        }
        show(current)
        var lastInput: UInt64 = 0
        var lastTick: UInt64?  // the last tick, or when ticking began; `nil` while the session does not tick
        while true {
            if terminal.takeResize() { show(current) }
            let size = terminal.size
            let shows = Session.fits(current, columns: size.columns, rows: size.rows)
            let interval = shows ? session.tickIntervalNanoseconds : nil
            lastTick = interval == nil ? nil : lastTick ?? clock()
            let due = lastTick.flatMap { start in interval.map { start &+ $0 } }
            let now = clock()
            let bytes = terminal.read(waitingUpTo: due.map { $0 > now ? min($0 - now, keyWait) : 0 } ?? keyWait)
            let keys: [TerminalKey]
            if !bytes.isEmpty {
                lastInput = clock()
                keys = decoder.feed(bytes)
            } else {
                keys = clock() &- lastInput >= keyWait ? decoder.flush() : []
            }
            for key in keys {
                if key == .suspend {
                    terminal.suspend()
                    show(current)
                    continue
                }
                // Asked again for each key: the one before may have grown the view past the screen (a win's lines).
                guard key.leaves || Session.fits(current, columns: size.columns, rows: size.rows) else { continue }
                if play(session.react(to: key)) { return }
            }
            if !bytes.isEmpty { continue }
            if let due, clock() >= due {
                lastTick = clock()
                if play(session.tick()) { return }
            }
        }
    }
}
