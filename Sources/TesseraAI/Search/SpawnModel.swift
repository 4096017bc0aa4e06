import TesseraRules

/// The spawns a search averages over after each move: rank 1 or rank 2, in any empty cell alike.
struct SpawnModel {
    /// The chance that a spawn is rank 1 (a 2 in 2048, a 1 in Triples).
    let first: Float
    /// The chance that a spawn is rank 2 (a 4 in 2048, a 2 in Triples); 0 when only rank 1 spawns.
    let second: Float

    /// 2048 with twos and fours, written as nneonneo's engine writes them: 0.9 and 0.1, not 1 − 0.9 in Float (0.10000002).
    static let twosAndFours = SpawnModel(first: 0.9, second: 0.1)
    /// 2048 with twos only.
    static let twosOnly = SpawnModel(first: 1, second: 0)
    /// Triples: a 1 or a 2, equally likely, as the rules draw them.
    static let triples = SpawnModel(first: 0.5, second: 0.5)

    /// The spawns `variant`'s rules make.
    init(_ variant: TileVariant) {
        switch variant {
        case .twentyFortyEight(_, .twosAndFours): self = .twosAndFours
        case .twentyFortyEight(_, .twosOnly): self = .twosOnly
        case .triples: self = .triples
        }
    }

    private init(first: Float, second: Float) {
        self.first = first
        self.second = second
    }
}
