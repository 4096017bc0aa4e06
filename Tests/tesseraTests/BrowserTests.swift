import Foundation
import Testing
import TestSupport

/// Runs a real `tessera serve` on a free port until stopped with SIGTERM.
private final class RunningServer {
    let process = Process()
    let address: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: ToolSupport.tesseraExecutable)
        process.arguments = ["serve", "--port", "0", "--log-level", "warning"]
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

    /// Stops the server the way an operator would; returns its exit status.
    func stop() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

private struct ServerStartError: Error, CustomStringConvertible {
    let output: String
    var description: String { "tessera serve did not print its address: \(output)" }
}

@Suite("The page in a real browser", .serialized)
struct BrowserTests {
    /// `true` when headless Chromium, its driver and Selenium are installed.
    static let browserAvailable: Bool = {
        guard ToolSupport.which("chromium") != nil, ToolSupport.which("chromedriver") != nil,
              let python = ToolSupport.which("python3"),
              let probe = try? ToolSupport.run(python, ["-c", "import selenium, pytest"]) else { return false }
        return probe.status == 0
    }()

    @Test("headless Chromium plays the page: loads, keys, swipes, new game, Triples, reload, layouts, game over, About",
          .enabled(if: browserAvailable || ToolSupport.isCI,
                   "chromium, chromium-driver and the selenium and pytest Python packages are needed (bash .ci/run installs them)"))
    func browserSuite() throws {
        try #require(Self.browserAvailable, "chromium, chromedriver, selenium and pytest must be installed")
        let server = try RunningServer()
        let artifacts = ToolSupport.packageRoot.appendingPathComponent("test-artifacts").path
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_URL"] = server.address
        environment["TESSERA_ARTIFACTS"] = artifacts
        environment["SE_OFFLINE"] = "true"
        let suite = ToolSupport.packageRoot.appendingPathComponent("Tests/Browser").path
        let result = try ToolSupport.run(ToolSupport.which("python3")!,
                                         ["-m", "pytest", suite, "-q", "-p", "no:cacheprovider", "-rA"],
                                         environment: environment)
        #expect(result.status == 0, "browser tests failed:\n\(result.output)\n\(result.error)")
        print("Browser tests: \(result.output.split(separator: "\n").last ?? ""); screenshots in \(artifacts)")
        #expect(server.stop() == 0, "the server stops cleanly on SIGTERM")
    }
}
