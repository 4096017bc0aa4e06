/// A square grid of optional tiles, stored row by row.
public struct Board: Equatable, Sendable {
    /// The smallest board side any game allows.
    public static let smallestSize = 3
    /// The largest board side any game allows.
    public static let largestSize = 8

    /// The number of rows, which is also the number of columns.
    public let size: Int
    /// The cells row by row, left to right; `nil` is an empty cell.
    public private(set) var cells: [Tile?]

    /// Creates an empty board of `size` × `size` cells.
    /// - Precondition: `size` is in ``smallestSize``…``largestSize``.
    public init(size: Int) {
        precondition(size >= Board.smallestSize && size <= Board.largestSize, "board size out of range")
        self.size = size
        cells = Array(repeating: nil, count: size * size)
    }

    /// The tile at `position`, or `nil` when the cell is empty.
    public subscript(position: Position) -> Tile? {
        get { cells[position.row * size + position.column] }
        set { cells[position.row * size + position.column] = newValue }
    }

    /// The tile at a cell index (row × size + column).
    public subscript(index: Int) -> Tile? {
        get { cells[index] }
        set { cells[index] = newValue }
    }

    /// The position of a cell index.
    public func position(ofIndex index: Int) -> Position {
        Position(row: index / size, column: index % size)
    }

    /// The number of empty cells.
    public var openCount: Int {
        var count = 0
        for cell in cells where cell == nil { count += 1 }
        return count
    }

    /// The largest face value on the board, or `0` when it is empty.
    public var maxValue: Int {
        var best = 0
        for case let tile? in cells where tile.value > best { best = tile.value }
        return best
    }

    /// One more than the largest tile id on the board (1 for an empty board): the id a new tile may take.
    public var nextFreeID: Int {
        var largest = 0
        for case let tile? in cells where tile.id > largest { largest = tile.id }
        return largest + 1
    }

    /// The index of the `ordinal`-th empty cell, counting row by row from 0.
    /// - Precondition: `ordinal < openCount`.
    func indexOfOpenCell(_ ordinal: Int) -> Int {
        var remaining = ordinal
        for index in cells.indices where cells[index] == nil {
            if remaining == 0 { return index }
            remaining -= 1
        }
        preconditionFailure("no such open cell")
    }

    /// The cell index of the `step`-th cell of line `line` for a move toward `direction`.
    ///
    /// Lines are rows (left, right) or columns (up, down); step 0 is the cell
    /// on the destination edge, so the rules process tiles "starting from the
    /// destination edge" by counting steps up.
    @inline(__always)
    public func index(line: Int, step: Int, toward direction: Direction) -> Int {
        switch direction {
        case .left: line * size + step
        case .right: line * size + (size - 1 - step)
        case .up: step * size + line
        case .down: (size - 1 - step) * size + line
        }
    }
}
