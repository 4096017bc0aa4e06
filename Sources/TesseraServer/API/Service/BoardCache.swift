import Foundation
import TesseraRules

/// The boards answered in the last moment, so a flood of reads costs one query per board and moment.
///
/// An answer is kept for ``lifetime`` seconds (on a monotonic clock) and dropped at once
/// when a result on its board is added here, or a name changes; another server sharing the
/// database, or `tessera admin`, is seen within the lifetime.
actor BoardCache {
    struct Key: Hashable {
        let board: TileVariant
        let period: LeaderboardRequest.Period
        let limit: Int
        /// The UTC day the answer was for: today's and the daily boards change at midnight.
        let day: String
    }

    private let lifetime: TimeInterval
    private let uptime: @Sendable () -> TimeInterval
    private var answers: [Key: (board: LeaderboardJSON, at: TimeInterval)] = [:]
    private var lastSweep: TimeInterval = 0

    init(lifetime: TimeInterval, uptime: @escaping @Sendable () -> TimeInterval) {
        self.lifetime = lifetime
        self.uptime = uptime
    }

    /// The answer kept for `key`, if it is fresh.
    func board(for key: Key) -> LeaderboardJSON? {
        guard let kept = answers[key], uptime() - kept.at < lifetime else { return nil }
        return kept.board
    }

    /// Keeps `board` as the answer for `key`.
    func keep(_ board: LeaderboardJSON, for key: Key) {
        let time = uptime()
        answers[key] = (board, time)
        guard time - lastSweep >= lifetime else { return }
        lastSweep = time
        let lifetime = lifetime
        answers = answers.filter { time - $0.value.at < lifetime }
    }

    /// Forgets every answer about `board` (a result was added to it), or every answer (`nil`: a name changed).
    func forget(_ board: TileVariant?) {
        guard let board else { return answers.removeAll() }
        answers = answers.filter { $0.key.board != board }
    }
}
