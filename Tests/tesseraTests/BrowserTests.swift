import Foundation
import TestSupport
import Testing

@Suite("The page in a real browser", .serialized)
struct BrowserTests {
    /// `true` when headless Chromium, its driver and Selenium are installed: found once, asked twice.
    static let browserAvailable = Task {
        guard ToolSupport.which("chromium") != nil, ToolSupport.which("chromedriver") != nil,
            let python = ToolSupport.which("python3"),
            let probe = try? await ToolSupport.run(python, ["-c", "import selenium, pytest"])
        else { return false }
        return probe.status == 0
    }

    @Test(
        "headless Chromium plays the page: the tile games, Pentominoes, the Sketchpad (mouse, touch, pen, undo, save, share, export), layouts, About",
        .enabled(
            "chromium, chromium-driver and the selenium and pytest Python packages are needed (bash .ci/run installs them)"
        ) { await browserAvailable.value || ToolSupport.isCI })
    func browserSuite() async throws {
        try #require(await Self.browserAvailable.value, "chromium, chromedriver, selenium and pytest must be installed")
        let server = try await RunningServer()
        let artifacts = ToolSupport.packageRoot.appendingPathComponent("test-artifacts").path
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_URL"] = server.address
        environment["TESSERA_ARTIFACTS"] = artifacts
        environment["SE_OFFLINE"] = "true"
        let suite = ToolSupport.packageRoot.appendingPathComponent("Tests/Browser").path
        let result = try await ToolSupport.run(
            ToolSupport.which("python3")!,
            ["-m", "pytest", suite, "-q", "-p", "no:cacheprovider", "-rA"],
            environment: environment, timeLimit: .seconds(2400))
        #expect(result.status == 0, "browser tests failed:\n\(result.output)\n\(result.error)")
        print("Browser tests: \(result.output.split(separator: "\n").last ?? ""); screenshots in \(artifacts)")
        #expect(try await server.stop() == 0, "the server stops cleanly on SIGTERM")
    }
}
