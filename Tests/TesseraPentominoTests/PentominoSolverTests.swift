import PropertyBased
import TesseraPentomino
import TesseraRules
import Testing

@Suite("The pentomino solver")
struct PentominoSolverTests {
    @Test(
        "an empty board has its known number of essentially different solutions, and |symmetries| times as many in all",
        arguments: [
            (PentominoBoard.sixByTen, 2339), (.fiveByTwelve, 1010), (.fourByFifteen, 368), (.threeByTwenty, 2),
            (.eightByEight, 65),
        ])
    func counts(board: PentominoBoard, distinct: Int) throws {
        let solver = PentominoSolver(board: board)
        #expect(solver.countEssentiallyDifferent() == distinct)
        let empty = PentominoPuzzle(board: board)
        #expect(solver.countCompletions(of: empty) == distinct * board.symmetries.count)
    }

    @Test("the essentially different solutions are each complete, and no two are turns or mirrors of each other")
    func essentiallyDifferent() throws {
        for board in [PentominoBoard.threeByTwenty, .eightByEight, .fourByFifteen] {
            let solutions = PentominoSolver(board: board).allEssentiallyDifferent()
            #expect(solutions.allSatisfy { $0.isSolved })
            var seen = Set<String>()
            for solution in solutions {
                let images = board.symmetries.map { image(of: solution, under: $0) }
                #expect(Set(images).count == images.count, "no solution is its own turn or mirror")
                #expect(images.allSatisfy { !seen.contains($0) }, "\(PentominoNotation.text(of: solution)) repeats one")
                seen.formUnion(images)
            }
        }
        #expect(
            PentominoSolver(board: .threeByTwenty).allEssentiallyDifferent().map(PentominoNotation.text).contains(
                solved3x20))
    }

    @Test("a board in progress counts, finds and lists the complete boards that contain it")
    func completions() throws {
        var puzzle = try pentominoes(solved3x20, on: .threeByTwenty)
        try puzzle.remove(.u)
        try puzzle.remove(.x)
        let solver = PentominoSolver(board: .threeByTwenty)
        #expect(solver.countCompletions(of: puzzle) == 1)
        #expect(solver.allCompletions(of: puzzle).map(PentominoNotation.text) == [solved3x20])
        #expect(solver.firstCompletion(of: puzzle).map(PentominoNotation.text) == solved3x20)
        let solved = try pentominoes(solved3x20, on: .threeByTwenty)
        #expect(solver.countCompletions(of: solved) == 1 && solver.hint(for: solved) == nil)
    }

    @Test("a board in progress counts each essentially different solution it can still become once")
    func solutionsStillPossible() throws {
        let solver = PentominoSolver(board: .threeByTwenty)
        // X in the middle row stays put under the top-to-bottom mirror: 2 solutions, each laid either way up.
        let middle = try pentominoes(
            "..X................./.XXX................/..X.................", on: .threeByTwenty)
        #expect(solver.countCompletions(of: middle) == 4 && solver.countSolutions(containing: middle) == 2)
        var nearlySolved = try pentominoes(solved3x20, on: .threeByTwenty)
        try nearlySolved.remove(.u)
        #expect(solver.countSolutions(containing: nearlySolved) == 1)
        let empty = PentominoPuzzle(board: .threeByTwenty)
        #expect(solver.countSolutions(containing: empty) == 2)
    }

    @Test(
        "the solutions a board in progress can still become are its completions' distinct solution ids",
        arguments: [PentominoBoard.sixByTen, .fiveByTwelve, .fourByFifteen, .threeByTwenty, .eightByEight])
    func solutionsAreDistinctIDs(board: PentominoBoard) async {
        let solver = PentominoSolver(board: board)
        let solutions = solver.allEssentiallyDifferent()
        let mask = Gen.int(in: 0...4095)
        let cases = zip(Gen.int(in: 0...(solutions.count - 1)), Gen.int(in: 0...7), zip(mask, mask, mask))
        await propertyCheck(count: 40, input: cases) { which, symmetry, masks in
            // A solution turned or mirrored, with X kept and each other piece kept one time in eight: often
            // X alone, which a symmetry leaves in place in 3×20's middle row, 5×12's and 4×15's middle line.
            let turned = image(of: solutions[which], under: board.symmetries[symmetry % board.symmetries.count])
            var puzzle = try! pentominoes(turned, on: board)
            let kept = masks.0 & masks.1 & masks.2
            for piece in Pentomino.allCases where piece != .x && kept & (1 << piece.rawValue) == 0 {
                try! puzzle.remove(piece)
            }
            let ids = Set(solver.allCompletions(of: puzzle).compactMap(\.solutionID))
            #expect(solver.countSolutions(containing: puzzle) == ids.count, "\(PentominoNotation.text(of: puzzle))")
        }
    }

    @Test("on the 8×8 board a piece on a diagonal is kept by that mirror: its count is its completions' distinct ids")
    func diagonalMirror() throws {
        let solver = PentominoSolver(board: .eightByEight)
        // X about (2, 2) and V in the far corner, each its own image under the main diagonal's mirror;
        // with V, only that mirror keeps the pieces placed.
        let top = "......../..X...../.XXX..../..X##.../...##.../"
        let xAlone = try pentominoes(top + "......../......../........", on: .eightByEight)
        let withV = try pentominoes(top + ".......V/.......V/.....VVV", on: .eightByEight)
        for puzzle in [xAlone, withV] {
            let completions = solver.allCompletions(of: puzzle)
            let ids = Set(completions.compactMap(\.solutionID))
            #expect(!ids.isEmpty && ids.count < completions.count, "the mirror pairs completions up")
            #expect(solver.countSolutions(containing: puzzle) == ids.count, "\(PentominoNotation.text(of: puzzle))")
        }
    }

    @Test("a dead end has no completion, no first solution and no hint")
    func deadEnd() throws {
        // An I and an L shut the top-left corner in: no piece can cover it.
        let puzzle = try pentominoes(".IIIII..../L........./L........./L........./LL......../..........", on: .sixByTen)
        let solver = PentominoSolver(board: .sixByTen)
        #expect(solver.countCompletions(of: puzzle) == 0)
        #expect(solver.firstCompletion(of: puzzle) == nil && solver.hint(for: puzzle) == nil)
    }

    @Test(
        "a hint is given exactly when some solution contains the board, and it keeps the board inside one",
        arguments: [PentominoBoard.sixByTen, .eightByEight])
    func hints(board: PentominoBoard) async {
        let solver = PentominoSolver(board: board)
        // The oracle: every solution, turns and mirrors apart, as its squares' letters.
        let solutions = solver.allCompletions(of: PentominoPuzzle(board: board))
        let letters = solutions.map { Array(PentominoNotation.text(of: $0).utf8) }
        func completable(_ puzzle: PentominoPuzzle) -> Bool {
            let partial = Array(PentominoNotation.text(of: puzzle).utf8)
            return letters.contains { solution in
                zip(partial, solution).allSatisfy { $0 == UInt8(ascii: ".") || $0 == $1 }
            }
        }
        let cases = zip(Gen.int(in: 0...(solutions.count - 1)), Gen.int(in: 0...4095), Gen.int(in: 0...63))
        await propertyCheck(count: 30, input: cases) { which, kept, shift in
            // A solution with some pieces taken off, then (when it fits) one piece moved elsewhere.
            var puzzle = solutions[which]
            for piece in Pentomino.allCases where kept & (1 << piece.rawValue) == 0 { try! puzzle.remove(piece) }
            if let placed = puzzle.placements.first {
                _ = try? puzzle.move(
                    placed.piece, to: Position(row: shift / 8 % board.rows, column: shift % board.columns))
            }
            let hint = solver.hint(for: puzzle)
            #expect((hint != nil) == (completable(puzzle) && !puzzle.isSolved))
            if let hint {
                try! puzzle.place(hint)
                #expect(completable(puzzle), "the hint keeps a solution possible")
            }
        }
    }

    /// The notation of `puzzle` turned or mirrored by `symmetry`.
    private func image(of puzzle: PentominoPuzzle, under symmetry: BoardSymmetry) -> String {
        let board = puzzle.board
        var cells = Array(repeating: Array(repeating: UInt8(ascii: "."), count: board.columns), count: board.rows)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                let from = Position(row: row, column: column)
                let to = symmetry.apply(from, rows: board.rows, columns: board.columns)
                cells[to.row][to.column] =
                    board.contains(from) ? (puzzle[from]?.letter ?? UInt8(ascii: ".")) : UInt8(ascii: "#")
            }
        }
        return cells.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }
}
