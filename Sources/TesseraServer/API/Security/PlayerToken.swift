import Crypto
import Foundation
import Hummingbird

/// A player's secret: 32 random bytes in hex, sent as `Authorization: Bearer <token>`.
///
/// The server keeps only its SHA-256, so a copy of the database does not sign anyone in.
struct PlayerToken {
    let text: String

    /// A new unguessable token: 32 bytes from `randomness`.
    static func generate(using randomness: APIRandomness) -> PlayerToken {
        PlayerToken(text: randomness.secret(32))
    }

    /// The token a request carries; throws a 401 saying how to send one.
    static func from(_ request: Request) throws(APIError) -> PlayerToken {
        guard let header = request.headers[.authorization] else {
            throw APIError(
                .unauthorized, "this needs a player: send Authorization: Bearer <token> (POST /api/players gives one)")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer", !parts[1].isEmpty else {
            throw APIError(.unauthorized, "the Authorization header must be Bearer <token>")
        }
        return PlayerToken(text: String(parts[1]).trimmingCharacters(in: .whitespaces))
    }

    /// The hash the store knows the player by.
    var hash: String {
        SHA256.hash(data: Data(text.utf8)).hexText
    }
}
