import Synchronization
import TesseraAI
import TesseraAIBatch
import TesseraRules
import Testing

/// What a batch wrote, from its threads.
private final class Written: Sendable {
    let lines = Mutex<[String]>([])
}

/// A player of `variant` that searches one move deep, unclocked: quick, and the same game for the same seed.
private func oneMoveDeep(_ variant: TileVariant) -> (TileSetup) -> PlayedGame {
    let player = AIPlayer(variant: variant)
    return { player.play($0, settings: SearchSettings(depth: 1), clock: nil) }
}

@Suite("A batch of games")
struct GameBatchTests {
    @Test("every seed from the first is played once, whatever the threads, and each game's line is written as it ends")
    func everySeedOnce() throws {
        let variant = try TileVariant(kind: .twentyFortyEight)
        let written = Written()
        let batch = GameBatch(games: 5, firstSeed: 7, jobs: 2, cores: 2)
        #expect(batch.players == 2)
        let results = batch.play(
            variant: variant,
            makePlayer: { oneMoveDeep(variant) },
            line: .json, write: { line in written.lines.withLock { $0.append(line) } })
        #expect(results.map(\.seed).sorted() == [7, 8, 9, 10, 11])
        let lines = written.lines.withLock { $0 }
        #expect(lines.count == 5)
        for (result, line) in zip(results, lines) {
            #expect(line.hasPrefix(#"{"seed":\#(result.seed),"score":\#(result.score),"maxTile":\#(result.maxTile),"#))
        }
        // The same seed plays the same game on one thread as on two.
        let alone = GameBatch(games: 1, firstSeed: 9, jobs: 1).play(
            variant: variant,
            makePlayer: { oneMoveDeep(variant) },
            line: .table, write: { _ in })
        let nine = try #require(results.first { $0.seed == 9 })
        #expect(alone.map(\.score) == [nine.score] && alone.map(\.moveCount) == [nine.moveCount])
    }

    @Test("no more players than asked, than games, or than cores")
    func players() {
        #expect(GameBatch(games: 10, firstSeed: 1, jobs: 4, cores: 2).players == 2)
        #expect(GameBatch(games: 3, firstSeed: 1, jobs: 8, cores: 16).players == 3)
        #expect(GameBatch(games: 10, firstSeed: 1, jobs: 1, cores: 16).players == 1)
    }

    @Test("a table row right-aligns the numbers in the heading's columns and ends with the game's moves")
    func tableRow() throws {
        let variant = try TileVariant(kind: .triples)
        let written = Written()
        let results = GameBatch(games: 1, firstSeed: 3, jobs: 1).play(
            variant: variant,
            makePlayer: { oneMoveDeep(variant) },
            line: .table, write: { line in written.lines.withLock { $0.append(line) } })
        let result = try #require(results.first)
        let row = try #require(written.lines.withLock { $0.first })
        #expect(GameLine.header == "      seed      score   max tile move count    ms/move   moves")
        let columns = ["3", "\(result.score)", "\(result.maxTile)", "\(result.moveCount)", "0"]
        let aligned = columns.map { String(repeating: " ", count: 10 - $0.count) + $0 }.joined(separator: " ")
        #expect(row.hasPrefix(aligned + "   "))
        let moves = row.dropFirst(aligned.count + 3)
        #expect(moves.count == result.moveCount && moves.allSatisfy { "LRUD".contains($0) })
    }
}
