import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

@Suite("Pentomino saves, snapping and solution names")
struct PentominoSaveAndFitTests {
    @Test("a save reads back to the same puzzle; a corrupt one is an error naming what is wrong")
    func saves() throws {
        let puzzle = try pentominoes(solved3x20, on: .threeByTwenty)
        let text = SavedPentominoPuzzle.text(of: puzzle)
        #expect(text == "tessera-pentomino;v=1;board=3x20;squares=" + solved3x20)
        #expect(try SavedPentominoPuzzle.puzzle(Array(text.utf8)) == puzzle)
        let corrupt = [
            ("hello", "not a pentomino save"),
            ("tessera-pentomino;v=2;board=3x20;squares=.", "rules version '2'"),
            ("tessera-pentomino;v=1;board=7x7;squares=.", "'7x7' is not a board"),
            ("tessera-pentomino;v=1;board=3x20;squares=...", "squares: the 3x20 board has 3 rows, not 1"),
            ("tessera-pentomino;x=1;board=3x20;squares=.", "is not the v field"),
        ]
        for (text, message) in corrupt {
            let error = rulesError { () throws(RulesError) in try SavedPentominoPuzzle.puzzle(Array(text.utf8)) }
            #expect(error?.kind == .save)
            #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        }
    }

    @Test("a dropped piece snaps to where it fits nearest, its own squares counting as free")
    func snapping() throws {
        var puzzle = PentominoPuzzle(board: .sixByTen)
        let i = PentominoPlacement(piece: .i, orientation: 0, origin: Position(row: 0, column: 0))
        try puzzle.place(i)
        // An L dropped over the I on the first row snaps one row down; the I dropped where it lies stays.
        let l = PentominoPlacement(piece: .l, orientation: 0, origin: Position(row: 0, column: 1))
        #expect(puzzle.nearestFit(to: l)?.origin == Position(row: 1, column: 1))
        #expect(puzzle.nearestFit(to: i) == i)
        // Hanging off the right edge by two squares, it comes back inside.
        let off = PentominoPlacement(piece: .i, orientation: 0, origin: Position(row: 3, column: 7))
        #expect(puzzle.nearestFit(to: off)?.origin == Position(row: 3, column: 5))
        // Three rows below the board (the bottom row is 5) is too far.
        let far = PentominoPlacement(piece: .i, orientation: 0, origin: Position(row: 8, column: 0))
        #expect(puzzle.nearestFit(to: far) == nil)
    }

    @Test("a solution and its turns and mirrors share one name; an unsolved board has none")
    func solutionNames() throws {
        let solver = PentominoSolver(board: .threeByTwenty)
        let all = solver.allCompletions(of: PentominoPuzzle(board: .threeByTwenty))
        #expect(all.count == 8)
        #expect(Set(all.compactMap(\.solutionID)).count == 2)
        #expect(PentominoPuzzle(board: .threeByTwenty).solutionID == nil)
    }
}
