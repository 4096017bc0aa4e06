import PropertyBased
import TesseraRules
import Testing

@testable import TesseraAI

/// Ranks up to 14, so that no merge leaves the bitboard.
private let rankLists = Gen.int(in: 0...14).array(of: 16)

/// A board in notation, packed.
private func packed(_ notation: String) throws -> UInt64 {
    try #require(Bitboard(try board(notation), kind: .twentyFortyEight)).raw
}

/// The chance of reaching `F`'s goal from `board`, solved with the reference rules' slides and no rounding.
private func referenceChance<F: Formation>(
    _ board: UInt64, _ formation: F.Type, known: inout [UInt64: Double]
) -> Double {
    if let chance = known[board] { return chance }
    var best = 0.0
    for direction in Direction.allCases {
        let slide = referenceSlide(Bitboard(raw: board), .twentyFortyEight, direction)
        guard slide.moved else { continue }
        let after = bitboard(slide.values.map { $0 == 0 ? 0 : $0.trailingZeroBitCount }).raw
        guard after & F.heldMask == board & F.heldMask, F.holds(after) else { continue }
        if F.isGoal(after) {
            best = 1
            continue
        }
        var total = 0.0
        var empty = 0
        for cell in 0..<16 where (after >> UInt64(4 * cell)) & 0xF == 0 {
            empty += 1
            total += 0.9 * referenceChance(after | 1 << UInt64(4 * cell), formation, known: &known)
            total += 0.1 * referenceChance(after | 2 << UInt64(4 * cell), formation, known: &known)
        }
        best = max(best, total / Double(empty))
    }
    known[board] = best
    return best
}

@Suite("The formation player: its corner score, the board's symmetries and the formation tables")
struct FormationTests {
    @Test(
        "a line scores its corner tile's weight, each falling pair's weights, an equal pair's once more, and twelve times each rise"
    )
    func cornerLineScores() {
        // Weights r·2^r: 8 → 24, 4 → 8, 2 → 2.
        #expect(CornerScore.score(of: 0x0123) == 68)  // 8 4 2 ·: 24 + (24+8) + (8+2) + (2+0)
        #expect(CornerScore.score(of: 0x3210) == -288)  // · 2 4 8: 12·(0−2) + 12·(2−8) + 12·(8−24)
        #expect(CornerScore.score(of: 0x0011) == 10)  // 2 2 · ·: 2 + (2+2+2) + (2+0) + 0
        #expect(CornerScore.score(of: 0) == 0)
    }

    @Test("a board scores its rows read from the left plus its columns read from the top")
    func boardScoreSumsLines() async {
        let score = CornerScore()
        await propertyCheck(input: rankLists) { ranks in
            var expected = 0
            for line in 0..<4 {
                let row = (0..<4).reduce(0) { $0 | ranks[4 * line + $1] << (4 * $1) }
                let column = (0..<4).reduce(0) { $0 | ranks[4 * $1 + line] << (4 * $1) }
                expected += CornerScore.score(of: row) + CornerScore.score(of: column)
            }
            #expect(score.score(bitboard(ranks).raw) == expected)
        }
    }

    @Test("a move on a board's image is the image of the move the symmetry maps back, for all eight symmetries")
    func symmetriesCommuteWithMoves() async {
        let moves = MoveTables.twentyFortyEight
        await propertyCheck(input: rankLists) { ranks in
            let board = bitboard(ranks).raw
            for symmetry in Symmetry.all {
                for direction in Direction.allCases {
                    let moved = moves.slide(board, symmetry.original(of: direction))
                    #expect(symmetry.apply(moved) == moves.slide(symmetry.apply(board), direction))
                }
            }
        }
    }

    @Test("the eight symmetries put a board's corner tile in each corner twice, once each way round")
    func symmetriesAreDistinct() throws {
        let board = try packed("2,4,8,16/32,64,128,256/512,1024,2048,4096/8192,16384,32768,0")
        #expect(Set(Symmetry.all.map { $0.apply(board) }).count == 8)
        #expect(Symmetry.all[0].apply(board) == board)
    }

    @Test("a table plays the move that completes the goal, with a chance of 1, from any corner")
    func tableFinishesTheGoal() throws {
        let table = FormationTable<SmallCorner>()
        // Moving up merges the two 8s of the right column into the goal's 16 (down would move held tiles).
        let board = try packed("32768,16384,8192,8/1024,2048,4096,8/512,256,128,0/2,0,0,0")
        let answer = try #require(table.suggestion(for: board))
        #expect(answer.direction == .up && answer.chance == 1)
        #expect(SmallCorner.holds(board))
        // Turned and mirrored, the corner is top right and only the image that turns it back holds the
        // formation: the answer is that image's up, mapped back to right.
        let turned = Symmetry(transposes: true, mirrorsRows: true, mirrorsColumns: false).apply(board)
        #expect(!SmallCorner.holds(turned))
        let turnedAnswer = try #require(table.suggestion(for: turned))
        #expect(turnedAnswer.direction == .right && turnedAnswer.chance == 1)
    }

    @Test("a board out of every image of a formation gets no answer from its table")
    func tableIgnoresOtherBoards() throws {
        let table = FormationTable<BlockOfSix>()
        #expect(table.suggestion(for: try packed("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,2")) == nil)
        #expect(table.solvedCount == 0)
    }

    @Test(
        "a table's chance is the exact expectimax of the free area, solved again with the reference rules",
        arguments: [
            "32768,16384,8192,0/1024,2048,4096,2/512,256,128,0/2,4,2,0",
            "32768,16384,8192,8/1024,2048,4096,4/512,256,128,2/2,8,4,0",
            "32768,16384,8192,0/1024,2048,4096,0/512,256,128,2/4,2,4,0",
        ])
    func tableMatchesReference(notation: String) throws {
        let board = try packed(notation)
        let table = FormationTable<SmallCorner>()
        let chance = table.suggestion(for: board)?.chance ?? 0
        var known: [UInt64: Double] = [:]
        let exact = referenceChance(board, SmallCorner.self, known: &known)
        #expect(exact > 0 && exact < 1)
        // Each entry rounds down to 1/16000, and a value is built from rounded ones.
        #expect(abs(Double(chance) - exact) < 0.002, "table \(chance), exact \(exact)")
    }

    @Test(
        "six big tiles in order with small tiles below them hold the formation, and a chain down the left is its goal")
    func blockOfSix() throws {
        let holding = try packed("32768,16384,8192,2/2048,1024,512,0/4,2,0,0/0,0,2,0")
        #expect(BlockOfSix.holds(holding) && !BlockOfSix.isGoal(holding))
        let goal = try packed("32768,16384,8192,2/2048,1024,512,0/256,128,64,4/0,0,64,2")
        #expect(BlockOfSix.holds(goal) && BlockOfSix.isGoal(goal))
        // A 128 in the bottom row is too big below an anchor of 512, and two equal held tiles merge.
        #expect(!BlockOfSix.holds(try packed("32768,16384,8192,2/2048,1024,512,0/4,2,0,0/128,0,2,0")))
        #expect(!BlockOfSix.holds(try packed("32768,16384,8192,2/2048,2048,512,0/4,2,0,0/0,0,2,0")))
    }

    @Test(
        "five big tiles in order hold the formation while the slot beside them is at most 128, and 64s beside a 128 in it are its goal"
    )
    func blockOfFive() throws {
        let holding = try packed("32768,16384,8192,2/4096,2048,32,4/8,2,0,0/0,0,2,0")
        #expect(BlockOfFive.holds(holding) && !BlockOfFive.isGoal(holding))
        let goal = try packed("32768,16384,8192,64/4096,2048,128,64/8,2,0,0/0,0,2,0")
        #expect(BlockOfFive.holds(goal) && BlockOfFive.isGoal(goal))
        #expect(!BlockOfFive.holds(try packed("32768,16384,8192,2/4096,2048,256,4/8,2,0,0/0,0,2,0")))
        #expect(!BlockOfFive.holds(try packed("32768,16384,8192,2/4096,8192,32,4/8,2,0,0/0,0,2,0")))
    }
}

/// A formation small enough to solve in a test: nine tiles held in a 3×3 corner, the goal a 16 in the free L around them.
private enum SmallCorner: Formation {
    static let heldRanks: UInt64 = 15 | 14 << 4 | 13 << 8 | 10 << 16 | 11 << 20 | 12 << 24 | 9 << 32 | 8 << 36 | 7 << 40
    static let freeCells = [3, 7, 11, 12, 13, 14, 15]
    static let freeRadices = [5, 5, 5, 5, 5, 5, 5]

    /// The corner block holds tiles of 128 or more, the free cells at most 16.
    static func holds(_ board: UInt64) -> Bool {
        (0..<16).allSatisfy { cell in
            let rank = (board >> UInt64(4 * cell)) & 0xF
            return freeCells.contains(cell) ? rank < 5 : rank >= 7
        }
    }

    static func isGoal(_ board: UInt64) -> Bool {
        freeCells.contains { (board >> UInt64(4 * $0)) & 0xF == 4 }
    }
}
