import TesseraRules

extension PentominoPuzzle {
    /// The same name for a solved board and its turns and mirrors: the least notation among them
    /// (compared byte by byte). `nil` while the board is not solved.
    public var solutionID: String? {
        guard isSolved else { return nil }
        var least: [UInt8]?
        for symmetry in board.symmetries {
            var image = Array(repeating: UInt8(ascii: "#"), count: board.rows * board.columns)
            for row in 0..<board.rows {
                for column in 0..<board.columns {
                    let square = Position(row: row, column: column)
                    guard let piece = self[square] else { continue }
                    let to = symmetry.apply(square, rows: board.rows, columns: board.columns)
                    image[to.row * board.columns + to.column] = piece.letter
                }
            }
            var text: [UInt8] = []
            for row in 0..<board.rows {
                if row > 0 { text.append(UInt8(ascii: "/")) }
                text += image[(row * board.columns)..<((row + 1) * board.columns)]
            }
            if least.map({ text.lexicographicallyPrecedes($0) }) ?? true { least = text }
        }
        return least.map { String(decoding: $0, as: UTF8.self) }
    }
}
