import Foundation

/// Where the API's unpredictable values come from: ranked games' seeds, ids, tokens, share keys and secrets.
///
/// The server passes ``system`` in; tests pass a fixed sequence, so that answers can be
/// pinned byte for byte. Nothing in the API draws randomness any other way.
public struct APIRandomness: Sendable {
    /// The seed of a new ranked game.
    public var seed: @Sendable () -> UInt64
    /// The id of a new player, game or drawing.
    public var id: @Sendable () -> String
    /// A secret of `bytes` random bytes as lowercase hex: player tokens, drawings' share keys and the daily challenge's secret.
    public var secret: @Sendable (_ bytes: Int) -> String

    public init(
        seed: @escaping @Sendable () -> UInt64, id: @escaping @Sendable () -> String,
        secret: @escaping @Sendable (_ bytes: Int) -> String
    ) {
        self.seed = seed
        self.id = id
        self.secret = secret
    }

    /// The system's secure random source (getrandom on Linux) and random UUIDs.
    public static let system = APIRandomness(
        seed: {
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        },
        id: { UUID().uuidString.lowercased() },
        secret: { SecureRandom.hex(bytes: $0) })
}
