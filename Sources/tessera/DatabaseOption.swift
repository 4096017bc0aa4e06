import ArgumentParser
import Foundation
import Logging
import TesseraStore
import TesseraTerminal

/// `--database`: where the leaderboard and saved drawings live, shared by `serve` and `admin`.
struct DatabaseOption: ParsableArguments {
    /// The environment variable read when `--database` is not given: a URL with a password
    /// there stays out of the process list that `ps` shows.
    static let environmentVariable = "TESSERA_DATABASE"

    @Option(
        help: ArgumentHelp(
            "The database of the leaderboard and drawings: sqlite:PATH or postgres://user:password@host:port/database.",
            discussion:
                "Without it, the TESSERA_DATABASE environment variable (which keeps a password out of `ps`), else an SQLite file in the data folder ($XDG_DATA_HOME/tessera/leaderboard.sqlite)."
        ))
    var database: String?

    /// The location `--database` names, else `TESSERA_DATABASE`, else the default SQLite file.
    func location() throws -> StoreLocation {
        let environment = ProcessInfo.processInfo.environment
        let fromEnvironment = environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let given = database ?? fromEnvironment else {
            let folder = DataFolder(environment: environment)
            return .sqlite(path: folder.url.appendingPathComponent("leaderboard.sqlite").path)
        }
        do {
            return try StoreLocation(parsing: given)
        } catch {
            throw ValidationError(database == nil ? "\(Self.environmentVariable): \(error)" : "\(error)")
        }
    }

    /// The location of a database that exists already (an operator's command never creates one).
    func existingLocation() throws -> StoreLocation {
        let location = try location()
        if case .sqlite(let path) = location, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("there is no database at \(path); give the server's --database")
        }
        return location
    }
}
