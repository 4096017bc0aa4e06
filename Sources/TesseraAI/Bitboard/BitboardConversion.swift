import TesseraRules

extension Bitboard {
    /// The face value of a rank: in 2048 rank r is 2^r; in Triples 1 is 1, 2 is 2 and r ≥ 3 is 3·2^(r−3).
    ///
    /// Rank 0 is an empty cell, worth 0.
    public static func value(ofRank rank: Int, kind: TileKind) -> Int {
        guard rank > 0 else { return 0 }
        switch kind {
        case .twentyFortyEight: return 1 << rank
        case .triples: return rank < 3 ? rank : 3 << (rank - 3)
        }
    }

    /// The rank of a face value, or `nil` when the value is not a tile of `kind` or needs a rank above 15.
    public static func rank(ofValue value: Int, kind: TileKind) -> Int? {
        anyRank(ofValue: value, kind: kind).flatMap { $0 <= largestRank ? $0 : nil }
    }

    /// The rank of a face value however large, or `nil` when the value is not a tile of `kind`.
    static func anyRank(ofValue value: Int, kind: TileKind) -> Int? {
        guard value > 0 else { return nil }
        switch kind {
        case .twentyFortyEight:
            guard value >= 2, value & (value - 1) == 0 else { return nil }
            return value.trailingZeroBitCount
        case .triples:
            if value < 3 { return value }
            guard value % 3 == 0 else { return nil }
            let multiple = value / 3
            guard multiple & (multiple - 1) == 0 else { return nil }
            return 3 + multiple.trailingZeroBitCount
        }
    }

    /// The bitboard of a reference board, or `nil` when the board is not 4×4 or holds a tile the ranks cannot.
    ///
    /// `nil` means the position is beyond this engine (for 2048 a tile above 32768,
    /// for Triples one above 12288, or another board size): use the reference rules.
    /// Tile ids are dropped.
    public init?(_ board: Board, kind: TileKind) {
        guard board.size == 4 else { return nil }
        var raw: UInt64 = 0
        for index in 0..<16 {
            guard let tile = board[index] else { continue }
            guard let rank = Self.rank(ofValue: tile.value, kind: kind) else { return nil }
            raw |= UInt64(rank) << UInt64(4 * index)
        }
        self.raw = raw
    }

    /// The reference board of this bitboard for `kind`, its tiles numbered 1, 2, … row by row.
    public func board(kind: TileKind) -> Board {
        var board = Board(size: 4)
        var id = 1
        for index in 0..<16 {
            let rank = self[index]
            guard rank > 0 else { continue }
            board[index] = Tile(id: id, value: Self.value(ofRank: rank, kind: kind))
            id += 1
        }
        return board
    }
}
