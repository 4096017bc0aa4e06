import TesseraRules

/// One row of four ranks moved toward its first cell (rank 0 in the lowest bits) by a game's rules.
///
/// The move tables are built from it; it follows the reference rules' slides
/// cell by cell, so that the tables agree with them.
struct RowSlide {
    /// The row after the move. A merge beyond rank 15 leaves rank 15 there (see ``overflows``).
    var row: UInt16
    /// The sum of the face values the merges made.
    var points: UInt32
    /// `true` when a merge made a tile above rank 15, which the row cannot hold.
    var overflows: Bool

    /// Slides `row` toward its first cell by the rules of `kind`.
    init(_ row: UInt16, kind: TileKind) {
        var cells: InlineArray<4, Int> = [0, 0, 0, 0]
        for i in 0..<4 { cells[i] = Int((row >> UInt16(4 * i)) & 0xF) }
        var points = 0
        var overflows = false
        switch kind {
        case .twentyFortyEight: Self.slide2048(&cells, points: &points, overflows: &overflows)
        case .triples: Self.slideTriples(&cells, points: &points, overflows: &overflows)
        }
        var result: UInt16 = 0
        for i in 0..<4 { result |= UInt16(min(cells[i], Bitboard.largestRank)) << UInt16(4 * i) }
        self.row = result
        self.points = UInt32(points)
        self.overflows = overflows
    }

    /// 2048: every tile slides as far as it goes; two equal tiles merge once, taken from the edge.
    private static func slide2048(_ cells: inout InlineArray<4, Int>, points: inout Int, overflows: inout Bool) {
        var out: InlineArray<4, Int> = [0, 0, 0, 0]
        var target = 0
        var mergeable = 0
        for i in 0..<4 {
            let rank = cells[i]
            guard rank > 0 else { continue }
            if rank == mergeable {
                out[target - 1] = rank + 1
                points += Bitboard.value(ofRank: rank + 1, kind: .twentyFortyEight)
                if rank + 1 > Bitboard.largestRank { overflows = true }
                mergeable = 0
            } else {
                out[target] = rank
                target += 1
                mergeable = rank
            }
        }
        cells = out
    }

    /// Slides a Triples row toward its first cell.
    ///
    /// From the edge, the first empty cell with tiles after it, or the first pair
    /// that combines, is acted on, and everything beyond it moves one cell.
    private static func slideTriples(_ cells: inout InlineArray<4, Int>, points: inout Int, overflows: inout Bool) {
        for step in 0..<3 {
            if cells[step] == 0 {
                shiftTriples(&cells, from: step + 1)
                return
            }
            if let merged = combinedTriplesRank(cells[step], cells[step + 1]) {
                cells[step] = merged
                points += Bitboard.value(ofRank: merged, kind: .triples)
                if merged > Bitboard.largestRank { overflows = true }
                cells[step + 1] = 0
                shiftTriples(&cells, from: step + 2)
                return
            }
        }
    }

    /// Moves the cells from `first` on one cell toward the edge.
    private static func shiftTriples(_ cells: inout InlineArray<4, Int>, from first: Int) {
        guard first < 4 else { return }
        for i in first..<4 {
            cells[i - 1] = cells[i]
            cells[i] = 0
        }
    }

    /// The rank two Triples tiles make together, or `nil` when they do not combine (an empty cell never does).
    static func combinedTriplesRank(_ first: Int, _ second: Int) -> Int? {
        if (first == 1 && second == 2) || (first == 2 && second == 1) { return 3 }
        if first == second && first >= 3 { return first + 1 }
        return nil
    }
}
