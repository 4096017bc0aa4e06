import TesseraRules

/// Expectimax over the reference rules, for the boards the bitboard cannot hold.
///
/// Those are boards of sizes other than 4×4, and 4×4 boards with a tile beyond
/// rank 15. It plays the rules' own slides on ``Board`` values and scores rows and columns
/// of any length with ``LineScorer``, by the same formula and weights as the
/// bitboard search. That is far slower than the bitboard, so ``AIPlayer`` searches
/// it at most ``depthLimit`` moves deep; spawns, cut-off and deadline work as in ``Expectimax``.
struct ReferenceSearch {
    /// The deepest search on the reference rules.
    static let depthLimit = 3

    let kind: TileKind
    let scorer: LineScorer
    /// The tiles the rules spawn, each with its chance (rank 1's, then rank 2's if it spawns).
    let spawnTiles: [(value: Int, probability: Float)]
    /// Lines less likely than this are scored by the heuristic.
    let cutoff: Float
    /// When the search gives up, if it has a clock.
    private var time: SearchDeadline

    /// Board moves executed in move nodes (one per direction tried).
    var evaluated: UInt64 = 0
    /// `true` once the deadline passed; every value computed after that is meaningless.
    var aborted: Bool { time.passed }

    init(
        kind: TileKind, scorer: LineScorer, spawns: SpawnModel, cutoff: Float,
        clock: (() -> UInt64)?, deadline: UInt64
    ) {
        self.kind = kind
        self.scorer = scorer
        var tiles = [(value: Bitboard.value(ofRank: 1, kind: kind), probability: spawns.first)]
        if spawns.second > 0 { tiles.append((Bitboard.value(ofRank: 2, kind: kind), spawns.second)) }
        spawnTiles = tiles
        self.cutoff = cutoff
        // A node here slides and scores whole boards (tens of microseconds on 8×8, more in wasm): the
        // clock is read at every one, so that a budget of a millisecond holds.
        time = SearchDeadline(clock: clock, deadline: deadline, interval: 1)
    }

    /// The value of each direction that changes `board`, searched `depth` moves deep (the move itself included).
    mutating func values(_ board: Board, depth: Int) -> DirectionValues {
        var values = DirectionValues()
        for direction in Direction.allCases {
            var after = board
            evaluated &+= 1
            guard TileGame.slide(&after, kind: kind, toward: direction).moved else { continue }
            values[direction] = chanceNode(after, remaining: depth - 1, probability: 1)
        }
        return values
    }

    /// The value of the player to move on `board`: the best of the moves that change it, 0 when none does (lost).
    mutating func moveNode(_ board: Board, remaining: Int, probability: Float) -> Float {
        if time.expired() { return 0 }
        var best: Float = 0
        for direction in Direction.allCases {
            var after = board
            evaluated &+= 1
            guard TileGame.slide(&after, kind: kind, toward: direction).moved else { continue }
            let value =
                remaining <= 1 || probability < cutoff
                ? leaf(after) : chanceNode(after, remaining: remaining - 1, probability: probability)
            best = max(best, value)
        }
        return best
    }

    /// The expected value of `board` after a move, over every spawn: each empty cell alike.
    mutating func chanceNode(_ board: Board, remaining: Int, probability: Float) -> Float {
        let open = board.cells.indices.filter { board[$0] == nil }
        if remaining <= 0 || probability < cutoff || open.isEmpty { return leaf(board) }
        let cellProbability = probability / Float(open.count)
        var sum: Float = 0
        for index in open {
            for spawn in spawnTiles {
                var next = board
                next[index] = Tile(id: 0, value: spawn.value)
                sum +=
                    moveNode(next, remaining: remaining, probability: cellProbability * spawn.probability)
                    * spawn.probability
            }
        }
        return aborted ? 0 : sum / Float(open.count)
    }

    /// The heuristic score of a board: its rows' scores plus its columns'.
    ///
    /// On 4×4 it is ``HeuristicTable``'s score to the bit: the same lines added in the same order.
    func leaf(_ board: Board) -> Float {
        let size = board.size
        var ranks = [Int](repeating: 0, count: size * size)
        for index in ranks.indices {
            ranks[index] = board[index].flatMap { Bitboard.anyRank(ofValue: $0.value, kind: kind) } ?? 0
        }
        var rows: Float = 0
        var columns: Float = 0
        for line in 0..<size {
            rows += scorer.score(ranks[(line * size)..<(line * size + size)])
            columns += scorer.score(stride(from: line, to: size * size, by: size).map { ranks[$0] })
        }
        return rows + columns
    }
}
