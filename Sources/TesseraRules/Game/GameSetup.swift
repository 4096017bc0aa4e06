/// Everything that decides a new game: which game, its options, and its randomness.
///
/// A game is reproducible from its setup, the rules version and its moves.
public struct GameSetup: Equatable, Sendable {
    /// The version of the rules this build plays. Saves, share links and
    /// stored games carry it; a later release that changes a rule bumps it.
    public static let rulesVersion = 1

    /// Which game.
    public var kind: GameKind
    /// The board side (always 4 for Triples).
    public var size: Int
    /// Which values 2048 spawns (Triples ignores it).
    public var spawnRule: SpawnRule
    /// The seed for the default generator, or Deterministic mode.
    public var seed: SeedChoice

    /// A checked setup.
    ///
    /// Throws a ``RulesError`` of kind `.setting` when 2048's size is outside
    /// 3…8, or when Triples (always 4×4, with one spawn rule) is given a size
    /// or a spawn rule.
    public init(kind: GameKind, size: Int? = nil, spawnRule: SpawnRule? = nil, seed: SeedChoice) throws(RulesError) {
        switch kind {
        case .twentyFortyEight:
            let side = size ?? 4
            guard side >= Board.smallestSize && side <= Board.largestSize else {
                throw RulesError(.setting, "a 2048 board is \(Board.smallestSize) to \(Board.largestSize) cells wide, not \(side)")
            }
            self.size = side
            self.spawnRule = spawnRule ?? .twosAndFours
        case .triples:
            guard size == nil else {
                throw RulesError(.setting, "Triples takes no size: it is always played on a 4×4 board")
            }
            guard spawnRule == nil else {
                throw RulesError(.setting, "Triples takes no spawn rule: it always spawns a 1 or a 2")
            }
            self.size = Triples.size
            self.spawnRule = .twosAndFours
        }
        self.kind = kind
        self.seed = seed
    }

    /// A new game with this setup.
    public func newGame() -> Game {
        switch kind {
        case .twentyFortyEight: .twentyFortyEight(Game2048(size: size, spawnRule: spawnRule, generator: seed.makeGenerator()))
        case .triples: .triples(Triples(generator: seed.makeGenerator()))
        }
    }

    /// The game reached by playing `moves` from a new game, with the replay rules.
    ///
    /// An empty move string is a new game. Throws a ``RulesError`` of kind
    /// `.move` for a byte other than `L R U D` and `.gameOver` for a move after
    /// the game is over. This is the function the server verifies scores with.
    public func replay(_ moves: some Sequence<UInt8>) throws(RulesError) -> Game {
        var game = newGame()
        try game.replay(moves)
        return game
    }
}
