import TesseraRules

/// The heuristic score of every 16-bit line for one game and one set of weights, built once.
///
/// A board's score is the sum of its four rows' and its four columns' scores.
final class HeuristicTable {
    /// The weights the table was built with.
    let weights: HeuristicWeights
    /// Line → its score.
    let scores: UnsafeMutablePointer<Float>

    init(kind: TileKind, weights: HeuristicWeights) {
        self.weights = weights
        scores = .allocate(capacity: 1 << 16)
        var monotonicityLevels: InlineArray<16, Double> = .init(repeating: 0)
        var sumLevels: InlineArray<16, Double> = .init(repeating: 0)
        for rank in 0..<16 {
            let level = Double(Self.level(ofRank: rank, kind: kind))
            monotonicityLevels[rank] = power(level, Double(weights.monotonicityPower))
            sumLevels[rank] = power(level, Double(weights.sumPower))
        }
        for index in 0..<(1 << 16) {
            var line: InlineArray<4, Int> = [0, 0, 0, 0]
            for i in 0..<4 { line[i] = (index >> (4 * i)) & 0xF }
            var empty = 0
            var merges = 0
            var sum = 0.0
            var previous = 0
            for i in 0..<4 {
                let rank = line[i]
                sum += sumLevels[rank]
                guard rank > 0 else {
                    empty += 1
                    continue
                }
                if previous > 0 && Self.combines(previous, rank, kind: kind) { merges += 1 }
                previous = rank
            }
            var rises = 0.0
            var falls = 0.0
            for i in 1..<4 {
                let before = monotonicityLevels[line[i - 1]]
                let after = monotonicityLevels[line[i]]
                if before > after { falls += before - after } else { rises += after - before }
            }
            let score =
                Double(weights.lostPenalty) + Double(weights.emptyWeight) * Double(empty)
                + Double(weights.mergesWeight) * Double(merges)
                - Double(weights.monotonicityWeight) * min(rises, falls) - Double(weights.sumWeight) * sum
            scores[index] = Float(score)
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
    @inline(__always)
    static func score(_ board: UInt64, _ scores: UnsafeMutablePointer<Float>) -> Float {
        let t = Bitboard.transpose(board)
        return scores[Bitboard.line(board, 0)] + scores[Bitboard.line(board, 16)]
            + scores[Bitboard.line(board, 32)] + scores[Bitboard.line(board, 48)]
            + scores[Bitboard.line(t, 0)] + scores[Bitboard.line(t, 16)]
            + scores[Bitboard.line(t, 32)] + scores[Bitboard.line(t, 48)]
    }

    /// The level the heuristic measures a rank by: the rank in 2048; in Triples 1 and 2 share level 1
    /// and rank r ≥ 3 (the tile 3·2^(r−3)) is level r − 1, so each doubling is one level.
    static func level(ofRank rank: Int, kind: TileKind) -> Int {
        switch kind {
        case .twentyFortyEight: rank
        case .triples: rank < 3 ? min(rank, 1) : rank - 1
        }
    }

    /// `true` when two tiles of these ranks combine in `kind`.
    static func combines(_ first: Int, _ second: Int, kind: TileKind) -> Bool {
        switch kind {
        case .twentyFortyEight: first == second
        case .triples: RowSlide.combinedTriplesRank(first, second) != nil
        }
    }
}
