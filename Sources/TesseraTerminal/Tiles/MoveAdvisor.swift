import TesseraAI
import TesseraRules

/// The AI player behind the hint and autoplay keys, made on first use and timed by the session's clock.
final class MoveAdvisor {
    /// A hint's search time: long enough for the adaptive depth in most positions, short enough to feel instant.
    static let hintBudgetNanoseconds: UInt64 = 150_000_000
    /// The search a hint makes.
    static let hintSettings = SearchSettings(timeBudgetNanoseconds: hintBudgetNanoseconds)

    private let clock: () -> UInt64
    private var player: AIPlayer?

    /// An advisor whose searches are timed by `clock` (nanoseconds from any fixed origin).
    init(clock: @escaping () -> UInt64) {
        self.clock = clock
    }

    /// The AI's choice in `game` with `settings`; its `best` is `nil` when the game is over.
    func choice(in game: TileGame, settings: SearchSettings) -> MoveChoice {
        let player = player.flatMap { $0.variant == game.variant ? $0 : nil } ?? AIPlayer(variant: game.variant)
        self.player = player
        return player.bestMove(for: game, settings: settings, clock: clock)
    }
}
