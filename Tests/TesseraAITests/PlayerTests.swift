import TesseraAI
import TesseraRules
import TestSupport
import Testing

@Suite("The AI player")
struct PlayerTests {
    @Test("a game the AI plays replays move for move to the same game with the reference rules")
    func gamesReplay() throws {
        for variant in [TileVariant.classic2048, .triples, .twentyFortyEight(size: 4, spawn: .twosOnly)] {
            let setup = TileSetup(variant: variant, seed: .seeded(99))
            let player = AIPlayer(variant: variant, tableBits: 14)
            let played = player.play(setup, settings: SearchSettings(depth: 2), moveLimit: 400)
            #expect(played.moves.count == min(400, played.game.moveCount))
            #expect(played.moveNanoseconds.count == played.moves.count)
            #expect(played.evaluatedMoves > 0)
            #expect(played.referenceMoves == 0)
            #expect(try setup.replay(played.moves) == played.game)
            #expect(try setup.replayRanked(played.moves) == played.game)  // no idle move
        }
    }

    @Test("the search reaches 2048 at depth 3")
    func reaches2048() {
        let player = AIPlayer(variant: .classic2048, tableBits: 14)
        let played = player.play(
            TileSetup(variant: .classic2048, seed: .seeded(1)), settings: SearchSettings(depth: 3),
            onMove: { _, game in !game.hasWon })
        #expect(played.game.hasWon)
    }

    @Test("the clock times every move")
    func clockTimesMoves() {
        var time: UInt64 = 0
        let player = AIPlayer(variant: .classic2048, tableBits: 12)
        let played = player.play(
            TileSetup(variant: .classic2048, seed: .seeded(3)), settings: SearchSettings(depth: 1),
            clock: {
                time += 10
                return time
            }, moveLimit: 20)
        #expect(played.moveNanoseconds == Array(repeating: 10, count: 20))
        #expect(played.searchNanoseconds == 200)
    }

    @Test("boards beyond the bitboard are answered with the reference rules: other sizes, a 65536")
    func referenceFallback() async throws {
        try await onOwnThread {
            let five = AIPlayer(variant: .twentyFortyEight(size: 5, spawn: .twosAndFours), tableBits: 10)
            let choice = five.bestMove(for: try board("2,2,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,4"))
            #expect(choice.usedReferenceRules)
            #expect(choice.best != nil)
            let big = AIPlayer(variant: .classic2048, tableBits: 10)
            let stuckButLeft = try board("65536,4,2,4/4,2,4,2/2,4,2,4/4,2,4,0")
            let fallback = big.bestMove(for: stuckButLeft)
            #expect(fallback.usedReferenceRules)
            #expect(fallback.best == .right || fallback.best == .down)
            #expect(fallback.values.left == nil && fallback.values.up == nil)
            let played = five.play(
                TileSetup(variant: five.variant, seed: .seeded(4)), settings: SearchSettings(depth: 1), moveLimit: 50)
            #expect(played.referenceMoves == played.moves.count)
            #expect(try TileSetup(variant: five.variant, seed: .seeded(4)).replay(played.moves) == played.game)
        }
    }
}
