import TesseraRules

/// The heuristic's score of one line of tiles (a row or a column), by ``HeuristicWeights``' formula.
///
/// ``HeuristicTable`` scores every 4-cell line with it once; the reference search
/// (boards the bitboard cannot hold) scores lines of any length with it as it goes.
struct LineScorer {
    let kind: TileKind
    let weights: HeuristicWeights
    /// Rank → its level raised to the monotonicity power, and to the sum power.
    private let monotonicityLevels: [Double]
    private let sumLevels: [Double]

    /// Ranks the scorer has levels for: a 2048 tile of 2^63 is beyond any board.
    static let rankCount = 64

    init(kind: TileKind, weights: HeuristicWeights) {
        self.kind = kind
        self.weights = weights
        var monotonicity: [Double] = []
        var sum: [Double] = []
        for rank in 0..<Self.rankCount {
            let level = Double(Self.level(ofRank: rank, kind: kind))
            monotonicity.append(power(level, Double(weights.monotonicityPower)))
            sum.append(power(level, Double(weights.sumPower)))
        }
        monotonicityLevels = monotonicity
        sumLevels = sum
    }

    /// The score of a line of ranks (0 for an empty cell), read in order.
    ///
    /// It rounds where nneonneo's engine does, so that its 2048 table is that engine's to the bit: the
    /// sum and the rises and falls are Float, each step added in Double and rounded; the rest is Float.
    func score(_ ranks: some Collection<Int>) -> Float {
        var empty = 0
        var merges = 0
        var runs = 0
        var inRun = false
        var sum: Float = 0
        var previous = 0
        var rises: Float = 0
        var falls: Float = 0
        var before: Double? = nil
        for rank in ranks {
            sum = Float(Double(sum) + sumLevels[rank])
            let level = monotonicityLevels[rank]
            if let before {
                if before > level {
                    falls = Float(Double(falls) + (before - level))
                } else {
                    rises = Float(Double(rises) + (level - before))
                }
            }
            before = level
            guard rank > 0 else {
                empty += 1
                continue
            }
            let combines = previous > 0 && Self.combines(previous, rank, kind: kind)
            if combines {
                merges += 1
                if !inRun { runs += 1 }
            }
            inRun = combines
            previous = rank
        }
        let rewards =
            weights.lostPenalty + weights.emptyWeight * Float(empty) + weights.mergesWeight * Float(merges)
            + weights.mergeRunsWeight * Float(runs)
        return rewards - weights.monotonicityWeight * min(rises, falls) - weights.sumWeight * sum
    }

    /// The level the heuristic measures a rank by, so that each doubling is one level.
    ///
    /// In 2048 it is the rank; in Triples 1 and 2 share level 1 and rank r ≥ 3
    /// (the tile 3·2^(r−3)) is level r − 1.
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
