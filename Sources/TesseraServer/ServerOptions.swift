import NIOSSL

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

    /// The server's TLS setup (TLS 1.2 or newer) from the certificate and key files; nil without TLS.
    ///
    /// Throws a ``ServerError`` naming the missing half of the pair, or the file that cannot be read as PEM.
    public func tlsConfiguration() throws -> TLSConfiguration? {
        if let problem = tlsPairProblem { throw ServerError(problem) }
        guard let certificate = tlsCertificate, let key = tlsKey else { return nil }
        let chain: [NIOSSLCertificateSource]
        let privateKey: NIOSSLPrivateKey
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) }
        } catch {
            throw ServerError("could not read the TLS certificate \(certificate) as PEM (\(error))")
        }
        do {
            privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
        } catch {
            throw ServerError("could not read the TLS key \(key) as PEM (\(error))")
        }
        var tls = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(privateKey))
        tls.minimumTLSVersion = .tlsv12
        return tls
    }
}
