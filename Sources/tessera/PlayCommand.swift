import ArgumentParser
import Foundation
import TesseraRules
import TesseraTerminal

/// `tessera play`: the terminal game.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play 2048 or Triples in the terminal.",
        discussion: """
            Arrow keys, WASD or h/j/k/l move; n or r starts a new game; q quits. The game is saved \
            as you play and resumed next time; best scores are kept in $XDG_DATA_HOME/tessera \
            (~/.local/share/tessera by default).
            """
    )

    @Argument(help: "The game: 2048 or triples.")
    var game: TileKind = .twentyFortyEight

    @OptionGroup var options: GameOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let setup = try options.setup(game, fallbackSeed: .seeded(0))
        try TerminalGame.run(colors: ColorMode(environment: environment)) {
            PlaySession(
                setup: setup, seedChosen: options.seedChoice != nil, folder: DataFolder(environment: environment))
        }
    }
}
