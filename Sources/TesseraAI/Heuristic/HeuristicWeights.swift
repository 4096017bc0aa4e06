/// The weights of the position heuristic: a value type a tuner varies and a search is built with.
///
/// Each row and each column of a board scores
///
///     lostPenalty + emptyWeight·empty + mergesWeight·merges + mergeRunsWeight·runs
///         − monotonicityWeight·unevenness − sumWeight·Σ level^sumPower
///
/// where `merges` counts the neighbouring pairs (gaps ignored) that would combine, `runs`
/// the chains of such pairs that no other tile breaks (gaps ignored: 2,2,_,2 is two merges in
/// one run; 2,2,4,4 two in two runs), `unevenness` is the smaller of the line's rises and falls, each measured on
/// `level^monotonicityPower`, and a tile's level is its rank in 2048 (Triples: 1 for
/// the 1 and the 2, r − 1 for rank r ≥ 3). A board scores the sum over its eight lines.
/// A lost position scores 0, and a search values a move node at no less than 0 (as nneonneo's
/// engine does), so a live board whose lines add up below 0 counts as no better than a loss:
/// `lostPenalty` sets how far above a loss a live position sits, and so how much the search
/// fears losing; it is no mere shift of every value.
public struct HeuristicWeights: Equatable, Sendable {
    /// What each line adds to every live position.
    public var lostPenalty: Float
    /// The reward for each empty cell.
    public var emptyWeight: Float
    /// The reward for each pair of neighbouring tiles (gaps ignored) that would combine.
    public var mergesWeight: Float
    /// The reward for each run of such pairs, on top of its pairs' (0: the term is not used).
    ///
    /// nneonneo/2048-ai counts a run of k equal tiles as k merges, one more than its k − 1
    /// pairs: its heuristic (``twentyFortyEight``) has ``mergesWeight`` and ``mergeRunsWeight``
    /// both at its merge weight.
    public var mergeRunsWeight: Float
    /// The exponent applied to levels before measuring a line's rises and falls.
    public var monotonicityPower: Float
    /// The penalty per unit of a line's unevenness.
    public var monotonicityWeight: Float
    /// The exponent applied to levels in the sum penalty.
    public var sumPower: Float
    /// The penalty per unit of the sum of powered levels.
    public var sumWeight: Float

    /// Weights with each term given; a line's runs of merges score nothing unless `mergeRunsWeight` is given.
    public init(
        lostPenalty: Float, emptyWeight: Float, mergesWeight: Float, mergeRunsWeight: Float = 0,
        monotonicityPower: Float, monotonicityWeight: Float, sumPower: Float, sumWeight: Float
    ) {
        self.lostPenalty = lostPenalty
        self.emptyWeight = emptyWeight
        self.mergesWeight = mergesWeight
        self.mergeRunsWeight = mergeRunsWeight
        self.monotonicityPower = monotonicityPower
        self.monotonicityWeight = monotonicityWeight
        self.sumPower = sumPower
        self.sumWeight = sumWeight
    }

    /// The committed 2048 weights: nneonneo/2048-ai's heuristic exactly, its run of k equal tiles counted as k merges.
    ///
    /// Empty 270, merges 700 a pair and 700 a run, monotonicity 47 at power 4, sum 11 at power 3.5.
    /// Up to engine 6a7497e the weights were those `Scripts/tune-ai 2048 40 3 4` reached from nneonneo's
    /// on merges counted a pair each with no run term (empty 378, merges 588, monotonicity 55.272 at
    /// power 3.2; `Scripts/strength-ai pair … weights=tuned`). They scored more than nneonneo's weights
    /// so counted at depth 3, but the step that decides a long game did not bear them out: each
    /// of engine 6a7497e's 60 games, played on from its first 8192 with this heuristic, made 16384 in
    /// 55 against the ledger's 52 (6 won, 3 lost), at about 1.1× the search time a move (README,
    /// "nneonneo's heuristic, exactly").
    public static let twentyFortyEight = HeuristicWeights(
        lostPenalty: 200_000, emptyWeight: 270, mergesWeight: 700, mergeRunsWeight: 700, monotonicityPower: 4,
        monotonicityWeight: 47, sumPower: 3.5, sumWeight: 11)

    /// The committed Triples weights, tuned by `Scripts/tune-ai triples 200 3 5` from nneonneo's 2048 weights.
    ///
    /// The script starts from the weights committed here, which were nneonneo's 2048 weights when it ran.
    /// On 200 fresh seeds at depth 3 they reach a mean score of 800 (nneonneo's weights: 709),
    /// 96 in 40 % of games, 192 in 15 % and 384 in 2 %; at the standard setting (seeds 1…100),
    /// 96 in 59 %, 192 in 30 % and 384 in 5 %. This Triples, whose tiles spawn on any empty
    /// cell, ends within about a hundred moves even for the search.
    public static let triples = HeuristicWeights(
        lostPenalty: 200_000, emptyWeight: 378, mergesWeight: 420, monotonicityPower: 4,
        monotonicityWeight: 65.8, sumPower: 3.5, sumWeight: 7.128)

    /// The number of weights, for tuners that walk them by index.
    public static let count = 8

    /// The names of the weights by index, as tuners print them.
    public static let names: [StaticString] = [
        "lostPenalty", "emptyWeight", "mergesWeight", "mergeRunsWeight", "monotonicityPower", "monotonicityWeight",
        "sumPower", "sumWeight",
    ]

    /// The weight at `index` (0..<``count``, in the order of ``names``, which is the initializer's).
    public subscript(index: Int) -> Float {
        get {
            switch index {
            case 0: lostPenalty
            case 1: emptyWeight
            case 2: mergesWeight
            case 3: mergeRunsWeight
            case 4: monotonicityPower
            case 5: monotonicityWeight
            case 6: sumPower
            default: sumWeight
            }
        }
        set {
            switch index {
            case 0: lostPenalty = newValue
            case 1: emptyWeight = newValue
            case 2: mergesWeight = newValue
            case 3: mergeRunsWeight = newValue
            case 4: monotonicityPower = newValue
            case 5: monotonicityWeight = newValue
            case 6: sumPower = newValue
            default: sumWeight = newValue
            }
        }
    }
}
