import TesseraRules

extension PentominoPuzzle {
    /// The nearest placement of `placement`'s piece, in its orientation, that fits: `placement`
    /// itself first, then with its corner one square away, then two (nearer first, then in
    /// reading order). The piece's own squares, if it is on the board, count as free.
    /// `nil` when it fits nowhere so near.
    public func nearestFit(to placement: PentominoPlacement) -> PentominoPlacement? {
        var candidates: [(distance: Int, placement: PentominoPlacement)] = []
        for rowOffset in -2...2 {
            for columnOffset in -2...2 {
                let origin = Position(
                    row: placement.origin.row + rowOffset, column: placement.origin.column + columnOffset)
                candidates.append((rowOffset * rowOffset + columnOffset * columnOffset, placement.moved(to: origin)))
            }
        }
        candidates.sort {
            ($0.distance, $0.placement.origin.row, $0.placement.origin.column)
                < ($1.distance, $1.placement.origin.row, $1.placement.origin.column)
        }
        for candidate in candidates where fits(candidate.placement) { return candidate.placement }
        return nil
    }

    /// `true` when ``checkFits(_:)`` accepts `placement`.
    public func fits(_ placement: PentominoPlacement) -> Bool {
        (try? checkFits(placement)) != nil
    }
}
