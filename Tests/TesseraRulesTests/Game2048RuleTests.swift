import TesseraRules
import TestSupport
import Testing

@Suite("2048 rules")
struct Game2048RuleTests {
    @Test("a tile takes part in at most one merge per move")
    func mergeOnce() throws {
        #expect(try slid("2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0", .left) == "4,2,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("2,2,2,2/0,0,0,0/0,0,0,0/0,0,0,0", .left) == "4,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("4,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0", .left) == "4,4,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
    }

    @Test("merges are processed starting from the destination edge")
    func mergeOrder() throws {
        #expect(try slid("2,2,2,0/0,0,0,0/0,0,0,0/0,0,0,0", .right) == "0,0,2,4/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("2,0,0,0/2,0,0,0/2,0,0,0/0,0,0,0", .up) == "4,0,0,0/2,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("2,0,0,0/2,0,0,0/2,0,0,0/0,0,0,0", .down) == "0,0,0,0/0,0,0,0/2,0,0,0/4,0,0,0")
    }

    @Test("tiles slide as far as they go, over gaps")
    func slideOverGaps() throws {
        #expect(try slid("0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4", .left) == "4,2,0,0/4,2,8,0/8,2,4,0/8,0,0,0")
        #expect(try slid("2,0,0,2/0,0,0,0/0,0,0,0/0,0,0,0", .left) == "4,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        #expect(try slid("2,0,4,0/0,0,0,0/0,0,0,0/0,0,0,0", .right) == "0,0,2,4/0,0,0,0/0,0,0,0/0,0,0,0")
    }

    @Test("two of the largest tile do not merge, so every board a move makes can be written")
    func largestTilesStay() throws {
        let largest = Game2048.largestTile
        let half = largest / 2
        #expect(
            try slid("\(largest),\(largest),0,0/0,0,0,0/0,0,0,0/0,0,0,2", .left)
                == "\(largest),\(largest),0,0/0,0,0,0/0,0,0,0/2,0,0,0")
        #expect(
            try slid("\(half),\(half),\(largest),0/0,0,0,0/0,0,0,0/0,0,0,0", .right)
                == "0,0,\(largest),\(largest)/0,0,0,0/0,0,0,0/0,0,0,0")
        let full = try board("\(largest),\(largest),2,4/4,2,4,2/2,4,2,4/4,2,4,2")
        #expect(!Game2048.canSlide(full))
        #expect(!Game2048.combines(largest, largest) && Game2048.combines(half, half))
    }

    @Test("a merge scores the merged tile's value")
    func mergeScores() throws {
        var tiles = try board("2,2,4,4/0,0,0,0/0,0,0,0/8,8,0,0")
        let slide = Game2048.slide(&tiles, toward: .left)
        #expect(slide.points == 4 + 8 + 16)
    }

    @Test("a move that changes nothing spawns nothing and scores nothing, but counts")
    func noSpawnWithoutMovement() throws {
        var game = Game2048(generator: .standard(Xoshiro256StarStar(seed: 1)))
        // Push everything left until left changes nothing.
        while game.move(.left).moved {}
        let before = game.board
        let count = game.moveCount
        let outcome = game.move(.left)
        #expect(!outcome.moved && outcome.spawn == nil && outcome.scoreGain == 0)
        #expect(game.board == before)
        #expect(game.moveCount == count + 1)
    }

    @Test("a changing move spawns exactly one tile")
    func changingMoveSpawnsOne() {
        var game = Game2048(generator: .standard(Xoshiro256StarStar(seed: 8)))
        for direction in [Direction.left, .up, .right, .down, .left, .up] {
            let before = game.board.cells.count - game.board.openCount
            let outcome = game.move(direction)
            guard outcome.moved else { continue }
            let merges = outcome.slide.events.filter { if case .merged = $0 { true } else { false } }.count
            #expect(game.board.cells.count - game.board.openCount == before - merges + 1)
            #expect(outcome.spawn != nil)
        }
    }

    @Test("a spawn draws its value first, then its cell among the open cells numbered row by row")
    func spawnValueThenCell() {
        var expected = Xoshiro256StarStar(seed: 21)
        var cells = Array(0..<16)
        var values: [Int] = []
        var places: [Int] = []
        for _ in 0..<2 {
            values.append(expected.draw(10) == 0 ? 4 : 2)
            places.append(cells.remove(at: expected.draw(cells.count)))
        }
        let game = Game2048(generator: .standard(Xoshiro256StarStar(seed: 21)))
        for (value, place) in zip(values, places) {
            #expect(game.board[place]?.value == value)
        }
        #expect(game.generator == .standard(expected))
    }

    @Test("the twos-only rule spawns 2s and draws no value")
    func twosOnlyDrawsNoValue() {
        var expected = Xoshiro256StarStar(seed: 4)
        let first = expected.draw(16)
        let game = Game2048(spawnRule: .twosOnly, generator: .standard(Xoshiro256StarStar(seed: 4)))
        #expect(game.board[first]?.value == 2)
        #expect(game.board.cells.compactMap { $0?.value } == [2, 2])
    }

    @Test("new games start with two tiles and no score, on every size from 3 to 8")
    func newGame() throws {
        for size in 3...8 {
            let game = try setup(.twentyFortyEight, size: size, seed: .seeded(UInt64(size))).newGame()
            #expect(game.board.size == size)
            #expect(game.board.cells.count - game.board.openCount == 2)
            #expect(game.score == 0)
        }
    }

    @Test("sizes outside 3…8 are refused")
    func sizeRange() {
        for size in [0, 2, 9] {
            let error = rulesError { () throws(RulesError) in try setup(.twentyFortyEight, size: size, seed: .seeded(1))
            }
            #expect(error?.kind == .setting)
        }
    }

    @Test("the game is over when no move changes the board")
    func gameOver() throws {
        let full = try board("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2")
        #expect(!Game2048.canSlide(full))
        #expect(Game2048.canSlide(try board("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,4")))
        #expect(Game2048.canSlide(try board("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,0")))
        #expect(Game2048.canSlide(try board("2,4,2,4/4,2,4,2/2,4,2,2/4,2,4,8")))
        for direction in Direction.allCases {
            var tiles = full
            #expect(!Game2048.slide(&tiles, toward: direction).moved)
        }
    }

    @Test("reaching 2048 wins once and the player may keep going")
    func winAndKeepGoing() throws {
        var game = try playedUntilWin()
        #expect(game.hasWon && game.isShowingWin)
        game.keepGoing()
        #expect(game.hasWon && !game.isShowingWin)
        var reachedAgain = false
        for _ in 0..<200 {
            for direction in Direction.allCases where game.move(direction).reachedWin { reachedAgain = true }
        }
        #expect(!reachedAgain)
    }

    /// A game that has just reached 2048: two 1024s side by side, merged by a move left.
    private func playedUntilWin() throws -> Game2048 {
        var game = Game2048(
            board: try board("1024,1024,0,0/0,0,0,0/0,0,0,0/0,0,0,0"),
            generator: .standard(Xoshiro256StarStar(seed: 2)))
        let outcome = game.move(.left)
        #expect(outcome.reachedWin)
        #expect(outcome.scoreGain == 2048)
        return game
    }
}
