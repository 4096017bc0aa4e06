import TesseraRules

/// Reads a board in notation, failing the test on an error.
func board(_ notation: String, _ kind: TileKind = .twentyFortyEight) throws(RulesError) -> Board {
    try BoardNotation.board(Array(notation.utf8), kind: kind)
}

/// The notation of a board's face values.
func notation(_ board: Board) -> String {
    BoardNotation.text(of: board)
}

/// The notation of `start` after one slide toward `direction`, without a spawn.
func slid(_ start: String, _ direction: Direction, _ kind: TileKind = .twentyFortyEight) throws(RulesError) -> String {
    var tiles = try board(start, kind)
    _ = TileGame.slide(&tiles, kind: kind, toward: direction)
    return notation(tiles)
}

/// A checked setup, failing the test on an error.
func setup(_ kind: TileKind, size: Int? = nil, spawn: SpawnRule? = nil, seed: SeedChoice) throws(RulesError)
    -> TileSetup
{
    TileSetup(variant: try TileVariant(kind: kind, size: size, spawnRule: spawn), seed: seed)
}

/// A `RandomNumberGenerator` over a Tessera generator, to compare with the standard library.
struct StandardLibraryAdapter<Source: RandomSource>: RandomNumberGenerator {
    var source: Source
    mutating func next() -> UInt64 { source.next() }
}

extension Board {
    /// The face values row by row, `0` for an empty cell.
    var values: [Int] {
        cells.map { $0?.value ?? 0 }
    }

    /// The board turned a quarter turn clockwise, ids kept (the course's rotation check).
    func rotatedClockwise() -> Board {
        var turned = Board(size: size)
        for row in 0..<size {
            for column in 0..<size {
                turned[Position(row: column, column: size - 1 - row)] = self[Position(row: row, column: column)]
            }
        }
        return turned
    }
}
