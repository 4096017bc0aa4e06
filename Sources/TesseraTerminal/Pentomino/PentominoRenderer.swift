import TesseraPentomino
import TesseraRules

/// Draws a ``PentominoView`` as the lines of a terminal screen: the board two characters a square,
/// each piece in its colour with its letter, the piece in hand outlined where it would land.
public enum PentominoRenderer {
    /// The lines of the screen; none is wider than `columns` visible characters, and there are at most `rows`.
    public static func render(_ view: PentominoView, columns: Int, rows: Int, colors: ColorMode) -> [String] {
        let board = view.puzzle.board
        let (width, height) = smallestScreen(board)
        guard columns >= width, rows >= height else {
            return TooSmallScreen.lines(
                title: "Tessera · Pentomino", needs: (width, height), note: view.message, columns: columns, rows: rows,
                colors: colors)
        }
        var lines =
            [colors.bold("Tessera · Pentomino · \(board.name)")] + ScreenText.wrap(status(view), columns: columns)
        lines.append("+" + String(repeating: "-", count: board.columns * 2) + "+")
        for row in 0..<board.rows {
            var line = "|"
            for column in 0..<board.columns {
                line += square(Position(row: row, column: column), in: view, colors: colors)
            }
            lines.append(line + colors.reset + "|")
        }
        lines.append("+" + String(repeating: "-", count: board.columns * 2) + "+")
        lines.append(tray(view, colors: colors))
        let footer = footer(message: view.message, width: width, room: rows - lines.count)
        lines += footer.message + footer.help.map(colors.dim)
        let margin = max(0, (columns - width) / 2)
        return lines.prefix(rows).map { ScreenText.indent($0, by: margin, columns: columns) }
    }

    /// Whether `view`'s board shows on a screen of `columns` × `rows`; on a smaller one
    /// ``render(_:columns:rows:colors:)`` asks for a larger screen instead.
    public static func fits(_ view: PentominoView, columns: Int, rows: Int) -> Bool {
        let smallest = smallestScreen(view.puzzle.board)
        return columns >= smallest.columns && rows >= smallest.rows
    }

    /// The smallest screen `board` shows on: as wide as the board, the tray and the key help, as tall as the
    /// title, the count, the board in its frame, the tray, a message line and the key help.
    private static func smallestScreen(_ board: PentominoBoard) -> (columns: Int, rows: Int) {
        (max(board.columns * 2 + 2, help.map(\.count).max()!, trayWidth), board.rows + 6 + help.count)
    }

    /// The keys, in lines short enough for a narrow terminal.
    static let help = [
        "arrows or h j k l: move the cursor",
        "Tab ] [ or a capital letter: take a piece",
        "r turn · R back · f flip · Enter drop",
        "x pick up · u undo · y redo · ? hint",
        "n clear · b next board · q save and quit",
    ]

    /// The message and the key help under them, in `room` lines: a message too long for the spare lines takes
    /// the first help lines' place, but never the last ("q save and quit"); past that it is cut, ending in "…".
    static func footer(message: String?, width: Int, room: Int) -> (message: [String], help: [String]) {
        let text = message.map { ScreenText.wrap($0, columns: width) } ?? [""]
        let shownHelp = Array(help.suffix(max(1, min(help.count, room - text.count))))
        return (ScreenText.cut(text, to: room - shownHelp.count, columns: width), shownHelp)
    }

    /// The widest tray line: "Tray: " and the twelve pieces, one in brackets.
    private static let trayWidth = 6 + 12 * 3

    /// The count line: the board's solutions, those still possible, or a dead end; and the hints used.
    static func status(_ view: PentominoView) -> String {
        let hints = view.hintsUsed == 1 ? "1 hint" : "\(view.hintsUsed) hints"
        if view.puzzle.isSolved { return "Solved · \(hints)" }
        if view.count == 0 { return "Dead end: no completion is possible · \(hints)" }
        let count = grouped(view.count)
        let solutions = view.count == 1 ? "1 solution" : "\(count) solutions"
        return view.puzzle.placements.isEmpty ? "\(solutions) · \(hints)" : "\(solutions) still possible · \(hints)"
    }

    /// One square, two characters wide.
    private static func square(_ position: Position, in view: PentominoView, colors: ColorMode) -> String {
        let board = view.puzzle.board
        let isCursor = position == view.cursor
        let landing = view.landing?.squares.contains(position) == true
        guard board.contains(position) else {
            return colors.style(background: hole, foreground: isCursor ? cursorColour : hole) + (isCursor ? "<>" : "  ")
        }
        if let piece = view.puzzle[position] {
            let text = String(decoding: CollectionOfOne(piece.letter), as: UTF8.self) + (isCursor ? "<" : " ")
            return colors.style(background: palette[piece.rawValue], foreground: ink, bold: true) + text
        }
        if landing, let held = view.held {
            let letter = String(decoding: CollectionOfOne(held.piece.letter + 32), as: UTF8.self)
            return colors.style(background: shade, foreground: palette[held.piece.rawValue], bold: true) + letter
                + (isCursor ? "<" : " ")
        }
        return colors.style(background: isCursor ? cursorColour : empty, foreground: ink) + (isCursor ? "<>" : ". ")
    }

    /// The tray: the pieces not on the board, the one in hand in brackets.
    private static func tray(_ view: PentominoView, colors: ColorMode) -> String {
        let pieces = view.puzzle.tray
        guard !pieces.isEmpty else { return "Tray: empty" }
        return "Tray: "
            + pieces.map { piece in
                let letter = piece.name
                return piece == view.held?.piece ? colors.bold("[\(letter)]") : " \(letter) "
            }.joined()
    }

    /// A number with thin groups of thousands: 2,339.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// The pieces' colours, F to Z.
    private static let palette: [RGB] = [
        RGB(0xE76F51), RGB(0x2A9D8F), RGB(0xE9C46A), RGB(0x8AB17D), RGB(0xF4A261), RGB(0x6D597A),
        RGB(0x4EA8DE), RGB(0xB56576), RGB(0x90BE6D), RGB(0xF94144), RGB(0x577590), RGB(0xC9ADA7),
    ]
    private static let ink = RGB(0x1B1B1B)
    private static let empty = RGB(0xEDE6DA)
    private static let shade = RGB(0xFFFFFF)
    private static let hole = RGB(0x3A3A3A)
    private static let cursorColour = RGB(0xFFE08A)
}
