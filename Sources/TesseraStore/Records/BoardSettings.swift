/// Which board a result ranks on: the game, its size and its spawn rule, as their names.
public struct BoardSettings: Hashable, Sendable {
    /// `2048` or `triples`.
    public var game: String
    /// The board side.
    public var size: Int
    /// `twos-and-fours` or `twos-only`.
    public var spawn: String

    public init(game: String, size: Int, spawn: String) {
        self.game = game
        self.size = size
        self.spawn = spawn
    }
}
