import Foundation

/// Runs a ``PlaySession`` in a ``RawTerminal`` until the player quits.
public enum TerminalGame {
    /// How long the first frame of a move (the slide, before the spawn appears) stays up.
    static let slideFrame: useconds_t = 70_000

    /// Plays until the player quits; the terminal is restored on every way out.
    ///
    /// The session is made only once the terminal is known to be one, so a
    /// run without a terminal touches no saved file.
    public static func run(colors: ColorMode, session makeSession: () -> PlaySession) throws(StorageError) {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let session = makeSession()
        var decoder = KeyDecoder()
        func show(_ view: PlayView) {
            let size = terminal.size
            terminal.draw(FrameRenderer.render(view, columns: size.columns, rows: size.rows, colors: colors))
        }
        var current = session.view
        show(current)
        while true {
            if terminal.takeResize() { show(current) }
            let bytes = terminal.read()
            if bytes.isEmpty {
                decoder.flush()
                continue
            }
            for key in decoder.feed(bytes) {
                let reaction = session.handle(key)
                if reaction.quits { return }
                for (index, frame) in reaction.frames.enumerated() {
                    if index > 0 { usleep(slideFrame) }
                    show(frame)
                    current = frame
                }
            }
        }
    }
}
