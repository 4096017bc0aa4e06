import TesseraRules

extension PentominoPuzzle {
    /// The same name for a solved board and its turns and mirrors: the least notation among them
    /// (compared byte by byte). `nil` while the board is not solved.
    public var solutionID: String? {
        guard isSolved else { return nil }
        var least: String?
        for symmetry in board.symmetries {
            var image = PentominoPuzzle(board: board)
            for placement in placements {
                let squares = placement.squares.map { symmetry.apply($0, rows: board.rows, columns: board.columns) }
                // A turn or mirror of the board takes a piece to another orientation of the same piece, on the board.
                try! image.place(PentominoPlacement(piece: placement.piece, squares: squares)!)
            }
            let text = PentominoNotation.text(of: image)
            if least.map({ Array(text.utf8).lexicographicallyPrecedes(Array($0.utf8)) }) ?? true { least = text }
        }
        return least
    }
}
