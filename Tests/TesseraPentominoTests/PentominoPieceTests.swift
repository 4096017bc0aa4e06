import TesseraPentomino
import TesseraRules
import Testing

@Suite("Pentomino pieces")
struct PentominoPieceTests {
    @Test("the twelve pieces have 63 distinct orientations under rotation and reflection")
    func orientations() {
        let counts = Pentomino.allCases.map(\.orientations.count)
        #expect(counts == [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4])
        #expect(counts.reduce(0, +) == 63)
        for piece in Pentomino.allCases {
            #expect(Set(piece.orientations).count == piece.orientations.count)
            #expect(piece.orientations.allSatisfy { $0.squares.count == 5 })
        }
    }

    @Test(
        "rotating four times, flipping twice or turning and turning back gives the shape back, a top-bottom mirror is a left-right one turned half round, and every orientation is a turn or mirror of the first"
    )
    func turnsAndMirrors() {
        for piece in Pentomino.allCases {
            for shape in piece.orientations {
                #expect(shape.rotated.rotated.rotated.rotated == shape)
                #expect(shape.flipped.flipped == shape)
                #expect(piece.orientations.contains(shape.rotated) && piece.orientations.contains(shape.flipped))
                #expect(shape.turned(.rotate).turned(.rotateBack) == shape)
                #expect(shape.turned(.rotateBack) == shape.rotated.rotated.rotated)
                #expect(shape.turned(.flipVertically) == shape.flipped.rotated.rotated)
            }
        }
    }

    @Test("an orientation turned is numbered as the turned shape, and turning it back gives the number it had")
    func turnedOrientationNumbers() {
        let back: [PentominoTurn: PentominoTurn] = [
            .rotate: .rotateBack, .rotateBack: .rotate, .flip: .flip, .flipVertically: .flipVertically,
        ]
        for piece in Pentomino.allCases {
            for (number, shape) in piece.orientations.enumerated() {
                for turn in PentominoTurn.allCases {
                    let turned = piece.orientation(number, turned: turn)
                    #expect(piece.orientations[turned] == shape.turned(turn))
                    #expect(piece.orientation(turned, turned: back[turn]!) == number)
                }
            }
        }
        #expect(Pentomino.x.orientation(0, turned: .rotate) == 0)
        #expect(Pentomino.i.orientation(0, turned: .rotate) == 1)
    }

    @Test("a piece is named by its letter, and no other byte names one")
    func letters() {
        #expect(String(decoding: Pentomino.allCases.map(\.letter), as: UTF8.self) == "FILNPTUVWXYZ")
        for piece in Pentomino.allCases { #expect(Pentomino(letter: piece.letter) == piece) }
        #expect(Pentomino(letter: UInt8(ascii: "f")) == nil && Pentomino(letter: UInt8(ascii: ".")) == nil)
    }
}
