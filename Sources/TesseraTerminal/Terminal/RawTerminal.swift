#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before raw mode, restored on every way out (quit, error, signal).
nonisolated(unsafe) private var originalSettings = termios()
/// Set by SIGWINCH; the game loop redraws and clears it.
nonisolated(unsafe) private var windowResized: sig_atomic_t = 0

/// A full-screen terminal in raw mode: keys arrive unbuffered, the screen is the alternate one.
///
/// Creating one enters raw mode (keeping output newline translation),
/// switches to the alternate screen and hides the cursor; ``restore()`` and
/// the signal handlers it installs (``EndingSignals``: a stop asked for, a crash) undo
/// all of it, so the player's shell is never left broken.
public final class RawTerminal {
    private var restored = false

    /// Enters raw mode; throws when standard input or output is not a terminal.
    public init() throws(StorageError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            restored = true  // nothing to undo
            throw StorageError(
                "tessera play needs a terminal: standard input and output must be a TTY (try running it directly in a terminal, not through a pipe)"
            )
        }
        guard getenv("TERM").map({ String(cString: $0) }) != "dumb" else {
            restored = true
            throw StorageError(
                "tessera play needs a terminal that can move its cursor and clear its screen, which TERM=dumb says this one cannot"
            )
        }
        Self.enterRawMode()
        EndingSignals.install()
        signal(SIGWINCH) { _ in windowResized = 1 }
    }

    deinit {
        restore()
    }

    /// Leaves raw mode, shows the cursor and returns to the normal screen; safe to call twice.
    public func restore() {
        guard !restored else { return }
        restored = true
        RawTerminal.undoRawMode()
        EndingSignals.restore()
        signal(SIGWINCH, SIG_DFL)
    }

    /// Gives the terminal back to the shell and stops, as Ctrl-Z does outside raw mode; on the shell's `fg`,
    /// raw mode and the game's screen come back, for the caller to draw again. Sent on with `bg`, the game
    /// stops again at once: it never takes the terminal from the shell in the foreground.
    ///
    /// The stop goes to the game's whole process group, as Ctrl-Z outside raw mode does to the foreground job,
    /// so a wrapper that runs the game (`sh -c '…'`, a script) stops with it and the shell gets the terminal
    /// back. A process that no shell controls (an orphaned process group) is not stopped, and goes on at once.
    public func suspend() {
        RawTerminal.undoRawMode()
        // The game's thread may block the signal: let it through here, so that the stop comes before raise returns.
        var stop = sigset_t()
        var mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        repeat {
            // The rest of the group (a wrapper waiting for the game) is sent the stop while this process
            // ignores it; this process then stops on its own raise, which takes effect before raise returns.
            let handler = signal(SIGTSTP, SIG_IGN)
            kill(0, SIGTSTP)
            signal(SIGTSTP, handler)
            raise(SIGTSTP)
        } while !Self.inForeground
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        Self.enterRawMode()
    }

    /// Whether the game's process group has the terminal (true too when that cannot be told, or no shell
    /// controls the group, so that a stop that does not come never holds the game up).
    private static var inForeground: Bool {
        let foreground = tcgetpgrp(STDIN_FILENO)
        return foreground < 0 || foreground == getpgrp() || getppid() == 1
    }

    /// The terminal's size in columns and rows (80×24 when it cannot be read).
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// `true` once after the window was resized.
    public func takeResize() -> Bool {
        guard windowResized != 0 else { return false }
        windowResized = 0
        return true
    }

    /// The bytes typed since the last read, waiting up to `nanoseconds` (rounded up to a millisecond) for the first.
    ///
    /// Empty when nothing came in time, or when a signal (such as a resize) ended the wait.
    public func read(waitingUpTo nanoseconds: UInt64) -> [UInt8] {
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(min(nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1), 60_000))
        guard poll(&input, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[..<count]) : []
    }

    /// Draws a whole screen of lines from the top left, clearing what was there.
    public func draw(_ lines: [String]) {
        write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }

    /// Writes text to standard output at once.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
            }
            if written <= 0 { break }
            offset += written
        }
    }

    /// Saves the terminal's settings, then enters raw mode (keeping output newline translation), the alternate
    /// screen, and hides the cursor.
    private static func enterRawMode() {
        tcgetattr(STDIN_FILENO, &originalSettings)
        var raw = originalSettings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l"
        _ = Glibc.write(STDOUT_FILENO, enter.utf8Start, enter.utf8CodeUnitCount)
    }

    /// Restores the saved settings and the normal screen; async-signal-safe.
    static func undoRawMode() {
        let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = Glibc.write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &originalSettings)
    }
}
