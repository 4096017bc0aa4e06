/// The board text notation shared by tests, the command line and bug reports.
///
/// Rows from top to bottom are separated by `/`, cells left to right by `,`,
/// each cell is a face value with `0` for empty, and spaces are ignored:
/// `0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4`. Saved games add each tile's id after
/// an `@` (`2@5,0,4@7,…`); a board gives either every tile an id or none.
public enum BoardNotation {
    /// The notation of a board's face values.
    public static func text(of board: Board) -> String {
        var bytes: [UInt8] = []
        write(board, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the notation of a board's face values (and, with `ids`, each tile's `@id`) to `bytes`.
    public static func write(_ board: Board, ids: Bool = false, into bytes: inout [UInt8]) {
        for index in board.cells.indices {
            if index > 0 { bytes.append(index % board.size == 0 ? UInt8(ascii: "/") : UInt8(ascii: ",")) }
            DecimalText.write(board[index]?.value ?? 0, into: &bytes)
            if ids, let tile = board[index] {
                bytes.append(UInt8(ascii: "@"))
                DecimalText.write(tile.id, into: &bytes)
            }
        }
    }

    /// Reads a board of `kind` from notation.
    ///
    /// Tiles written with `@id` keep that id (ids must be unique and from 1);
    /// otherwise they get the ids 1, 2, … row by row. Throws a ``RulesError`` of kind `.notation` naming the row and cell at
    /// fault when the board is not square, its size is not one the game
    /// allows (2048: 3…8; Triples: 4), or a cell is not a tile of the game
    /// (2048: a power of two from 2; Triples: 1, 2 or 3·2^k).
    public static func board(_ text: some Collection<UInt8>, kind: TileKind) throws(RulesError) -> Board {
        let rows = try cells(text, kind: kind)
        var board = Board(size: rows.count)
        var nextID = 1
        var withIDs: Bool? = nil
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() where cell.value != 0 {
                let place = "row \(row + 1), cell \(column + 1)"
                if withIDs == nil { withIDs = cell.id != nil }
                guard withIDs == (cell.id != nil) else {
                    throw RulesError(.notation, "\(place): give every tile an @id or none")
                }
                let id = cell.id ?? nextID
                guard !board.cells.contains(where: { $0?.id == id }) else {
                    throw RulesError(.notation, "\(place): tile id \(id) is used twice")
                }
                board[Position(row: row, column: column)] = Tile(id: id, value: cell.value)
                nextID += 1
            }
        }
        return board
    }

    /// One cell of notation: its face value and, when written, its id.
    private struct Cell {
        var value: Int
        var id: Int?
    }

    /// The cells of a board in notation, row by row, checked as for ``board(_:kind:)``.
    private static func cells(_ text: some Collection<UInt8>, kind: TileKind) throws(RulesError) -> [[Cell]] {
        var rows: [[Cell]] = [[]]
        var cell: [UInt8] = []
        var sawCell = false
        func finishCell() throws(RulesError) {
            let row = rows.count
            let column = rows[rows.count - 1].count + 1
            guard !cell.isEmpty else {
                throw RulesError(.notation, "row \(row), cell \(column) is empty; write 0 for an empty cell")
            }
            rows[rows.count - 1].append(try parseCell(cell, kind: kind, row: row, column: column))
            cell.removeAll(keepingCapacity: true)
        }
        for byte in text {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: ","):
                try finishCell()
            case UInt8(ascii: "/"):
                try finishCell()
                rows.append([])
            default:
                cell.append(byte)
                sawCell = true
            }
        }
        guard sawCell || rows.count > 1 || !rows[0].isEmpty else {
            throw RulesError(
                .notation, "the board is empty; write rows of cells such as 0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4")
        }
        try finishCell()
        try checkShape(rows, kind: kind)
        return rows
    }

    /// Checks that rows form a square of a size the game allows.
    private static func checkShape(_ rows: [[Cell]], kind: TileKind) throws(RulesError) {
        let size = rows.count
        for (index, row) in rows.enumerated() where row.count != size {
            guard size > 1 else { throw RulesError(.notation, "the board has one row; separate rows with /") }
            let cells =
                row.count < size
                ? "cell \(row.count + 1) is missing"
                : row.count == size + 1
                    ? "cell \(size + 1) is one too many" : "cells \(size + 1)–\(row.count) are too many"
            throw RulesError(
                .notation,
                "row \(index + 1) has \(row.count) cells, but the board has \(size) rows: \(cells) (a board is square)")
        }
        switch kind {
        case .twentyFortyEight:
            guard size >= Board.smallestSize && size <= Board.largestSize else {
                throw RulesError(
                    .notation,
                    "a 2048 board is \(Board.smallestSize)×\(Board.smallestSize) to \(Board.largestSize)×\(Board.largestSize); this one is \(size)×\(size)"
                )
            }
        case .triples:
            guard size == Triples.size else {
                throw RulesError(.notation, "a Triples board is 4×4; this one is \(size)×\(size)")
            }
        }
    }

    /// One cell's value and optional `@id`, or an error naming the cell.
    private static func parseCell(_ text: [UInt8], kind: TileKind, row: Int, column: Int) throws(RulesError) -> Cell {
        let place = "row \(row), cell \(column)"
        var cell = text[...]
        var id: Int? = nil
        if let at = text.firstIndex(of: UInt8(ascii: "@")) {
            cell = text[..<at]
            let idText = text[(at + 1)...]
            guard let number = ASCII.decimal(idText, upTo: UInt64(Int32.max)), number > 0 else {
                throw RulesError(
                    .notation, "\(place): \(ASCII.quoted(idText)) is not a tile id (a whole number from 1)")
            }
            id = Int(number)
            try refuseLeadingZero(idText, of: Int(number), at: place)
        }
        guard let number = ASCII.decimal(cell, upTo: UInt64(Int32.max)) else {
            let isDigits = cell.allSatisfy { ASCII.digit($0) != nil }
            throw RulesError(
                .notation,
                isDigits
                    ? "\(place): \(ASCII.quoted(cell)) is too large for a tile"
                    : "\(place): \(ASCII.quoted(cell)) is not a number")
        }
        let value = Int(number)
        try refuseLeadingZero(cell, of: value, at: place)
        guard value == 0 || isTile(value, kind: kind) else {
            switch kind {
            case .twentyFortyEight:
                throw RulesError(
                    .notation,
                    "\(place): \(value) is not a 2048 tile (a power of two from 2 to \(Game2048.largestTile))")
            case .triples:
                throw RulesError(
                    .notation,
                    "\(place): \(value) is not a Triples tile (1, 2, or 3 times a power of two up to \(Triples.largestTile))"
                )
            }
        }
        guard value != 0 || id == nil else {
            throw RulesError(.notation, "\(place): an empty cell has no id")
        }
        return Cell(value: value, id: id)
    }

    /// Refuses a number written with a leading zero (`02`, `00`), which the notation never writes: such a
    /// board was not copied from Tessera, and reading it as another would hide the slip.
    private static func refuseLeadingZero(_ digits: some Collection<UInt8>, of value: Int, at place: String)
        throws(RulesError)
    {
        guard digits.count > 1, digits.first == UInt8(ascii: "0") else { return }
        throw RulesError(.notation, "\(place): \(ASCII.quoted(digits)) has a leading zero; write \(value)")
    }

    /// `true` when `value` is a tile of `kind` within the largest tile the game allows.
    static func isTile(_ value: Int, kind: TileKind) -> Bool {
        switch kind {
        case .twentyFortyEight:
            return value >= 2 && value <= Game2048.largestTile && value & (value - 1) == 0
        case .triples:
            if value == 1 || value == 2 { return true }
            guard value >= 3 && value <= Triples.largestTile && value % 3 == 0 else { return false }
            let power = value / 3
            return power & (power - 1) == 0
        }
    }
}
