import Foundation
import TesseraRules

/// The boards answered in the last moment, so a flood of reads costs one query per board and moment.
///
/// An answer is kept for ``lifetime`` seconds (on a monotonic clock) and dropped at once
/// when a result on its board is added here, or a name changes; another server sharing the
/// database, or `tessera admin`, is seen within the lifetime. Reads that arrive while a
/// board is being queried wait for that query rather than sending their own.
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
    /// The queries under way; ``forget(_:)`` takes out a board's, so that an answer begun before is not kept.
    private var queries: [Key: Task<LeaderboardJSON, any Error>] = [:]
    private var lastSweep: TimeInterval = 0

    init(lifetime: TimeInterval, uptime: @escaping @Sendable () -> TimeInterval) {
        self.lifetime = lifetime
        self.uptime = uptime
    }

    /// The fresh answer for `key`: the one kept, the one being queried, or `query`'s, kept for later reads.
    func board(for key: Key, query: @escaping @Sendable () async throws -> LeaderboardJSON) async throws
        -> LeaderboardJSON
    {
        if let kept = answers[key], uptime() - kept.at < lifetime { return kept.board }
        if let running = queries[key] { return try await running.value }
        let running = Task { try await query() }
        queries[key] = running
        // Still listed when it ends unless its own board was forgotten meanwhile (or all were).
        defer { if queries[key] == running { queries[key] = nil } }
        let board = try await running.value
        if queries[key] == running { keep(board, for: key) }
        return board
    }

    /// Forgets every answer about `board` (a result was added to it), or every answer (`nil`: a name changed).
    func forget(_ board: TileVariant?) {
        if let board {
            answers = answers.filter { $0.key.board != board }
            queries = queries.filter { $0.key.board != board }
        } else {
            answers.removeAll()
            queries.removeAll()
        }
    }

    private func keep(_ board: LeaderboardJSON, for key: Key) {
        let time = uptime()
        answers[key] = (board, time)
        guard time - lastSweep >= lifetime else { return }
        lastSweep = time
        let lifetime = lifetime
        answers = answers.filter { time - $0.value.at < lifetime }
    }
}
