import TesseraRules

/// Reads a board in notation, failing the test on an error.
func board(_ notation: String, _ kind: GameKind = .twentyFortyEight) throws(RulesError) -> Board {
    try BoardNotation.board(Array(notation.utf8), kind: kind)
}

/// The notation of a board's face values.
func notation(_ board: Board) -> String {
    BoardNotation.text(of: board)
}

/// The notation of `start` after one slide toward `direction`, without a spawn.
func slid(_ start: String, _ direction: Direction, _ kind: GameKind = .twentyFortyEight) throws(RulesError) -> String {
    var tiles = try board(start, kind)
    _ = Game.slide(&tiles, kind: kind, toward: direction)
    return notation(tiles)
}

/// A checked setup, failing the test on an error.
func setup(_ kind: GameKind, size: Int? = nil, spawn: SpawnRule? = nil, seed: SeedChoice) throws(RulesError) -> GameSetup {
    try GameSetup(kind: kind, size: size, spawnRule: spawn, seed: seed)
}

/// The error thrown by `body`, or `nil` when it returns.
func rulesError<T>(_ body: () throws(RulesError) -> T) -> RulesError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// A `RandomNumberGenerator` over a Tessera generator, to compare with the standard library.
struct StandardLibraryAdapter<Source: RandomSource>: RandomNumberGenerator {
    var source: Source
    mutating func next() -> UInt64 { source.next() }
}
