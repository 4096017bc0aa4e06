import TesseraRules
import TesseraTerminal

/// Saves a game of 2048 on `board` (in board notation) in `folder`, as a quit session leaves it.
func saveGame(on board: String, setup: TileSetup, in folder: DataFolder) throws {
    let game = Game2048(
        board: try BoardNotation.board(Array(board.utf8), kind: .twentyFortyEight),
        spawnRule: setup.variant.spawnRule ?? .twosAndFours, generator: setup.seed.makeGenerator())
    let saved = SavedTileGame(setup: setup, game: .twentyFortyEight(game))
    try folder.write(saved.text + "\n", to: folder.saveFile(for: setup.variant))
}
