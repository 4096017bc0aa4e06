import Foundation
import NIOCore
import NIOSSL

/// How `tessera serve` listens (address, port, optional TLS) and treats API clients.
public struct ServerOptions: Sendable {
    /// The address to listen on: `127.0.0.1` for this machine only, `0.0.0.0` for the local network.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The TLS setup for HTTPS (``TLSFiles/configuration()`` reads it), or nil for plain HTTP.
    public var tls: TLSConfiguration?
    /// Rate limits, proxy trust and the clock of the ranked-play API.
    public var api: APIOptions
    /// How long a connection may stay idle (no request, or one that stops arriving) before it is closed.
    public var idleTimeout: Duration

    public init(
        host: String = "127.0.0.1", port: Int = 8080, tls: TLSConfiguration? = nil, api: APIOptions = APIOptions(),
        idleTimeout: Duration = .seconds(60)
    ) {
        self.host = host
        self.port = port
        self.tls = tls
        self.api = api
        self.idleTimeout = idleTimeout
    }

    /// `true` when the server speaks HTTPS.
    public var usesTLS: Bool { tls != nil }
}

extension ServerOptions {
    /// What a failure to start listening means, naming the address, or nil when `error` is not one: the port
    /// taken, a port the process may not open, an address not this machine's, a host name nothing resolves.
    public func listeningProblem(_ error: any Error) -> String? {
        if error is SocketAddressError.UnknownHost {
            return "\(host) is no address, and no host name this machine can resolve: choose another --host"
        }
        guard let error = error as? IOError else { return nil }
        switch error.errnoCode {
        case EADDRINUSE:
            return "\(host):\(port) is in use already (another server listens there): choose another --port"
        case EACCES:
            return
                "this process may not listen on port \(port) (ports below 1024 need privileges): choose another --port"
        case EADDRNOTAVAIL: return "\(host) is not an address of this machine: choose another --host"
        default: return nil
        }
    }
}
