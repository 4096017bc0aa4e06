import PropertyBased
import TesseraRules
import TestSupport
import Testing

/// Random games for ranked replays: a game, a seed and up to 300 move letters.
private let games = zip(Gen<TileKind>.case, Gen.int(in: 0...1_000_000), Gen<Direction>.case.array(of: 0...300))

@Suite("Ranked replays")
struct RankedReplayTests {
    @Test("a ranked replay refuses a move that changes nothing, naming its position")
    func idleMoveRefused() throws {
        let setup = try setup(.twentyFortyEight, seed: .seeded(11))
        var settled = setup.newGame()
        var lefts = 0
        while settled.move(.left).moved { lefts += 1 }
        let moves = Array(repeating: UInt8(ascii: "L"), count: lefts + 1)
        let error = rulesError { () throws(RulesError) in try setup.replayRanked(moves) }
        #expect(error?.kind == .idleMove)
        #expect(
            error?.message
                == "move \(lefts + 1): 'L' changes nothing on the board; a ranked game holds only moves that change it")
        // The rules themselves still play it, as saves and share links need.
        #expect(try setup.replay(moves).moveCount == lefts + 1)
    }

    @Test("a ranked replay refuses more moves than its board allows, before replaying any")
    func moveLimit() throws {
        let small = try setup(.twentyFortyEight, size: 3, seed: .seeded(1))
        #expect(small.variant.rankedMoveLimit == 4_608)
        let error = rulesError { () throws(RulesError) in
            try small.replayRanked(Array(repeating: UInt8(ascii: "X"), count: 4_609))
        }
        #expect(error?.message == "a ranked game on this board has at most 4608 moves; this one has 4609")
        for variant in TileVariant.all where variant.size > 3 {
            #expect(variant.rankedMoveLimit == TileVariant.longestRankedGame)
        }
    }

    @Test("dropping idle moves keeps the game, and what is left passes a ranked replay")
    func withoutIdleMovesKeepsTheGame() async {
        await propertyCheck(input: games) { kind, seed, directions in
            let setup = try setup(kind, seed: .seeded(UInt64(seed)))
            var game = setup.newGame()
            var letters: [UInt8] = []
            for direction in directions where !game.isOver {
                game.move(direction)
                letters.append(direction.letter)
            }
            let kept = try setup.withoutIdleMoves(letters)
            let ranked = try setup.replayRanked(kept)
            #expect(ranked.board == game.board && ranked.score == game.score)
            #expect(ranked.generator == game.generator && ranked.nextTileID == game.nextTileID)
            #expect(kept.count <= letters.count)
            #expect(try setup.withoutIdleMoves(kept) == kept)
        }
    }

    @Test("dropping idle moves refuses what a replay refuses, at the same position")
    func withoutIdleMovesRefusesBadLetters() throws {
        let setup = try setup(.triples, seed: .seeded(3))
        let error = rulesError { () throws(RulesError) in try setup.withoutIdleMoves(Array("LLRx".utf8)) }
        #expect(error?.kind == .move && error?.message.hasPrefix("move 4:") == true)
    }
}
