import TesseraRules

/// A board's squares as the bits of a `UInt64` and every placement of every piece as a mask,
/// grouped by the lowest square it covers and by piece: what the solver searches.
///
/// Squares are numbered column by column (bit = column × rows + row), so that filling the
/// lowest empty square first sweeps the board along its short side and dead ends show early.
struct SolverTables: Sendable {
    let board: PentominoBoard
    /// The bits that are not squares of the board (the 8×8's centre, and bits past the last square).
    let outside: UInt64
    /// Every placement's mask, grouped by lowest bit, then by piece.
    let masks: [UInt64]
    /// The placement each mask stands for.
    let placements: [PentominoPlacement]
    /// Where the masks of (lowest bit `b`, piece `p`) start in ``masks``: at `start[b * 12 + p]`, up to the next.
    let start: [Int32]
    /// For each symmetry of the board, where each bit goes.
    let symmetries: [[Int]]
    /// The indices in ``masks`` of X's placements.
    let xPlacements: [Int]
    /// The squares of the board's top row, and of its bottom row.
    let topRow: UInt64, bottomRow: UInt64

    init(board: PentominoBoard, keepingX keep: (UInt64) -> Bool = { _ in true }) {
        self.board = board
        var outside: UInt64 = 0
        for bit in 0..<64 where !board.contains(Self.square(ofBit: bit, board: board)) { outside |= 1 << UInt64(bit) }
        self.outside = outside
        var topRow: UInt64 = 0
        var bottomRow: UInt64 = 0
        for column in 0..<board.columns {
            topRow |= 1 << UInt64(Self.bit(of: Position(row: 0, column: column), board: board))
            bottomRow |= 1 << UInt64(Self.bit(of: Position(row: board.rows - 1, column: column), board: board))
        }
        self.topRow = topRow
        self.bottomRow = bottomRow
        symmetries = board.symmetries.map { symmetry in
            (0..<64).map { bit in
                let square = Self.square(ofBit: bit, board: board)
                guard board.contains(square) else { return bit }
                return Self.bit(of: symmetry.apply(square, rows: board.rows, columns: board.columns), board: board)
            }
        }
        var groups: [[(UInt64, PentominoPlacement)]] = Array(repeating: [], count: 64 * 12)
        for piece in Pentomino.allCases {
            for (orientation, shape) in piece.orientations.enumerated()
            where shape.height <= board.rows && shape.width <= board.columns {
                for row in 0...(board.rows - shape.height) {
                    for column in 0...(board.columns - shape.width) {
                        let placement = PentominoPlacement(
                            piece: piece, orientation: orientation, origin: Position(row: row, column: column))
                        guard placement.squares.allSatisfy(board.contains) else { continue }
                        let mask = Self.mask(of: placement.squares, board: board)
                        if piece == .x && !keep(mask) { continue }
                        groups[mask.trailingZeroBitCount * 12 + piece.rawValue].append((mask, placement))
                    }
                }
            }
        }
        var masks: [UInt64] = []
        var placements: [PentominoPlacement] = []
        var start: [Int32] = []
        for group in groups {
            start.append(Int32(masks.count))
            for (mask, placement) in group {
                masks.append(mask)
                placements.append(placement)
            }
        }
        start.append(Int32(masks.count))
        self.masks = masks
        self.placements = placements
        xPlacements = placements.indices.filter { placements[$0].piece == .x }
        self.start = start
    }

    /// The bit of a square of `board`.
    static func bit(of square: Position, board: PentominoBoard) -> Int {
        square.column * board.rows + square.row
    }

    /// The square of a bit of `board` (possibly outside it, for bits past its last square).
    static func square(ofBit bit: Int, board: PentominoBoard) -> Position {
        Position(row: bit % board.rows, column: bit / board.rows)
    }

    /// The mask of some squares of `board`.
    static func mask(of squares: [Position], board: PentominoBoard) -> UInt64 {
        var mask: UInt64 = 0
        for square in squares { mask |= 1 << UInt64(bit(of: square, board: board)) }
        return mask
    }

    /// The image of `mask` under the symmetry numbered `index` in ``symmetries``.
    func image(of mask: UInt64, under index: Int) -> UInt64 {
        var image: UInt64 = 0
        var rest = mask
        let map = symmetries[index]
        while rest != 0 {
            let bit = rest.trailingZeroBitCount
            rest &= rest - 1
            image |= 1 << UInt64(map[bit])
        }
        return image
    }

    /// `true` when none of `symmetries` takes the solution `byPiece` (each piece's mask, by its number) to one
    /// that comes before it: of the solutions those symmetries exchange, the one counted.
    func isLeast(_ byPiece: [UInt64], under symmetries: [Int]) -> Bool {
        symmetries.allSatisfy { symmetry in
            !byPiece.map { image(of: $0, under: symmetry) }.lexicographicallyPrecedes(byPiece)
        }
    }
}
