import TesseraRules

/// A 2048 player that builds its big tiles in one corner: exact tables where the board is in a formation, a search elsewhere.
///
/// Where a board (in any of its eight images) holds ``BlockOfFive`` and the table gives the
/// goal a chance of at least ``fiveConfidence``, or holds ``BlockOfSix`` with any chance,
/// the table's move is played; otherwise ``CornerSearch`` chooses, `depth` moves deep with
/// a cut-off of 2^−(depth + 3). The design is Xue Macro's (macroxue/2048-ai, "near-optimal
/// lookup" beside an expectimax that keeps big tiles in the corner); the code is Tessera's.
/// The tables fill as games ask, kept for the player's life: gigabytes in long games.
/// Only 2048 on 4×4 with spawns of 2 (nine in ten) and 4 (``variant``); a board past the bitboard (a tile
/// above 32768) is searched as ``AIPlayer`` searches it, on the reference rules. Like ``AIPlayer``, a player
/// is not safe to share between threads. Its tables solve by recursion a few thousand calls deep: the
/// main thread's 8 MiB served the strength runs, and `tessera ai` gives each player a thread of 256 MiB;
/// a thread with a small stack (512 KiB) is not enough.
public final class FormationPlayer {
    /// The one variant the player plays: 2048, 4×4, twos and fours.
    public static let variant = TileVariant.classic2048
    /// The search's depth in the player's moves, the move scored included.
    public let depth: Int
    /// The depth `tessera ai --formation` searches unless told otherwise.
    ///
    /// Of the depths measured, 8 made 16384 most often, at a small part of the time nneonneo's engine
    /// takes a move. The README's "The formation player" gives each depth's figures, from the games in
    /// `docs/ai-strength/2048-formation.jsonl`.
    public static let standardDepth = 8
    /// The chance ``BlockOfFive``'s table must give before its move is taken over the other table's or the search's.
    public static let fiveConfidence: Float = 0.9

    private let moves = MoveTables.twentyFortyEight
    private let score = CornerScore()
    private let table = TranspositionTable(bits: 22)
    private let five = FormationTable<BlockOfFive>()
    private let six = FormationTable<BlockOfSix>()
    /// The search for boards past the bitboard, made when first needed.
    private lazy var beyond = AIPlayer(variant: Self.variant)

    /// Board moves executed inside the corner searches so far; the tables' solving, and the search of a board
    /// past the bitboard (in its own ``MoveChoice``), count none here.
    public private(set) var evaluatedMoves: UInt64 = 0

    /// A player searching `depth` moves deep (1 to 16, as `tessera ai` takes) where no table answers.
    public init(depth: Int) {
        precondition((1...16).contains(depth), "a search from 1 to 16 moves deep")
        self.depth = depth
    }

    /// The move on a board of ``variant``, timed by `clock`, with the values that chose it.
    ///
    /// A table's move has its chance of reaching the goal as its only value and depth 0; a search's
    /// has each direction's expected corner score. A board past the bitboard is searched by ``AIPlayer``
    /// at its standard setting.
    public func bestMove(for board: Board, clock: (() -> UInt64)? = nil) -> MoveChoice {
        guard let packed = Bitboard(board, kind: .twentyFortyEight) else {
            return beyond.bestMove(for: board, clock: clock)
        }
        let start = clock?() ?? 0
        let before = evaluatedMoves
        var choice = MoveChoice(
            best: nil, values: DirectionValues(), depth: 0, evaluatedMoves: 0, nanoseconds: 0, usedReferenceRules: false
        )
        if moves.canMove(packed) {
            let (direction, values, searched) = choose(packed)
            choice.best = direction
            choice.values = values
            choice.depth = searched ? depth : 0
        }
        choice.evaluatedMoves = evaluatedMoves &- before
        choice.nanoseconds = (clock?() ?? 0) &- start
        return choice
    }

    /// Plays a game from `setup` (of ``variant``) to its end, as ``AIPlayer/play(_:settings:clock:moveLimit:onMove:)`` does.
    public func play(
        _ setup: TileSetup, clock: (() -> UInt64)? = nil, moveLimit: Int = TileVariant.longestRankedGame,
        onMove: ((MoveChoice, TileGame) -> Bool)? = nil
    ) -> PlayedGame {
        precondition(setup.variant == Self.variant, "the formation player plays 2048 on 4×4 with twos and fours")
        return PlayedGame.play(setup, moveLimit: moveLimit, onMove: onMove) { bestMove(for: $0, clock: clock) }
    }

    /// The table's or the search's move on a board some move changes, its values, and whether the search chose.
    private func choose(_ board: Bitboard) -> (direction: Direction?, values: DirectionValues, searched: Bool) {
        if let (direction, chance) = five.suggestion(for: board.raw), chance >= Self.fiveConfidence {
            return (direction, Self.only(direction, chance), false)
        }
        if let (direction, chance) = six.suggestion(for: board.raw) {
            return (direction, Self.only(direction, chance), false)
        }
        table.beginSearch()
        var search = CornerSearch(
            board: board.raw, moves: moves, score: score, table: table.cursor,
            cutoff: 1 / Float(1 << (depth + 3)))
        let values = search.values(board.raw, depth: depth)
        evaluatedMoves &+= search.evaluated
        return (values.best, values, true)
    }

    /// Values with `value` for `direction` alone.
    private static func only(_ direction: Direction, _ value: Float) -> DirectionValues {
        var values = DirectionValues()
        values[direction] = value
        return values
    }
}
