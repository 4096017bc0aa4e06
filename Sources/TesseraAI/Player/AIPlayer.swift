import TesseraRules

/// An expectimax player for one tile variant: it chooses moves and plays whole games.
///
/// ``bestMove(for:settings:clock:)-(TileGame,_,_)`` chooses a move and
/// ``play(_:settings:clock:moveLimit:onMove:)`` plays a game. It searches the bitboard form of 4×4
/// boards, averaging over the spawns the rules really make (2048: a 2 with 0.9 and a 4 with 0.1, or
/// twos only; Triples: a 1 or a 2 with 0.5 each; every empty cell alike). A player owns its
/// transposition table and is not safe to share between threads: make one per thread.
public final class AIPlayer {
    /// The variant the player plays.
    public let variant: TileVariant
    /// The heuristic's weights.
    public let weights: HeuristicWeights
    let moves: MoveTables
    let heuristic: HeuristicTable
    let table: TranspositionTable
    /// The spawns the search averages over.
    let spawns: SpawnModel

    /// A player for `variant`, with the committed weights of its game unless given others.
    ///
    /// `tableBits` sizes the transposition table: 2^`tableBits` slots of 16 bytes, clamped to
    /// 10…28 (26 on 32-bit platforms). The default, 16 (1 MiB), stays in a core's cache: with the table
    /// rule of nneonneo's engine today (engine 51251a1) it measured faster than larger tables at
    /// nneonneo's depths despite more misses.
    public init(variant: TileVariant, weights: HeuristicWeights? = nil, tableBits: Int = 16) {
        self.variant = variant
        let kind = variant.kind
        self.weights = weights ?? (kind == .triples ? .triples : .twentyFortyEight)
        moves = MoveTables.of(kind)
        heuristic = HeuristicTable(kind: kind, weights: self.weights)
        table = TranspositionTable(bits: tableBits)
        spawns = SpawnModel(variant)
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
    /// A board the bitboard cannot hold (not 4×4, or a tile above rank 15) is searched
    /// on the reference rules, at most ``ReferenceSearch/depthLimit`` moves deep, and the choice says so.
    public func bestMove(
        for board: Board, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil
    ) -> MoveChoice {
        if let bits = Bitboard(board, kind: variant.kind) {
            return bestMove(for: bits, settings: settings, clock: clock)
        }
        var distinct: [Int] = []
        var maxRank = 0
        for case let tile? in board.cells where !distinct.contains(tile.value) {
            distinct.append(tile.value)
            maxRank = max(maxRank, Bitboard.anyRank(ofValue: tile.value, kind: variant.kind) ?? 0)
        }
        let cutoff = settings.probabilityCutoff(forMaxRank: maxRank)
        let target = min(settings.depth(forDistinctTiles: distinct.count), ReferenceSearch.depthLimit)
        return deepen(target: target, settings: settings, clock: clock, usedReferenceRules: true) { depth, deadline in
            var search = ReferenceSearch(
                kind: variant.kind, scorer: heuristic.scorer, spawns: spawns, cutoff: cutoff,
                clock: depth > 1 ? clock : nil, deadline: deadline)
            let values = search.values(board, depth: depth)
            return (values, search.evaluated, search.aborted)
        }
    }

    /// The move the search chooses on a bitboard of the player's game.
    ///
    /// Merges beyond rank 15 are searched as if they made rank 15.
    public func bestMove(
        for board: Bitboard, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil
    ) -> MoveChoice {
        let cutoff = settings.probabilityCutoff(forMaxRank: board.maxRank)
        return deepen(target: settings.depth(for: board), settings: settings, clock: clock, usedReferenceRules: false) {
            depth, deadline in
            var found = DirectionValues()
            var evaluated: UInt64 = 0
            for direction in DirectionValues.searchOrder {
                let after = moves.slide(board.raw, direction)
                guard after != board.raw else { continue }
                // Each direction is searched with a table of its own, as nneonneo's engine does: a chance
                // node's value depends on the probability of the line it was first reached on, so a table
                // shared by the four directions would score a later one with lines cut short in another.
                table.beginSearch()
                var search = Expectimax(
                    moves: moves, heuristic: heuristic, table: table.cursor,
                    spawns: spawns, cutoff: cutoff, tableUse: settings.tableUse, depth: depth,
                    clock: depth > 1 ? clock : nil, deadline: deadline)
                found[direction] = search.chanceNode(after, remaining: depth - 1, probability: 1)
                evaluated &+= search.evaluated
                if search.aborted { return (found, evaluated, true) }
            }
            return (found, evaluated, false)
        }
    }

    /// Searches `target` moves deep, or as deep as a time budget allows.
    ///
    /// With a time budget and a clock it goes one level deeper at a time from depth 1 while the
    /// next level is likely to finish in time, and keeps the deepest level that finished. `search`
    /// searches one depth before a deadline (past which it gives up and says it aborted).
    private func deepen(
        target: Int, settings: SearchSettings, clock: (() -> UInt64)?, usedReferenceRules: Bool,
        search: (_ depth: Int, _ deadline: UInt64) -> (values: DirectionValues, evaluated: UInt64, aborted: Bool)
    ) -> MoveChoice {
        let start = clock?() ?? 0
        let budget = clock == nil ? nil : settings.timeBudgetNanoseconds
        let deadline = budget.map { start &+ $0 } ?? UInt64.max
        var values = DirectionValues()
        var finishedDepth = 0
        var evaluated: UInt64 = 0
        var previousTime: UInt64 = 0
        var iterationStart = start
        for depth in (budget == nil ? target : 1)...target {
            let found = search(depth, deadline)
            evaluated &+= found.evaluated
            if found.aborted { break }
            values = found.values
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
            nanoseconds: end &- start, usedReferenceRules: usedReferenceRules)
    }
}
