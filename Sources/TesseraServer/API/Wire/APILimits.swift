/// The sizes the API refuses beyond: a request body and a game's move string.
enum APILimits {
    /// The largest request body: 256 KB.
    static let bodyBytes = 256 * 1024
    /// The most moves one submitted game may have.
    static let moves = 200_000
    /// The most rows a leaderboard or results list returns.
    static let rows = 100
}
