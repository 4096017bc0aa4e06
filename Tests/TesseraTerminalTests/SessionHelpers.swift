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

/// Moves round and round (left, down, right, up) until the game is over, at most 10,000 moves.
func playToTheEnd(_ play: PlaySession) {
    var moves = 0
    while !play.view.game.isOver && moves < 10_000 {
        _ = play.handle(.move([Direction.left, .down, .right, .up][moves % 4]))
        moves += 1
    }
}
