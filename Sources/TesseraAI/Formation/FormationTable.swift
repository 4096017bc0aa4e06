import TesseraRules

/// The exact solution of one ``Formation``'s free area, solved lazily, entry by entry, as boards ask for it.
///
/// An entry holds, for one mix of free-cell ranks (held cells at the formation's stand-in
/// ranks), the best move and the chance that playing best from there reaches the goal
/// before a move breaks the formation or the board locks: the expectimax of the free area
/// carried all the way to its ends, which a search of a few moves cannot see. Every
/// board it meets on the way is kept, so a solution is computed once and then read.
/// The chance is kept rounded down to 1/16000 (the errors add up along a line), and a value
/// is computed from its successors' kept values, so the table is the same whatever order
/// boards ask in.
///
/// Entries live in chunks allocated on first use (a full table is gigabytes: 2 bytes an entry).
final class FormationTable<F: Formation> {
    /// Entries a chunk holds.
    private static var chunkSize: Int { 1 << 12 }
    /// The chunks, `nil` until an entry in them is written.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt16>?>
    private let chunkCount: Int
    private let moves: MoveTables
    private let heldMask = F.heldMask
    private let freeShifts: [UInt64] = F.freeCells.map { UInt64(4 * $0) }
    /// Steps of the chance kept in an entry.
    static var steps: Float { 16000 }

    /// Entries written so far.
    private(set) var solvedCount = 0

    init(moves: MoveTables = .twentyFortyEight) {
        chunkCount = (F.entryCount + Self.chunkSize - 1) / Self.chunkSize
        chunks = .allocate(capacity: chunkCount)
        chunks.initialize(repeating: nil, count: chunkCount)
        self.moves = moves
    }

    deinit {
        for chunk in 0..<chunkCount { chunks[chunk]?.deallocate() }
        chunks.deallocate()
    }

    /// The best move on `board` toward the formation's goal and the chance of reaching it, if any image of `board` is in the formation.
    ///
    /// Of the eight images (``Symmetry``) in the formation and not at its goal, the one with the best chance answers.
    func suggestion(for board: UInt64) -> (direction: Direction, chance: Float)? {
        var best: (direction: Direction, chance: Float)? = nil
        for symmetry in Symmetry.all {
            let image = symmetry.apply(board)
            guard F.holds(image), !F.isGoal(image) else { continue }
            let (move, chance) = solve((image & ~heldMask) | F.heldRanks)
            if chance > (best?.chance ?? 0) { best = (symmetry.original(of: move), chance) }
        }
        return best
    }

    /// The index of the entry of `board`'s free area.
    @inline(__always)
    private func index(_ board: UInt64) -> Int {
        var index = 0
        for (shift, radix) in zip(freeShifts, F.freeRadices) {
            index = index * radix + Int(truncatingIfNeeded: (board >> shift) & 0xF)
        }
        return index
    }

    /// The best move and chance from `board` (held cells at the stand-in ranks), solving it if no entry has it yet.
    private func solve(_ board: UInt64) -> (Direction, Float) {
        let index = index(board)
        let chunk = index / Self.chunkSize
        if let entries = chunks[chunk], entries[index % Self.chunkSize] != 0 {
            return Self.decode(entries[index % Self.chunkSize])
        }
        var best: Float = 0
        var bestMove = 0
        for (number, direction) in DirectionValues.searchOrder.enumerated() {
            let after = moves.slide(board, direction)
            guard after != board, after & heldMask == F.heldRanks, F.holds(after) else { continue }
            let chance = F.isGoal(after) ? 1 : spawnAverage(after)
            if chance > best {
                best = chance
                bestMove = number
            }
        }
        let steps = min(Int(Self.steps), Int(best * Self.steps))
        let stored = UInt16(1 + bestMove + 4 * steps)
        if chunks[chunk] == nil {
            let entries = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.chunkSize)
            entries.initialize(repeating: 0, count: Self.chunkSize)
            chunks[chunk] = entries
        }
        chunks[chunk]![index % Self.chunkSize] = stored
        solvedCount += 1
        return Self.decode(stored)
    }

    /// The chance after a move: every spawn (a 2 nine times in ten, a 4 once) in every empty cell, equally likely.
    private func spawnAverage(_ board: UInt64) -> Float {
        let spawns = SpawnModel.twosAndFours
        var total: Float = 0
        var empty = 0
        for cell in 0..<16 where (board >> UInt64(4 * cell)) & 0xF == 0 {
            empty += 1
            let shift = UInt64(4 * cell)
            total += spawns.first * solve(board | 1 << shift).1 + spawns.second * solve(board | 2 << shift).1
        }
        return empty == 0 ? 0 : total / Float(empty)
    }

    /// The move and chance an entry holds: `1 + move + 4 × steps`.
    private static func decode(_ stored: UInt16) -> (Direction, Float) {
        let value = Int(stored) - 1
        return (DirectionValues.searchOrder[value & 3], Float(value >> 2) / steps)
    }
}
