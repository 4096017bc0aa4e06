/// Everything that decides a new tile game: the variant and its randomness.
///
/// A game is reproducible from its setup, the rules version and its moves.
public struct TileSetup: Equatable, Sendable {
    /// The version of the tile games' rules this build plays. Saves, share links and
    /// stored games carry it; a later release that changes a tile rule bumps it
    /// (other modes keep versions of their own).
    public static let rulesVersion = 1

    /// Which game, with its options.
    public var variant: TileVariant
    /// The seed for the default generator, or Deterministic mode.
    public var seed: SeedChoice

    public init(variant: TileVariant, seed: SeedChoice) {
        self.variant = variant
        self.seed = seed
    }

    /// A new game with this setup.
    public func newGame() -> TileGame {
        switch variant {
        case .twentyFortyEight(let size, let spawn):
            .twentyFortyEight(Game2048(size: size, spawnRule: spawn, generator: seed.makeGenerator()))
        case .triples:
            .triples(Triples(generator: seed.makeGenerator()))
        }
    }

    /// The game reached by playing `moves` from a new game, with the replay rules.
    ///
    /// An empty move string is a new game. Throws a ``RulesError`` of kind
    /// `.move` for a byte other than `L R U D` and `.gameOver` for a move after
    /// the game is over. This is the function the server verifies scores with.
    public func replay(_ moves: some Sequence<UInt8>) throws(RulesError) -> TileGame {
        var game = newGame()
        try game.replay(moves)
        return game
    }
}
