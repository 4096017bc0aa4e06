import TesseraRules

extension PlayedGame {
    /// Plays a game from `setup` to its end: `choose` picks each move and the reference rules play it.
    ///
    /// A 2048 win is kept going at once, as a replay does, so `setup.replay(moves)` reaches the
    /// very same game. `onMove` sees each choice and the game after it; returning `false` stops the game there.
    static func play(
        _ setup: TileSetup, moveLimit: Int, onMove: ((MoveChoice, TileGame) -> Bool)?,
        choose: (Board) -> MoveChoice
    ) -> PlayedGame {
        var played = PlayedGame(
            setup: setup, game: setup.newGame(), moves: [], moveNanoseconds: [], evaluatedMoves: 0, referenceMoves: 0)
        while played.moves.count < moveLimit && !played.game.isOver {
            let choice = choose(played.game.board)
            guard let direction = choice.best else { break }
            played.game.move(direction)
            if played.game.isShowingWin { played.game.keepGoing() }
            played.moves.append(direction.letter)
            played.moveNanoseconds.append(choice.nanoseconds)
            played.evaluatedMoves &+= choice.evaluatedMoves
            if choice.usedReferenceRules { played.referenceMoves += 1 }
            if let onMove, !onMove(choice, played.game) { break }
        }
        return played
    }
}
