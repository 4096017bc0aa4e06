import TesseraRules

/// One game's moves on bitboards, from tables of every 16-bit row built once.
///
/// A row's left and right moves are looked up; up and down move the rows of
/// the transposed board. ``move(_:toward:)`` is exact (its points, and whether
/// a merge goes beyond rank 15), the form the differential tests hold to the
/// reference rules; the search uses the unchecked form.
final class MoveTables: @unchecked Sendable {  // immutable after init
    /// The tables of 2048 (built on first use).
    static let twentyFortyEight = MoveTables(kind: .twentyFortyEight)
    /// The tables of Triples (built on first use).
    static let triples = MoveTables(kind: .triples)

    /// The tables of a game.
    static func of(_ kind: TileKind) -> MoveTables {
        switch kind {
        case .twentyFortyEight: twentyFortyEight
        case .triples: triples
        }
    }

    /// Row → the row moved toward its first cell (left).
    let left: UnsafeMutablePointer<UInt16>
    /// Row → the row moved toward its last cell (right).
    let right: UnsafeMutablePointer<UInt16>
    /// Row → the points of its left move, with bit 31 set when a merge goes beyond rank 15.
    let leftInfo: UnsafeMutablePointer<UInt32>

    private static let rowCount = 1 << 16
    private static let overflowBit: UInt32 = 1 << 31

    private init(kind: TileKind) {
        let count = Self.rowCount
        left = .allocate(capacity: count)
        right = .allocate(capacity: count)
        leftInfo = .allocate(capacity: count)
        for index in 0..<count {
            let row = UInt16(truncatingIfNeeded: index)
            let slide = RowSlide(row, kind: kind)
            let reversedRow = Bitboard.reverseRow(row)
            let reversedResult = Bitboard.reverseRow(slide.row)
            left[index] = slide.row
            right[Int(reversedRow)] = reversedResult
            leftInfo[index] = slide.points | (slide.overflows ? Self.overflowBit : 0)
        }
    }

    deinit {
        left.deallocate()
        right.deallocate()
        leftInfo.deallocate()
    }

    /// Moves `board` toward `direction`, or `nil` when a merge would make a tile above rank 15.
    ///
    /// `nil` means the reference rules must play this move (2048: a 65536; Triples: a 24576).
    func move(_ board: Bitboard, toward direction: Direction) -> BitboardMove? {
        var points: UInt32 = 0
        var overflow: UInt32 = 0
        let lines = direction == .left || direction == .right ? board.raw : Bitboard.transpose(board.raw)
        for line in 0..<4 {
            var row = UInt16(truncatingIfNeeded: lines >> UInt64(16 * line))
            if direction == .right || direction == .down { row = Bitboard.reverseRow(row) }
            let info = leftInfo[Int(row)]
            points &+= info & ~Self.overflowBit
            overflow |= info & Self.overflowBit
        }
        guard overflow == 0 else { return nil }
        let after = slide(board.raw, direction)
        return BitboardMove(board: Bitboard(raw: after), moved: after != board.raw, points: Int(points))
    }

    /// `true` when some direction changes `board`.
    func canMove(_ board: Bitboard) -> Bool {
        for direction in Direction.allCases where slide(board.raw, direction) != board.raw { return true }
        return false
    }

    /// The board after a move, unchecked: a merge beyond rank 15 leaves rank 15.
    @inline(__always)
    func slide(_ board: UInt64, _ direction: Direction) -> UInt64 {
        switch direction {
        case .left: return Self.rows(board, left)
        case .right: return Self.rows(board, right)
        case .up: return Bitboard.transpose(Self.rows(Bitboard.transpose(board), left))
        case .down: return Bitboard.transpose(Self.rows(Bitboard.transpose(board), right))
        }
    }

    /// Every row of `board` through a row table (``left`` or ``right``); the search calls it too.
    @inline(__always)
    static func rows(_ board: UInt64, _ table: UnsafeMutablePointer<UInt16>) -> UInt64 {
        UInt64(table[Bitboard.line(board, 0)])
            | UInt64(table[Bitboard.line(board, 16)]) << 16
            | UInt64(table[Bitboard.line(board, 32)]) << 32
            | UInt64(table[Bitboard.line(board, 48)]) << 48
    }
}
