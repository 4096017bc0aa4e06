import Foundation
import TesseraRules

/// The daily challenge: one seed per UTC day and game, the same on every server.
///
/// The seed is derived from the day and the game alone (SplitMix64 over the day
/// number), so restarts and servers sharing a database agree without storing it first.
enum DailyChallenge {
    /// The UTC day of `time`, as `YYYY-MM-DD`.
    static func day(of time: Date) -> String {
        time.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }

    /// The first instant of `time`'s UTC day.
    static func startOfDay(_ time: Date) -> Date {
        Date(timeIntervalSince1970: (time.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    /// The seed of `kind`'s challenge on the UTC day of `time`.
    static func seed(for kind: GameKind, on time: Date) -> UInt64 {
        let dayNumber = UInt64((time.timeIntervalSince1970 / 86_400).rounded(.down))
        let gameCode: UInt64 = kind == .triples ? 2 : 1
        var mixer = SplitMix64(seed: 0x7465_7373_6572_6100 ^ (dayNumber << 2) ^ gameCode)
        return mixer.next()
    }

    /// The settings every player of `kind`'s challenge plays: the standard board.
    static func setup(for kind: GameKind, on time: Date) throws(APIError) -> GameSetup {
        let seed = seed(for: kind, on: time)
        return try RankedPlay.checked { () throws(RulesError) in try GameSetup(kind: kind, seed: .seeded(seed)) }
    }
}
