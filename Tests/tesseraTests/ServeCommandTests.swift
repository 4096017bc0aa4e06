import Foundation
import TestSupport
import Testing

/// Fetches a URL with curl (which can trust a self-signed certificate with -k); returns status line fields.
private func fetch(_ url: String, insecure: Bool = false) async throws -> (code: String, type: String, body: String) {
    let curl = try #require(ToolSupport.which("curl"), "curl is needed")
    var arguments = ["-s", "-o", "-", "-w", "\n%{http_code} %{content_type}", url]
    if insecure { arguments.insert("-k", at: 0) }
    let result = try await ToolSupport.run(curl, arguments)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let last = lines.last.map(String.init) ?? ""
    let parts = last.split(separator: " ", maxSplits: 1).map(String.init)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : "", lines.dropLast().joined(separator: "\n"))
}

@Suite("tessera serve", .serialized)
struct ServeCommandTests {
    @Test(
        "a built tessera serves the page and the wasm from any working folder, and stops cleanly on SIGINT",
        .enabled(if: ToolSupport.which("curl") != nil || ToolSupport.isCI, "curl is not installed"))
    func servesFromAnyFolder() async throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let server = try await RunningServer(in: elsewhere)
        let wasm = try await fetch(server.address + "/wasm/tiles.wasm")
        #expect(wasm.code == "200" && wasm.type == "application/wasm")
        let page = try await fetch(server.address + "/about")
        #expect(page.code == "200" && page.body.contains("<title>Tessera"))
        #expect(try await fetch(server.address + "/health").body.contains(#""status":"ok""#))
        #expect(try await server.stop(signal: SIGINT) == 0)
    }

    @Test(
        "--tls-certificate and --tls-key serve HTTPS, with HSTS",
        .enabled(
            if: (ToolSupport.which("openssl") != nil && ToolSupport.which("curl") != nil) || ToolSupport.isCI,
            "openssl and curl are needed to make a certificate and fetch over HTTPS"))
    func servesHTTPS() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let certificate = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        let openssl = try #require(ToolSupport.which("openssl"))
        let made = try await ToolSupport.run(
            openssl,
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                "-subj", "/CN=127.0.0.1", "-keyout", key, "-out", certificate,
            ])
        try #require(made.status == 0, "openssl could not make a certificate: \(made.error)")
        let server = try await RunningServer(["--tls-certificate", certificate, "--tls-key", key])
        #expect(server.address.hasPrefix("https://"))
        let health = try await fetch(server.address + "/health", insecure: true)
        #expect(health.code == "200" && health.body.contains(#""status":"ok""#))
        let headers = try await ToolSupport.run(
            try #require(ToolSupport.which("curl")), ["-k", "-s", "-D", "-", "-o", "/dev/null", server.address + "/"])
        #expect(headers.output.lowercased().contains("strict-transport-security: max-age=31536000"), "HSTS under TLS")
        #expect(try await server.stop() == 0)
    }

    @Test(
        "a certificate without a key (or a key without one) is bad usage and an unreadable one an error that says so, each refused before any database is opened"
    )
    func badTLSOptions() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let missingKey = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["serve", "--port", "0", "--tls-certificate", "/nonexistent.pem"],
            environment: ["XDG_DATA_HOME": data.path])
        #expect(missingKey.status == 64)
        #expect(missingKey.error.contains("--tls-certificate needs --tls-key"))
        let missingCertificate = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["serve", "--port", "0", "--tls-key", "/nonexistent.key"],
            environment: ["XDG_DATA_HOME": data.path])
        #expect(missingCertificate.status == 64)
        #expect(missingCertificate.error.contains("--tls-key needs --tls-certificate"))
        let unreadable = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["serve", "--port", "0", "--tls-certificate", "/nonexistent.pem", "--tls-key", "/nonexistent.key"],
            environment: ["XDG_DATA_HOME": data.path])
        #expect(unreadable.status == 64)
        #expect(unreadable.error.contains("--tls-certificate /nonexistent.pem: there is no such file"))
        let notPEM = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).pem")
        try Data("not a certificate\n".utf8).write(to: notPEM)
        defer { try? FileManager.default.removeItem(at: notPEM) }
        let garbled = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["serve", "--port", "0", "--tls-certificate", notPEM.path, "--tls-key", notPEM.path],
            environment: ["XDG_DATA_HOME": data.path])
        #expect(garbled.status == 1)
        #expect(garbled.error.contains("\(notPEM.path) is not a PEM certificate chain"))
        #expect(!garbled.error.contains("failedToLoad"), "\(garbled.error)")
        #expect(!FileManager.default.fileExists(atPath: data.path), "no database was made")
    }

    @Test("a host that is no address and no name the machine resolves is said to be, with exit 1")
    func unknownHost() async throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let result = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["serve", "--port", "0", "--host", "999.1.1.1", "--database", "sqlite:" + database.path])
        #expect(result.status == 1)
        #expect(
            result.error.contains("Error: 999.1.1.1 is no address, and no host name this machine can resolve"),
            "\(result.error)")
    }

    @Test("a port in use is said to be, naming the address, with exit 1")
    func portInUse() async throws {
        let server = try await RunningServer()
        defer { server.killNow() }
        let port = try #require(server.address.split(separator: ":").last.map(String.init))
        let database = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: database) }
        let second = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["serve", "--port", port, "--database", "sqlite:" + database.path])
        #expect(second.status == 1)
        #expect(
            second.error.contains("Error: 127.0.0.1:\(port) is in use already (another server listens there)"),
            "\(second.error)")
    }
}
