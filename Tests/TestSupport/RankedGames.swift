import TesseraRules

/// Plays `setup` to its end by the cycle left, down, right, up, recording only moves that change
/// the board, as the page does (a ranked game holds no idle move); returns the moves and the game.
public func playToTheEnd(_ setup: TileSetup) -> (moves: String, game: TileGame) {
    var game = setup.newGame()
    var moves = ""
    let cycle: [Direction] = [.left, .down, .right, .up]
    var step = 0
    while !game.isOver {
        let direction = cycle[step % 4]
        step += 1
        if game.move(direction).moved { moves.append(Character(Unicode.Scalar(direction.letter))) }
    }
    return (moves, game)
}
