import TesseraRules

/// The heuristic score of every 16-bit line for one game and one set of weights, built once.
///
/// A board's score is the sum of its four rows' and its four columns' scores.
final class HeuristicTable {
    /// The scorer of single lines the table was built from.
    let scorer: LineScorer
    /// Line → its score.
    let scores: UnsafeMutablePointer<Float>

    init(kind: TileKind, weights: HeuristicWeights) {
        scores = .allocate(capacity: 1 << 16)
        scorer = LineScorer(kind: kind, weights: weights)
        for index in 0..<(1 << 16) {
            scores[index] = scorer.score([index & 0xF, (index >> 4) & 0xF, (index >> 8) & 0xF, index >> 12])
        }
    }

    deinit {
        scores.deallocate()
    }

    /// The score of a packed board: its rows, plus the rows of its transpose (its columns).
    @inline(__always)
    func score(_ board: UInt64) -> Float {
        Self.score(board, scores)
    }

    /// The score of a packed board through a table pointer (the search's hot path).
    ///
    /// The rows are added, then the columns, then the two sums: nneonneo's engine's order, which
    /// matters because Float addition is not associative.
    @inline(__always)
    static func score(_ board: UInt64, _ scores: UnsafeMutablePointer<Float>) -> Float {
        let t = Bitboard.transpose(board)
        let rows =
            scores[Bitboard.line(board, 0)] + scores[Bitboard.line(board, 16)] + scores[Bitboard.line(board, 32)]
            + scores[Bitboard.line(board, 48)]
        let columns =
            scores[Bitboard.line(t, 0)] + scores[Bitboard.line(t, 16)] + scores[Bitboard.line(t, 32)]
            + scores[Bitboard.line(t, 48)]
        return rows + columns
    }
}
