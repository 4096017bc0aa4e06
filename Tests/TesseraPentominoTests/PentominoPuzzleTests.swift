import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

@Suite("Placing pentominoes")
struct PentominoPuzzleTests {
    let l = PentominoPlacement(piece: .l, orientation: 0, origin: Position(row: 0, column: 0))

    @Test("placing, moving, rotating, flipping and removing a piece each say what happened")
    func changes() throws {
        var puzzle = PentominoPuzzle(board: .sixByTen)
        let placed = try puzzle.place(l)
        #expect(
            placed.piece == .l && placed.from == nil && placed.to == l && !puzzle.isSolved)
        #expect(PentominoNotation.text(of: puzzle).hasPrefix("LLLL....../L........./"))
        let moved = try puzzle.move(.l, to: Position(row: 1, column: 2))
        #expect(moved.from == l && moved.to?.origin == Position(row: 1, column: 2))
        let rotated = try puzzle.turn(.l, .rotate)
        #expect(rotated.from == moved.to && rotated.to == moved.to?.turned(.rotate))
        #expect(
            Set(rotated.to!.squares)
                == Set([(1, 2), (1, 3), (2, 3), (3, 3), (4, 3)].map { Position(row: $0.0, column: $0.1) }))
        let flipped = try puzzle.turn(.l, .flip)
        #expect(flipped.from == rotated.to && flipped.to?.shape == rotated.to?.shape.flipped)
        let removed = try puzzle.remove(.l)
        #expect(removed.from == flipped.to && removed.to == nil && puzzle.placements.isEmpty)
    }

    @Test("a piece with no room to turn where it lies turns into the nearest place with room, around its middle")
    func turnNearby() throws {
        var puzzle = PentominoPuzzle(board: .sixByTen)
        let flat = try #require(Pentomino.i.orientations.firstIndex { $0.height == 1 })
        // I lies flat on the bottom row, columns 4–8; upright where it lies it would stick out below the board.
        try puzzle.place(PentominoPlacement(piece: .i, orientation: flat, origin: Position(row: 5, column: 3)))
        let upright = try puzzle.turn(.i, .rotate)
        // Its middle column (the 6th) is kept, and it rises to the nearest rows where it fits: 2–6.
        #expect(upright.to?.origin == Position(row: 1, column: 5))
        #expect(upright.to?.shape.height == 5)
        #expect(
            PentominoNotation.text(of: puzzle).split(separator: "/").map { $0.contains("I") } == [
                false, true, true, true, true, true,
            ])
        // Turned again it has room where it lies: its corner stays.
        let back = try puzzle.turn(.i, .rotate)
        #expect(back.to?.origin == Position(row: 1, column: 5) && back.to?.shape.height == 1)
    }

    @Test("turning back and mirroring top to bottom keep the corner where there is room, and land nearby where not")
    func turnBackAndFlipVertically() throws {
        var puzzle = try pentominoes(
            "........../.PP......./.PP......./.P......../........../..........", on: .sixByTen)
        let back = try puzzle.turn(.p, .rotateBack)
        #expect(back.to?.origin == Position(row: 1, column: 1))
        #expect(PentominoNotation.text(of: puzzle).hasPrefix("........../.PP......./.PPP....../........../"))
        let mirrored = try puzzle.turn(.p, .flipVertically)
        #expect(mirrored.to?.origin == Position(row: 1, column: 1))
        #expect(PentominoNotation.text(of: puzzle).hasPrefix("........../.PPP....../.PP......./........../"))
        // L along the bottom row, its foot up: turned back where it lies it would stick out below the board.
        var low = PentominoPuzzle(board: .sixByTen)
        try low.place(PentominoPlacement(piece: .l, orientation: 2, origin: Position(row: 4, column: 3)))
        let landed = try low.turn(.l, .rotateBack)
        #expect(landed.to?.origin == Position(row: 2, column: 4))
        #expect(PentominoNotation.text(of: low).hasSuffix("/....LL..../.....L..../.....L..../.....L...."))
    }

    @Test("a piece with no room to turn anywhere near stays where it was, and the refusal says why")
    func turnWithoutRoom() throws {
        var puzzle = PentominoPuzzle(board: .threeByTwenty)
        let flat = try #require(Pentomino.i.orientations.firstIndex { $0.height == 1 })
        let i = PentominoPlacement(piece: .i, orientation: flat, origin: Position(row: 1, column: 7))
        try puzzle.place(i)
        let before = puzzle
        let refusal = rulesError { () throws(RulesError) in try puzzle.turn(.i, .rotate) }
        #expect(refusal?.message == "I does not fit there: row 4, column 8 is off the board")
        #expect(puzzle == before && puzzle.placements == [i])
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
        let absent = rulesError { () throws(RulesError) in try puzzle.turn(.x, .rotate) }
        #expect(absent?.message == "X is not on the board")
        #expect(puzzle == before)
    }

    @Test("a corner as far off as the integers go is refused with a reason, by place, move, fit and nearest fit alike")
    func farCorners() throws {
        var puzzle = PentominoPuzzle(board: .sixByTen)
        try puzzle.place(l)
        let before = puzzle
        for (row, column, side) in [
            (Int.max, 0, "below or right of"), (0, Int.max, "below or right of"), (Int.min, 0, "above or left of"),
            (3, Int.min, "above or left of"), (Int.max, Int.min, "above or left of"),
        ] {
            let corner = Position(row: row, column: column)
            let expected = "does not fit there: it would stick out \(side) the board"
            let placed = rulesError { () throws(RulesError) in
                try puzzle.place(PentominoPlacement(piece: .x, orientation: 0, origin: corner))
            }
            #expect(placed?.message == "X \(expected)")
            let moved = rulesError { () throws(RulesError) in try puzzle.move(.l, to: corner) }
            #expect(moved?.message == "L \(expected)")
            #expect(!puzzle.fits(PentominoPlacement(piece: .x, orientation: 0, origin: corner)))
            #expect(puzzle.nearestFit(to: PentominoPlacement(piece: .x, orientation: 0, origin: corner)) == nil)
        }
        #expect(puzzle == before)
    }

    @Test("the last piece placed solves the board")
    func solving() throws {
        var puzzle = try pentominoes(solved3x20, on: .threeByTwenty)
        let z = try #require(puzzle.placement(of: .z))
        try puzzle.remove(.z)
        #expect(!puzzle.isSolved)
        try puzzle.place(z)
        #expect(puzzle.isSolved)
    }
}
