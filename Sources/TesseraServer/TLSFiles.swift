import Foundation
import NIOSSL

/// The PEM files `tessera serve` is given for HTTPS: a certificate chain and its private key, both or neither.
public struct TLSFiles: Sendable {
    /// The PEM certificate chain's path.
    public var certificate: String?
    /// The PEM private key's path.
    public var key: String?

    public init(certificate: String?, key: String?) {
        self.certificate = certificate
        self.key = key
    }

    /// What is wrong when only one of the pair is given; nil when both or neither are.
    public var pairProblem: String? {
        switch (certificate, key) {
        case (.some, nil): "--tls-certificate needs --tls-key"
        case (nil, .some): "--tls-key needs --tls-certificate"
        default: nil
        }
    }

    /// What is wrong with the files themselves (one that is not there, or not a file this process may read); nil when both can be read.
    public var fileProblem: String? {
        for (option, path) in [("--tls-certificate", certificate), ("--tls-key", key)] {
            guard let path else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                return "\(option) \(path): there is no such file"
            }
            if isFolder.boolValue { return "\(option) \(path) is a folder, not a PEM file" }
            if !FileManager.default.isReadableFile(atPath: path) { return "\(option) \(path): no right to read it" }
        }
        return nil
    }

    /// The server's TLS setup (TLS 1.2 or newer), read from the files once; nil when neither is given.
    ///
    /// Throws a ``ServerError`` naming the missing half of the pair, or the file that cannot be read as PEM.
    public func configuration() throws -> TLSConfiguration? {
        if let problem = pairProblem { throw ServerError(problem) }
        guard let certificate, let key else { return nil }
        let chain: [NIOSSLCertificateSource]
        let privateKey: NIOSSLPrivateKey
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) }
        } catch {
            throw ServerError(
                "the TLS certificate \(certificate) is not a PEM certificate chain (-----BEGIN CERTIFICATE----- blocks)"
            )
        }
        do {
            privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
        } catch {
            throw ServerError("the TLS key \(key) is not a PEM private key (-----BEGIN PRIVATE KEY----- or the like)")
        }
        var tls = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(privateKey))
        tls.minimumTLSVersion = .tlsv12
        return tls
    }
}
