import ArgumentParser

/// The `tessera` command: serve the browser game, play in the terminal, move or replay games, and operate the leaderboard.
@main
struct Tessera: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "A tile-puzzle arcade: 2048, Triples, Pentominoes and a Sketchpad, with an AI player.",
        subcommands: [
            ServeCommand.self, PlayCommand.self, MoveCommand.self, ReplayCommand.self, SolveCommand.self,
            AICommand.self, AdminCommand.self,
        ],
        defaultSubcommand: PlayCommand.self
    )
}
