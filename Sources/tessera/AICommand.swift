import ArgumentParser
import Foundation
import TesseraAI
import TesseraAIBatch
import TesseraRules

/// `tessera ai`: the expectimax player (or, with `--formation`, the formation player) plays games on the 4×4 board,
/// or the expectimax player hints one move (2048 on a board of any size, Triples on 4×4).
struct AICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ai",
        abstract: "Let the AI play 2048 or Triples games (4×4), or hint a move (2048: any size; Triples: 4×4).",
        discussion: """
            Plays --games games with the default generator, seeds S, S+1, …; each game printed \
            replays with tessera replay (given the same --spawn) to the same score. With --json, \
            one line per game {"seed","score","maxTile","moveCount","moves","msPerMove"}, then a summary \
            {"games","reached","medianScore","bestScore","movesPerSecond","evaluatedPerSecond"}, \
            where reached maps tile values to the fraction of games that made them and \
            evaluatedPerSecond counts the board moves made inside the search per second of search; \
            without --json, a table whose last column is the moves.
            With --board B --hint, prints {"best":"L","values":{"L":…,…}} (a direction that \
            changes nothing is absent; on a board no move changes, best is null and values empty).
            Examples: tessera ai 2048 --games 10 --seed 1 --time-ms 1 --json
                      tessera ai 2048 --board 2,4,8,16/0,0,0,0/0,0,2,0/0,0,0,0 --hint
            """
    )

    @Argument(help: "The game: 2048 or triples.")
    var game: TileKind

    // Numbers are read unconditionally, so that a negative one is refused for what it is, not taken for an option.
    @Option(parsing: .unconditional, help: "How many games to play (1 unless given).")
    var games: Int?

    @Option(
        parsing: .unconditional,
        help:
            "The first game's seed, from 0 to 18446744073709551615 (1 unless given); the next games take the following seeds."
    )
    var seed: UInt64?

    @Option(help: "What 2048 spawns, in games and search: twos-and-fours (default) or twos-only. Not for Triples.")
    var spawn: SpawnRule?

    @Option(
        parsing: .unconditional,
        help:
            "Search this many moves deep (1 to 16) instead of the depth that grows with the board (at most 3 on a board the fast search does not hold: not 4×4, or past its largest tile). Not with --time-ms or --quick."
    )
    var depth: Int?

    @Option(
        name: .customLong("time-ms"), parsing: .unconditional,
        help:
            "The search's time per move in milliseconds (at most an hour); it deepens up to the standard depth. Not with --depth or --quick."
    )
    var timeMs: Double?

    @Flag(help: "Search at the quick setting, the one of the page's fastest autoplay. Not with --depth or --time-ms.")
    var quick = false

    @Flag(
        help:
            "Play with the formation player (2048, 4×4, twos and fours): exact tables where the big tiles stand in its corner formations, a corner search elsewhere, --depth moves deep (8 unless given). Its tables fill as it plays: the first game takes minutes longer, and each player (--jobs) holds a few gigabytes. Not with --time-ms, --quick, --spawn twos-only or --hint."
    )
    var formation = false

    @Option(
        parsing: .unconditional,
        help: "How many games to play at once (1 unless given; at most one per core, each on a thread of its own).")
    var jobs: Int?

    @Flag(help: "Print JSON lines instead of a table.")
    var json = false

    @Option(help: "A board in notation, to hint a move on (with --hint).")
    var board: String?

    @Flag(help: "Print the best move on --board and each direction's value, as JSON.")
    var hint = false

    func validate() throws {
        if [depth != nil, timeMs != nil, quick].count(where: { $0 }) > 1 {
            throw ValidationError("give one of --depth, --time-ms or --quick, not more")
        }
        if let depth, !(1...16).contains(depth) { throw ValidationError("--depth is 1 to 16, not \(depth)") }
        if let timeMs, !(timeMs > 0 && timeMs <= Self.longestTimeMs) {
            let given = timeMs.rounded() == timeMs && abs(timeMs) < 1e15 ? String(Int64(timeMs)) : String(timeMs)
            throw ValidationError(
                "--time-ms is a number of milliseconds above 0 and at most 3600000 (an hour), not \(given)")
        }
        if formation {
            guard game == .twentyFortyEight, spawn != .twosOnly, timeMs == nil, !quick, !hint else {
                throw ValidationError(
                    "--formation plays 2048 on 4×4 with twos and fours, --depth moves deep; not with Triples, --spawn twos-only, --time-ms, --quick or --hint"
                )
            }
        }
        if hint != (board != nil) { throw ValidationError("--hint and --board go together") }
        if hint && (games != nil || seed != nil || jobs != nil || json) {
            throw ValidationError(
                "--hint searches one move on --board and prints it as JSON; --games, --seed, --jobs and --json are for playing games"
            )
        }
        if let games, games < 1 { throw ValidationError("--games is 1 or more, not \(games)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs is 1 or more, not \(jobs)") }
        if let seed, let games, UInt64.max - seed < UInt64(games - 1) {
            throw ValidationError("--games \(games) from --seed \(seed) would run past the largest seed, \(UInt64.max)")
        }
        // A spawn rule the game does not take (Triples has none) is bad usage; the size comes from the board.
        try validateVariant(game, spawn: spawn)
    }

    /// The longest search per move `--time-ms` takes: an hour.
    private static let longestTimeMs: Double = 3_600_000

    func run() throws {
        if let board {
            let board = try BoardNotation.board(Array(board.utf8), kind: game)
            // Triples is always 4×4 and takes no size; the notation has already refused another.
            let size = game == .triples ? nil : board.size
            try printHint(on: board, variant: try TileVariant(kind: game, size: size, spawnRule: spawn))
        } else {
            playGames(try TileVariant(kind: game, spawnRule: spawn))
        }
    }

    private var settings: SearchSettings {
        if let depth { return SearchSettings(depth: depth) }
        if let timeMs { return SearchSettings(timeBudgetNanoseconds: UInt64((timeMs * 1_000_000).rounded())) }
        return quick ? .quick : .standard
    }

    private static func clock() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    private func printHint(on board: Board, variant: TileVariant) throws {
        let choice = AIPlayer(variant: variant).bestMove(for: board, settings: settings, clock: Self.clock)
        var json = JSONWriter()
        json.object { choice.writeMembers(to: &$0) }
        print(json.text)
    }

    /// Plays the games, `jobs` at a time (at most one a core), printing each as it ends, then the summary.
    private func playGames(_ variant: TileVariant) {
        let settings = settings
        let batch = GameBatch(games: games ?? 1, firstSeed: seed ?? 1, jobs: jobs ?? 1)
        if !json { print(GameLine.header) }
        let formationDepth = formation ? depth ?? FormationPlayer.standardDepth : nil
        let results = batch.play(
            variant: variant,
            makePlayer: {
                if let formationDepth {
                    let player = FormationPlayer(depth: formationDepth)
                    return { player.play($0, clock: Self.clock) }
                }
                let player = AIPlayer(variant: variant)
                return { player.play($0, settings: settings, clock: Self.clock) }
            },
            line: json ? .json : .table,
            write: { line in
                print(line)
                // Flushed at once: into a file or a pipe too, a run stopped early leaves every game it finished whole.
                fflush(nil)
            })
        let summary = BatchSummary(results, kind: variant.kind)
        print(json ? summary.json : summary.table)
    }
}
