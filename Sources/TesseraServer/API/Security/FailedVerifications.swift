import Foundation

/// A per-player quota of submissions that failed verification: used up, the player's submissions get a 429 unheard.
///
/// A failed verification costs the server a replay and, unlike a verified one, does not use
/// the game up; the quota bounds how often one player can make the server pay for one.
/// Honest play never fails (the page and the server replay with the same rules). A replay
/// under way holds a place in the quota until it is answered, so submissions sent all at
/// once cannot each pass the check before the first failure is counted.
actor FailedVerifications {
    private let limit: Int
    private let window: TimeInterval
    /// Seconds on a monotonic clock.
    private let uptime: @Sendable () -> TimeInterval
    /// Each player's failures within the window, oldest first.
    private var failures: [String: [TimeInterval]] = [:]
    /// Each player's replays under way.
    private var underway: [String: Int] = [:]
    private var lastSweep: TimeInterval?

    /// A quota of `limit` failures per player within any `window` seconds.
    init(limit: Int, window: TimeInterval, uptime: @escaping @Sendable () -> TimeInterval) {
        self.limit = limit
        self.window = window
        self.uptime = uptime
    }

    /// Holds a place for a replay of the player's; throws a 429 with `Retry-After` when the quota is used
    /// up, or would be should every replay under way fail. Each place held is given back by ``end(_:failed:)``.
    func begin(_ player: String) throws(APIError) {
        let time = uptime()
        let recent = failures[player, default: []].filter { time - $0 < window }
        failures[player] = recent.isEmpty ? nil : recent
        let pending = underway[player, default: 0]
        if recent.count >= limit {
            let wait = Int((recent[0] + window - time).rounded(.up))
            throw Self.refusal(
                "\(limit) of your submissions failed verification within \(Int(window / 60)) minutes; "
                    + "the server verifies none of yours for \(wait) s", wait: wait)
        }
        guard recent.count + pending < limit else {
            throw Self.refusal(
                "\(pending) of your submissions are being verified, and \(recent.count) failed within "
                    + "\(Int(window / 60)) minutes: send this one once they are answered", wait: 5)
        }
        underway[player] = pending + 1
    }

    /// Gives back the place a replay held, counting it when it failed verification.
    func end(_ player: String, failed: Bool) {
        let pending = underway[player, default: 1] - 1
        underway[player] = pending > 0 ? pending : nil
        guard failed else { return }
        let time = uptime()
        failures[player, default: []].append(time)
        forgetExpired(at: time)
    }

    private static func refusal(_ message: String, wait: Int) -> APIError {
        var error = APIError(.tooManyRequests, message)
        error.headers[.retryAfter] = String(wait)
        return error
    }

    /// Drops players whose failures have all aged out, at most once a window.
    private func forgetExpired(at time: TimeInterval) {
        if let lastSweep, time - lastSweep < window { return }
        lastSweep = time
        let window = window
        failures = failures.filter { _, times in times.contains { time - $0 < window } }
    }
}
