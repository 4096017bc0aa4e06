/// A cell of a board: its row from the top and its column from the left, both from 0.
public struct Position: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
