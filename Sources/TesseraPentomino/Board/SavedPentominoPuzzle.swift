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
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.first?.elementsEqual(header.utf8) == true else {
            throw RulesError(.save, "this is not a pentomino save (it does not start with \(header))")
        }
        guard parts.count == 4 else {
            throw RulesError(.save, "a pentomino save has four fields (header, v, board, squares), not \(parts.count)")
        }
        func value(_ part: ArraySlice<UInt8>, _ key: StaticString) throws(RulesError) -> ArraySlice<UInt8> {
            let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            guard part.starts(with: name), part.dropFirst(name.count).first == UInt8(ascii: "=") else {
                throw RulesError(.save, "\(ASCII.quoted(part)) is not the \(key) field")
            }
            return part.dropFirst(name.count + 1)
        }
        let version = try value(parts[1], "v")
        guard ASCII.decimal(version, upTo: 1_000_000) == UInt64(PentominoPuzzle.rulesVersion) else {
            throw RulesError(
                .save,
                "the save is from pentomino rules version \(ASCII.quoted(version)); this build plays version \(PentominoPuzzle.rulesVersion)"
            )
        }
        let name = try value(parts[2], "board")
        guard let board = PentominoBoard(name: name) else {
            throw RulesError(.save, PentominoBoard.unknown(name))
        }
        do {
            return try PentominoNotation.puzzle(try value(parts[3], "squares"), board: board)
        } catch {
            throw RulesError(.save, "squares: \(error.message)")
        }
    }
}
