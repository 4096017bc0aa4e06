import TesseraRules

extension AIPlayer {
    /// Plays a game from `setup` to its end: the search picks each move and the reference rules play it.
    ///
    /// The setup's variant must be the player's. A 2048 win is kept going at once,
    /// as a replay does, so `setup.replay(moves)` reaches the very same game.
    /// `onMove` sees each choice and the game after it; returning `false` stops the game there.
    public func play(
        _ setup: TileSetup, settings: SearchSettings = .standard, clock: (() -> UInt64)? = nil,
        moveLimit: Int = TileVariant.longestRankedGame, onMove: ((MoveChoice, TileGame) -> Bool)? = nil
    ) -> PlayedGame {
        precondition(setup.variant == variant, "the setup's variant is not the player's")
        var played = PlayedGame(
            setup: setup, game: setup.newGame(), moves: [], moveNanoseconds: [], evaluatedMoves: 0, referenceMoves: 0)
        while played.moves.count < moveLimit && !played.game.isOver {
            let choice = bestMove(for: played.game.board, settings: settings, clock: clock)
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
