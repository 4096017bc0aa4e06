/// The screen a game shows instead of itself when the terminal is too small for it.
enum TooSmallScreen {
    /// The game's title, the size it needs and the size there is (wrapped, so both numbers show), how to
    /// leave, and the game's `note` (a save that failed, say: the next `q` then leaves without saving): at most
    /// `rows` lines, none wider than `columns`.
    static func lines(
        title: String, needs needed: (columns: Int, rows: Int), note: String?, columns: Int, rows: Int,
        colors: ColorMode
    ) -> [String] {
        let request =
            "Make the terminal at least \(needed.columns)×\(needed.rows) to see the board (now \(columns)×\(rows))."
        let lines =
            [colors.bold(title)] + ScreenText.wrap(request, columns: columns) + ["q quits"]
            + (note.map { ScreenText.wrap($0, columns: columns) } ?? [])
        return lines.prefix(max(rows, 0)).map { ScreenText.fit($0, columns: columns) }
    }
}
