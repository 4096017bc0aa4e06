/// A tile game of either kind, for front ends that let the player choose.
public enum TileGame: Equatable, Sendable {
    case twentyFortyEight(Game2048)
    case triples(Triples)

    /// Which game this is.
    public var kind: TileKind {
        switch self {
        case .twentyFortyEight: .twentyFortyEight
        case .triples: .triples
        }
    }

    /// The variant this game plays.
    public var variant: TileVariant {
        switch self {
        case .twentyFortyEight(let game): game.variant
        case .triples: .triples
        }
    }

    /// The tiles on the board.
    public var board: Board {
        switch self {
        case .twentyFortyEight(let game): game.board
        case .triples(let game): game.board
        }
    }

    /// The points scored so far.
    public var score: Int {
        switch self {
        case .twentyFortyEight(let game): game.score
        case .triples(let game): game.score
        }
    }

    /// The number of moves made, counting moves that changed nothing.
    public var moveCount: Int {
        switch self {
        case .twentyFortyEight(let game): game.moveCount
        case .triples(let game): game.moveCount
        }
    }

    /// `true` when no direction changes the board.
    public var isOver: Bool {
        switch self {
        case .twentyFortyEight(let game): game.isOver
        case .triples(let game): game.isOver
        }
    }

    /// `true` once 2048 has been reached (always `false` in Triples, which has no win).
    public var hasWon: Bool {
        switch self {
        case .twentyFortyEight(let game): game.hasWon
        case .triples: false
        }
    }

    /// `true` once the player kept going after a 2048 win.
    public var hasKeptGoing: Bool {
        switch self {
        case .twentyFortyEight(let game): game.keptGoing
        case .triples: false
        }
    }

    /// The id the next new tile gets.
    public var nextTileID: Int {
        switch self {
        case .twentyFortyEight(let game): game.nextTileID
        case .triples(let game): game.nextTileID
        }
    }

    /// The generator's current state.
    public var generator: Generator {
        switch self {
        case .twentyFortyEight(let game): game.generator
        case .triples(let game): game.generator
        }
    }

    /// `true` while a 2048 win waits for the player to keep going.
    public var isShowingWin: Bool {
        switch self {
        case .twentyFortyEight(let game): game.isShowingWin
        case .triples: false
        }
    }

    /// Makes one move; see ``Game2048/move(_:)``.
    @discardableResult
    public mutating func move(_ direction: Direction) -> MoveOutcome {
        switch self {
        case .twentyFortyEight(var game):
            let outcome = game.move(direction)
            self = .twentyFortyEight(game)
            return outcome
        case .triples(var game):
            let outcome = game.move(direction)
            self = .triples(game)
            return outcome
        }
    }

    /// Records that the player keeps going after a 2048 win; nothing in Triples.
    public mutating func keepGoing() {
        switch self {
        case .twentyFortyEight(var game):
            game.keepGoing()
            self = .twentyFortyEight(game)
        case .triples:
            break
        }
    }

    /// Plays a move string with the replay rules; see ``Game2048/replay(_:idleMoves:)``.
    ///
    /// Reaching 2048 does not stop a replay: keeping going is implied.
    public mutating func replay(_ moves: some Sequence<UInt8>, idleMoves: IdleMoves = .allowed) throws(RulesError) {
        switch self {
        case .twentyFortyEight(var game):
            defer { self = .twentyFortyEight(game) }
            try game.replay(moves, idleMoves: idleMoves)
            if game.hasWon { game.keepGoing() }
        case .triples(var game):
            defer { self = .triples(game) }
            try game.replay(moves, idleMoves: idleMoves)
        }
    }

    /// Slides `board` toward `direction` by the rules of `kind`, without spawning.
    public static func slide(_ board: inout Board, kind: TileKind, toward direction: Direction) -> Slide {
        switch kind {
        case .twentyFortyEight: Game2048.slide(&board, toward: direction)
        case .triples: Triples.slide(&board, toward: direction)
        }
    }
}
