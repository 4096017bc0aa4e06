/// A 4×4 board packed into 64 bits: one 4-bit rank per cell, the cell at row r, column c in bits 4·(4r + c).
///
/// Rank 0 is an empty cell. What a rank is worth depends on the game (see
/// ``value(ofRank:kind:)``); a board the 4-bit ranks cannot hold has no bitboard
/// (``init(_:kind:)`` returns `nil`), and callers use the reference rules for it.
public struct Bitboard: Hashable, Sendable {
    /// The 16 ranks, cell 0 (top left) in the lowest four bits.
    public var raw: UInt64

    /// Wraps 64 bits as a board.
    public init(raw: UInt64) {
        self.raw = raw
    }

    /// The largest rank a cell holds.
    public static let largestRank = 15

    /// The rank in the cell `index` (row × 4 + column), 0 when it is empty; a rank set above 15 keeps its
    /// low four bits.
    public subscript(index: Int) -> Int {
        get { Int(truncatingIfNeeded: (raw >> UInt64(4 * index)) & 0xF) }
        set {
            let shift = UInt64(4 * index)
            raw = (raw & ~(0xF << shift)) | (UInt64(truncatingIfNeeded: newValue & 0xF) << shift)
        }
    }

    /// The number of empty cells.
    public var emptyCount: Int { Self.emptyCount(raw) }

    /// The largest rank on the board, 0 when it is empty.
    public var maxRank: Int {
        var largest: UInt64 = 0
        var rest = raw
        while rest != 0 {
            largest = max(largest, rest & 0xF)
            rest >>= 4
        }
        return Int(truncatingIfNeeded: largest)
    }

    /// The number of distinct ranks on the board, empty cells not counted.
    public var distinctRankCount: Int {
        var seen: UInt32 = 0
        var rest = raw
        while rest != 0 {
            seen |= 1 << UInt32(truncatingIfNeeded: rest & 0xF)
            rest >>= 4
        }
        return (seen & ~1).nonzeroBitCount
    }

    /// The board mirrored on its main diagonal: row i becomes column i.
    public var transposed: Bitboard { Bitboard(raw: Self.transpose(raw)) }

    /// Transposes a packed board: the nibble of (r, c) moves to (c, r).
    @inline(__always)
    static func transpose(_ x: UInt64) -> UInt64 {
        // Swap the off-diagonal nibbles of each 2×2 block, then the off-diagonal 2×2 blocks.
        let nibbles = (x ^ (x >> 12)) & 0x0000_F0F0_0000_F0F0
        let y = x ^ nibbles ^ (nibbles << 12)
        let blocks = (y ^ (y >> 24)) & 0x0000_0000_FF00_FF00
        return y ^ blocks ^ (blocks << 24)
    }

    /// The number of zero nibbles in a packed board.
    @inline(__always)
    static func emptyCount(_ x: UInt64) -> Int {
        emptyCells(x).nonzeroBitCount
    }

    /// The empty cells of a packed board: one bit per zero nibble, the nibble's lowest.
    @inline(__always)
    static func emptyCells(_ x: UInt64) -> UInt64 {
        var y = x | (x >> 2)
        y |= y >> 1
        return ~y & 0x1111_1111_1111_1111
    }

    /// The 16 bits of a packed board from bit `shift` on, as a table index.
    @inline(__always)
    static func line(_ board: UInt64, _ shift: UInt64) -> Int {
        Int(UInt16(truncatingIfNeeded: board >> shift))
    }

    /// A row's four ranks in reverse order.
    @inline(__always)
    static func reverseRow(_ row: UInt16) -> UInt16 {
        (row >> 12) | ((row >> 4) & 0x00F0) | ((row << 4) & 0x0F00) | (row << 12)
    }
}
