import TesseraPentomino
import TesseraRules
import Testing

@Suite("Placing pentominoes")
struct PentominoPuzzleTests {
    let l = PentominoPlacement(piece: .l, orientation: 0, origin: Position(row: 0, column: 0))

    @Test("placing, moving, rotating, flipping and removing a piece each say what happened")
    func changes() throws {
        var puzzle = PentominoPuzzle(board: .sixByTen)
        let placed = try puzzle.place(l)
        #expect(
            placed.kind == .placed && placed.piece == .l && placed.from == nil && placed.to == l && !placed.isSolved)
        #expect(PentominoNotation.text(of: puzzle).hasPrefix("LLLL....../L........./"))
        let moved = try puzzle.move(.l, to: Position(row: 1, column: 2))
        #expect(moved.kind == .moved && moved.from == l && moved.to?.origin == Position(row: 1, column: 2))
        let rotated = try puzzle.rotate(.l)
        #expect(rotated.kind == .rotated && rotated.to == moved.to?.rotated)
        #expect(
            Set(rotated.to!.squares)
                == Set([(1, 2), (1, 3), (2, 3), (3, 3), (4, 3)].map { Position(row: $0.0, column: $0.1) }))
        let flipped = try puzzle.flip(.l)
        #expect(flipped.kind == .flipped && flipped.to?.shape == rotated.to?.shape.flipped)
        let removed = try puzzle.remove(.l)
        #expect(removed.kind == .removed && removed.to == nil && puzzle.placements.isEmpty)
    }

    @Test("a piece that would leave the board, cover a hole or another piece is refused, and the board is unchanged")
    func refusals() throws {
        var puzzle = PentominoPuzzle(board: .eightByEight)
        try puzzle.place(l)
        let before = puzzle
        let twice = rulesError { () throws(RulesError) in try puzzle.place(l) }
        #expect(twice?.message == "L is already on the board; move it or take it off first")
        let off = rulesError { () throws(RulesError) in try puzzle.move(.l, to: Position(row: 0, column: 5)) }
        #expect(off?.message == "L does not fit there: row 1, column 9 is off the board")
        let above = rulesError { () throws(RulesError) in try puzzle.move(.l, to: Position(row: -999, column: 0)) }
        #expect(above?.message == "L does not fit there: it would stick out above or left of the board")
        let i = PentominoPlacement(piece: .i, orientation: 0, origin: Position(row: 3, column: 0))
        let hole = rulesError { () throws(RulesError) in try puzzle.place(i) }
        #expect(hole?.message == "I does not fit there: row 4, column 4 is not part of the board")
        let covered = rulesError { () throws(RulesError) in
            try puzzle.place(PentominoPlacement(piece: .i, orientation: 1, origin: Position(row: 0, column: 0)))
        }
        #expect(covered?.message == "I does not fit there: row 1, column 1 is covered by L")
        let absent = rulesError { () throws(RulesError) in try puzzle.rotate(.x) }
        #expect(absent?.message == "X is not on the board")
        #expect(puzzle == before)
    }

    @Test("the last piece placed solves the board")
    func solving() throws {
        var puzzle = try pentominoes(solved3x20, on: .threeByTwenty)
        let z = try #require(puzzle.placement(of: .z))
        try puzzle.remove(.z)
        #expect(!puzzle.isSolved)
        #expect(try puzzle.place(z).isSolved)
    }
}
