import Foundation

/// A per-player quota of submissions that failed verification: used up, the player's submissions get a 429 unheard.
///
/// A failed verification costs the server a replay and, unlike a verified one, does not use
/// the game up; the quota bounds how often one player can make the server pay for one.
/// Honest play never fails (the page and the server replay with the same rules).
actor FailedVerifications {
    private let limit: Int
    private let window: TimeInterval
    /// Seconds on a monotonic clock.
    private let uptime: @Sendable () -> TimeInterval
    /// Each player's failures within the window, oldest first.
    private var failures: [String: [TimeInterval]] = [:]
    private var lastSweep: TimeInterval?

    /// A quota of `limit` failures per player within any `window` seconds.
    init(limit: Int, window: TimeInterval, uptime: @escaping @Sendable () -> TimeInterval) {
        self.limit = limit
        self.window = window
        self.uptime = uptime
    }

    /// Throws a 429 with `Retry-After` when the player has used up the quota.
    func check(_ player: String) throws(APIError) {
        let time = uptime()
        let recent = failures[player, default: []].filter { time - $0 < window }
        failures[player] = recent.isEmpty ? nil : recent
        guard recent.count >= limit else { return }
        let wait = Int((recent[0] + window - time).rounded(.up))
        var error = APIError(
            .tooManyRequests,
            "\(limit) of your submissions failed verification within \(Int(window / 60)) minutes; "
                + "the server verifies none of yours for \(wait) s")
        error.headers[.retryAfter] = String(wait)
        throw error
    }

    /// Counts one failed verification of the player's.
    func record(_ player: String) {
        let time = uptime()
        failures[player, default: []].append(time)
        forgetExpired(at: time)
    }

    /// Drops players whose failures have all aged out, at most once a window.
    private func forgetExpired(at time: TimeInterval) {
        if let lastSweep, time - lastSweep < window { return }
        lastSweep = time
        let window = window
        failures = failures.filter { _, times in times.contains { time - $0 < window } }
    }
}
