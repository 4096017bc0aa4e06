import Foundation

/// How many requests of one kind a client may make: a steady rate per minute, with the same number as a burst.
public struct RateLimit: Sendable, Equatable {
    public var perMinute: Int

    public init(perMinute: Int) {
        self.perMinute = perMinute
    }
}

/// Per-client token buckets, one per kind of request (creating players, starting games, submitting results, changing drawings).
actor RateLimiter {
    /// The kinds of request that are limited, each counted on its own.
    enum Action: Hashable, Sendable {
        case createPlayer, startGame, submitResult
        /// Saving, replacing, deleting, sharing or unsharing a drawing.
        case changeDrawing
    }

    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    private let limit: RateLimit
    private let now: @Sendable () -> Date
    private var buckets: [Key: Bucket] = [:]
    private var lastSweep: Date?
    private struct Key: Hashable {
        let client: String
        let action: Action
    }

    init(limit: RateLimit, now: @escaping @Sendable () -> Date) {
        self.limit = limit
        self.now = now
    }

    /// Takes one request from the client's bucket; throws a 429 with `Retry-After` when it is empty.
    func admit(_ client: String, _ action: Action) throws(APIError) {
        let time = now()
        let capacity = Double(limit.perMinute)
        let perSecond = capacity / 60
        let key = Key(client: client, action: action)
        var bucket = buckets[key] ?? Bucket(tokens: capacity, updated: time)
        bucket.tokens = min(capacity, bucket.tokens + time.timeIntervalSince(bucket.updated) * perSecond)
        bucket.updated = time
        guard bucket.tokens >= 1 else {
            buckets[key] = bucket
            let wait = Int(((1 - bucket.tokens) / perSecond).rounded(.up))
            var error = APIError(
                .tooManyRequests,
                "too many requests from this address: \(limit.perMinute) a minute; try again in \(wait) s")
            error.headers[.retryAfter] = String(wait)
            throw error
        }
        bucket.tokens -= 1
        buckets[key] = bucket
        forgetRefilled(at: time)
    }

    /// Drops the buckets that have refilled (those clients are back to a full burst anyway),
    /// at most once a minute, so memory follows the clients of the last minute.
    private func forgetRefilled(at time: Date) {
        if let lastSweep, time.timeIntervalSince(lastSweep) < 60 { return }
        lastSweep = time
        let full = Double(limit.perMinute)
        buckets = buckets.filter { _, bucket in
            bucket.tokens + time.timeIntervalSince(bucket.updated) * full / 60 < full
        }
    }
}
