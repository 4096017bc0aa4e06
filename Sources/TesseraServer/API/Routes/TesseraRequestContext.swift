import Hummingbird
import NIOCore

/// The request context of Tessera's router: Hummingbird's basics plus the client's address, for rate limits.
public struct TesseraRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected peer (a proxy's address when the server runs behind one).
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.remoteAddress = source.channel.remoteAddress
    }

    public var maxUploadSize: Int { APILimits.bodyBytes }
}
