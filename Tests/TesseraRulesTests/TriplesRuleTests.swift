import TesseraRules
import Testing

@Suite("Triples rules")
struct TriplesRuleTests {
    static let course = "0,3,3,3/1,2,3,3/0,2,1,3/3,3,6,6"

    @Test(
        "the course's conformance board slides as the course says",
        arguments: [
            (Direction.left, "3,3,3,0/3,3,3,0/2,1,3,0/6,6,6,0"),
            (Direction.right, "0,0,3,6/0,1,2,6/0,0,3,3/0,3,3,12"),
            (Direction.down, "0,3,0,0/0,2,6,3/1,2,1,6/3,3,6,6"),
            (Direction.up, "1,3,6,6/0,2,1,3/3,2,6,6/0,3,0,0"),
        ])
    func courseConformance(direction: Direction, expected: String) throws {
        #expect(try slid(Self.course, direction, .triples) == expected)
    }

    @Test("the course's conformance board rotates clockwise as the course says")
    func courseRotation() throws {
        #expect(notation(try board(Self.course, .triples).rotatedClockwise()) == "3,0,1,0/3,2,2,3/6,1,3,3/6,3,3,3")
    }

    @Test("a new Deterministic game is the course's opening board with score 6")
    func deterministicSanity() throws {
        let game = try setup(.triples, seed: .deterministic).newGame()
        #expect(notation(game.board) == "1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0")
        #expect(game.score == 6)
    }

    @Test("a line shifts by at most one cell")
    func oneCellShift() throws {
        #expect(try slid("0,0,0,3/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "0,0,3,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("0,0,3,0/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "0,3,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
    }

    @Test("one action per line per move")
    func oneActionPerLine() throws {
        #expect(try slid("3,3,3,3/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "6,3,3,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("1,2,1,2/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "3,1,2,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("0,3,3,0/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "3,3,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
    }

    @Test("1+1 and 2+2 never combine")
    func onesAndTwosNeverDouble() throws {
        #expect(try slid("1,1,0,0/2,2,0,0/0,0,0,0/0,0,0,0", .left, .triples) == "1,1,0,0/2,2,0,0/0,0,0,0/0,0,0,0")
        #expect(Triples.combined(1, 1) == nil && Triples.combined(2, 2) == nil)
        #expect(Triples.combined(1, 2) == 3 && Triples.combined(2, 1) == 3)
        #expect(Triples.combined(3, 3) == 6 && Triples.combined(3, 6) == nil && Triples.combined(1, 3) == nil)
    }

    @Test("two of the largest tile do not combine, so every board a move makes can be written")
    func largestTilesStay() throws {
        let largest = Triples.largestTile
        #expect(
            try slid("\(largest),\(largest),0,0/0,0,0,0/0,0,0,0/0,0,0,0", .left, .triples)
                == "\(largest),\(largest),0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(Triples.combined(largest, largest) == nil && Triples.combined(largest / 2, largest / 2) == largest)
    }

    @Test("the arriving tile keeps its id; the one it lands on disappears (the course's hint)")
    func arrivingTileKeepsID() throws {
        var tiles = try board("1@13,2@14,0,0/0,0,0,0/0,0,0,0/0,0,0,0", .triples)
        let slide = Triples.slide(&tiles, toward: .left)
        #expect(
            slide.events == [
                .removed(id: 13, from: Position(row: 0, column: 0), to: Position(row: 0, column: 0)),
                .merged(
                    id: 14, from: Position(row: 0, column: 1), to: Position(row: 0, column: 0), value: 3, absorbed: 13),
            ])
        #expect(tiles[0] == Tile(id: 14, value: 3))
    }

    @Test("the score adds every spawned tile and every merge result")
    func scoreCountsSpawnsAndMerges() throws {
        var game = Triples(generator: .course(CourseGenerator()))
        let opening = game.board.cells.compactMap { $0?.value }.reduce(0, +)
        #expect(game.score == opening)
        for direction in [Direction.left, .up, .right, .down, .left, .left] {
            let before = game.score
            let outcome = game.move(direction)
            var spawned = 0
            if case .spawned(_, _, let value)? = outcome.spawn { spawned = value }
            #expect(game.score == before + outcome.slide.points + spawned)
        }
    }

    @Test("the game is over when no direction changes the board; Triples is never won")
    func gameOver() throws {
        let stuck = try board("1,3,1,3/3,1,3,1/1,3,1,3/3,1,3,1", .triples)
        #expect(!Triples.canSlide(stuck))
        #expect(Triples.canSlide(try board("1,3,1,3/3,1,3,1/1,3,1,3/3,1,2,1", .triples)))
        #expect(Triples.canSlide(try board("1,1,1,3/3,1,3,1/1,3,1,3/3,1,3,6", .triples)) == false)
        var game = TileGame.triples(Triples(generator: .course(CourseGenerator())))
        for _ in 0..<400 {
            for direction in Direction.allCases { game.move(direction) }
        }
        #expect(game.isOver)
        #expect(!game.hasWon)
    }

    @Test("a new game is four spawns, each drawing value then cell")
    func newGameSpawns() {
        var expected = Xoshiro256StarStar(seed: 77)
        var cells = Array(0..<16)
        var placed: [(Int, Int)] = []
        for _ in 0..<4 {
            let value = 1 + expected.draw(2)
            placed.append((cells.remove(at: expected.draw(cells.count)), value))
        }
        let game = Triples(generator: .standard(Xoshiro256StarStar(seed: 77)))
        for (cell, value) in placed { #expect(game.board[cell]?.value == value) }
        #expect(game.board.openCount == 12)
    }
}
