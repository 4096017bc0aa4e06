import TesseraRules

/// The boards the twelve pieces tile: four rectangles of 60 squares and the 8×8 square without its centre.
public enum PentominoBoard: CaseIterable, Hashable, Sendable {
    case sixByTen, fiveByTwelve, fourByFifteen, threeByTwenty, eightByEight

    /// The number of rows.
    public var rows: Int {
        switch self {
        case .sixByTen: 6
        case .fiveByTwelve: 5
        case .fourByFifteen: 4
        case .threeByTwenty: 3
        case .eightByEight: 8
        }
    }

    /// The number of columns.
    public var columns: Int {
        switch self {
        case .sixByTen: 10
        case .fiveByTwelve: 12
        case .fourByFifteen: 15
        case .threeByTwenty: 20
        case .eightByEight: 8
        }
    }

    /// The board's name in commands and saves: `6x10`, `5x12`, `4x15`, `3x20`, `8x8`.
    public var name: String {
        "\(rows)x\(columns)"
    }

    /// The board a name (`6x10`, any case) spells; `nil` for any other text.
    public init?(name: some Collection<UInt8>) {
        for board in Self.allCases where ASCII.equalsIgnoringCase(name, board.nameBytes) {
            self = board
            return
        }
        return nil
    }

    /// Every board's name, for messages and help: `6x10, 5x12, 4x15, 3x20 or 8x8`.
    public static var names: String {
        var names = ""
        for (index, board) in allCases.enumerated() {
            if index > 0 { names += index == allCases.count - 1 ? " or " : ", " }
            names += board.name
        }
        return names
    }

    /// What is wrong with a board's `name` that spells none: `board: '9x9' is not a board (6x10, … or 8x8)`.
    public static func unknown(_ name: some Collection<UInt8>) -> String {
        "board: \(ASCII.quoted(name)) is not a board (\(names))"
    }

    private var nameBytes: StaticString {
        switch self {
        case .sixByTen: "6x10"
        case .fiveByTwelve: "5x12"
        case .fourByFifteen: "4x15"
        case .threeByTwenty: "3x20"
        case .eightByEight: "8x8"
        }
    }

    /// `true` when `position` is within a few squares of the board: no farther than a piece reaches from its
    /// corner, and ``PentominoPuzzle/nearestFit(to:)`` looks, so that a placement there can be reasoned about
    /// square by square. A corner farther off (as far as `Int.max`) cannot put a square on the board.
    func isNear(_ position: Position) -> Bool {
        let margin = 8
        return position.row >= -margin && position.row < rows + margin
            && position.column >= -margin && position.column < columns + margin
    }

    /// `true` when the square at `position` is part of the board: inside it, and not the 8×8's centre 2×2.
    public func contains(_ position: Position) -> Bool {
        guard position.row >= 0, position.row < rows, position.column >= 0, position.column < columns else {
            return false
        }
        switch self {
        case .eightByEight: return !((3...4).contains(position.row) && (3...4).contains(position.column))
        case .sixByTen, .fiveByTwelve, .fourByFifteen, .threeByTwenty: return true
        }
    }

    /// The turns and mirrors that map the board onto itself, the identity first: four for a
    /// rectangle (turning half way, mirroring either way), eight for the square.
    public var symmetries: [BoardSymmetry] {
        switch self {
        case .eightByEight: BoardSymmetry.allCases
        case .sixByTen, .fiveByTwelve, .fourByFifteen, .threeByTwenty:
            [.identity, .halfTurn, .mirrorRows, .mirrorColumns]
        }
    }
}

/// A way to turn or mirror a board onto itself.
public enum BoardSymmetry: CaseIterable, Hashable, Sendable {
    case identity, quarterTurn, halfTurn, threeQuarterTurn
    /// Top and bottom swap.
    case mirrorRows
    /// Left and right swap.
    case mirrorColumns
    /// Mirrored along the main diagonal (square boards only).
    case mirrorDiagonal
    /// Mirrored along the other diagonal (square boards only).
    case mirrorAntidiagonal

    /// Where the square at `position` goes on a board of `rows` × `columns`.
    /// - Precondition: turning a quarter and the diagonal mirrors need a square board.
    public func apply(_ position: Position, rows: Int, columns: Int) -> Position {
        let (r, c) = (position.row, position.column)
        let (lastRow, lastColumn) = (rows - 1, columns - 1)
        return switch self {
        case .identity: position
        case .quarterTurn: Position(row: c, column: lastRow - r)
        case .halfTurn: Position(row: lastRow - r, column: lastColumn - c)
        case .threeQuarterTurn: Position(row: lastColumn - c, column: r)
        case .mirrorRows: Position(row: lastRow - r, column: c)
        case .mirrorColumns: Position(row: r, column: lastColumn - c)
        case .mirrorDiagonal: Position(row: c, column: r)
        case .mirrorAntidiagonal: Position(row: lastColumn - c, column: lastRow - r)
        }
    }
}
