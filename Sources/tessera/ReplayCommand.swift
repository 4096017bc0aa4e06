import ArgumentParser
import TesseraRules

/// `tessera replay`: a whole game from its seed and moves, printed as JSON.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a game from its seed and moves and print the final game as JSON.",
        discussion: """
            Prints {"game":…,"board":…,"score":…,"over":…,"won":…,"maxTile":…,"moveCount":…}. \
            The server verifies submitted games with the same rules.
            Example: tessera replay 2048 --seed 42 --moves LURDLURD
            """
    )

    @Argument(help: "The game: 2048 or triples.")
    var game: TileKind

    @OptionGroup var options: GameOptions

    @Option(help: "The moves, one letter each: L, R, U, D. Empty replays a new game.")
    var moves: String = ""

    func validate() throws {
        if options.seedChoice == nil {
            throw ValidationError("give the game's randomness: --seed N or --deterministic")
        }
        try validateVariant(game, size: options.size, spawn: options.spawn)
    }

    func run() throws {
        let setup = try options.setup(game, fallbackSeed: .deterministic)
        if let outside = RulesError.characterOutsideASCII(inMoves: moves) { throw outside }
        var json = JSONWriter()
        try setup.replay(Array(moves.utf8)).writeSummary(to: &json)
        print(json.text)
    }
}
