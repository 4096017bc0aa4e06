import Foundation

/// Finding and running the external programs some tests need (node, the wasm build, the `tessera` binary).
public enum ToolSupport {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The node script that runs a wasm module's exports from a list of calls (`wasm-driver.mjs`).
    public static var wasmDriver: String {
        packageRoot.appendingPathComponent("Tests/TestSupport/wasm-driver.mjs").path
    }

    /// `true` under CI, where a missing tool fails a test instead of skipping it.
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The full path of an executable on the PATH, or `nil`.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program to completion with `input` on stdin; returns its exit status, stdout and stderr.
    ///
    /// The wait holds no thread (see ``ChildProcess``). A program still running after `timeLimit`
    /// is killed and this throws. Its output goes to files, read once it ends: a pipe would be read
    /// until every copy of its writing end closed, and one a child spawned beside it inherited could
    /// keep it open for as long as that child runs.
    public static func run(
        _ executable: String, _ arguments: [String], input: String = "",
        environment: [String: String]? = nil, timeLimit: Duration = .seconds(600)
    ) async throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // The input comes from a file, so a program that ends without reading it all only loses what it did not want.
        process.standardInput = try inputFile(input)
        let output = try OutputFile()
        let errors = try OutputFile()
        process.standardOutput = output.writing
        process.standardError = errors.writing
        try process.run()
        let status = try await ChildProcess.exit(of: process, within: timeLimit)
        return (status, output.text(), errors.text())
    }

    /// A file to read `input` from: the null device for none, else a temporary file holding it (removed at once:
    /// the open handle keeps it readable).
    private static func inputFile(_ input: String) throws -> FileHandle {
        guard !input.isEmpty else { return FileHandle.nullDevice }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-input-\(UUID().uuidString)")
        try Data(input.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FileHandle(forReadingFrom: url)
    }

    /// The built `tessera` executable: beside the running test bundle, else in the package's debug build.
    public static var tesseraExecutable: String {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("tessera").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/tessera").path
    }

    /// A temporary file a child writes its output to (removed at once: the open handles keep it).
    private struct OutputFile {
        let writing: FileHandle
        private let reading: FileHandle

        init() throws {
            let name = "tessera-output-\(UUID().uuidString)"
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            defer { try? FileManager.default.removeItem(at: url) }
            writing = try FileHandle(forWritingTo: url)
            reading = try FileHandle(forReadingFrom: url)
        }

        /// Everything written so far, as text.
        func text() -> String {
            String(decoding: reading.readDataToEndOfFile(), as: UTF8.self)
        }
    }
}
