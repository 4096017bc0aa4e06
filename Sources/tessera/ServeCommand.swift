import ArgumentParser
import Foundation
import Logging
import TesseraServer
import TesseraStore

/// `tessera serve`: the web server for the browser game.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve Tessera to browsers.",
        discussion: """
            Open the printed address in a browser. --host 0.0.0.0 lets phones on the same network play; \
            phones need HTTPS (--tls-certificate and --tls-key) for the page to work offline. \
            Ctrl-C (SIGINT) or SIGTERM stops the server gracefully. Ranked games, the shared \
            leaderboard and saved drawings are kept in --database: SQLite by default, PostgreSQL for several servers.
            """
    )

    @Option(help: "The address to listen on (0.0.0.0 for every network interface).")
    var host = "127.0.0.1"

    // Numbers are read unconditionally, so that a negative one is refused for what it is, not taken for an option.
    @Option(parsing: .unconditional, help: "The port to listen on, 0 to 65535 (0 picks a free one).")
    var port = 8080

    @Option(help: "A PEM certificate (chain) file, to serve HTTPS.")
    var tlsCertificate: String?

    @Option(help: "The PEM private key of --tls-certificate.")
    var tlsKey: String?

    @OptionGroup var database: DatabaseOption

    @Option(
        parsing: .unconditional,
        help:
            "Requests per minute each client may make to create players, start games, submit results, rename and change drawings, each, and ten times as many reads (0: no limit)."
    )
    var rateLimit = 60

    @Option(
        help: ArgumentHelp(
            "A reverse proxy in front of the server, as an address or CIDR range (repeatable): for requests from it, the client is the last X-Forwarded-For address.",
            valueName: "cidr"))
    var trustedProxy: [String] = []

    @Flag(help: "Behind a reverse proxy on this machine: the same as --trusted-proxy 127.0.0.0/8 --trusted-proxy ::1.")
    var behindProxy = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How long a leaderboard's answer is reused by later reads of it, in milliseconds (0: query every time); a result sent to this server updates its board at once.",
            valueName: "ms"))
    var boardCacheMs = 1_000

    @Option(help: "How much to log: trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port is 0 to 65535, not \(port)") }
        if rateLimit < 0 {
            throw ValidationError("--rate-limit is a number of requests per minute, 0 or more, not \(rateLimit)")
        }
        if boardCacheMs < 0 {
            throw ValidationError("--board-cache-ms is a number of milliseconds, 0 or more, not \(boardCacheMs)")
        }
        let tlsFiles = TLSFiles(certificate: tlsCertificate, key: tlsKey)
        if let problem = tlsFiles.pairProblem ?? tlsFiles.fileProblem { throw ValidationError(problem) }
        _ = try database.location()
        for range in trustedProxy {
            do {
                _ = try AddressRange(range)
            } catch {
                throw ValidationError("--trusted-proxy \(error.description)")
            }
        }
    }

    func run() async throws {
        var logger = Logger(label: "tessera")
        logger.logLevel = logLevel
        let proxies = try trustedProxy.map { try AddressRange($0) } + (behindProxy ? AddressRange.loopback : [])
        let api = APIOptions(
            rateLimit: rateLimit > 0 ? RateLimit(perMinute: rateLimit) : nil, trustedProxies: proxies,
            boardCacheSeconds: Double(boardCacheMs) / 1000)
        // Read once, here: an unreadable certificate or key is refused before the database opens.
        let tls = try TLSFiles(certificate: tlsCertificate, key: tlsKey).configuration()
        let options = ServerOptions(host: host, port: port, tls: tls, api: api)
        let location = try database.location()
        try await withServerStore(location, logger: logger) { store in
            logger.info("Leaderboard and drawings in \(location.redacted)")
            let app = try buildApplication(options, store: store, logger: logger) { address in
                // Written unbuffered, so a script that reads the address sees it at once.
                FileHandle.standardOutput.write(Data("Tessera is ready at \(address) (Ctrl-C stops it)\n".utf8))
            }
            do {
                try await app.runService()
            } catch {
                guard let problem = options.listeningProblem(error) else { throw error }
                throw CommandFailure(description: problem)
            }
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
