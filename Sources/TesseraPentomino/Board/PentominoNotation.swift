import TesseraRules

/// The pentomino board notation: rows from the top separated by `/`, one character a square:
/// `.` empty, a piece letter for a covered square, `#` for a square that is not part of the board.
///
/// The 3×20 board solved: `UUXIIIIINNNFTWYYYYZV/UXXXPPLNNFFFTWWYZZZV/UUXPPPLLLLFTTTWWZVVV`.
/// Spaces are ignored.
public enum PentominoNotation {
    /// The notation of a puzzle.
    public static func text(of puzzle: PentominoPuzzle) -> String {
        var bytes: [UInt8] = []
        write(puzzle, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the notation of a puzzle to `bytes`.
    public static func write(_ puzzle: PentominoPuzzle, into bytes: inout [UInt8]) {
        let board = puzzle.board
        for row in 0..<board.rows {
            if row > 0 { bytes.append(UInt8(ascii: "/")) }
            for column in 0..<board.columns {
                let square = Position(row: row, column: column)
                if !board.contains(square) {
                    bytes.append(UInt8(ascii: "#"))
                } else {
                    bytes.append(puzzle[square]?.letter ?? UInt8(ascii: "."))
                }
            }
        }
    }

    /// Reads a puzzle on `board` from its notation.
    ///
    /// Throws a ``RulesError`` of kind `.notation` naming the row and column (from 1) when the
    /// rows or their lengths do not match the board, a character is not a square, a `#` is not
    /// where the board has a hole (or a hole is not `#`), or a letter's squares are not exactly
    /// one copy of that piece.
    public static func puzzle(_ text: some Collection<UInt8>, board: PentominoBoard) throws(RulesError)
        -> PentominoPuzzle
    {
        let rows = Array(text).filter { $0 != UInt8(ascii: " ") }
            .split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard rows.count == board.rows else {
            throw RulesError(.notation, "the \(board.name) board has \(board.rows) rows, not \(rows.count)")
        }
        /// The refusal of `bytes` (one character) at `place`.
        func notASquare(_ place: String, _ bytes: some Collection<UInt8>) -> RulesError {
            RulesError(
                .notation,
                "\(place): \(ASCII.quoted(bytes)) is not a square; use . for empty, a piece letter (F I L N P T U V W X Y Z) or # for a hole"
            )
        }
        var squaresOf: [[Position]] = Array(repeating: [], count: Pentomino.allCases.count)
        for (row, line) in rows.enumerated() {
            // A character beyond ASCII is never a square: refused whole, at the column it stands in (the
            // characters before it are one byte each), before the row's length is counted in bytes.
            if let first = line.firstIndex(where: { $0 >= 0x80 }) {
                let end = line[(first + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? line.endIndex
                throw notASquare("row \(row + 1), column \(first - line.startIndex + 1)", line[first..<end])
            }
            guard line.count == board.columns else {
                throw RulesError(
                    .notation,
                    "row \(row + 1) has \(line.count) squares, but the \(board.name) board has \(board.columns) columns"
                )
            }
            for (column, byte) in line.enumerated() {
                let square = Position(row: row, column: column)
                let place = "row \(row + 1), column \(column + 1)"
                if byte == UInt8(ascii: "#") {
                    guard !board.contains(square) else {
                        throw RulesError(
                            .notation, "\(place): # marks a square outside the board, but this one is part of it")
                    }
                    continue
                }
                guard board.contains(square) else {
                    throw RulesError(.notation, "\(place): this square is not part of the \(board.name) board; write #")
                }
                if byte == UInt8(ascii: ".") { continue }
                guard let piece = Pentomino(letter: byte) else { throw notASquare(place, CollectionOfOne(byte)) }
                squaresOf[piece.rawValue].append(square)
            }
        }
        var puzzle = PentominoPuzzle(board: board)
        for piece in Pentomino.allCases where !squaresOf[piece.rawValue].isEmpty {
            let squares = squaresOf[piece.rawValue]
            let first = squares[0]
            guard let placement = PentominoPlacement(piece: piece, squares: squares) else {
                let marked =
                    squares.count == 1
                    ? "the one square marked \(piece.name) is" : "the \(squares.count) squares marked \(piece.name) are"
                let size = squares.count == 5 ? "" : " (a piece has five squares)"
                throw RulesError(
                    .notation,
                    "row \(first.row + 1), column \(first.column + 1): \(marked) not one \(piece.name) piece\(size)")
            }
            do {
                try puzzle.place(placement)
            } catch {
                throw RulesError(.notation, error.message)
            }
        }
        return puzzle
    }
}
