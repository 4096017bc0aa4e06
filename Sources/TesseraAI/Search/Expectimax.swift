/// The expectimax recursion over packed boards: move nodes take the best direction, chance nodes average the spawns.
///
/// Plain values and table pointers only, so the hot loop makes no reference
/// counting; the owner (``AIPlayer``) keeps the tables alive while it runs.
struct Expectimax {
    let left: UnsafeMutablePointer<UInt16>
    let right: UnsafeMutablePointer<UInt16>
    let heuristic: UnsafeMutablePointer<Float>
    let table: TranspositionTable.Cursor
    /// The spawns a chance node averages over.
    let spawns: SpawnModel
    /// Lines less likely than this are scored by the heuristic.
    let cutoff: Float
    /// Chance nodes with fewer moves left than this are neither looked up nor kept.
    let fewestRemainingKept: Int
    /// Whether a kept value answers only nodes with at most the moves left it was searched with.
    let checksDepth: Bool
    /// When the search gives up, if it has a clock.
    private var time: SearchDeadline

    /// Board moves executed in move nodes (four per node, as nneonneo's engine counts them).
    var evaluated: UInt64 = 0
    /// `true` once the deadline passed; every value computed after that is meaningless.
    var aborted: Bool { time.passed }

    init(
        moves: MoveTables, heuristic: HeuristicTable, table: TranspositionTable.Cursor,
        spawns: SpawnModel, cutoff: Float, tableUse: SearchSettings.TableUse,
        depth: Int, clock: (() -> UInt64)?, deadline: UInt64
    ) {
        left = moves.left
        right = moves.right
        self.heuristic = heuristic.scores
        self.table = table
        self.spawns = spawns
        self.cutoff = cutoff
        fewestRemainingKept = tableUse.fewestRemainingKept(depth: depth)
        checksDepth = tableUse.checksDepth
        time = SearchDeadline(clock: clock, deadline: deadline, interval: SearchDeadline.bitboardInterval)
    }

    /// The four boards a move node reaches: left, right, up, down.
    ///
    /// Up and down move the rows of the transposed board and transpose back,
    /// so only the two row tables (128 KiB each) compete for the cache.
    @inline(__always)
    func moves(_ board: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
        let t = Bitboard.transpose(board)
        return (
            MoveTables.rows(board, left), MoveTables.rows(board, right),
            Bitboard.transpose(MoveTables.rows(t, left)), Bitboard.transpose(MoveTables.rows(t, right))
        )
    }

    /// The value of the player to move on `board`: the best of the moves that change it, 0 when none does (lost).
    ///
    /// The moves are searched up, down, left, right (``DirectionValues/searchOrder``).
    mutating func moveNode(_ board: UInt64, remaining: Int, probability: Float) -> Float {
        if time.expired() { return 0 }
        let (l, r, u, d) = moves(board)
        evaluated &+= 4
        var best: Float = 0
        if remaining <= 1 || probability < cutoff {
            // The children are leaves: score them here rather than through four calls.
            if l != board { best = max(best, leaf(l)) }
            if r != board { best = max(best, leaf(r)) }
            if u != board { best = max(best, leaf(u)) }
            if d != board { best = max(best, leaf(d)) }
            return best
        }
        if u != board { best = max(best, chanceNode(u, remaining: remaining - 1, probability: probability)) }
        if d != board { best = max(best, chanceNode(d, remaining: remaining - 1, probability: probability)) }
        if l != board { best = max(best, chanceNode(l, remaining: remaining - 1, probability: probability)) }
        if r != board { best = max(best, chanceNode(r, remaining: remaining - 1, probability: probability)) }
        return best
    }

    /// The expected value of `board` after a move, over every spawn: each empty cell alike, rank 1 or rank 2.
    ///
    /// `remaining` counts the player's moves still to search; at 0, or when the
    /// line's probability is below the cut-off, the heuristic scores the board.
    mutating func chanceNode(_ board: UInt64, remaining: Int, probability: Float) -> Float {
        if remaining <= 0 || probability < cutoff {
            return leaf(board)
        }
        let kept = remaining >= fewestRemainingKept
        if kept, let known = table.lookup(board, remaining: checksDepth ? remaining : 0) { return known }
        var open = Bitboard.emptyCells(board)
        let emptyCount = Float(open.nonzeroBitCount)
        let cellProbability = probability / emptyCount
        let firstLine = cellProbability * spawns.first
        let secondLine = cellProbability * spawns.second
        var sum: Float = 0
        while open != 0 {
            let tile = open & (0 &- open)
            open &= open - 1
            sum += moveNode(board | tile, remaining: remaining, probability: firstLine) * spawns.first
            if spawns.second > 0 {
                sum += moveNode(board | (tile << 1), remaining: remaining, probability: secondLine) * spawns.second
            }
        }
        if aborted { return 0 }
        let value = sum / emptyCount
        if kept { table.store(board, remaining: remaining, value: value) }
        return value
    }

    /// The heuristic score of a board the search looks no further from.
    @inline(__always)
    func leaf(_ board: UInt64) -> Float {
        HeuristicTable.score(board, heuristic)
    }
}
