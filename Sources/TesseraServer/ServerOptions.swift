/// How `tessera serve` listens (address, port, optional TLS files) and treats API clients.
public struct ServerOptions: Sendable {
    /// The address to listen on: `127.0.0.1` for this machine only, `0.0.0.0` for the local network.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// A PEM certificate chain for HTTPS, with ``tlsKey``.
    public var tlsCertificate: String?
    /// The PEM private key of ``tlsCertificate``.
    public var tlsKey: String?
    /// Rate limits, proxy trust and the clock of the ranked-play API.
    public var api: APIOptions
    /// How long a connection may stay idle (no request, or one that stops arriving) before it is closed.
    public var idleTimeout: Duration

    public init(
        host: String = "127.0.0.1", port: Int = 8080, tlsCertificate: String? = nil, tlsKey: String? = nil,
        api: APIOptions = APIOptions(), idleTimeout: Duration = .seconds(60)
    ) {
        self.host = host
        self.port = port
        self.tlsCertificate = tlsCertificate
        self.tlsKey = tlsKey
        self.api = api
        self.idleTimeout = idleTimeout
    }

    /// `true` when the server speaks HTTPS.
    public var usesTLS: Bool { tlsCertificate != nil }

    /// What is wrong when only one of the TLS pair is given; nil when both or neither are.
    public var tlsPairProblem: String? {
        switch (tlsCertificate, tlsKey) {
        case (.some, nil): "--tls-certificate needs --tls-key"
        case (nil, .some): "--tls-key needs --tls-certificate"
        default: nil
        }
    }
}
