import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

@Suite("Pentomino board notation")
struct PentominoNotationTests {
    @Test("the solved 3×20 board reads and writes back the same, and is solved")
    func roundTrip() throws {
        let puzzle = try pentominoes(solved3x20, on: .threeByTwenty)
        #expect(puzzle.isSolved)
        #expect(PentominoNotation.text(of: puzzle) == solved3x20)
        #expect(puzzle[Position(row: 1, column: 2)] == .x)
    }

    @Test("the 8×8 board writes its centre as # and reads it back")
    func holes() throws {
        #expect(
            emptyNotation(.eightByEight) == "......../......../......../...##.../...##.../......../......../........")
        let puzzle = try pentominoes(emptyNotation(.eightByEight), on: .eightByEight)
        #expect(puzzle.placements.isEmpty && !puzzle.isSolved)
    }

    @Test(
        "a malformed board is an error naming what is wrong and where",
        arguments: [
            (
                ".........../........../........../........../........../..........", PentominoBoard.sixByTen,
                "row 1 has 11 squares, but the 6x10 board has 10 columns"
            ),
            ("........../........../..........", .sixByTen, "the 6x10 board has 6 rows, not 3"),
            ("....q.........../................/..........", .threeByTwenty, "row 1 has 16 squares"),
            (
                "....q.............../..................../....................", .threeByTwenty,
                "row 1, column 5: 'q' is not a square"
            ),
            (
                "ÉUXIIIIINNNFTWYYYYZV/..................../....................", .threeByTwenty,
                "row 1, column 1: 'É' is not a square"
            ),
            (
                "..................../............日本/....................", .threeByTwenty,
                "row 2, column 13: '日' is not a square"
            ),
            (
                "..#................./..................../....................", .threeByTwenty,
                "row 1, column 3: # marks a square outside the board"
            ),
            (
                "......../......../......../...#..../...##.../......../......../........", .eightByEight,
                "row 4, column 5: this square is not part of the 8x8 board"
            ),
            (
                "FF................../F.................../F...................", .threeByTwenty,
                "row 1, column 1: the 4 squares marked F are not one F piece"
            ),
            (
                "IIIII..............I/..................../....................", .threeByTwenty,
                "the 6 squares marked I are not one I piece (a piece has five squares)"
            ),
            (
                "X.X................./.X................../X.X.................", .threeByTwenty,
                "the 5 squares marked X are not one X piece"
            ),
            (
                "..................../.........F........../....................", .threeByTwenty,
                "row 2, column 10: the one square marked F is not one F piece (a piece has five squares)"
            ),
        ])
    func errors(text: String, board: PentominoBoard, message: String) {
        let error = rulesError { () throws(RulesError) in try pentominoes(text, on: board) }
        #expect(error?.kind == .notation)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }
}
