import TesseraRules

/// Everything the terminal shows about a game at one moment.
public struct PlayView: Sendable {
    /// A message shown under the board.
    public enum Banner: Sendable, Equatable {
        /// 2048 was reached: keep going or start anew.
        case won
        /// The game is over; the best scores for this board, with the new entry's place if it made the list.
        case over(best: [BestScore], newPlace: Int?)
    }

    /// A line about the AI's help under the board.
    public enum Status: Sendable, Equatable {
        /// The AI's move for the position shown; `shallowSearch` when the shallower search over the reference rules chose it
        /// (boards the search does not take: not 4×4, or a tile beyond its largest).
        case hint(Direction, shallowSearch: Bool)
        /// Autoplay stopped at a 2048 win so that the player sees it; `p` keeps going and autoplays on.
        case autoplayPausedAtWin
        /// No hint: the game is over.
        case noHint
        /// No hint while a 2048 win shows: no move plays until the player keeps going.
        case noHintAtWin
        /// No autoplay: the game is over.
        case noAutoplay
        /// `+` or `-` set the speed autoplay will play at once `p` starts it.
        case autoplaySpeed(AutoplaySpeed)
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
    /// A notice shown above the banner, such as a save that could not be resumed or written.
    public var notice: String?
    /// The AI's line: a hint, or why there is none.
    public var status: Status?
    /// The speed while the AI plays by itself; `nil` while the player plays.
    public var autoplay: AutoplaySpeed?

    public init(
        game: TileGame, seed: SeedChoice, best: Int, gain: Int = 0, hiddenTile: Int? = nil, banner: Banner? = nil,
        notice: String? = nil, status: Status? = nil, autoplay: AutoplaySpeed? = nil
    ) {
        self.game = game
        self.seed = seed
        self.best = best
        self.gain = gain
        self.hiddenTile = hiddenTile
        self.banner = banner
        self.notice = notice
        self.status = status
        self.autoplay = autoplay
    }
}
