import TesseraRules
import TestSupport
import Testing

@testable import TesseraAI

@Suite("The search over the reference rules, for boards beyond the bitboard")
struct ReferenceSearchTests {
    /// A reference search of `kind` with the committed weights and the rules' spawns, no cut-off and no clock.
    private func search(_ kind: TileKind, spawns: SpawnModel) -> ReferenceSearch {
        ReferenceSearch(
            kind: kind, scorer: LineScorer(kind: kind, weights: kind == .triples ? .triples : .twentyFortyEight),
            spawns: spawns, cutoff: 0, clock: nil, deadline: .max)
    }

    @Test("it spawns what each variant's rules spawn: a 2 or a 4 at 0.9/0.1, a 2 alone, a 1 or a 2 at 0.5")
    func spawnTilesFollowTheModel() {
        let tiles = { (kind: TileKind, spawns: SpawnModel) in
            search(kind, spawns: spawns).spawnTiles.map { "\($0.value)@\($0.probability)" }
        }
        #expect(tiles(.twentyFortyEight, .twosAndFours) == ["2@0.9", "4@0.1"])
        #expect(tiles(.twentyFortyEight, .twosOnly) == ["2@1.0"])
        #expect(tiles(.triples, .triples) == ["1@0.5", "2@0.5"])
    }

    @Test("a line scores what the heuristic table holds for it, in both games")
    func lineScoresMatchTheTable() {
        var positions = PositionSource(seed: 17)
        for kind in [TileKind.twentyFortyEight, .triples] {
            let table = HeuristicTable(kind: kind, weights: kind == .triples ? .triples : .twentyFortyEight)
            for _ in 0..<2_000 {
                let line = Int(positions.next(largest: 15).raw & 0xFFFF)
                let ranks = [line & 0xF, (line >> 4) & 0xF, (line >> 8) & 0xF, line >> 12]
                #expect(table.scorer.score(ranks) == table.scores[line], "\(ranks)")
            }
        }
    }

    @Test("on 4×4 boards its values are the bitboard search's to the bit, at depths 1 and 2, in both games")
    func agreesWithTheBitboardOnFourByFour() async {
        await onOwnThread {
            var positions = PositionSource(seed: 5)
            for (kind, variant) in [(TileKind.twentyFortyEight, TileVariant.classic2048), (.triples, .triples)] {
                let spawns: SpawnModel = kind == .triples ? .triples : .twosAndFours
                for _ in 0..<20 {
                    let bits = positions.next(largest: 9)
                    let board = bits.board(kind: kind)
                    for depth in 1...2 {
                        let expected = AIPlayer(variant: variant, tableBits: 12)
                            .bestMove(for: bits, settings: SearchSettings(depth: depth, probabilityCutoff: 0))
                        var reference = search(kind, spawns: spawns)
                        let values = reference.values(board, depth: depth)
                        for direction in Direction.allCases {
                            let (ours, theirs) = (values[direction], expected.values[direction])
                            #expect((ours == nil) == (theirs == nil), "\(direction) on \(bits.raw)")
                            if let ours, let theirs {
                                #expect(ours == theirs, "\(direction) on \(bits.raw) at \(depth)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a 5×5 hint searches the reference rules as deep as the limit allows and picks the best value")
    func fiveByFiveSearchesDeep() throws {
        let five = AIPlayer(variant: .twentyFortyEight(size: 5, spawn: .twosAndFours), tableBits: 10)
        let choice = five.bestMove(
            for: try board("2,4,8,16,32/4,8,16,32,64/0,0,0,0,128/0,0,2,0,0/0,0,0,0,2"), settings: .standard)
        #expect(choice.usedReferenceRules)
        #expect(choice.depth == ReferenceSearch.depthLimit)
        let best = try #require(choice.best)
        #expect(Direction.allCases.compactMap { choice.values[$0] }.allSatisfy { $0 <= choice.values[best]! })
    }

    @Test("with a time budget the reference search reads the clock at every move node, so a millisecond holds on 8×8")
    func readsTheClockEveryNode() async throws {
        try await onOwnThread {
            let eight = AIPlayer(variant: .twentyFortyEight(size: 8, spawn: .twosAndFours), tableBits: 10)
            let rows = ["2,4,8,16,32,64,128,256", "0,2,0,4,0,0,0,2"] + Array(repeating: "0,0,0,0,0,0,0,0", count: 6)
            var readings = 0
            let choice = eight.bestMove(
                for: try board(rows.joined(separator: "/")),
                settings: SearchSettings(depth: 3, timeBudgetNanoseconds: 3_600_000_000_000),
                clock: {
                    readings += 1
                    return UInt64(readings)
                })
            #expect(choice.usedReferenceRules && choice.depth == 3)
            // Each move node tries four directions: a reading per node is one per four evaluated moves.
            #expect(
                readings * 4 + 3 * 4 >= Int(choice.evaluatedMoves),
                "\(readings) readings, \(choice.evaluatedMoves) moves")
        }
    }

    @Test("on 3×3 boards the reference search scores several times what random moves do")
    func beatsRandomPlay() throws {
        let variant = TileVariant.twentyFortyEight(size: 3, spawn: .twosAndFours)
        let player = AIPlayer(variant: variant, tableBits: 10)
        var searched = 0
        var random = 0
        for seed in UInt64(1)...6 {
            let setup = TileSetup(variant: variant, seed: .seeded(seed))
            searched += player.play(setup, settings: SearchSettings(depth: 2)).game.score
            var game = setup.newGame()
            var generator = Xoshiro256StarStar(seed: seed)
            while !game.isOver { game.move(Direction.allCases[generator.draw(4)]) }
            random += game.score
        }
        #expect(searched > random * 3, "searched \(searched), random \(random)")
    }
}
