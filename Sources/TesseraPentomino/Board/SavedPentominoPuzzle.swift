import TesseraRules

/// A pentomino puzzle's save text: `tessera-pentomino;v=1;board=6x10;squares=<notation>`.
///
/// The notation holds everything (each piece's orientation follows from its squares); the
/// version is the pentomino rules' own.
public enum SavedPentominoPuzzle {
    /// The first field of every save.
    public static let header = "tessera-pentomino"

    /// The save text of `puzzle`.
    public static func text(of puzzle: PentominoPuzzle) -> String {
        "\(header);v=\(PentominoPuzzle.rulesVersion);board=\(puzzle.board.name);squares=\(PentominoNotation.text(of: puzzle))"
    }

    /// The puzzle a save text holds.
    ///
    /// Throws a ``RulesError`` of kind `.save` naming what is wrong: not a pentomino save,
    /// another rules version, an unknown board, or squares that are not a board in progress.
    public static func puzzle(_ text: some Collection<UInt8>) throws(RulesError) -> PentominoPuzzle {
        let parts = try PentominoSaveFields.checked(text, header: header, what: "save", keys: ("board", "squares"))
        let name = try PentominoSaveFields.value(parts[2], "board")
        guard let board = PentominoBoard(name: name) else {
            throw RulesError(.save, PentominoBoard.unknown(name))
        }
        do {
            return try PentominoNotation.puzzle(try PentominoSaveFields.value(parts[3], "squares"), board: board)
        } catch {
            throw RulesError(.save, "squares: \(error.message)")
        }
    }
}
