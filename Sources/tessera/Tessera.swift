import ArgumentParser

/// The `tessera` command: play in the terminal, and move or replay games for scripts and tests.
@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "A tile-puzzle arcade: 2048 and Triples.",
        subcommands: [PlayCommand.self, MoveCommand.self, ReplayCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
