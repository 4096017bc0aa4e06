import TesseraRules
import Testing

@testable import TesseraAI

@Suite("Expectimax search")
struct SearchTests {
    @Test("at depth 2 with no cut-off, a value is the spawns' expectation of the best reply, summed as nneonneo's")
    func depthTwoIsTheExpectation() throws {
        let weights = HeuristicWeights.twentyFortyEight
        let heuristic = HeuristicTable(kind: .twentyFortyEight, weights: weights)
        let player = AIPlayer(variant: .classic2048, tableBits: 12)
        let settings = SearchSettings(depth: 2, probabilityCutoff: 0)
        for notation in [
            "0,2,2,4/0,0,8,4/0,0,0,16/2,0,0,32", "2,4,8,16/0,0,0,0/0,0,2,0/0,0,0,0", "4,0,0,0/0,0,0,0/0,0,0,0/0,0,0,2",
        ] {
            let start = try Bitboard(board(notation), kind: .twentyFortyEight)!
            let choice = player.bestMove(for: start, settings: settings)
            var expectedEvaluations = 0
            for direction in Direction.allCases {
                let after = MoveTables.twentyFortyEight.move(start, toward: direction)!
                guard after.moved else {
                    #expect(choice.values[direction] == nil)
                    continue
                }
                // nneonneo's score_tilechoose_node in Float: each cell in turn, a 2 at 0.9f then a 4 at
                // 0.1f, the total divided by the open cells.
                var sum: Float = 0
                let open = (0..<16).filter { after.board[$0] == 0 }
                for cell in open {
                    for (rank, probability) in [(1, Float(0.9)), (2, Float(0.1))] {
                        var spawned = after.board
                        spawned[cell] = rank
                        var best: Float = 0
                        for reply in Direction.allCases {
                            let next = MoveTables.twentyFortyEight.move(spawned, toward: reply)!
                            if next.moved { best = max(best, heuristic.score(next.board.raw)) }
                        }
                        sum += best * probability
                    }
                }
                #expect(choice.values[direction] == sum / Float(open.count))
                // Each direction has a table of its own, so it is searched in full whatever the others found.
                expectedEvaluations += 4 * 2 * open.count
            }
            #expect(choice.evaluatedMoves == UInt64(expectedEvaluations))
            #expect(choice.depth == 2)
        }
    }

    @Test("a tie goes to the first of up, down, left, right, as in nneonneo's engine")
    func tieOrder() {
        #expect(DirectionValues(left: 1, right: 1, up: 1, down: 1).best == .up)
        #expect(DirectionValues(left: 1, right: 1, down: 1).best == .down)
        #expect(DirectionValues(left: 1, right: 1).best == .left)
        #expect(DirectionValues(left: 1, right: 2, up: 1).best == .right)
    }

    @Test("the search picks only directions that change the board, and none when the game is over")
    func choosesMovingDirections() throws {
        let player = AIPlayer(variant: .classic2048, tableBits: 12)
        let stuck = try Bitboard(board("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), kind: .twentyFortyEight)!
        let over = player.bestMove(for: stuck, settings: SearchSettings(depth: 3))
        #expect(over.best == nil)
        #expect(over.values == DirectionValues())
        let onlyDown = try Bitboard(board("2,4,2,4/4,2,4,2/2,4,2,4/0,0,0,0"), kind: .twentyFortyEight)!
        let choice = player.bestMove(for: onlyDown, settings: SearchSettings(depth: 3))
        #expect(choice.best == .down)
        #expect(choice.values.left == nil && choice.values.right == nil && choice.values.up == nil)
    }

    @Test("the same board and fixed depth give the same choice and the same count every time")
    func fixedDepthIsDeterministic() throws {
        let player = AIPlayer(variant: .classic2048, tableBits: 14)
        let position = try Bitboard(board("0,2,2,4/0,0,8,4/0,4,0,16/2,0,0,32"), kind: .twentyFortyEight)!
        let first = player.bestMove(for: position, settings: SearchSettings(depth: 4))
        _ = player.bestMove(for: try Bitboard(board("2,0,0,0/0,0,0,0/0,0,4,0/0,0,0,0"), kind: .twentyFortyEight)!)
        let again = player.bestMove(for: position, settings: SearchSettings(depth: 4))
        #expect(first == again)
        #expect(first.evaluatedMoves > 0)
    }

    @Test("the adaptive depth grows with the distinct tiles, within its floor and ceiling")
    func adaptiveDepth() throws {
        let settings = SearchSettings()
        #expect(
            settings.depth(for: try Bitboard(board("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,2"), kind: .twentyFortyEight)!) == 4)
        let many = try Bitboard(board("2,4,8,16/32,64,128,256/512,0,0,0/0,0,0,0"), kind: .twentyFortyEight)!
        #expect(settings.depth(for: many) == 8)
        #expect(SearchSettings(maximumDepth: 6).depth(for: many) == 6)
        #expect(SearchSettings(depth: 3).depth(for: many) == 3)
        // One move deeper than nneonneo's: the distinct tiles themselves, still within the floor and ceiling.
        #expect(SearchSettings(distinctOffset: 0).depth(for: many) == 9)
        #expect(SearchSettings(distinctOffset: 0).depth(forDistinctTiles: 2) == 4)
        #expect(SearchSettings(distinctOffset: 0, maximumDepth: 8).depth(for: many) == 8)
    }

    @Test("the standard setting is nneonneo's of 2014: adaptive depth from 4, 0.0001 cut-off, table's first 6 moves")
    func standardIsNneonneos() {
        let standard = SearchSettings.standard
        #expect(standard.depth == nil && standard.minimumDepth == 4 && standard.timeBudgetNanoseconds == nil)
        #expect(standard.endgame == nil && standard.tableUse == .firstMoves(6))
        #expect((1...15).allSatisfy { standard.probabilityCutoff(forMaxRank: $0) == 0.0001 })
    }

    @Test("a late-game setting cuts lines below its own cut-off once the board holds its rank, and only then")
    func lateCutoff() throws {
        let lateSetting = SearchSettings(endgame: .init(rank: 14, probabilityCutoff: 0.00005))
        #expect(lateSetting.probabilityCutoff(forMaxRank: 13) == 0.0001)
        #expect(lateSetting.probabilityCutoff(forMaxRank: 14) == 0.00005)
        let player = AIPlayer(variant: .classic2048, tableBits: 14)
        let lowered = SearchSettings(probabilityCutoff: 0.00005)
        let late = try Bitboard(board("16384,8192,2,0/4,0,0,0/2,0,0,0/0,0,0,0"), kind: .twentyFortyEight)!
        let lateChoice = player.bestMove(for: late, settings: lateSetting)
        #expect(lateChoice == player.bestMove(for: late, settings: lowered))
        #expect(lateChoice.evaluatedMoves > player.bestMove(for: late, settings: SearchSettings()).evaluatedMoves)
        let early = try Bitboard(board("8192,4096,2,0/4,0,0,0/2,0,0,0/0,0,0,0"), kind: .twentyFortyEight)!
        let earlyChoice = player.bestMove(for: early, settings: lateSetting)
        #expect(earlyChoice == player.bestMove(for: early, settings: SearchSettings()))
        // A board beyond the bitboard (5×5) takes the late cut-off too (a coarse one, to show in three moves).
        let coarse = SearchSettings(endgame: .init(rank: 14, probabilityCutoff: 0.5))
        let wide = try board("16384,8192,64,2,4/4,32,8,16,2/2,8,4,2,8/0,0,0,0,0/0,0,0,0,0")
        let wideChoice = player.bestMove(for: wide, settings: coarse)
        #expect(wideChoice == player.bestMove(for: wide, settings: SearchSettings(probabilityCutoff: 0.5)))
        #expect(wideChoice.evaluatedMoves < player.bestMove(for: wide, settings: SearchSettings()).evaluatedMoves)
    }

    @Test("a time budget keeps the deepest finished depth and stops on the clock")
    func timeBudget() throws {
        let player = AIPlayer(variant: .classic2048, tableBits: 14)
        let position = try Bitboard(board("0,2,2,4/0,0,8,4/0,4,0,16/2,0,0,32"), kind: .twentyFortyEight)!
        // A clock that advances 1 µs at every reading: a 50 µs budget allows about fifty readings.
        var time: UInt64 = 0
        let tight = player.bestMove(
            for: position, settings: SearchSettings(depth: 8, timeBudgetNanoseconds: 50_000),
            clock: {
                time += 1_000
                return time
            })
        #expect(tight.depth >= 1 && tight.depth < 8)
        #expect(tight.best != nil)
        #expect(tight.nanoseconds <= 60_000)
        // With time to spare the search reaches the full depth and agrees with the untimed search.
        let roomy = player.bestMove(
            for: position, settings: SearchSettings(depth: 3, timeBudgetNanoseconds: .max / 2), clock: { 0 })
        #expect(roomy.depth == 3)
        #expect(roomy.best == player.bestMove(for: position, settings: SearchSettings(depth: 3)).best)
    }

    @Test("a search with no time budget reads the clock only to time itself, on bitboards and on other sizes")
    func noBudgetNoClockReadings() throws {
        let player = AIPlayer(variant: .classic2048, tableBits: 14)
        for notation in ["0,2,2,4/0,0,8,4/0,4,0,16/2,0,0,32", "2,4,0,0,8/0,2,0,0,0/4,0,0,0,2/0,0,16,0,0/0,0,0,0,2"] {
            var readings = 0
            let choice = player.bestMove(
                for: try board(notation), settings: SearchSettings(depth: 3),
                clock: {
                    readings += 1
                    return UInt64(readings) * 1_000
                })
            #expect(choice.depth == 3 && choice.evaluatedMoves > 1_000)
            #expect(readings == 2, "the start and the end of the search, on \(notation)")
        }
    }

    @Test(
        "each game's spawn model is what the rules spawn: 2 or 4 at 0.9/0.1, twos only, Triples 1 or 2 at 0.5",
        arguments: [
            (TileVariant.classic2048, 2, 4), (.twentyFortyEight(size: 4, spawn: .twosOnly), 2, 4), (.triples, 1, 2),
        ]
    )
    func spawnModels(variant: TileVariant, firstValue: Int, secondValue: Int) {
        let model = AIPlayer(variant: variant, tableBits: 10).spawns
        // The values the rules spawn over 4,000 moves that change the board, games played round the four directions.
        let spawns = 4_000
        var counts: [Int: Int] = [:]
        var seed: UInt64 = 1
        var game = TileSetup(variant: variant, seed: .seeded(seed)).newGame()
        var turn = 0
        while counts.values.reduce(0, +) < spawns {
            if game.isOver {
                seed += 1
                game = TileSetup(variant: variant, seed: .seeded(seed)).newGame()
            }
            if case .spawned(_, _, let value) = game.move(Direction.allCases[turn % 4]).spawn {
                counts[value, default: 0] += 1
            }
            turn += 1
        }
        #expect(Set(counts.keys).isSubset(of: [firstValue, secondValue]), "\(counts)")
        let first = Double(counts[firstValue] ?? 0) / Double(spawns)
        let second = Double(counts[secondValue] ?? 0) / Double(spawns)
        #expect(abs(first - Double(model.first)) < 0.03 && abs(second - Double(model.second)) < 0.03, "\(counts)")
    }

    @Test("the transposition table forgets a search's entries when the next one begins")
    func tableGenerations() {
        let table = TranspositionTable(bits: 10)
        table.beginSearch()
        table.cursor.store(42, remaining: 3, value: 1.5)
        #expect(table.cursor.lookup(42, remaining: 3) == 1.5)
        #expect(table.cursor.lookup(42, remaining: 2) == 1.5)
        #expect(table.cursor.lookup(42, remaining: 4) == nil)
        #expect(table.cursor.lookup(43, remaining: 1) == nil)
        table.beginSearch()
        #expect(table.cursor.lookup(42, remaining: 1) == nil)
    }
}
