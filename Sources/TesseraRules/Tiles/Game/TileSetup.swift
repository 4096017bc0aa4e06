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
    /// the game is over, and of kind `.idleMove` for a move that changes nothing
    /// when `idleMoves` is `.refused`.
    public func replay(_ moves: some Sequence<UInt8>, idleMoves: IdleMoves = .allowed) throws(RulesError) -> TileGame {
        var game = newGame()
        try game.replay(moves, idleMoves: idleMoves)
        return game
    }

    /// The game a ranked submission reaches: at most ``TileVariant/rankedMoveLimit`` moves, none idle.
    ///
    /// Throws a ``RulesError`` of kind `.move` when there are too many letters
    /// (before anything is replayed), and otherwise as ``replay(_:idleMoves:)``
    /// with idle moves refused. This is the function the server verifies scores with.
    public func replayRanked(_ moves: some Collection<UInt8>) throws(RulesError) -> TileGame {
        let limit = variant.rankedMoveLimit
        guard moves.count <= limit else {
            throw RulesError(
                .move, "a ranked game on this board has at most \(limit) moves; this one has \(moves.count)")
        }
        return try replay(moves, idleMoves: .refused)
    }

    /// The letters of `moves` that change the board, in order: the same game without its idle moves.
    ///
    /// Replaying the result reaches the same board, score and generator (an idle
    /// move spawns nothing), with a move count lowered by the idle moves. Throws
    /// as ``replay(_:idleMoves:)`` does for a letter that is not a move or comes
    /// after the game is over.
    public func withoutIdleMoves(_ moves: some Sequence<UInt8>) throws(RulesError) -> [UInt8] {
        var game = newGame()
        var kept: [UInt8] = []
        var position = 0
        for letter in moves {
            position += 1
            guard let direction = Direction(letter: letter) else {
                throw RulesError.notAMove(CollectionOfOne(letter), at: position)
            }
            guard !game.isOver else { throw RulesError.afterGameOver(at: position) }
            if game.move(direction).moved { kept.append(letter) }
        }
        return kept
    }
}
