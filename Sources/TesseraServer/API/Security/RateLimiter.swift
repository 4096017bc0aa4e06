import Foundation
import HTTPTypes

/// How many requests of one kind a client may make: a steady rate per minute, with the same number as a burst.
///
/// Reads (every `GET`) get ``readsPerWrite`` times as many: a page reads several boards at once.
public struct RateLimit: Sendable, Equatable {
    /// How many times the write rate a client may read.
    public static let readsPerWrite = 10

    public var perMinute: Int

    public init(perMinute: Int) {
        self.perMinute = perMinute
    }
}

/// Per-client token buckets, one per kind of request, kept on a monotonic clock (a clock set back
/// neither refills nor empties them).
actor RateLimiter {
    /// The kinds of request that are limited, each counted on its own.
    enum Action: Hashable, Sendable {
        /// Creating a player or replacing a token.
        case createPlayer
        case startGame, submitResult, rename
        /// Saving, replacing, deleting, sharing or unsharing a drawing.
        case changeDrawing
        /// Any read, and any request that is none of the above.
        case read

        /// The kind of an `/api` request, from its method and path.
        init(method: HTTPRequest.Method, path: String) {
            let parts = path.split(separator: "/").dropFirst()  // after "api"
            switch (method, parts.first, parts.count) {
            case (.post, "players", _): self = .createPlayer  // a new player, or a new token
            case (.patch, "players", _): self = .rename
            case (.post, "games", 1), (.post, "daily", 1): self = .startGame
            case (.post, "games", 3) where parts.last == "result": self = .submitResult
            case (.post, "drawings", _), (.put, "drawings", _), (.delete, "drawings", _): self = .changeDrawing
            default: self = .read
            }
        }
    }

    private struct Bucket {
        var tokens: Double
        var updated: TimeInterval
    }

    private let limit: RateLimit
    /// Seconds on a monotonic clock.
    private let uptime: @Sendable () -> TimeInterval
    private var buckets: [Key: Bucket] = [:]
    private var lastSweep: TimeInterval?
    private struct Key: Hashable {
        let client: String
        let action: Action
    }

    init(limit: RateLimit, uptime: @escaping @Sendable () -> TimeInterval) {
        self.limit = limit
        self.uptime = uptime
    }

    /// Takes one request from the client's bucket; throws a 429 with `Retry-After` when it is empty.
    func admit(_ client: String, _ action: Action) throws(APIError) {
        let time = uptime()
        let capacity = Self.capacity(of: action, limit)
        let perSecond = capacity / 60
        let key = Key(client: client, action: action)
        var bucket = buckets[key] ?? Bucket(tokens: capacity, updated: time)
        bucket.tokens = min(capacity, bucket.tokens + max(0, time - bucket.updated) * perSecond)
        bucket.updated = time
        guard bucket.tokens >= 1 else {
            buckets[key] = bucket
            let wait = Int(((1 - bucket.tokens) / perSecond).rounded(.up))
            var error = APIError(
                .tooManyRequests,
                "too many requests from this address: \(Int(capacity)) a minute; try again in \(wait) s")
            error.headers[.retryAfter] = String(wait)
            throw error
        }
        bucket.tokens -= 1
        buckets[key] = bucket
        forgetRefilled(at: time)
    }

    /// Drops the buckets that have refilled (those clients are back to a full burst anyway),
    /// at most once a minute, so memory follows the clients of the last minute.
    private func forgetRefilled(at time: TimeInterval) {
        if let lastSweep, time - lastSweep < 60 { return }
        lastSweep = time
        let limit = limit
        buckets = buckets.filter { key, bucket in
            let full = Self.capacity(of: key.action, limit)
            return bucket.tokens + (time - bucket.updated) * full / 60 < full
        }
    }

    /// The burst and per-minute rate of an action: the limit, ten times it for reads.
    private static func capacity(of action: Action, _ limit: RateLimit) -> Double {
        Double(action == .read ? limit.perMinute * RateLimit.readsPerWrite : limit.perMinute)
    }
}
