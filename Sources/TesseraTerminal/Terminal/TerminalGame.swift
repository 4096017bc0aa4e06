import Foundation

/// Runs a ``TerminalSession`` in a ``RawTerminal`` until the player quits.
public enum TerminalGame {
    /// How long each frame of an animation but the last stays up (a tile move's slide, before its spawn).
    static let frameTime: useconds_t = 70_000

    /// Plays until the player quits; the terminal is restored on every way out.
    ///
    /// The session is made only once the terminal is known to be one, so a
    /// run without a terminal touches no saved file.
    public static func run<Session: TerminalSession>(
        colors: ColorMode, session makeSession: () -> Session
    ) throws(StorageError) {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let session = makeSession()
        var decoder = KeyDecoder()
        func show(_ view: Session.View) {
            let size = terminal.size
            terminal.draw(Session.render(view, columns: size.columns, rows: size.rows, colors: colors))
        }
        var current = session.view
        show(current)
        while true {
            if terminal.takeResize() { show(current) }
            let bytes = terminal.read()
            for key in bytes.isEmpty ? decoder.flush() : decoder.feed(bytes) {
                let reaction = session.react(to: key)
                if reaction.quits { return }
                for (index, frame) in reaction.frames.enumerated() {
                    if index > 0 { usleep(frameTime) }
                    show(frame)
                    current = frame
                }
            }
        }
    }
}
