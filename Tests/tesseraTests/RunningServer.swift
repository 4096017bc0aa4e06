import Foundation
import TestSupport

/// A real `tessera serve` on a free port, started from a folder of the test's choosing.
final class RunningServer {
    let process = Process()
    /// The address the server printed, such as `http://127.0.0.1:41234`.
    let address: String
    /// The `--database` the server keeps its leaderboard in.
    let database: String

    /// Starts the server with extra arguments and waits for it to print its address.
    ///
    /// Without `database`, the server gets a new SQLite file of its own.
    init(
        _ extraArguments: [String] = [], database: String? = nil,
        in folder: URL = FileManager.default.temporaryDirectory
    ) throws {
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
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while !text.contains("\n") && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"https?://[^ ]+"#, options: .regularExpression) else {
            process.terminate()
            throw ServerStartError(output: text)
        }
        address = String(text[range])
    }

    /// Stops the server with a signal (SIGTERM by default), as an operator would; returns its exit status.
    func stop(signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct ServerStartError: Error, CustomStringConvertible {
    let output: String
    var description: String { "tessera serve did not print its address: \(output)" }
}
