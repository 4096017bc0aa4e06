import TesseraAIBatch
import TesseraRules
import Testing

/// A game's figures: only its score, largest tile, moves and times matter to a summary.
private func game(score: Int, maxTile: Int, moves: Int = 100, milliseconds: UInt64 = 50, evaluated: UInt64 = 1000)
    -> GameResult
{
    GameResult(
        seed: 1, score: score, maxTile: maxTile, moveCount: moves, searchNanoseconds: milliseconds * 1_000_000,
        evaluatedMoves: evaluated)
}

@Suite("A batch's summary")
struct BatchSummaryTests {
    @Test("each milestone from 2048 up to the largest tile counts the games that made it or more")
    func reached2048() {
        let summary = BatchSummary(
            [
                game(score: 10, maxTile: 1024), game(score: 40, maxTile: 2048), game(score: 30, maxTile: 4096),
                game(score: 20, maxTile: 8192),
            ],
            kind: .twentyFortyEight)
        #expect(summary.reached.map(\.tile) == [2048, 4096, 8192])
        #expect(summary.reached.map(\.fraction) == [0.75, 0.5, 0.25])
    }

    @Test("Triples' milestones begin at 384, and one is said even when no game made it")
    func reachedTriples() {
        let none = BatchSummary([game(score: 5, maxTile: 96), game(score: 9, maxTile: 192)], kind: .triples)
        #expect(none.reached == [BatchSummary.Milestone(tile: 384, fraction: 0)])
        let some = BatchSummary([game(score: 5, maxTile: 96), game(score: 9, maxTile: 768)], kind: .triples)
        #expect(some.reached.map(\.tile) == [384, 768] && some.reached.map(\.fraction) == [0.5, 0.5])
    }

    @Test("the median is the middle score, or the mean of the middle two; the best is the highest")
    func scores() {
        let odd = BatchSummary([30, 10, 20].map { game(score: $0, maxTile: 512) }, kind: .twentyFortyEight)
        #expect(odd.medianScore == 20 && odd.bestScore == 30)
        let even = BatchSummary([40, 10, 25, 30].map { game(score: $0, maxTile: 512) }, kind: .twentyFortyEight)
        #expect(even.medianScore == 27.5 && even.bestScore == 40)
    }

    @Test("the speeds divide all the moves, and all the evaluated moves, by all the search time")
    func speeds() {
        let summary = BatchSummary(
            [
                game(score: 1, maxTile: 8, moves: 300, milliseconds: 100, evaluated: 6_000),
                game(score: 2, maxTile: 8, moves: 100, milliseconds: 300, evaluated: 2_000),
            ],
            kind: .twentyFortyEight)
        #expect(summary.movesPerSecond == 1000 && summary.evaluatedPerSecond == 20_000)
        let untimed = BatchSummary([game(score: 1, maxTile: 8, milliseconds: 0)], kind: .twentyFortyEight)
        #expect(untimed.movesPerSecond == 0 && untimed.evaluatedPerSecond == 0)
    }

    @Test("the JSON line and the table say the same figures")
    func texts() {
        let summary = BatchSummary(
            [
                game(score: 20_000, maxTile: 2048, moves: 1000, milliseconds: 500, evaluated: 3_000_000),
                game(score: 35_001, maxTile: 1024, moves: 1000, milliseconds: 500, evaluated: 3_000_000),
            ],
            kind: .twentyFortyEight)
        #expect(
            summary.json
                == #"{"games":2,"reached":{"2048":0.5},"medianScore":27500.5,"bestScore":35001,"movesPerSecond":2000,"evaluatedPerSecond":6000000}"#
        )
        #expect(
            summary.table == """

                2 games: median score 27500.5, best 35001
                  reached 2048: 50 %
                2000 moves/s of search, 6000000 evaluated moves/s
                """)
    }

    @Test("no games sum up to zeros and no milestones")
    func empty() {
        let summary = BatchSummary([], kind: .twentyFortyEight)
        #expect(summary.games == 0 && summary.reached.isEmpty && summary.medianScore == 0 && summary.bestScore == 0)
        #expect(summary.json.hasPrefix(#"{"games":0,"reached":{},"medianScore":0,"#))
    }
}
