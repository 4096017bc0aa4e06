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

    /// A token the client chose for itself (``RankedPlay/rotateToken(from:proposing:)``): 32 bytes in lowercase hex, as ``generate(using:)`` makes them.
    static func proposed(_ text: String) throws(APIError) -> PlayerToken {
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw APIError(.badRequest, "\"token\" must be 64 lowercase hex digits: 32 random bytes")
        }
        return PlayerToken(text: text)
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
