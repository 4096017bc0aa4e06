import ArgumentParser
import Foundation
import TesseraRules
import TesseraTerminal

/// The `tessera` command: serve the browser game, play in the terminal, move or replay games, and operate the leaderboard.
@main
struct Tessera: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "A tile-puzzle arcade: 2048, Triples, Pentominoes and a Sketchpad, with an AI player.",
        version: "tessera, rules version \(TileSetup.rulesVersion)",
        subcommands: [
            ServeCommand.self, PlayCommand.self, MoveCommand.self, ReplayCommand.self, SolveCommand.self,
            AICommand.self, AdminCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )

    /// Runs the command line, refusing `tessera help` for a name that is no command (the parser would print the
    /// general help), and writing out the control characters of every message (a refused board, move, option or
    /// file quotes what it was given), so that none steers the terminal.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if let error = unknownHelpTopic(in: arguments) { throw error }
            var command = try await asyncParseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .map { ScreenText.printable(String($0)) }.joined(separator: "\n")
            if !message.isEmpty {
                if code.isSuccess {
                    print(message)
                } else {
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// The error for the first name after `help` that is not a command where it stands, or nil when every name is one.
    static func unknownHelpTopic(in arguments: [String]) -> ValidationError? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = Tessera.self
        var path = "tessera"
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            var names: [String] = []
            var next: (any ParsableCommand.Type)?
            for subcommand in command.configuration.subcommands {
                let subcommandName = subcommand._commandName
                names.append(subcommandName)
                if subcommandName == name { next = subcommand }
            }
            guard let next else {
                return ValidationError(
                    names.isEmpty
                        ? "'\(path)' has no command '\(name)': it has none of its own ('\(path) --help' shows its help)."
                        : "'\(path)' has no command '\(name)'. Its commands: \(names.joined(separator: ", ")).")
            }
            command = next
            path += " " + name
        }
        return nil
    }
}

/// A command's failure, said in its own words.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
}
