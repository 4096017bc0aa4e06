import TesseraRules

/// Solves pentomino boards: counts, finds and lists the ways to cover a board, whole or in
/// progress, and gives hints. An exact-cover search over 64-bit boards (``SolverTables``).
///
/// Counting conventions: an empty board counts its *essentially different* solutions (a
/// solution and its images under the board's turns and mirrors count once: 6×10 2339, 5×12
/// 1010, 4×15 368, 3×20 2, 8×8 65); a board in progress counts the complete boards that
/// contain it, images distinct (an empty 6×10 given that way counts 9356), or the essentially
/// different solutions among them (``countSolutions(containing:)``).
public struct PentominoSolver: Sendable {
    /// The board this solver solves.
    public let board: PentominoBoard
    /// Every placement: the search for completions.
    private let all: SolverTables
    /// Placements with X kept to one square of each class of squares the symmetries exchange:
    /// the search for essentially different solutions.
    private let reduced: SolverTables
    /// For each placement of ``reduced`` (X's only), the symmetries other than the identity that leave it in place.
    private let stabilizers: [[Int]]

    public init(board: PentominoBoard) {
        self.board = board
        let all = SolverTables(board: board)
        let images = { (mask: UInt64) in all.symmetries.indices.map { all.image(of: mask, under: $0) } }
        let reduced = SolverTables(board: board) { mask in images(mask).allSatisfy { $0 >= mask } }
        let stabilizers = reduced.placements.indices.map { index -> [Int] in
            guard reduced.placements[index].piece == .x else { return [] }
            let placed = images(reduced.masks[index])
            return placed.indices.filter { $0 > 0 && placed[$0] == reduced.masks[index] }
        }
        self.all = all
        self.reduced = reduced
        self.stabilizers = stabilizers
    }

    /// The number of essentially different solutions of the empty board.
    public func countEssentiallyDifferent() -> Int {
        var count = 0
        essentiallyDifferent { _ in
            count += 1
            return true
        }
        return count
    }

    /// One solution of each class of solutions of the empty board that its symmetries exchange.
    public func allEssentiallyDifferent() -> [PentominoPuzzle] {
        var solutions: [PentominoPuzzle] = []
        essentiallyDifferent { chosen in
            solutions.append(completed(PentominoPuzzle(board: board), with: chosen, from: reduced))
            return true
        }
        return solutions
    }

    /// The number of complete boards that contain `puzzle` (symmetric images counted apart).
    public func countCompletions(of puzzle: PentominoPuzzle) -> Int {
        var count = 0
        completions(of: puzzle) { _ in
            count += 1
            return true
        }
        return count
    }

    /// The number of essentially different solutions that contain `puzzle`: its completions, two
    /// of them counted once when a turn or mirror of the board takes one to the other.
    ///
    /// Such a symmetry leaves every placed piece where it is, so completions are told apart
    /// except where the pieces placed are symmetric: X in the middle row of 3×20 keeps the 2
    /// solutions, each with its mirror image, as 4 completions. An empty board counts
    /// ``countEssentiallyDifferent()``.
    public func countSolutions(containing puzzle: PentominoPuzzle) -> Int {
        guard !puzzle.placements.isEmpty else { return countEssentiallyDifferent() }
        var byPiece = Array(repeating: UInt64(0), count: 12)
        for placement in puzzle.placements {
            byPiece[placement.piece.rawValue] = SolverTables.mask(of: placement.squares, board: board)
        }
        let placed = byPiece
        let keeping = all.symmetries.indices.dropFirst().filter { symmetry in
            placed.allSatisfy { all.image(of: $0, under: symmetry) == $0 }
        }
        guard !keeping.isEmpty else { return countCompletions(of: puzzle) }
        var count = 0
        completions(of: puzzle) { chosen in
            for index in chosen { byPiece[all.placements[Int(index)].piece.rawValue] = all.masks[Int(index)] }
            // Of the completions those symmetries exchange, count the least.
            if all.isLeast(byPiece, under: keeping) { count += 1 }
            return true
        }
        return count
    }

    /// Every complete board that contains `puzzle`.
    public func allCompletions(of puzzle: PentominoPuzzle) -> [PentominoPuzzle] {
        var solutions: [PentominoPuzzle] = []
        completions(of: puzzle) { chosen in
            solutions.append(self.completed(puzzle, with: chosen, from: all))
            return true
        }
        return solutions
    }

    /// One complete board that contains `puzzle`, or `nil` when there is none.
    public func firstCompletion(of puzzle: PentominoPuzzle) -> PentominoPuzzle? {
        var found: PentominoPuzzle?
        completions(of: puzzle) { chosen in
            found = self.completed(puzzle, with: chosen, from: all)
            return false
        }
        return found
    }

    /// One placement that keeps a completion possible (X while it is not placed, else the piece
    /// covering the first empty square, counting column by column from the top left); `nil` when
    /// no completion exists or the board is solved.
    public func hint(for puzzle: PentominoPuzzle) -> PentominoPlacement? {
        var hint: PentominoPlacement?
        completions(of: puzzle) { chosen in
            if let first = chosen.first { hint = all.placements[Int(first)] }
            return false
        }
        return hint
    }

    // MARK: The search

    /// Calls `visit` with the chosen placement indices of each completion of `puzzle` until it returns `false`.
    private func completions(of puzzle: PentominoPuzzle, _ visit: ([Int32]) -> Bool) {
        precondition(puzzle.board == board, "a solver solves one board")
        var occupied = all.outside
        var unused: UInt32 = (1 << 12) - 1
        for placement in puzzle.placements {
            occupied |= SolverTables.mask(of: placement.squares, board: board)
            unused &= ~(1 << UInt32(placement.piece.rawValue))
        }
        Self.search(all, occupied: occupied, unused: unused, visit)
    }

    /// Calls `visit` once for each essentially different solution of the empty board.
    private func essentiallyDifferent(_ visit: ([Int32]) -> Bool) {
        Self.search(reduced, occupied: reduced.outside, unused: (1 << 12) - 1) { chosen in
            guard let x = chosen.first(where: { reduced.placements[Int($0)].piece == .x }),
                !stabilizers[Int(x)].isEmpty
            else { return visit(chosen) }
            // X lies where a symmetry leaves it: of the solutions that symmetry exchanges, keep the least.
            var byPiece = Array(repeating: UInt64(0), count: 12)
            for index in chosen { byPiece[reduced.placements[Int(index)].piece.rawValue] = reduced.masks[Int(index)] }
            return reduced.isLeast(byPiece, under: stabilizers[Int(x)]) ? visit(chosen) : true
        }
    }

    /// Places X first when it is unused (it has the fewest placements, and where it lies shapes
    /// everything around it), then fills the lowest empty square first, trying every unused
    /// piece's placements that cover it.
    private static func search(
        _ tables: SolverTables, occupied: UInt64, unused: UInt32, _ visit: ([Int32]) -> Bool
    ) {
        let chosen = UnsafeMutablePointer<Int32>.allocate(capacity: 12)
        defer { chosen.deallocate() }
        tables.masks.withUnsafeBufferPointer { masks in
            tables.start.withUnsafeBufferPointer { start in
                let search = Search(
                    masks: masks.baseAddress!, start: start.baseAddress!, chosen: chosen,
                    inside: ~tables.outside, belowTop: ~tables.topRow, aboveBottom: ~tables.bottomRow,
                    rows: UInt64(tables.board.rows))
                let found = { (depth: Int) in visit(Array(UnsafeBufferPointer(start: chosen, count: depth))) }
                let x = UInt32(1) << UInt32(Pentomino.x.rawValue)
                guard unused & x != 0 else {
                    _ = search.descend(occupied, unused, 0, found)
                    return
                }
                for index in tables.xPlacements {
                    let mask = masks[index]
                    guard mask & occupied == 0, !search.leavesUnfillablePocket(occupied | mask) else { continue }
                    chosen[0] = Int32(index)
                    if !search.descend(occupied | mask, unused & ~x, 1, found) { return }
                }
            }
        }
    }

    // MARK: Building puzzles

    /// `puzzle` with the placements chosen from `tables` (the search's own choices always fit).
    private func completed(
        _ puzzle: PentominoPuzzle, with chosen: [Int32], from tables: SolverTables
    ) -> PentominoPuzzle {
        var complete = puzzle
        for index in chosen { try! complete.place(tables.placements[Int(index)]) }
        return complete
    }
}

/// The search proper, over raw pointers so that its inner loop does no bookkeeping.
private struct Search {
    let masks: UnsafePointer<UInt64>
    let start: UnsafePointer<Int32>
    /// The placements chosen so far, one per level.
    let chosen: UnsafeMutablePointer<Int32>
    /// The board's squares; those not on the top row; those not on the bottom row.
    let inside: UInt64, belowTop: UInt64, aboveBottom: UInt64
    /// The number of rows: the distance in bits between squares side by side.
    let rows: UInt64

    /// One level: returns `false` once `visit` (given the number of placements chosen) asked to stop.
    func descend(_ occupied: UInt64, _ unused: UInt32, _ depth: Int, _ visit: (Int) -> Bool) -> Bool {
        if unused == 0 { return visit(depth) }
        let square = (~occupied).trailingZeroBitCount
        var pieces = unused
        while pieces != 0 {
            let piece = pieces.trailingZeroBitCount
            pieces &= pieces - 1
            let group = square &* 12 &+ piece
            var index = Int(start[group])
            let end = Int(start[group &+ 1])
            while index < end {
                let mask = masks[index]
                index &+= 1
                guard mask & occupied == 0 else { continue }
                let next = occupied | mask
                guard !leavesUnfillablePocket(next) else { continue }
                chosen[depth] = Int32(index &- 1)
                if !descend(next, unused & ~(1 << UInt32(piece)), depth &+ 1, visit) { return false }
            }
        }
        return true
    }

    /// `true` when some empty squares are cut off in a pocket no piece fits: one square with no
    /// empty square beside it, or two side by side with no other.
    func leavesUnfillablePocket(_ occupied: UInt64) -> Bool {
        let empty = ~occupied & inside
        let up = (empty << 1) & belowTop
        let down = (empty >> 1) & aboveBottom
        let left = empty << rows
        let right = empty >> rows
        let any = up | down | left | right
        if empty & ~any != 0 { return true }
        let twoOrMore = (up & (down | left | right)) | (down & (left | right)) | (left & right)
        let lonely = empty & ~twoOrMore
        return (lonely & down & (lonely >> 1)) | (lonely & right & (lonely >> rows)) != 0
    }
}
