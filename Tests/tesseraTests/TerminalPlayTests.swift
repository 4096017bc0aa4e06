import Foundation
import TestSupport
import Testing

/// Drives `tessera play` in a real terminal (tmux): keys in with send-keys, the screen out with capture-pane.
private struct TmuxSession {
    static let tmux = ToolSupport.which("tmux")
    let name = "tessera-test-\(UUID().uuidString.prefix(8))"
    let socket = "tessera-test-\(UUID().uuidString.prefix(8))"

    func tmux(_ arguments: String...) async throws -> String {
        try await ToolSupport.run(Self.tmux!, ["-L", socket] + arguments).output
    }

    /// Starts `command` in a detached window of `columns` × `rows`.
    ///
    /// This goes through `system` rather than `Process`: the tmux server it
    /// starts outlives the call and keeps inherited descriptors, which
    /// `Process` would wait on forever.
    func start(_ command: String, columns: Int = 80, rows: Int = 30) throws {
        let quoted = "'" + command.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let status = system(
            "timeout 60 \(Self.tmux!) -L \(socket) new-session -d -s \(name) -x \(columns) -y \(rows) \(quoted) </dev/null >/dev/null 2>&1"
        )
        try #require(status == 0, "tmux could not start a session")
    }

    /// Starts 2048 with seed 5 (its saves in `data`) in a 256-colour terminal, and waits for its first screen.
    @discardableResult
    func startSeededGame(data: String) async throws -> String {
        try start("XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play 2048 --seed 5")
        return try await waitFor("Score 0")
    }

    func send(_ keys: String...) async throws {
        _ = try await ToolSupport.run(Self.tmux!, ["-L", socket, "send-keys", "-t", name] + keys)
    }

    func screen() async throws -> String {
        try await tmux("capture-pane", "-p", "-t", name)
    }

    /// Waits until the screen shows `text` (up to five minutes); returns the screen.
    ///
    /// The wait ends as soon as the text shows; the long limit is for a CI machine whose two
    /// cores are busy with the wasm builds, the browser and the database tests all at once.
    @discardableResult
    func waitFor(_ text: String) async throws -> String {
        try await waitUntil("showed \(text)") { $0.contains(text) }
    }

    /// Waits until the screen passes `test` (up to five minutes, as ``waitFor(_:)``); returns the screen.
    ///
    /// The screen is always looked at once more after the five minutes: while other tests hold both
    /// cooperative threads, this task may not run again for minutes, and a capture begun before the
    /// program drew its first frame must not be the last word.
    @discardableResult
    func waitUntil(_ description: String, _ test: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(300)
        while true {
            let last = ContinuousClock.now >= deadline
            let shown = try await screen()
            if test(shown) { return shown }
            if last {
                Issue.record("the screen never \(description):\n\(shown)")
                return shown
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// The score on a tile game's screen, or `nil` when none shows.
    static func score(on screen: String) -> Int? {
        guard let start = screen.range(of: "Score ")?.upperBound else { return nil }
        return Int(screen[start...].prefix { $0.isNumber })
    }

    /// Ends the session's tmux server, and so the program in it; called from `defer`, so it cannot `await`.
    func stop() {
        _ = system("timeout 60 \(Self.tmux!) -L \(socket) kill-server >/dev/null 2>&1")
    }
}

@Suite("Terminal play in a real terminal", .serialized)
struct TerminalPlayTests {
    @Test(
        "a player starts 2048, moves, quits with the terminal restored, and resumes the same game",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func playQuitAndResume() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let command =
            "XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play 2048 --seed 5; echo EXITED $?; sleep 30"
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(command)
        let first = try await session.waitFor("Score 0")
        #expect(first.contains("Tessera · 2048 4×4 · seed 5"))
        #expect(first.contains("n new game"))
        for key in ["Left", "Down", "Right", "Up", "h", "j", "l", "k", "a", "s", "d", "w"] {
            try await session.send(key)
        }
        try await session.send("q")
        let after = try await session.waitFor("EXITED 0")
        #expect(!after.contains("Tessera ·"), "the normal screen is back after quitting")
        let save = try String(contentsOfFile: "\(data)/tessera/2048-4-twos-and-fours.save", encoding: .utf8)
        #expect(save.contains("moves=12"))

        let resumed = TmuxSession()
        defer { resumed.stop() }
        try resumed.start(
            "XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play 2048; echo EXITED $?; sleep 30"
        )
        let screen = try await resumed.waitFor("seed 5")
        #expect(!screen.contains("Score 0 "), "the resumed game keeps its score")
        // Two more moves (each saved as it is played), then Ctrl-C: the program leaves cleanly, the game kept.
        for key in ["Left", "Right"] { try await resumed.send(key) }
        try await resumed.send("C-c")
        _ = try await resumed.waitFor("EXITED 0")
        let interrupted = try String(contentsOfFile: "\(data)/tessera/2048-4-twos-and-fours.save", encoding: .utf8)
        #expect(interrupted.contains("seed=5") && interrupted.contains("moves=14"), "\(interrupted)")
    }

    @Test(
        "? shows a hint; p autoplays with the speed on screen while the score grows, and p again stops it",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func hintAndAutoplay() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let saveFile = "\(data)/tessera/2048-4-twos-and-fours.save"
        let session = TmuxSession()
        defer { session.stop() }
        let first = try await session.startSeededGame(data: data)
        #expect(first.contains("? hint") && first.contains("p autoplay"))
        try await session.send("?")
        try await session.waitFor("Hint: ")
        try await session.send("p")
        try await session.waitFor("Autoplay · 10 moves/s")
        try await session.waitUntil("showed a score above 0") { (TmuxSession.score(on: $0) ?? 0) > 0 }
        try await session.send("+")
        try await session.waitFor("Autoplay · 20 moves/s")
        try await session.send("p")
        let stopped = try await session.waitFor("p autoplay")
        #expect(!stopped.contains("Autoplay ·"))
        let save = try String(contentsOfFile: saveFile, encoding: .utf8)
        #expect(!save.contains("moves=0;"))
        // Stopped means stopped: a second later neither the save nor the score has moved on.
        try await Task.sleep(for: .seconds(1))
        #expect(try String(contentsOfFile: saveFile, encoding: .utf8) == save)
        #expect(TmuxSession.score(on: try await session.screen()) == TmuxSession.score(on: stopped))
    }

    @Test(
        "while the terminal is too small to show the board autoplay waits and no key but q acts; it plays on once it shows",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func autoplayWaitsUnseen() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let saveFile = "\(data)/tessera/2048-4-twos-and-fours.save"
        let session = TmuxSession()
        defer { session.stop() }
        try await session.startSeededGame(data: data)
        try await session.send("p")
        try await session.waitUntil("showed a score above 0") { (TmuxSession.score(on: $0) ?? 0) > 0 }
        _ = try await session.tmux("resize-window", "-t", session.name, "-x", "20", "-y", "6")
        try await session.waitFor("Make the terminal")
        // Unseen, autoplay waits, and a move, a new game and p (which would stop autoplay) do nothing:
        // a second and a half at 10 moves a second leaves the save as it was.
        let save = try String(contentsOfFile: saveFile, encoding: .utf8)
        for key in ["Left", "n", "p"] { try await session.send(key) }
        try await Task.sleep(for: .milliseconds(1500))
        #expect(try String(contentsOfFile: saveFile, encoding: .utf8) == save)
        _ = try await session.tmux("resize-window", "-t", session.name, "-x", "80", "-y", "30")
        // The capture may land while a frame is half drawn: wait for one that shows both.
        let shown = try await session.waitUntil("showed autoplay and a score") {
            $0.contains("Autoplay ·") && TmuxSession.score(on: $0) != nil
        }
        let score = try #require(TmuxSession.score(on: shown))
        try await session.waitUntil("showed a score above \(score)") { (TmuxSession.score(on: $0) ?? 0) > score }
    }

    @Test(
        "Ctrl-Z gives the terminal back to the shell, and fg brings the game back where it was",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func suspendAndResume() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let session = TmuxSession()
        defer { session.stop() }
        // An interactive shell with job control, as a player has.
        try session.start("PS1='shell> ' bash --norc --noprofile -i")
        try await session.waitFor("shell>")
        try await session.send(
            "XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play 2048 --seed 5", "Enter")
        try await session.waitFor("Score 0")
        try await session.send("C-z")
        let stopped = try await session.waitFor("Stopped")
        #expect(!stopped.contains("Tessera ·"), "the shell's screen is back: \(stopped)")
        // The shell's terminal is in its usual mode again: a command typed is echoed and run.
        try await session.send("echo typed-$((6*7))", "Enter")
        try await session.waitFor("typed-42")
        try await session.send("fg", "Enter")
        let back = try await session.waitFor("seed 5")
        #expect(back.contains("Score 0") && !back.contains("typed-42"), "\(back)")
        try await session.send("Left", "Right", "q")
        try await session.waitUntil("left the game") { !$0.contains("Tessera ·") }
        let save = try String(contentsOfFile: "\(data)/tessera/2048-4-twos-and-fours.save", encoding: .utf8)
        #expect(save.contains("seed=5") && save.contains("moves=2"), "\(save)")
        // Run by a wrapper that waits for it (a script), the game stops with the wrapper: the shell is back.
        try await session.send("clear", "Enter")
        try await session.send(
            "sh -c 'XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play triples; echo wrapper-$((6*7))'",
            "Enter")
        try await session.waitFor("Triples")
        try await session.send("C-z")
        let wrapped = try await session.waitFor("Stopped")
        #expect(!wrapped.contains("Tessera ·"), "the shell's screen is back: \(wrapped)")
        try await session.send("fg", "Enter")
        try await session.waitFor("Triples")
        try await session.send("q")
        try await session.waitFor("wrapper-42")
    }

    @Test(
        "a game open in one terminal is refused in a second with the first one's process named; b skips a pentomino board another terminal plays",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func oneTerminalAGame() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let tessera = "env XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable)"
        let first = TmuxSession()
        defer { first.stop() }
        try first.start("exec \(tessera) play 2048 --seed 5")  // exec: the pane's process is the game
        try await first.waitFor("Score 0")
        try await first.send("Left", "Right")
        let saveFile = "\(data)/tessera/2048-4-twos-and-fours.save"
        for _ in 0..<100 where (try? String(contentsOfFile: saveFile, encoding: .utf8))?.contains("moves=2") != true {
            try await Task.sleep(for: .milliseconds(100))
        }
        let process = try await first.tmux("display-message", "-p", "-t", first.name, "#{pane_pid}")

        let second = TmuxSession()
        defer { second.stop() }
        try second.start("\(tessera) play 2048; echo EXITED $?; sleep 30", columns: 250)
        let refused = try await second.waitFor("EXITED")
        let named =
            "The 2048 · 4×4 · 2s and 4s game is already open in another terminal (process \(process.trimmingCharacters(in: .whitespacesAndNewlines)))."
        #expect(refused.contains(named) && refused.contains("EXITED 1"), "\(refused)")
        #expect(!refused.contains("Tessera ·"), "the refused game drew nothing: \(refused)")
        let save = try String(contentsOfFile: saveFile, encoding: .utf8)
        #expect(save.contains("seed=5") && save.contains("moves=2"), "the first terminal's game is untouched: \(save)")
        // Another board setting is another game: it plays beside the first.
        let triples = TmuxSession()
        defer { triples.stop() }
        try triples.start("\(tessera) play triples --seed 1")
        try await triples.waitFor("Triples")

        // Pentominoes: 6x10 taken in one terminal, b from 8x8 in another goes past it to 5x12.
        let sixByTen = TmuxSession()
        defer { sixByTen.stop() }
        try sixByTen.start("\(tessera) play pentomino --board 6x10")
        try await sixByTen.waitFor("Pentomino · 6x10")
        let eightByEight = TmuxSession()
        defer { eightByEight.stop() }
        try eightByEight.start("\(tessera) play pentomino --board 8x8")
        try await eightByEight.waitFor("Pentomino · 8x8")
        try await eightByEight.send("b")
        let skipped = try await eightByEight.waitFor("Pentomino · 5x12")
        let words = skipped.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // the note wraps
        #expect(words.contains("6x10 is open in another terminal, so b skipped it."), "\(skipped)")
    }

    @Test(
        "a terminal that says TERM=dumb is refused with the reason, not drawn on with codes it cannot follow",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func dumbTerminal() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(
            "TERM=dumb XDG_DATA_HOME=\(data) \(ToolSupport.tesseraExecutable) play; echo exit=$?; sleep 30")
        let screen = try await session.waitFor("exit=")
        #expect(screen.contains("which TERM=dumb says this one cannot") && screen.contains("exit=1"), "\(screen)")
    }

    @Test(
        "Triples plays with one-line tiles in a short terminal and redraws when the window is resized",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func resizeRedraws() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(
            "XDG_DATA_HOME=\(data) \(ToolSupport.tesseraExecutable) play triples --deterministic", columns: 30, rows: 8)
        try await session.waitFor("Make the terminal at least")
        _ = try await session.tmux("resize-window", "-t", session.name, "-x", "70", "-y", "30")
        let screen = try await session.waitUntil("showed the game") {
            $0.contains("Deterministic") && $0.contains("Score ")
        }
        #expect(screen.contains("Score 6"))
    }

    @Test(
        "Pentominoes play in a real terminal: nothing acts unseen, a piece placed by keys, hints to the end, the puzzle kept on quit",
        .enabled(
            if: TmuxSession.tmux != nil || ToolSupport.isCI, "tmux is not installed; this test plays in a real terminal"
        ))
    func pentominoes() async throws {
        try #require(TmuxSession.tmux != nil, "tmux is needed to play in a terminal")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)").path
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(
            "XDG_DATA_HOME=\(data) TERM=xterm-256color \(ToolSupport.tesseraExecutable) play pentomino --board 3x20; echo EXITED $?; sleep 30"
        )
        let first = try await session.waitFor("2 solutions")
        #expect(first.contains("Tessera · Pentomino · 3x20") && first.contains("f flip") && first.contains("Tray: [F]"))
        // While the terminal is too small to show the board, a hint, the next board and a piece taken do nothing.
        _ = try await session.tmux("resize-window", "-t", session.name, "-x", "30", "-y", "10")
        try await session.waitFor("Make the terminal")
        for key in ["?", "b", "X", "r"] { try await session.send(key) }
        try await Task.sleep(for: .milliseconds(500))
        _ = try await session.tmux("resize-window", "-t", session.name, "-x", "80", "-y", "30")
        let unseen = try await session.waitFor("2 solutions")
        #expect(unseen.contains("Pentomino · 3x20") && unseen.contains("0 hints") && unseen.contains("Tray: [F]"))
        // The X by its capital letter, moved right one square and dropped: the count follows.
        for key in ["X", "Right", "Enter"] { try await session.send(key) }
        try await session.waitFor("still possible")
        // Take it off again, then let the hints finish the board.
        try await session.send("u")
        try await session.waitFor("2 solutions · 0 hints")
        for _ in 0..<12 { try await session.send("?") }
        let solved = try await session.waitFor("Solved")
        #expect(solved.contains("12 hints") && solved.contains("Tray: empty"))
        try await session.send("q")
        try await session.waitFor("EXITED 0")
        let save = try String(contentsOfFile: "\(data)/tessera/pentomino-3x20.save", encoding: .utf8)
            .split(separator: "\n")
        // The board, every square covered; the hints; the lists: the twelve hints to undo, nothing to redo.
        #expect(save.count == 3 && save[0].hasPrefix("tessera-pentomino;v=1;board=3x20;squares="))
        #expect(!save[0].contains(".") && save[1] == "hints=12")
        #expect(save[2].hasPrefix("tessera-pentomino-history;v=1;undo=") && save[2].hasSuffix(";redo="))
        #expect(save[2].split(separator: "|").count == 12)
    }
}
