import ArgumentParser
import Foundation
import TesseraPentomino
import TesseraRules

/// `tessera solve pentomino`: counts, finds and lists the ways to tile a pentomino board, and gives hints.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a pentomino board: count, first, all, or a hint.",
        usage: "tessera solve pentomino --board <board> [--partial <partial>] (--count | --first | --all | --hint)",
        discussion: """
            Without --partial, --count and --all are about the empty board's essentially different \
            solutions (turned and mirrored copies count once: 6x10 has 2339). With --partial, they are \
            about the complete boards that contain it, copies counted apart. --first and --hint exit 2, \
            saying so on stderr, when no completion exists.
            Example: tessera solve pentomino --board 3x20 --all
            """
    )

    /// The puzzles `solve` knows.
    enum Puzzle: String, ExpressibleByArgument {
        case pentomino
    }

    /// What to print: one of the four.
    enum Question: String, EnumerableFlag {
        case count, first, all, hint

        static func help(for value: Question) -> ArgumentHelp? {
            switch value {
            case .count:
                "Print how many solutions (or, with --partial, completions and the solutions among them) there are."
            case .first: "Print the first completion found, in the notation."
            case .all: "Print every solution (or completion), one per line, in the notation."
            case .hint: "Print the board with one more piece placed that keeps a solution possible."
            }
        }
    }

    @Argument(help: "The puzzle: pentomino.")
    var puzzle: Puzzle

    @Option(help: "The board (the 8x8 without its centre 2x2).")
    var board: PentominoBoard

    @Option(help: "A board in progress in the notation: rows split by /, . empty, a piece letter, # a hole.")
    var partial: String?

    @Flag var question: Question?

    func validate() throws {
        // Said here rather than by the parser, whose message shows the flags as if they took a value.
        if question == nil { throw ValidationError("say what to solve for: --count, --first, --all or --hint") }
    }

    func run() throws {
        switch puzzle {
        case .pentomino: try solvePentomino()
        }
    }

    private func solvePentomino() throws {
        let solver = PentominoSolver(board: board)
        let start = try partial.map { text throws(RulesError) in
            try PentominoNotation.puzzle(Array(text.utf8), board: board)
        }
        guard let question else { preconditionFailure("validate() refuses a solve with no question") }
        switch question {
        case .count:
            if let start {
                let completions = counted(solver.countCompletions(of: start), "completion")
                let solutions = counted(solver.countSolutions(containing: start), "essentially different solution")
                print("\(completions) of the board in progress (\(solutions))")
            } else {
                let solutions = counted(solver.countEssentiallyDifferent(), "essentially different solution")
                print("\(solutions) of the \(board.name) board")
            }
        case .all:
            let solutions = start.map(solver.allCompletions) ?? solver.allEssentiallyDifferent()
            for solution in solutions { print(PentominoNotation.text(of: solution)) }
        case .first:
            guard let solution = solver.firstCompletion(of: start ?? PentominoPuzzle(board: board)) else {
                throw Self.noCompletion
            }
            print(PentominoNotation.text(of: solution))
        case .hint:
            var puzzle = start ?? PentominoPuzzle(board: board)
            if !puzzle.isSolved {
                guard let hint = solver.hint(for: puzzle) else { throw Self.noCompletion }
                try puzzle.place(hint)
            }
            print(PentominoNotation.text(of: puzzle))
        }
    }

    /// Says on stderr that the board cannot be completed, and exits 2.
    private static var noCompletion: ExitCode {
        FileHandle.standardError.write(Data("No completion exists: this board in progress cannot be finished.\n".utf8))
        return ExitCode(2)
    }
}

extension PentominoBoard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: Array(argument.utf8))
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}
