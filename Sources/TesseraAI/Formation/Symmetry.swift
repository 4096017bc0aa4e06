import TesseraRules

/// One of the eight symmetries of the square board: a transpose, then a left–right and an up–down mirror, each optional.
///
/// The formation tables know one corner and one orientation; a board is looked up
/// in each of its eight images, and a move chosen on an image is mapped back.
struct Symmetry: Equatable, Sendable {
    var transposes: Bool
    var mirrorsRows: Bool
    var mirrorsColumns: Bool

    /// The eight, the identity first.
    static let all: [Symmetry] = (0..<8).map {
        Symmetry(transposes: $0 & 1 != 0, mirrorsRows: $0 & 2 != 0, mirrorsColumns: $0 & 4 != 0)
    }

    /// The image of `board`.
    func apply(_ board: UInt64) -> UInt64 {
        var image = transposes ? Bitboard.transpose(board) : board
        if mirrorsRows {
            var mirrored: UInt64 = 0
            for shift in stride(from: UInt64(0), to: 64, by: 16) {
                let row = UInt16(truncatingIfNeeded: image >> shift)
                mirrored |= UInt64(Bitboard.reverseRow(row)) << shift
            }
            image = mirrored
        }
        if mirrorsColumns {
            image =
                (image << 48) | ((image << 16) & 0x0000_FFFF_0000_0000)
                | ((image >> 16) & 0x0000_0000_FFFF_0000) | (image >> 48)
        }
        return image
    }

    /// The move on the board whose image moved toward `direction`.
    func original(of direction: Direction) -> Direction {
        var move = direction
        if mirrorsColumns {
            move = move == .up ? .down : move == .down ? .up : move
        }
        if mirrorsRows {
            move = move == .left ? .right : move == .right ? .left : move
        }
        if transposes {
            switch move {
            case .left: move = .up
            case .up: move = .left
            case .right: move = .down
            case .down: move = .right
            }
        }
        return move
    }
}
