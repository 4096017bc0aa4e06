import Foundation
import Glibc
import TestSupport

/// A real `tessera serve` on a free port, started from a folder of the test's choosing.
final class RunningServer {
    let process = Process()
    /// The address the server printed, such as `http://127.0.0.1:41234`.
    let address: String
    /// The `--database` the server keeps its leaderboard in.
    let database: String

    /// Starts the server with extra arguments and waits (at most five minutes) for it to print its address.
    ///
    /// Without `database`, the server gets a new SQLite file of its own.
    init(
        _ extraArguments: [String] = [], database: String? = nil,
        in folder: URL = FileManager.default.temporaryDirectory
    ) async throws {
        self.database =
            database ?? "sqlite:"
            + FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-server-\(UUID().uuidString)/leaderboard.sqlite").path
        process.executableURL = URL(fileURLWithPath: ToolSupport.tesseraExecutable)
        process.arguments =
            ["serve", "--port", "0", "--log-level", "warning", "--database", self.database]
            + extraArguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text: String
        do {
            text = try await PipeDrain(output).firstLine(by: .now + .seconds(300))
        } catch {
            // A start cut short (the test's time limit) leaves no server: an object never made runs no deinit.
            ChildProcess.kill(process)
            throw error
        }
        guard let range = text.range(of: #"https?://[^ ]+"#, options: .regularExpression) else {
            ChildProcess.kill(process)
            throw ServerStartError(output: text)
        }
        address = String(text[range])
    }

    /// Stops the server with a signal (SIGTERM by default), as an operator would; returns its exit status.
    ///
    /// A server still running a minute after the signal is killed, and this throws.
    func stop(signal: Int32 = SIGTERM) async throws -> Int32 {
        Glibc.kill(process.processIdentifier, signal)
        return try await ChildProcess.exit(of: process, within: .seconds(60))
    }

    /// Kills the server at once without waiting: the end of a test that does not check how it stops.
    func killNow() {
        ChildProcess.kill(process)
    }

    /// A test that ends early (a failed requirement) leaves no server running.
    deinit { killNow() }
}

struct ServerStartError: Error, CustomStringConvertible {
    let output: String
    var description: String { "tessera serve did not print its address: \(output)" }
}
