import TesseraAI
import TesseraRules

/// Random bitboards that exercise merges: a largest rank per board, then each cell empty or up to it.
struct PositionSource {
    var generator: Xoshiro256StarStar

    init(seed: UInt64) {
        generator = Xoshiro256StarStar(seed: seed)
    }

    /// A board whose ranks are at most `largest`, about a third of its cells empty.
    mutating func next(largest: Int) -> Bitboard {
        let top = 1 + generator.draw(largest)
        var board = Bitboard(raw: 0)
        for cell in 0..<16 where generator.draw(3) != 0 {
            board[cell] = 1 + generator.draw(top)
        }
        return board
    }
}

/// A bitboard of ranks listed cell by cell, row by row.
func bitboard(_ ranks: [Int]) -> Bitboard {
    var board = Bitboard(raw: 0)
    for (cell, rank) in ranks.enumerated() { board[cell] = rank }
    return board
}

/// The reference rules' slide of a bitboard's tiles: the board's face values, whether it moved, the points.
func referenceSlide(_ board: Bitboard, _ kind: TileKind, _ direction: Direction) -> (
    values: [Int], moved: Bool, points: Int
) {
    var tiles = board.board(kind: kind)
    let slide = TileGame.slide(&tiles, kind: kind, toward: direction)
    return (tiles.cells.map { $0?.value ?? 0 }, slide.moved, slide.points)
}

/// The face values of a bitboard's cells, row by row.
func faceValues(_ board: Bitboard, _ kind: TileKind) -> [Int] {
    (0..<16).map { Bitboard.value(ofRank: board[$0], kind: kind) }
}

/// A board in notation, failing the test on an error.
func board(_ notation: String, _ kind: TileKind = .twentyFortyEight) throws(RulesError) -> Board {
    try BoardNotation.board(Array(notation.utf8), kind: kind)
}
