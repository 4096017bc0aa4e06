/// A tile game with its options: the game, and for 2048 the board side and spawn rule.
///
/// Every board a score can be compared on is one variant, and ``key`` is its one
/// name everywhere: the page's storage, the terminal's best scores, the server and
/// the store. Build a variant from outside input with ``init(kind:size:spawnRule:)``
/// or ``init(key:)``, which check the options.
public enum TileVariant: Hashable, Sendable {
    /// 2048 on a `size` × `size` board (3…8) with a spawn rule.
    case twentyFortyEight(size: Int, spawn: SpawnRule)
    /// Triples, always 4×4 with one spawn rule.
    case triples

    /// The original 2048: 4×4, twos and fours.
    public static let classic2048 = TileVariant.twentyFortyEight(size: 4, spawn: .twosAndFours)

    /// Every variant, in the order lists show them: 2048 by size and spawn rule, then Triples.
    public static var all: [TileVariant] {
        var variants: [TileVariant] = []
        for size in Board.smallestSize...Board.largestSize {
            for spawn in SpawnRule.allCases {
                variants.append(.twentyFortyEight(size: size, spawn: spawn))
            }
        }
        variants.append(.triples)
        return variants
    }

    /// A checked variant.
    ///
    /// `size` and `spawnRule` default to the game's own (4 and twos-and-fours for 2048).
    /// Throws a ``RulesError`` of kind `.setting` when 2048's size is outside 3…8, or
    /// when Triples (always 4×4, with one spawn rule) is given a size or a spawn rule.
    public init(kind: TileKind, size: Int? = nil, spawnRule: SpawnRule? = nil) throws(RulesError) {
        switch kind {
        case .twentyFortyEight:
            let side = size ?? 4
            guard side >= Board.smallestSize && side <= Board.largestSize else {
                throw RulesError(
                    .setting, "a 2048 board is \(Board.smallestSize) to \(Board.largestSize) cells wide, not \(side)")
            }
            self = .twentyFortyEight(size: side, spawn: spawnRule ?? .twosAndFours)
        case .triples:
            guard size == nil else {
                throw RulesError(.setting, "Triples takes no size: it is always played on a 4×4 board")
            }
            guard spawnRule == nil else {
                throw RulesError(.setting, "Triples takes no spawn rule: it always spawns a 1 or a 2")
            }
            self = .triples
        }
    }

    /// Which game this is.
    public var kind: TileKind {
        switch self {
        case .twentyFortyEight: .twentyFortyEight
        case .triples: .triples
        }
    }

    /// The board side.
    public var size: Int {
        switch self {
        case .twentyFortyEight(let size, _): size
        case .triples: Triples.size
        }
    }

    /// 2048's spawn rule; `nil` for Triples, which has only one.
    public var spawnRule: SpawnRule? {
        switch self {
        case .twentyFortyEight(_, let spawn): spawn
        case .triples: nil
        }
    }

    /// The board-setting key: `2048-<size>-<spawn>` (`2048-4-twos-and-fours`) or `triples`.
    ///
    /// It is safe in file names, URLs and JSON, and it is the only spelling of a
    /// board setting that Tessera writes.
    public var key: String {
        switch self {
        case .twentyFortyEight(let size, let spawn): "2048-\(size)-\(spawn.name)"
        case .triples: "triples"
        }
    }

    /// The variant's name for people: `2048 · 4×4 · 2s and 4s` or `Triples`.
    public var title: String {
        switch self {
        case .twentyFortyEight(let size, let spawn): "2048 · \(size)×\(size) · \(spawn.title)"
        case .triples: "Triples"
        }
    }
}

extension TileVariant {
    /// The most moves any ranked game may hold: 100,000.
    ///
    /// Honest play does not reach it: at two moves a second it is fourteen hours of
    /// play, and the strongest known 4×4 2048 player needs about 30,000 moves for
    /// the 65,536 tile (each move adds 2.2 to the board's total on average).
    public static let longestRankedGame = 100_000

    /// The most moves a ranked game on this board may hold (every one of them changing the board).
    ///
    /// It is ``longestRankedGame``, or less where the board itself bounds a game:
    /// an n×n 2048 board holds at most n² tiles of at most 2^(n²+1), and every move
    /// that changes the board spawns a 2 or a 4, so no game has more than
    /// n²·2^n² such moves (4,608 on 3×3).
    public var rankedMoveLimit: Int {
        switch self {
        case .twentyFortyEight(let size, _):
            let cells = size * size
            guard cells < 16 else { return Self.longestRankedGame }
            return min(Self.longestRankedGame, cells << cells)
        case .triples:
            return Self.longestRankedGame
        }
    }
}
