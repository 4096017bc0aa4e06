import TesseraSketch

/// The sizes the API refuses beyond: a request body, a saved drawing and a player's drawings (their count and bytes) (a game's moves: ``TileVariant/rankedMoveLimit``).
enum APILimits {
    /// The largest request body: 256 KB (a drawing excepted).
    static let bodyBytes = 256 * 1024
    /// The largest drawing a player saves (the body of `POST` and `PUT /api/drawings`): 2 MiB, the most the
    /// Sketchpad's model lets a drawing take, so that whatever the pad draws, a save carries.
    static let drawingBytes = Drawing.largestWireByteCount
    /// The most bytes of a refused body read and dropped so that the refusal reaches a client that
    /// writes its whole body before it reads (64 MiB); the server stops reading a larger one.
    static let drainedBytes = 64 * 1024 * 1024
    /// The most drawings one player keeps.
    static let drawingsPerPlayer = 500
    /// The most bytes one player's drawings take in all (their wire forms): 64 MiB, 32 of the largest.
    static let drawingBytesPerPlayer = 64 * 1024 * 1024
    /// The most rows a leaderboard or results list returns.
    static let rows = 100

    /// The 413's message for a body over ``bodyBytes``.
    static let bodyTooLarge = "the request body is larger than \(bodyBytes / 1024) KB"

    /// The 413's message for a drawing of `size` bytes.
    static func drawingTooLarge(_ size: Int) -> String {
        "a drawing is at most 2 MiB (\(drawingBytes) bytes) of JSON; this one has \(size) bytes"
    }
}
