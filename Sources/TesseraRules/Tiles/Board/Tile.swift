/// A tile on a board: its face value and the stable id that follows it across moves.
public struct Tile: Hashable, Sendable {
    /// The id a front end keys the tile's view by; unique on a board.
    public var id: Int
    /// The number on the tile.
    public var value: Int

    public init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
}
