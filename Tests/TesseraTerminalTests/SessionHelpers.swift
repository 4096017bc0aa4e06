import TesseraRules
import TesseraTerminal

/// Boards of 2048, in board notation, that the session tests save and play on.
enum SessionBoards {
    /// Only left and right change this board (one pair of 2s, merged for 4 points), so a hint can only be one
    /// of them.
    static let leftOrRight = "2,2,64,128/4,8,16,32/8,16,32,64/16,32,64,256"
    /// Only left and right change this board; either makes 2048 and leaves room to play on.
    static let oneMoveFromWin = "1024,1024,2,2/2,4,8,16/4,8,16,32/8,16,32,64"
    /// Left and right each merge the 32s and end the game: no spawn leaves a move.
    static let lastMove = "2,4,2,4/4,2,4,2/16,4,2,8/8,16,32,32"
}

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
