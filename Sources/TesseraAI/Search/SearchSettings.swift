/// How deep and how long a search looks: a fixed or adaptive depth, a time budget and a probability cut-off.
///
/// Depth counts the player's moves on each line of the search, the move being
/// scored included: depth 1 scores the boards the four moves lead to, depth 2
/// also weighs every spawn and the best reply, and so on. nneonneo's 2048 engine
/// searches `max(4, distinct − 1)` in these terms, which is ``standard``'s depth.
public struct SearchSettings: Equatable, Sendable {
    /// A fixed depth, or `nil` for a depth that grows with the number of distinct tiles.
    public var depth: Int?
    /// The adaptive depth's floor: the depth is `max(minimumDepth, distinct tiles + distinctOffset)`.
    public var minimumDepth: Int
    /// What the adaptive depth adds to the number of distinct tiles: −1 in nneonneo's engine, more to look further.
    public var distinctOffset: Int
    /// The adaptive depth's ceiling.
    public var maximumDepth: Int
    /// The time a move may take, in nanoseconds by the clock passed to the search, or `nil` for none.
    ///
    /// With a budget the search deepens one level at a time up to its depth and
    /// keeps the deepest level that finished in time (depth 1 always finishes).
    /// Without a clock the budget is ignored.
    public var timeBudgetNanoseconds: UInt64?
    /// A line of play whose probability falls below this is scored by the heuristic without looking further.
    public var probabilityCutoff: Float
    /// A lower cut-off for boards that hold a large tile, or `nil` to keep ``probabilityCutoff`` throughout.
    public var endgame: Endgame?
    /// Which chance nodes the transposition table keeps, and which of its values answer a node met again.
    public var tableUse: TableUse

    /// A cut-off for the late game: lines are cut below `probabilityCutoff` once a tile reaches `rank`.
    ///
    /// The late game is where a long game is won or lost (a crowded board, the largest tiles waiting on a
    /// chain of merges), where looking further was expected to pay; the strength runs found no gain
    /// (``standard`` says so), and it stays for experiments.
    public struct Endgame: Equatable, Sendable {
        /// The smallest rank that starts the late game (2048: rank 14 is 16384; Triples: 6144).
        public var rank: Int
        /// The cut-off from that rank on.
        public var probabilityCutoff: Float

        /// The late game from `rank` on, with its cut-off.
        public init(rank: Int, probabilityCutoff: Float) {
            self.rank = rank
            self.probabilityCutoff = probabilityCutoff
        }
    }

    /// How a search reuses the value of a chance node it meets again on another line.
    ///
    /// A chance node's value depends on the line that first reached it: how many moves were left
    /// to search, and how likely the line was (the cut-off ends unlikely lines early). The two
    /// rules nneonneo's engine has used differ in which values they trust.
    public enum TableUse: Equatable, Sendable {
        /// Every chance node is kept, and a value answers a node only if it was searched at least as many moves deep.
        ///
        /// nneonneo's engine since April 2015.
        case deepEnough
        /// Only the chance nodes of the search's first `moves` moves are kept.
        ///
        /// A kept value answers its node whenever the search meets it again, however deep it was searched.
        ///
        /// nneonneo's engine of 2014, with 6 moves: the engine that most likely played its published 100-game run.
        case firstMoves(Int)

        /// The fewest moves still to search at which a chance node is kept, in a search `depth` moves deep.
        ///
        /// A chance node after the search's `m`-th move (its first move is 1) has `depth − m` moves
        /// left, so the first `moves` moves' nodes are those with at least `depth − moves` left.
        func fewestRemainingKept(depth: Int) -> Int {
            switch self {
            case .deepEnough: 0
            case .firstMoves(let moves): depth - moves
            }
        }

        /// Whether a kept value answers only nodes with at most as many moves left as it was searched with.
        var checksDepth: Bool { self == .deepEnough }
    }

    /// A setting, by default that of nneonneo's engine of 2014.
    ///
    /// The defaults: the adaptive depth from 4 to 16, no time limit, a 0.0001 cut-off, the table's nodes
    /// of the first 6 moves.
    public init(
        depth: Int? = nil, minimumDepth: Int = 4, distinctOffset: Int = -1, maximumDepth: Int = 16,
        timeBudgetNanoseconds: UInt64? = nil, probabilityCutoff: Float = 0.0001, endgame: Endgame? = nil,
        tableUse: TableUse = .firstMoves(6)
    ) {
        self.depth = depth
        self.minimumDepth = minimumDepth
        self.distinctOffset = distinctOffset
        self.maximumDepth = maximumDepth
        self.timeBudgetNanoseconds = timeBudgetNanoseconds
        self.probabilityCutoff = probabilityCutoff
        self.endgame = endgame
        self.tableUse = tableUse
    }

    /// The strong setting: the search of nneonneo's engine of 2014, which most likely played its published run, with no time limit.
    ///
    /// Its depth, its cut-off and its transposition table's rule (``TableUse/firstMoves(_:)`` with 6).
    /// With the committed 2048 weights (nneonneo's heuristic, its table equal to the bit) it chose that
    /// engine's move at all 400 positions `Scripts/strength-ai agree 400 400` compared over the last
    /// moves of the ledger's games, where games are lost, with that engine's sources named by
    /// `TESSERA_AI_BASELINE_SOURCE` (README, "nneonneo's published engine"). Two differences remain, neither
    /// seen in those positions: the 2014 engine never merges two 32768s (Tessera's tables, as nneonneo's
    /// today, make one), and its table never forgets, where the player's 2^16 slots forget entries in the
    /// largest searches and may meet a node again on a line that values it differently.
    /// nneonneo's engine today keeps every chance node and answers only with values searched deep
    /// enough (``TableUse/deepEnough``): it chose another move at 27 of 400 positions over whole games,
    /// and Tessera playing its moves took 20 of 80 games to 32768, against the published run's 36 of 100.
    /// ``Endgame``, a lower cut-off from a large tile on, is for experiments (`strength-ai pair … late=`):
    /// from the first 16384 it showed no gain in the games of the engines that used it.
    public static let standard = SearchSettings()

    /// The quick setting for autoplay on the page: depth 3 to 4, a cut-off of 0.001 and a 1 ms budget.
    ///
    /// With the committed weights it reached 2048 in 499 of 500 games of 2048 (seeds 30001…30500;
    /// 95 % interval 98.9–100 %), 8192 in 66 %, at 0.14 ms a move on average (native, one core).
    public static let quick = SearchSettings(
        minimumDepth: 3, maximumDepth: 4, timeBudgetNanoseconds: 1_000_000, probabilityCutoff: 0.001)

    /// The cut-off for a board whose largest tile has rank `maxRank`: the late game's from its rank on.
    public func probabilityCutoff(forMaxRank maxRank: Int) -> Float {
        guard let endgame, maxRank >= endgame.rank else { return probabilityCutoff }
        return endgame.probabilityCutoff
    }

    /// The depth to search `board` to: the fixed depth, or the adaptive one.
    public func depth(for board: Bitboard) -> Int {
        depth(forDistinctTiles: board.distinctRankCount)
    }

    /// The depth to search a board holding this many distinct tile values to: the fixed depth, or the adaptive one.
    public func depth(forDistinctTiles distinct: Int) -> Int {
        if let depth { return max(1, depth) }
        return max(1, min(maximumDepth, max(minimumDepth, distinct + distinctOffset)))
    }
}
