import TesseraRules

extension PentominoPuzzle {
    /// The nearest placement of `placement`'s piece, in its orientation, that fits: `placement`
    /// itself first, then with its corner one square away, then two (nearer first, then in
    /// reading order). The piece's own squares, if it is on the board, count as free.
    /// `nil` when it fits nowhere so near.
    public func nearestFit(to placement: PentominoPlacement) -> PentominoPlacement? {
        guard board.isNear(placement.origin) else { return nil }
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

    /// Where a placed piece turned lands: where it lies, if it fits there turned; else the nearest place
    /// that fits (``nearestFit(to:)``) around the corner that keeps the piece's middle where it was, then
    /// around its own corner; else `turned` itself, which ``checkFits(_:)`` then refuses, saying why.
    func turnLanding(from: PentominoPlacement, turned: PentominoPlacement) -> PentominoPlacement {
        if fits(turned) { return turned }
        // Half the change of the bounding box each way, a half rounded down and right (towards +∞).
        let rows = from.shape.height - turned.shape.height
        let columns = from.shape.width - turned.shape.width
        let middle = Position(
            row: from.origin.row + ((rows + 1) >> 1), column: from.origin.column + ((columns + 1) >> 1))
        return nearestFit(to: turned.moved(to: middle)) ?? nearestFit(to: turned) ?? turned
    }

    /// `true` when ``checkFits(_:)`` accepts `placement`.
    public func fits(_ placement: PentominoPlacement) -> Bool {
        (try? checkFits(placement)) != nil
    }
}
