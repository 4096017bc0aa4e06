import TesseraRules

/// Expectimax on the corner heuristic (``CornerScore``), which steers the big tiles into the formation the tables solve.
///
/// Lines below the probability cut-off stop, and so does a line whose board scores below
/// the pass mark: once the big tiles have left their order (a heavy penalty), looking
/// further only spends time. A board with no move scores ``lostScore``.
struct CornerSearch {
    let moves: MoveTables
    let score: CornerScore
    let table: TranspositionTable.Cursor
    /// Lines less likely than this are scored without looking further.
    let cutoff: Float
    /// Boards scoring below this are not searched further.
    let passScore: Float
    /// The score of a board with no move.
    let lostScore: Float
    /// The spawns a chance node averages over: 2048's twos and fours.
    let spawns = SpawnModel.twosAndFours
    /// Board moves executed in move nodes.
    var evaluated: UInt64 = 0

    /// A search of `board`'s moves: the pass mark is twice the largest tile's weight while the board scores at least 0, and none (−∞) once it scores below.
    init(board: UInt64, moves: MoveTables, score: CornerScore, table: TranspositionTable.Cursor, cutoff: Float) {
        self.moves = moves
        self.score = score
        self.table = table
        self.cutoff = cutoff
        let largest = CornerScore.weight(ofRank: Bitboard(raw: board).maxRank)
        passScore = score.score(board) < 0 ? -.infinity : Float(2 * largest)
        lostScore = -Float(max(1 << 17, 2 * largest))
    }

    /// The value of each direction that changes `board`, searched `depth` moves deep.
    mutating func values(_ board: UInt64, depth: Int) -> DirectionValues {
        var values = DirectionValues()
        for direction in DirectionValues.searchOrder {
            let after = moves.slide(board, direction)
            evaluated &+= 1
            guard after != board else { continue }
            values[direction] = chanceNode(after, remaining: depth - 1, probability: 1)
        }
        return values
    }

    /// The best of the moves that change `board`, or ``lostScore`` when none does.
    mutating func moveNode(_ board: UInt64, remaining: Int, probability: Float) -> Float {
        var best: Float? = nil
        for direction in DirectionValues.searchOrder {
            let after = moves.slide(board, direction)
            evaluated &+= 1
            guard after != board else { continue }
            let value = chanceNode(after, remaining: remaining - 1, probability: probability)
            if value > best ?? -.infinity { best = value }
        }
        return best ?? lostScore
    }

    /// The average over the spawns (a 2 nine times in ten, a 4 once) of the best reply, or the board's score where the line stops.
    mutating func chanceNode(_ board: UInt64, remaining: Int, probability: Float) -> Float {
        let own = Float(score.score(board))
        if own < passScore || remaining < 1 || probability < cutoff { return own }
        if let known = table.lookup(board, remaining: remaining) { return known }
        let empty = Float(Bitboard.emptyCount(board))
        var total: Float = 0
        for cell in 0..<16 where (board >> UInt64(4 * cell)) & 0xF == 0 {
            let shift = UInt64(4 * cell)
            total +=
                spawns.first
                * moveNode(board | 1 << shift, remaining: remaining, probability: probability * spawns.first / empty)
            total +=
                spawns.second
                * moveNode(board | 2 << shift, remaining: remaining, probability: probability * spawns.second / empty)
        }
        let value = total / empty
        table.store(board, remaining: remaining, value: value)
        return value
    }
}
