import TesseraRules

/// Everything the terminal shows about a game at one moment.
public struct PlayView: Sendable {
    /// A message shown under the board.
    public enum Banner: Sendable, Equatable {
        /// 2048 was reached: keep going or start anew.
        case won
        /// The game is over; the best scores for this board, with the new entry's place if it made the list.
        case over(best: [BestScore], newPlace: Int?)
        /// A notice, such as a save that could not be resumed.
        case notice(String)
    }

    public var game: TileGame
    /// How the game's randomness was chosen, for the title line.
    public var seed: SeedChoice
    /// The board setting's best score so far.
    public var best: Int
    /// The last move's score gain, shown as "+N"; 0 shows nothing.
    public var gain: Int
    /// A tile not drawn yet: the spawn, in the first frame of a move.
    public var hiddenTile: Int?
    public var banner: Banner?

    public init(
        game: TileGame, seed: SeedChoice, best: Int, gain: Int = 0, hiddenTile: Int? = nil, banner: Banner? = nil
    ) {
        self.game = game
        self.seed = seed
        self.best = best
        self.gain = gain
        self.hiddenTile = hiddenTile
        self.banner = banner
    }
}
