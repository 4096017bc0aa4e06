import TesseraRules

/// An expectimax player for one tile variant: it chooses moves (``bestMove(for:settings:clock:)-(TileGame,_,_)``)
/// and plays whole games (``play(_:settings:clock:moveLimit:onMove:)``).
///
/// It searches the bitboard form of 4×4 boards, averaging over the spawns the
/// rules really make (2048: a 2 with 0.9 and a 4 with 0.1, or twos only; Triples:
/// a 1 or a 2 with 0.5 each; every empty cell alike). A player owns its
/// transposition table and is not safe to share between threads: make one per thread.
public final class AIPlayer {
    /// The variant the player plays.
    public let variant: TileVariant
    /// The heuristic's weights.
    public let weights: HeuristicWeights
    let tables: MoveTables
    let heuristic: HeuristicTable
    let table: TranspositionTable
    /// The chance that a spawn is rank 1 (rank 2 otherwise).
    let firstSpawnProbability: Float

    /// A player for `variant`, with the committed weights of its game unless given others.
    ///
    /// `tableBits` sizes the transposition table: 2^`tableBits` slots of 16 bytes,
    /// clamped to 10…28. The default, 16 (1 MiB), stays in a core's cache, which
    /// measured faster than larger tables at nneonneo's depths despite more misses.
    public init(variant: TileVariant, weights: HeuristicWeights? = nil, tableBits: Int = 16) {
        self.variant = variant
        let kind = variant.kind
        self.weights = weights ?? (kind == .triples ? .triples : .twentyFortyEight)
        tables = MoveTables.of(kind)
        heuristic = HeuristicTable(kind: kind, weights: self.weights)
        table = TranspositionTable(bits: tableBits)
        switch variant {
        case .twentyFortyEight(_, .twosAndFours): firstSpawnProbability = 0.9
        case .twentyFortyEight(_, .twosOnly): firstSpawnProbability = 1
        case .triples: firstSpawnProbability = 0.5
        }
    }

    /// The move the search chooses in `game`, whose variant must be the player's.
    ///
    /// `clock` returns nanoseconds from any fixed origin; it times the search and
    /// enforces ``SearchSettings/timeBudgetNanoseconds``. `best` is `nil` when the game is over.
    public func bestMove(
        for game: TileGame, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil
    ) -> MoveChoice {
        precondition(game.variant == variant, "the game's variant is not the player's")
        return bestMove(for: game.board, settings: settings, clock: clock)
    }

    /// The move the search chooses on `board` (the player's variant's board).
    ///
    /// A board the bitboard cannot hold (not 4×4, or a tile above rank 15) is
    /// answered by a greedy look at the reference rules' slides, and the choice says so.
    public func bestMove(
        for board: Board, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil
    ) -> MoveChoice {
        guard let bits = Bitboard(board, kind: variant.kind) else {
            return referenceChoice(board, clock: clock)
        }
        return bestMove(for: bits, settings: settings, clock: clock)
    }

    /// The move the search chooses on a bitboard of the player's game.
    ///
    /// Merges beyond rank 15 are searched as if they made rank 15.
    public func bestMove(
        for board: Bitboard, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil
    ) -> MoveChoice {
        let start = clock?() ?? 0
        let target = settings.depth(for: board)
        let budget = clock == nil ? nil : settings.timeBudgetNanoseconds
        let deadline = budget.map { start &+ $0 } ?? UInt64.max
        table.beginSearch()

        var values = DirectionValues()
        var finishedDepth = 0
        var evaluated = 0
        var previousTime: UInt64 = 0
        var iterationStart = start
        for depth in (budget == nil ? target : 1)...target {
            var search = Expectimax(
                tables: tables, heuristic: heuristic, table: table.cursor, firstProbability: firstSpawnProbability,
                cutoff: settings.probabilityCutoff, clock: depth > 1 ? clock : nil, deadline: deadline)
            var found = DirectionValues()
            for direction in Direction.allCases {
                let after = tables.slide(board.raw, direction)
                guard after != board.raw else { continue }
                found[direction] = search.chanceNode(after, remaining: depth - 1, probability: 1)
            }
            evaluated += search.evaluated
            if search.aborted { break }
            values = found
            finishedDepth = depth
            guard let budget, let clock, depth < target else { continue }
            // Go one level deeper only when it is likely to finish in time.
            let now = clock()
            let time = now &- iterationStart
            let growth = previousTime == 0 ? 8 : min(32, max(2, time / max(previousTime, 1)))
            if now &- start + time &* growth > budget { break }
            previousTime = time
            iterationStart = now
        }
        let end = clock?() ?? 0
        return MoveChoice(
            best: values.best, values: values, depth: finishedDepth, evaluatedMoves: evaluated,
            nanoseconds: end &- start, usedReferenceRules: false)
    }

    /// The greedy choice for boards beyond the bitboard: the slide that leaves the most empty cells.
    private func referenceChoice(_ board: Board, clock: (() -> UInt64)?) -> MoveChoice {
        let start = clock?() ?? 0
        var values = DirectionValues()
        for direction in Direction.allCases {
            var after = board
            if TileGame.slide(&after, kind: variant.kind, toward: direction).moved {
                values[direction] = Float(after.openCount + 1)
            }
        }
        let end = clock?() ?? 0
        return MoveChoice(
            best: values.best, values: values, depth: 0, evaluatedMoves: 0, nanoseconds: end &- start,
            usedReferenceRules: true)
    }
}
