/// How deep and how long a search looks: a fixed or adaptive depth, a time budget and a probability cut-off.
///
/// Depth counts the player's moves on each line of the search, the move being
/// scored included: depth 1 scores the boards the four moves lead to, depth 2
/// also weighs every spawn and the best reply, and so on. nneonneo's 2048 engine
/// searches `max(4, distinct − 1)` in these terms, which is ``standard``.
public struct SearchSettings: Equatable, Sendable {
    /// A fixed depth, or `nil` for a depth that grows with the number of distinct tiles.
    public var depth: Int?
    /// The adaptive depth's floor: the depth is `max(minimumDepth, distinct tiles − 1)`.
    public var minimumDepth: Int
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

    public init(
        depth: Int? = nil, minimumDepth: Int = 4, maximumDepth: Int = 16, timeBudgetNanoseconds: UInt64? = nil,
        probabilityCutoff: Float = 0.0001
    ) {
        self.depth = depth
        self.minimumDepth = minimumDepth
        self.maximumDepth = maximumDepth
        self.timeBudgetNanoseconds = timeBudgetNanoseconds
        self.probabilityCutoff = probabilityCutoff
    }

    /// The strong setting: the adaptive depth of nneonneo's engine, with its cut-off, and no time limit.
    public static let standard = SearchSettings()

    /// The quick setting for autoplay on the page: depth 3 to 4, a cut-off of 0.001 and a 1 ms budget.
    ///
    /// With the committed weights it reached 2048 in 496 of 500 games of 2048 (seeds 30001…30500;
    /// 95 % interval 98.0–99.7 %), 8192 in 75 %, at 0.32 ms a move on average (native, one core).
    public static let quick = SearchSettings(
        minimumDepth: 3, maximumDepth: 4, timeBudgetNanoseconds: 1_000_000, probabilityCutoff: 0.001)

    /// The depth to search `board` to: the fixed depth, or the adaptive one.
    public func depth(for board: Bitboard) -> Int {
        depth(forDistinctTiles: board.distinctRankCount)
    }

    /// The depth to search a board holding this many distinct tile values to: the fixed depth, or the adaptive one.
    public func depth(forDistinctTiles distinct: Int) -> Int {
        if let depth { return max(1, depth) }
        return max(1, min(maximumDepth, max(minimumDepth, distinct - 1)))
    }
}
