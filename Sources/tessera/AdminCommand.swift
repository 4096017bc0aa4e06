import ArgumentParser
import Foundation
import Logging
import TesseraServer
import TesseraStore

/// `tessera admin`: an operator's changes to the leaderboard database, safe while the server runs.
struct AdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Operate on the leaderboard database: rename or ban a player, remove a result, back up.",
        discussion: """
            Each subcommand takes the server's --database. They are safe while the server runs. \
            A PostgreSQL database is backed up with pg_dump instead: pg_dump --format=custom --file=FILE URL.
            """,
        subcommands: [RenamePlayer.self, BanPlayer.self, RemoveResult.self, Backup.self]
    )

    /// `tessera admin rename-player ID NAME`.
    struct RenamePlayer: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename-player", abstract: "Give a player (by id) a new name on every board.")

        @Argument(help: "The player's id (as the leaderboard API shows it).") var playerID: String
        @Argument(help: "The new name: 1 to 24 letters, digits, spaces and - _ .") var name: String
        @OptionGroup var database: ExistingDatabase

        func validate() throws {
            do {
                _ = try PlayerName(name)
            } catch {
                throw ValidationError(error.message)
            }
        }

        func run() async throws {
            let name = try PlayerName(name).text
            try await withStore(database) { store in
                guard try await store.renamePlayer(id: playerID, to: name) else {
                    throw AdminFailure("no player has the id \(playerID)")
                }
                print("Player \(playerID) is now \(name).")
            }
        }
    }

    /// `tessera admin ban-player ID`.
    struct BanPlayer: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ban-player",
            abstract: "Revoke a player's token and take every result of theirs off the boards.")

        @Argument(help: "The player's id (as the leaderboard API shows it).") var playerID: String
        @OptionGroup var database: ExistingDatabase

        func run() async throws {
            try await withStore(database) { store in
                guard let removed = try await store.banPlayer(id: playerID, at: Date()) else {
                    throw AdminFailure("no player has the id \(playerID)")
                }
                let results = counted(removed, "result")
                print("Banned player \(playerID): the token no longer works; \(results) left the boards.")
            }
        }
    }

    /// `tessera admin remove-result GAME-ID`.
    struct RemoveResult: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove-result",
            abstract: "Take a game's result off every board. The game stays finished, so it cannot be resubmitted.")

        @Argument(help: "The game's id.") var gameID: String
        @OptionGroup var database: ExistingDatabase

        func run() async throws {
            try await withStore(database) { store in
                guard try await store.removeResult(gameID: gameID, at: Date()) else {
                    throw AdminFailure("game \(gameID) has no result on the boards")
                }
                print("Removed the result of game \(gameID).")
            }
        }
    }

    /// `tessera admin backup FILE`.
    struct Backup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the SQLite database, consistently, to a new file while the server runs.")

        @Argument(help: "The backup file to create (never overwritten).") var file: String
        @OptionGroup var database: ExistingDatabase

        func validate() throws {
            if file.isEmpty { throw ValidationError("give the path of the backup file to create") }
            if case .postgres = try database.database.location() {
                throw ValidationError(StoreLocation.postgresBackupAdvice(file: file))
            }
        }

        func run() async throws {
            try await withStore(database) { store in
                try await store.backup(to: file)
                print("Backed up to \(file).")
            }
        }
    }
}

/// `--database` for an operator's command: a database that exists already (checked before the command runs).
struct ExistingDatabase: ParsableArguments {
    @OptionGroup var database: DatabaseOption

    func validate() throws {
        _ = try database.existingLocation()
    }
}

/// An operator's command that found nothing to act on (no such player or result): said, with exit status 1.
private struct AdminFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Runs `body` with the store of an existing database, closing it afterwards.
private func withStore(_ database: ExistingDatabase, _ body: (any LeaderboardStore) async throws -> Void) async throws {
    var logger = Logger(label: "tessera-admin")
    logger.logLevel = .warning
    try await withServerStore(try database.database.existingLocation(), logger: logger) { try await body($0) }
}
