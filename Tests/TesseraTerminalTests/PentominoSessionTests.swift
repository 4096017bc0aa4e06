import Foundation
import TesseraPentomino
import TesseraRules
import TesseraTerminal
import Testing

@Suite("Terminal pentomino session")
struct PentominoSessionTests {
    let folder = DataFolder(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)"))

    private func press(_ session: PentominoSession, _ text: String) {
        var decoder = KeyDecoder()
        for key in decoder.feed(Array(text.utf8)) { _ = session.react(to: key) }
    }

    @Test("a capital takes a piece, r turns it, R turns it back and f flips it, Enter drops it where its outline shows")
    func placing() throws {
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        #expect(session.view.count == 2339)
        #expect(countLine(session.view) == "2,339 solutions · 0 hints")
        press(session, "L")
        #expect(session.view.held?.piece == .l && session.view.held?.orientation == 0)
        press(session, "rf")
        let turned = try #require(session.view.held)
        #expect(turned.shape == Pentomino.l.orientations[0].rotated.flipped)
        press(session, "R")
        #expect(session.view.held?.shape == turned.shape.rotated.rotated.rotated, "R turns it back a quarter")
        press(session, "r")
        press(session, "\r")
        #expect(session.view.puzzle.placement(of: .l)?.shape == turned.shape)
        #expect(session.view.count > 0 && session.view.count < 2339)
        #expect(countLine(session.view)?.hasSuffix(" solutions still possible · 0 hints") == true)
        #expect(session.view.held?.piece == .f, "the next piece in the tray comes to hand")
    }

    @Test("after a turned piece is dropped, the next piece comes to hand unturned, whatever its orientations")
    func nextPieceUnturned() throws {
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        press(session, "rr\r")  // F, turned twice, then I (two orientations only) comes to hand
        #expect(session.view.puzzle.placement(of: .f)?.orientation == 2)
        #expect(session.view.held?.piece == .i && session.view.held?.orientation == 0)
    }

    @Test("moving on to a board whose save is corrupt sets it aside and says so")
    func corruptNextBoard() throws {
        try folder.write("tessera-pentomino;v=1;board=5x12;squares=XX", to: folder.pentominoFile(for: .fiveByTwelve))
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        press(session, "b")
        #expect(session.view.puzzle.board == .fiveByTwelve && session.view.puzzle.placements.isEmpty)
        #expect(session.view.message?.contains("kept as") == true)
        #expect(FileManager.default.fileExists(atPath: folder.pentominoFile(for: .fiveByTwelve).path + ".corrupt"))
    }

    @Test("x picks the piece under the cursor up; u undoes and y redoes, or says there is none; a refusal says why")
    func pickUpUndoRedo() throws {
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        press(session, "u")
        #expect(session.view.message == "Nothing to undo.")
        press(session, "y")
        #expect(session.view.message == "Nothing to redo.")
        press(session, "I\r")
        let placed = try #require(session.view.puzzle.placement(of: .i))
        press(session, "x")
        #expect(session.view.puzzle.placements.isEmpty && session.view.held == placed)
        press(session, "u")
        #expect(session.view.puzzle.placement(of: .i) == placed)
        press(session, "u")
        #expect(session.view.puzzle.placements.isEmpty)
        press(session, "y")
        #expect(session.view.puzzle.placement(of: .i) == placed)
        press(session, "I")
        #expect(session.view.message?.contains("I is on the board") == true)
    }

    @Test("hints finish the board, the puzzle and its hints are saved as it goes, and the next session resumes them")
    func hintsAndResume() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "???")
        #expect(session.view.hintsUsed == 3 && session.view.puzzle.placements.count == 3)
        let resumed = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(resumed.view.puzzle == session.view.puzzle)
        #expect(resumed.view.hintsUsed == 3, "the hints used are kept with the puzzle")
        press(session, String(repeating: "?", count: 9))
        #expect(session.view.puzzle.isSolved && session.view.message?.hasPrefix("Solved!") == true)
        #expect(
            PentominoRenderer.render(session.view, columns: 80, rows: 24, colors: .none).contains {
                $0.contains("Solved")
            })
    }

    @Test("the undo and redo lists are saved with the puzzle: the next session undoes and redoes what this one did")
    func listsResume() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "???u")
        let two = session.view.puzzle
        let resumed = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(resumed.view.puzzle == two && resumed.view.hintsUsed == 3)
        press(resumed, "y")
        #expect(resumed.view.puzzle.placements.count == 3)
        press(resumed, "uuuu")
        #expect(resumed.view.puzzle.placements.isEmpty && resumed.view.message == "Nothing to undo.")
        #expect(resumed.view.hintsUsed == 3, "undone hints still count")
    }

    @Test("lists that do not match the board are dropped and said so: the board is as it was left, the save kept aside")
    func garbledLists() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "??")
        let file = folder.pentominoFile(for: .threeByTwenty)
        let saved = try #require(try folder.read(file))
        let lines = saved.split(separator: "\n")
        #expect(lines.count == 3 && lines[2].hasPrefix("tessera-pentomino-history;v=1;undo="))
        let garbled = "\(lines[0])\n\(lines[1])\ntessera-pentomino-history;v=1;undo=Z:-:0.0.0;redo=\n"
        try folder.write(garbled, to: file)
        let resumed = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(resumed.view.puzzle == session.view.puzzle && resumed.view.hintsUsed == 2)
        let message = try #require(resumed.view.message)
        #expect(message.hasPrefix("Undo list not resumed: undo change 1 does not match the board"), "\(message)")
        #expect(message.contains("the board is as you left it, with nothing to undo"))
        #expect(try String(contentsOfFile: file.path + ".corrupt", encoding: .utf8) == garbled)
        // The board is written back at once, with the hints and no lists, so leaving now loses nothing.
        let written = try #require(try folder.read(file)).split(separator: "\n")
        #expect(written.count == 3 && written[0] == lines[0] && written[1] == "hints=2")
        #expect(written[2] == "tessera-pentomino-history;v=1;undo=;redo=")
        press(resumed, "u")
        #expect(resumed.view.message == "Nothing to undo." && resumed.view.puzzle == session.view.puzzle)
        // A fourth line is more than a pentomino save holds: corrupt, set aside, an empty board.
        try folder.write(garbled + "more\n", to: file)
        let four = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(four.view.message?.contains("more than three lines") == true && four.view.puzzle.placements.isEmpty)
    }

    @Test("a corrupt save is set aside and said so; the board starts empty")
    func corruptSave() throws {
        try folder.write("tessera-pentomino;v=1;board=6x10;squares=XX", to: folder.pentominoFile(for: .sixByTen))
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        #expect(session.view.puzzle.placements.isEmpty)
        #expect(session.view.message?.contains("kept as") == true)
        #expect(FileManager.default.fileExists(atPath: folder.pentominoFile(for: .sixByTen).path + ".corrupt"))
    }

    @Test("a save of another board in a board's file is set aside and said so, and that board's file is left alone")
    func saveOfAnotherBoard() throws {
        let eightByEight = try PentominoSession(board: .eightByEight, folder: folder)
        press(eightByEight, "??")
        let other = try #require(try folder.read(folder.pentominoFile(for: .eightByEight)))
        try folder.write(other, to: folder.pentominoFile(for: .sixByTen))
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        #expect(session.view.puzzle.board == .sixByTen && session.view.puzzle.placements.isEmpty)
        #expect(session.view.message?.contains("the 8x8 board's puzzle, not 6x10's") == true)
        press(session, "?")
        #expect(session.view.puzzle.placements.count == 1, "the solver answers for the board shown")
        #expect(try folder.read(folder.pentominoFile(for: .eightByEight)) == other)
    }

    @Test("undoing a clear brings back the hints it cleared; undo and redo never lower the count")
    func hintsSurviveUndo() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "n")
        #expect(session.view.message == "The board is empty already." && session.view.hintsUsed == 0)
        press(session, "??")
        press(session, "n")
        #expect(session.view.hintsUsed == 0 && session.view.puzzle.placements.isEmpty)
        press(session, "u")
        #expect(session.view.hintsUsed == 2 && session.view.puzzle.placements.count == 2)
        press(session, "u")
        #expect(session.view.hintsUsed == 2 && session.view.puzzle.placements.count == 1, "an undone hint still counts")
        press(session, "y")
        #expect(session.view.hintsUsed == 2 && session.view.puzzle.placements.count == 2)
    }

    @Test("a save from before hints were kept resumes with none; a garbled hints line is a corrupt save")
    func hintLines() throws {
        let empty =
            "tessera-pentomino;v=1;board=3x20;squares="
            + Array(repeating: String(repeating: ".", count: 20), count: 3)
            .joined(separator: "/")
        try folder.write(empty + "\n", to: folder.pentominoFile(for: .threeByTwenty))
        #expect(try PentominoSession(board: .threeByTwenty, folder: folder).view.hintsUsed == 0)
        try folder.write(empty + "\nhints=lots\n", to: folder.pentominoFile(for: .threeByTwenty))
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(session.view.message?.contains("not hints=N") == true && session.view.hintsUsed == 0)
        // A garbled save is reported by its first line, not by a garbled hints line after it.
        try folder.write("garbled\nhints=-3\n", to: folder.pentominoFile(for: .threeByTwenty))
        let garbled = try #require(try PentominoSession(board: .threeByTwenty, folder: folder).view.message)
        #expect(garbled.contains("this is not a pentomino save") && !garbled.contains("hints=N"), "\(garbled)")
        // A line too long to quote whole is quoted as far as it goes, and says it goes on.
        try folder.write(
            empty + "\nhints=123456789012345678901234567890\n", to: folder.pentominoFile(for: .threeByTwenty))
        let long = try PentominoSession(board: .threeByTwenty, folder: folder)
        #expect(
            long.view.message?.contains("'hints=123456789012345678…', not hints=N") == true,
            "\(long.view.message ?? "")")
        // A count past any a player could reach is a corrupt save, so the next hint's count cannot overflow.
        for hints in ["9223372036854775807", "1000001"] {
            try folder.write(empty + "\nhints=\(hints)\n", to: folder.pentominoFile(for: .threeByTwenty))
            let huge = try PentominoSession(board: .threeByTwenty, folder: folder)
            #expect(huge.view.hintsUsed == 0 && huge.view.message?.contains("not hints=N") == true)
            press(huge, "?")
            #expect(huge.view.hintsUsed == 1)
        }
        try folder.write(empty + "\nhints=1000000\n", to: folder.pentominoFile(for: .threeByTwenty))
        let most = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(most, "?")
        #expect(most.view.hintsUsed == 1_000_000, "the count stops at the most a save may hold")
        #expect(try PentominoSession(board: .threeByTwenty, folder: folder).view.hintsUsed == 1_000_000)
    }

    @Test("at a dead end a hint says how to go back, offering undo only when there is a step to undo")
    func deadEndHint() throws {
        let dead = ".IIIII..../L........./L........./L........./LL......../.........."
        try folder.write("tessera-pentomino;v=1;board=6x10;squares=\(dead)\n", to: folder.pentominoFile(for: .sixByTen))
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        press(session, "?")
        #expect(session.view.message == "Dead end: take a piece off (x).", "a resumed puzzle has nothing to undo")
        press(session, "nu?")
        #expect(
            session.view.message == "Dead end: take a piece off (x).", "the clear was undone: nothing is left to undo")
    }

    @Test("a save that fails is said until one succeeds, whatever else is said; a quit then stays, a second leaves")
    func failedSaves() throws {
        // The data folder is a file: nothing can be written in it.
        try Data("not a folder".utf8).write(to: folder.url)
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "?")
        let message = try #require(session.view.message)
        #expect(message.hasPrefix("Not saved: could not write \(folder.url.path)/pentomino-3x20.save: "))
        #expect(message.contains("\(folder.url.path) is a file, not a folder.") && message.contains("Hint:"))
        #expect(!session.react(to: .character(UInt8(ascii: "q"))).quits)
        #expect(session.view.message?.hasSuffix("Press q (or Ctrl-C) again to quit without saving.") == true)
        press(session, "u")
        #expect(!session.react(to: .interrupt).quits, "a quit after another key asks again")
        for nothing in [TerminalKey.character(UInt8(ascii: "z")), .escape] {
            #expect(session.react(to: nothing).frames.isEmpty)
            #expect(session.view.message?.hasSuffix("Press q (or Ctrl-C) again to quit without saving.") == true)
        }
        #expect(session.react(to: .interrupt).quits, "a key that means nothing leaves the question as it was")
    }

    @Test("b when the board cannot be saved stays and says so; a second b moves on without saving it")
    func nextBoardUnsaved() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        press(session, "?")
        // Then only the 3×20 board's save cannot be written: a folder stands where its file goes.
        let file = folder.pentominoFile(for: .threeByTwenty)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        press(session, "?b")
        #expect(session.view.puzzle.board == .threeByTwenty && session.view.puzzle.placements.count == 2)
        #expect(session.view.message?.hasSuffix("Press b again to move on without saving this board.") == true)
        press(session, "qb")
        #expect(session.view.puzzle.board == .threeByTwenty, "b after another key asks again")
        press(session, "b")
        #expect(session.view.puzzle.board != .threeByTwenty && session.view.message == nil)
    }

    @Test("the cursor shows on the squares outside the board, the 8×8 board's centre")
    func cursorOnAHole() throws {
        let session = try PentominoSession(board: .eightByEight, folder: folder)
        press(session, "\u{1B}[B\u{1B}[B\u{1B}[B\u{1B}[C\u{1B}[C\u{1B}[C")
        #expect(
            session.view.cursor == Position(row: 3, column: 3)
                && !session.view.puzzle.board.contains(session.view.cursor))
        let screen = PentominoRenderer.render(session.view, columns: 60, rows: 30, colors: .none).map(
            ScreenText.visibleText)
        #expect(screen.contains { $0.contains("<>") })
    }

    @Test("every line of the screen fits the terminal, and a small one asks for more room")
    func fitting() throws {
        let session = try PentominoSession(board: .threeByTwenty, folder: folder)
        let screen = PentominoRenderer.render(session.view, columns: 42, rows: 14, colors: .xterm256)
        for line in screen { #expect(ScreenText.visibleText(line).count <= 42) }
        #expect(screen.contains { ScreenText.visibleText($0).contains("b next board · q save and quit") })
        #expect(screen.contains { ScreenText.visibleText($0).contains(" Z ") }, "the whole tray shows")
        // A message of three lines at the smallest size: it takes the first help lines' place, never the last.
        var long = session.view
        long.message = String(repeating: "A save could not be written here. ", count: 3)
        let crowded = PentominoRenderer.render(long, columns: 42, rows: 14, colors: .none)
        #expect(crowded.count == 14)
        #expect(crowded.last.map { ScreenText.visibleText($0).contains("q save and quit") } == true)
        let words = crowded.flatMap { ScreenText.visibleText($0).split(separator: " ") }.joined(separator: " ")
        #expect(words.contains(long.message!.split(separator: " ").joined(separator: " ")), "all of the message shows")
        // One too long for every line the help can give is cut, and says so.
        long.message = String(repeating: "A save could not be written here. ", count: 9)
        let cut = PentominoRenderer.render(long, columns: 42, rows: 14, colors: .none)
        #expect(cut.count == 14 && cut.contains { $0.hasSuffix("…") })
        #expect(cut.last.map { ScreenText.visibleText($0).contains("q save and quit") } == true)
        let small = PentominoRenderer.render(session.view, columns: 30, rows: 10, colors: .none)
        #expect(small.joined(separator: " ").contains("Make the terminal at least 42×14 to see the board (now 30×10)."))
        #expect(!PentominoSession.fits(session.view, columns: 30, rows: 10))
        #expect(!PentominoSession.fits(session.view, columns: 41, rows: 14))
        #expect(!PentominoSession.fits(session.view, columns: 42, rows: 13))
        #expect(PentominoSession.fits(session.view, columns: 42, rows: 14))
        // The count line wraps rather than losing its end at the smallest width.
        var stuck = session.view
        stuck.count = 0
        stuck.hintsUsed = 12
        let dead = PentominoRenderer.render(stuck, columns: 42, rows: 14, colors: .none)
        #expect(dead.count == 14 && dead.last.map { $0.contains("q save and quit") } == true)
        #expect(
            dead.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                .contains("Dead end: no completion is possible · 12 hints"), "\(dead)")
    }

    /// The screen's count line, as an 80×30 terminal without colours shows it.
    private func countLine(_ view: PentominoView) -> String? {
        PentominoRenderer.render(view, columns: 80, rows: 30, colors: .none).lazy
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasSuffix("hints") }
    }

    @Test("Q quits as q does (no piece is called Q), saving the puzzle")
    func capitalQuits() throws {
        let session = try PentominoSession(board: .sixByTen, folder: folder)
        press(session, "F ")
        #expect(session.react(to: .character(UInt8(ascii: "Q"))).quits)
        let resumed = try PentominoSession(board: .sixByTen, folder: folder)
        #expect(resumed.view.puzzle == session.view.puzzle && resumed.view.puzzle.placements.count == 1)
    }
}
