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
        return PlayedGame.play(setup, moveLimit: moveLimit, onMove: onMove) {
            bestMove(for: $0, settings: settings, clock: clock)
        }
    }
}
