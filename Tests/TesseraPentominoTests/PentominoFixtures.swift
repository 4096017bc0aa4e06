import TesseraPentomino
import TesseraRules

/// The 3×20 board solved, as the notation's documentation gives it.
let solved3x20 = "UUXIIIIINNNFTWYYYYZV/UXXXPPLNNFFFTWWYZZZV/UUXPPPLLLLFTTTWWZVVV"

/// The empty board's notation: `.` everywhere, `#` for holes.
func emptyNotation(_ board: PentominoBoard) -> String {
    PentominoNotation.text(of: PentominoPuzzle(board: board))
}

/// A puzzle read from notation, failing the test on an error.
func pentominoes(_ notation: String, on board: PentominoBoard) throws(RulesError) -> PentominoPuzzle {
    try PentominoNotation.puzzle(Array(notation.utf8), board: board)
}
