import PropertyBased
import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

/// A placement by piece, orientation and corner.
private func at(_ piece: Pentomino, _ orientation: Int, _ row: Int, _ column: Int) -> PentominoPlacement {
    PentominoPlacement(piece: piece, orientation: orientation, origin: Position(row: row, column: column))
}

/// The board's notation, for comparing puzzles in messages.
private func text(_ history: PentominoHistory) -> String {
    PentominoNotation.text(of: history.puzzle)
}

@Suite("A pentomino puzzle's undo, redo and hints")
struct PentominoHistoryTests {
    @Test("each change is one step back and one forward: a put from the tray, a move, a turn, a removal")
    func undoAndRedo() throws {
        var history = PentominoHistory(board: .sixByTen)
        var seen = [history.puzzle]
        try history.put(at(.l, 0, 0, 0))
        seen.append(history.puzzle)
        try history.put(at(.l, 0, 1, 2))
        seen.append(history.puzzle)
        try history.turn(.l, .flip)
        seen.append(history.puzzle)
        try history.remove(.l)
        seen.append(history.puzzle)
        #expect(history.undoList.count == 4 && history.undoList[2].steps.first?.turn == .flip)
        for expected in seen.reversed().dropFirst() {
            #expect(try history.undo() != nil)
            #expect(history.puzzle == expected)
        }
        #expect(try history.undo() == nil && history.redoList.count == 4)
        for expected in seen.dropFirst() {
            #expect(try history.redo() != nil)
            #expect(history.puzzle == expected)
        }
        #expect(try history.redo() == nil)
    }

    @Test(
        "a put where the piece lies, or a turn that leaves it so, keeps nothing; a new change forgets what was undone")
    func keeping() throws {
        var history = PentominoHistory(board: .sixByTen)
        try history.put(at(.i, 0, 0, 0))
        try history.put(at(.x, 0, 1, 1))
        _ = try history.undo()
        #expect(try history.put(at(.i, 0, 0, 0)) == nil)
        #expect(history.undoList.count == 1 && history.redoList.count == 1)
        try history.put(at(.i, 1, 0, 0))
        #expect(history.undoList.count == 2 && history.redoList.isEmpty)
        #expect(history.undoList.last?.steps == [PentominoStep(piece: .i, from: at(.i, 0, 0, 0), to: at(.i, 1, 0, 0))])
        // X turned is X as it was.
        try history.put(at(.x, 0, 2, 2))
        #expect(try history.turn(.x, .rotate) == nil && history.undoList.count == 3)
    }

    @Test("a change the rules refuse keeps nothing and leaves the puzzle and its lists as they were")
    func refusals() throws {
        var history = PentominoHistory(board: .sixByTen)
        try history.put(at(.i, 0, 0, 0))
        let before = history
        let covered = rulesError { () throws(RulesError) in try history.put(at(.l, 0, 0, 0)) }
        #expect(covered?.message == "L does not fit there: row 1, column 1 is covered by I")
        // I lies along the first row: moved seven columns right it would stick out.
        let moved = rulesError { () throws(RulesError) in try history.put(at(.i, 0, 0, 7)) }
        #expect(moved?.message == "I does not fit there: row 1, column 11 is off the board")
        let absent = rulesError { () throws(RulesError) in try history.remove(.x) }
        #expect(absent?.message == "X is not on the board")
        #expect(history == before)
    }

    @Test("undo never lowers the hints: undoing a hint counts it, undoing a reset brings back its hints and time")
    func hintsNeverDrop() throws {
        let solver = PentominoSolver(board: .threeByTwenty)
        var history = PentominoHistory(board: .threeByTwenty)
        #expect(history.hint(from: solver) != nil && history.hint(from: solver) != nil)
        #expect(history.hintsUsed == 2 && history.puzzle.placements.count == 2)
        _ = try history.undo()
        #expect(history.hintsUsed == 2 && history.puzzle.placements.count == 1)
        let reset = history.reset(elapsed: 61_000)
        #expect(reset?.cleared == PentominoEntry.Cleared(hintsUsed: 2, elapsed: 61_000))
        #expect(history.hintsUsed == 0 && history.puzzle.placements.isEmpty && history.reset(elapsed: 0) == nil)
        #expect(history.hint(from: solver) != nil && history.hintsUsed == 1)
        _ = try history.undo()  // the hint after the reset
        #expect(try history.undo() == reset && history.hintsUsed == 2 && history.puzzle.placements.count == 1)
        _ = try history.redo()  // the reset again: the hints stay
        #expect(history.hintsUsed == 2 && history.puzzle.placements.isEmpty)
    }

    @Test("no hint on a solved board or a dead end, and none is counted")
    func noHint() throws {
        let solver = PentominoSolver(board: .threeByTwenty)
        var solved = PentominoHistory(puzzle: try pentominoes(solved3x20, on: .threeByTwenty))
        #expect(solved.hint(from: solver) == nil && solved.hintsUsed == 0 && solved.undoList.isEmpty)
        var stuck = PentominoHistory(board: .threeByTwenty)
        try stuck.put(at(.x, 0, 0, 8))
        #expect(stuck.hint(from: solver) == nil && stuck.hintsUsed == 0 && stuck.undoList.count == 1)
    }

    @Test("the undo list keeps the last 400 changes")
    func mostKept() throws {
        var history = PentominoHistory(board: .sixByTen)
        for index in 0..<405 { try history.put(at(.i, 0, 0, index % 2 == 0 ? 0 : 5)) }
        #expect(history.undoList.count == PentominoHistory.mostKept)
        #expect(history.undoList.first?.steps.first?.from == at(.i, 0, 0, 0))
    }

    @Test("the lists' text resumes the same lists, resets and turns included")
    func textRoundTrip() throws {
        var history = PentominoHistory(board: .sixByTen)
        try history.put(at(.l, 0, 0, 0))
        try history.turn(.l, .rotateBack)
        _ = history.hint(from: PentominoSolver(board: .sixByTen))
        _ = history.reset(elapsed: 1234)
        try history.put(at(.x, 0, 3, 3))
        _ = try history.undo()
        let text = history.listsText
        #expect(text.hasPrefix("tessera-pentomino-history;v=1;undo=L:-:0.0.0|L:0.0.0:"))
        #expect(text.contains(":rotateBack|") && text.contains(",*:1:1234;redo=X:-:0.3.3"))
        let resumed = try PentominoHistory(puzzle: history.puzzle, hintsUsed: 0, lists: Array(text.utf8))
        #expect(resumed.undoList == history.undoList && resumed.redoList == history.redoList)
        var both = (resumed, history)
        while try both.0.undo() != nil {
            _ = try both.1.undo()
            #expect(both.0.puzzle == both.1.puzzle && both.0.hintsUsed == both.1.hintsUsed)
        }
    }

    @Test(
        "lists that cannot be resumed are refused, saying why",
        arguments: [
            ("tessera-pentomino;v=1;undo=;redo=", "this is not a pentomino undo list"),
            ("tessera-pentomino-history;v=2;undo=;redo=", "the undo list is from pentomino rules version '2'"),
            ("tessera-pentomino-history;v=1;undo=", "a pentomino undo list has four fields"),
            ("tessera-pentomino-history;v=1;undo=Q:-:0.0.0;redo=", "undo change 1: 'Q:-:0.0.0' is not a step"),
            ("tessera-pentomino-history;v=1;undo=L:-:9.0.0;redo=", "undo change 1: '9.0.0' is not a place of L"),
            ("tessera-pentomino-history;v=1;undo=L:-:0.0.0:spin;redo=", "'spin' is not a turn"),
            ("tessera-pentomino-history;v=1;undo=*:1:0;redo=", "a change moves at least one piece"),
            ("tessera-pentomino-history;v=1;undo=L:0.0.0:-,*:x:0;redo=", "is not a reset's *:hints:time"),
            ("tessera-pentomino-history;v=1;undo=L:0.0.0:0.0.0;redo=", "moves L nowhere"),
            ("tessera-pentomino-history;v=1;undo=L:-:0.0.0,L:0.0.0:-;redo=", "undo change 1: a change moves L twice"),
            ("tessera-pentomino-history;v=1;undo=X:-:0.0.0;redo=", "undo change 1 does not match the board"),
            ("tessera-pentomino-history;v=1;undo=;redo=I:-:0.0.0", "redo change 1 does not match the board: I does"),
        ])
    func refusedLists(text: String, reason: String) throws {
        // The board holds L in the top left corner, as the first lists' steps would leave it.
        var puzzle = PentominoPuzzle(board: .sixByTen)
        try puzzle.place(at(.l, 0, 0, 0))
        let error = rulesError { () throws(RulesError) in
            _ = try PentominoHistory(puzzle: puzzle, hintsUsed: 0, lists: Array(text.utf8))
        }
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "accepted")")
    }

    @Test("a list longer than the history keeps is refused, and so are two that hold more between them")
    func longLists() {
        /// The refusal of lists of `undo` and `redo` changes, each putting I down or taking it up, on an empty board.
        func refusal(undo: Int, redo: Int) -> String? {
            let list = { (count: Int, first: String, second: String) in
                (0..<count).map { $0 % 2 == 0 ? first : second }.joined(separator: "|")
            }
            let text =
                "tessera-pentomino-history;v=1;undo=\(list(undo, "I:-:0.0.0", "I:0.0.0:-"));"
                + "redo=\(list(redo, "I:0.0.0:-", "I:-:0.0.0"))"
            return rulesError { () throws(RulesError) in
                _ = try PentominoHistory(
                    puzzle: PentominoPuzzle(board: .sixByTen), hintsUsed: 0, lists: Array(text.utf8))
            }?.message
        }
        #expect(refusal(undo: 402, redo: 0) == "the undo list holds 402 changes; at most 400 are kept")
        // An undo moves a change from one list to the other: together they hold no more than are kept.
        #expect(refusal(undo: 300, redo: 102) == "the lists hold 402 changes between them; at most 400 are kept")
        #expect(refusal(undo: 300, redo: 100) == nil)
    }

    @Test("a reset keeps a time past what 32 bits hold, and at most a thousand years, which its text gives back")
    func longTimes() throws {
        for (elapsed, kept) in [
            (UInt64(3_000_000_000_000), UInt64(3_000_000_000_000)), (UInt64.max, PentominoHistory.mostElapsed),
        ] {
            var history = PentominoHistory(board: .sixByTen)
            try history.put(at(.x, 0, 1, 1))
            #expect(history.reset(elapsed: elapsed)?.cleared?.elapsed == kept)
            let resumed = try PentominoHistory(
                puzzle: history.puzzle, hintsUsed: 0, lists: Array(history.listsText.utf8))
            #expect(resumed.undoList.last?.cleared?.elapsed == kept)
        }
    }

    @Test(
        "any run of changes, undos and redos: the text resumes it, undoing all empties the board, and redoing as many comes back"
    )
    func anyRun() async {
        let solver = PentominoSolver(board: .fiveByTwelve)
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 1...40)) { moves in
            var history = PentominoHistory(board: .fiveByTwelve)
            for move in moves {
                let piece = Pentomino.allCases[move % 12]
                let hints = history.hintsUsed
                let kind = move / 12 % 8
                switch kind {
                case 0, 1:
                    let placement = at(piece, move / 96 % piece.orientations.count, move / 1000 % 5, move / 10_000 % 12)
                    _ = try? history.put(placement)
                case 2: _ = try? history.turn(piece, PentominoTurn.allCases[move / 96 % 4])
                case 3: _ = try? history.remove(piece)
                case 4: _ = history.hint(from: solver)
                case 5: _ = try! history.undo()
                case 6: _ = try! history.redo()
                default: _ = history.reset(elapsed: UInt64(move % 100_000))
                }
                // Only a reset sets the hints back.
                #expect(history.hintsUsed >= hints || (kind == 7 && history.hintsUsed == 0))
            }
            let resumed = try! PentominoHistory(
                puzzle: history.puzzle, hintsUsed: history.hintsUsed, lists: Array(history.listsText.utf8))
            #expect(resumed == history)
            var undone = resumed
            while try! undone.undo() != nil {}
            #expect(undone.puzzle.placements.isEmpty)
            for _ in history.undoList { _ = try! undone.redo() }
            #expect(undone.puzzle == history.puzzle, "\(text(undone)) is not \(text(history))")
        }
    }
}
