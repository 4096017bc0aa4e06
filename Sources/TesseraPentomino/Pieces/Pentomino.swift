import TesseraRules

/// The twelve five-square pieces, named by the letters they resemble (Golomb's names, Conway's F to Z).
public enum Pentomino: Int, CaseIterable, Hashable, Sendable {
    case f, i, l, n, p, t, u, v, w, x, y, z

    /// The piece's letter in the board notation: `F`, `I`, … `Z`.
    public var letter: UInt8 {
        Self.letters.utf8Start[rawValue]
    }

    /// The piece named by a letter (upper case); `nil` for any other byte.
    public init?(letter: UInt8) {
        for piece in Self.allCases where piece.letter == letter {
            self = piece
            return
        }
        return nil
    }

    /// Every distinct orientation of the piece under rotation and reflection, in a fixed order:
    /// the shape as drawn below, then its quarter turns, then the mirror image and its quarter
    /// turns, each kept once. 63 in all: F, L, N, P, Y have 8; T, U, V, W, Z 4; I 2; X 1.
    public var orientations: [PieceShape] {
        PieceShape.catalog[rawValue]
    }

    /// The number in ``orientations`` of orientation number `orientation` after `turn`.
    /// - Precondition: `orientation` is an index of ``orientations``.
    public func orientation(_ orientation: Int, turned turn: PentominoTurn) -> Int {
        // The orientations are every turn and mirror of the piece, so the turned shape is among them.
        orientations.firstIndex(of: orientations[orientation].turned(turn))!
    }

    private static let letters: StaticString = "FILNPTUVWXYZ"

    /// The pieces as drawn in the usual charts, `#` for a square, rows from the top.
    static let drawings: [[StaticString]] = [
        [".##", "##.", ".#."],  // F
        ["#####"],  // I
        ["####", "#..."],  // L
        ["##..", ".###"],  // N
        ["##", "##", "#."],  // P
        ["###", ".#.", ".#."],  // T
        ["#.#", "###"],  // U
        ["#..", "#..", "###"],  // V
        ["#..", "##.", ".##"],  // W
        [".#.", "###", ".#."],  // X
        ["####", ".#.."],  // Y
        ["##.", ".#.", ".##"],  // Z
    ]
}
