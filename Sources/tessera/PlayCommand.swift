import ArgumentParser
import Foundation
import TesseraPentomino
import TesseraRules
import TesseraTerminal

/// `tessera play`: the terminal games.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play 2048, Triples or Pentominoes in the terminal.",
        discussion: """
            2048 and Triples: arrow keys, WASD or h/j/k/l move; n or r starts a new game; c, Enter or \
            space keeps going after a 2048 win; ? shows the AI's hint; p lets the AI play (p again, Esc or \
            a move stops it; + and - change its speed); q, Ctrl-C or Ctrl-D saves and quits. \
            Pentominoes: arrows or h/j/k/l move the cursor, Tab, ] or [ or a capital letter takes a \
            piece, r turns it (R back), f flips it, Enter drops it, x or Delete picks one up, u undoes, \
            y redoes, ? hints, n clears, b moves to the next board, q or Q quits (the keys are on screen). \
            Ctrl-Z stops either game until the shell's fg. Games are saved as \
            you play and resumed next time (--seed or --deterministic starts that game anew); best scores are kept in $XDG_DATA_HOME/tessera \
            (~/.local/share/tessera by default).
            """
    )

    /// The games `play` knows.
    enum Game: ExpressibleByArgument, Equatable {
        case tiles(TileKind)
        case pentomino

        init?(argument: String) {
            if argument.lowercased() == "pentomino" {
                self = .pentomino
            } else if let kind = TileKind(name: Array(argument.utf8)) {
                self = .tiles(kind)
            } else {
                return nil
            }
        }

        static var allValueStrings: [String] { TileKind.allCases.map(\.name) + ["pentomino"] }

        /// The name the help shows a default game by, as the player types it.
        var defaultValueDescription: String {
            switch self {
            case .tiles(let kind): kind.name
            case .pentomino: "pentomino"
            }
        }
    }

    @Argument(
        help: ArgumentHelp(
            "The game: 2048, triples or pentomino. (The other commands: tessera serve, move, replay, solve, ai, admin.)"
        ))
    var game: Game = .tiles(.twentyFortyEight)

    @Option(help: "The pentomino board (6x10 unless given). Pentominoes only.")
    var board: PentominoBoard?

    @OptionGroup var options: GameOptions

    func validate() throws {
        switch game {
        case .tiles(let kind):
            if board != nil {
                let size = kind == .triples ? "Triples is always 4×4" : "2048 takes --size"
                throw ValidationError("--board is for pentomino; \(size)")
            }
            try validateVariant(kind, size: options.size, spawn: options.spawn)
        case .pentomino:
            if options.size != nil || options.spawn != nil || options.seedChoice != nil {
                throw ValidationError("pentomino takes --board only: it has no size, spawn rule or seed")
            }
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = DataFolder(environment: environment)
        let colors = ColorMode(environment: environment)
        switch game {
        case .tiles(let kind):
            let setup = try options.setup(kind, fallbackSeed: .seeded(0))
            try TerminalGame.run(colors: colors) { () throws(StorageError) in
                try PlaySession(setup: setup, seedChosen: options.seedChoice != nil, folder: folder)
            }
        case .pentomino:
            try TerminalGame.run(colors: colors) { () throws(StorageError) in
                try PentominoSession(board: board ?? .sixByTen, folder: folder)
            }
        }
    }
}
