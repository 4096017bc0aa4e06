/// A corner formation: big tiles held still in the top-left corner and a free area where the next big tile is built.
///
/// A ``FormationTable`` solves the free area exactly: from a board in the formation, the
/// chance of reaching a goal under the best play, where a move that shifts a held tile or
/// breaks the formation is a loss. Held tiles are solved at fixed stand-in ranks
/// (``heldRanks``), the largest the formation allows, so one entry serves every board with the
/// same free area. A board whose held tiles are smaller (a lower anchor) has a nearer goal and
/// a tighter formation than the stand-in's: its entry answers for the stand-in, an
/// approximation the original design makes too.
protocol Formation {
    /// The held cells and the ranks they are solved at, as a board with every other cell empty.
    static var heldRanks: UInt64 { get }
    /// The free cells (row × 4 + column), in the order they index the table.
    static var freeCells: [Int] { get }
    /// For each free cell, one more than the largest rank the formation allows there.
    static var freeRadices: [Int] { get }
    /// `true` when `board` keeps the formation: held tiles in order and every free tile small enough.
    static func holds(_ board: UInt64) -> Bool
    /// `true` when `board` has built what the free area is for.
    static func isGoal(_ board: UInt64) -> Bool
}

extension Formation {
    /// The mask of the held cells.
    static var heldMask: UInt64 {
        let held = Bitboard(raw: heldRanks)
        var mask: UInt64 = 0
        for cell in 0..<16 where held[cell] != 0 { mask |= 0xF << UInt64(4 * cell) }
        return mask
    }

    /// The number of table entries: every mix of the free cells' ranks.
    static var entryCount: Int { freeRadices.reduce(1, *) }
}

/// The rank in column `x`, row `y` of a packed board.
@inline(__always)
private func rank(_ board: UInt64, _ x: Int, _ y: Int) -> Int {
    Bitboard(raw: board)[4 * y + x]
}

/// The ranks of the top-left 3×2 block, where the formations hold their big tiles.
struct CornerBlock {
    let topLeft, top, topRight, left, middle, right: Int

    init(_ board: UInt64) {
        topLeft = rank(board, 0, 0)
        top = rank(board, 1, 0)
        topRight = rank(board, 2, 0)
        left = rank(board, 0, 1)
        middle = rank(board, 1, 1)
        right = rank(board, 2, 1)
    }
}

/// Six big tiles held in the top-left 3×2 block; the free area builds the chain that grows the smallest of them.
///
/// The second row's smallest tile (the anchor, at most 1024) waits for its equal: the goal is
/// a chain anchor/2, anchor/4, anchor/8 and a second anchor/8 laid where merges walk it up
/// to the anchor, down the left or the right column. Solved with the held tiles at ranks
/// 15, 14, 13 over 12, 11, 10.
enum BlockOfSix: Formation {
    static let heldRanks: UInt64 = 15 | 14 << 4 | 13 << 8 | 12 << 16 | 11 << 20 | 10 << 24
    static let freeCells = [3, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    static let freeRadices = [10, 9, 10, 9, 8, 8, 8, 8, 8, 8]

    static func anchor(_ board: UInt64) -> Int { min(rank(board, 0, 1), rank(board, 1, 1), rank(board, 2, 1)) }

    static func holds(_ board: UInt64) -> Bool {
        let block = CornerBlock(board)
        guard block.topLeft != block.top, block.top != block.topRight, block.left != block.middle,
            block.middle != block.right, block.topLeft != block.left, block.top != block.middle,
            block.topRight > block.right
        else { return false }
        let anchor = min(block.left, block.middle, block.right)
        guard anchor <= 10, rank(board, 3, 0) < anchor, rank(board, 3, 1) < anchor - 1, rank(board, 0, 2) < anchor,
            rank(board, 1, 2) < anchor - 1, rank(board, 2, 2) < anchor - 2, rank(board, 3, 2) < anchor - 2
        else { return false }
        for x in 0..<4 where rank(board, x, 3) >= anchor - 2 { return false }
        return true
    }

    static func isGoal(_ board: UInt64) -> Bool {
        let a = anchor(board)
        let down =
            rank(board, 0, 2) == a - 1 && rank(board, 1, 2) == a - 2
            && ((rank(board, 2, 2) == a - 3 && (rank(board, 2, 3) == a - 3 || rank(board, 3, 2) == a - 3))
                || (rank(board, 1, 3) == a - 3 && (rank(board, 0, 3) == a - 3 || rank(board, 2, 3) == a - 3)))
        let across =
            rank(board, 3, 0) == a - 1 && rank(board, 3, 1) == a - 2 && rank(board, 3, 2) == a - 3
            && (rank(board, 2, 2) == a - 3 || rank(board, 3, 3) == a - 3)
        return down || across
    }
}

/// Five big tiles held in the top-left corner (three over two); the free area builds a tile of at most 128 beside them.
///
/// The cell right of the second row (the slot) takes a tile one rank below the smaller of the
/// two tiles it would merge toward, at most 128, and a tile half of it beside, with a second one
/// or a step down to merge it up: the goal. Solved with the held tiles at ranks 15, 14, 13 over 12, 11.
enum BlockOfFive: Formation {
    static let heldRanks: UInt64 = 15 | 14 << 4 | 13 << 8 | 12 << 16 | 11 << 20
    static let freeCells = [3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    static let freeRadices = [7, 8, 7, 7, 7, 7, 7, 6, 6, 6, 6]
    /// The largest rank the slot builds: 128.
    static let largestAnchor = 7

    static func holds(_ board: UInt64) -> Bool {
        let block = CornerBlock(board)
        let slot = block.right
        guard block.topLeft != block.top, block.top != block.topRight, block.left > block.middle, block.middle > slot,
            block.topLeft != block.left, block.top != block.middle, block.topRight > slot,
            block.middle != block.topRight
        else { return false }
        let anchor = min(largestAnchor, block.middle, block.topRight)
        guard slot <= largestAnchor, rank(board, 3, 0) < anchor, rank(board, 3, 1) < anchor else { return false }
        for x in 0..<4 where rank(board, x, 2) >= anchor || rank(board, x, 3) >= anchor - 1 { return false }
        return true
    }

    static func isGoal(_ board: UInt64) -> Bool {
        let a = min(largestAnchor, min(rank(board, 1, 1), rank(board, 2, 0)) - 1)
        guard rank(board, 2, 1) == a else { return false }
        let beside = rank(board, 3, 1) == a - 1 && (rank(board, 3, 0) == a - 1 || rank(board, 3, 2) == a - 1)
        let steps = rank(board, 3, 0) == a - 1 && rank(board, 3, 1) == a - 2 && rank(board, 3, 2) == a - 2
        let below =
            rank(board, 2, 2) == a - 1
            && (rank(board, 1, 2) == a - 1 || rank(board, 2, 3) == a - 1 || rank(board, 3, 2) == a - 1)
        return beside || steps || below
    }
}
