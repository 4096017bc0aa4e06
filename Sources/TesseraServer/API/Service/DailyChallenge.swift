import Crypto
import Foundation
import TesseraRules

/// The daily challenge: one seed per UTC day and game, the same on every server sharing a database.
///
/// The seed is the SHA-256 of the day, the game and a secret the first server stored in
/// the database: stable across restarts and servers, yet not computable ahead of the day
/// from Tessera's public code.
enum DailyChallenge {
    /// The name of the secret in the store.
    static let secretName = "daily-challenge"

    /// The UTC day of `time`, as `YYYY-MM-DD`.
    static func day(of time: Date) -> String {
        time.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }

    /// The first instant of `time`'s UTC day.
    static func startOfDay(_ time: Date) -> Date {
        Date(timeIntervalSince1970: (time.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    /// The seed of `kind`'s challenge on the UTC day of `time`, under `secret`.
    static func seed(for kind: TileKind, on time: Date, secret: String) -> UInt64 {
        let digest = SHA256.hash(data: Data("tessera daily|\(secret)|\(day(of: time))|\(kind.name)".utf8))
        return digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
