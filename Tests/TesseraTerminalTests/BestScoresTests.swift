import Testing
import TesseraRules
import TesseraTerminal

@Suite("Best scores")
struct BestScoresTests {
    let setup = try! GameSetup(kind: .twentyFortyEight, seed: .seeded(1))

    private func entry(_ score: Int) -> BestScore {
        BestScore(score: score, maxTile: 64, moveCount: 10, date: "2026-11-21 12:00")
    }

    @Test("entries are kept best first, ten per board setting, older first on ties")
    func ordering() {
        var best = BestScores()
        #expect(best.record(entry(100), for: setup) == 1)
        #expect(best.record(entry(300), for: setup) == 1)
        #expect(best.record(entry(100), for: setup) == 3)
        for score in 1...20 { best.record(entry(score * 1000), for: setup) }
        #expect(best.list(for: setup).count == 10)
        #expect(best.list(for: setup).first?.score == 20000)
        #expect(best.record(entry(5), for: setup) == nil)
    }

    @Test("board settings keep separate lists")
    func separateSettings() throws {
        var best = BestScores()
        let triples = try GameSetup(kind: .triples, seed: .seeded(1))
        let small = try GameSetup(kind: .twentyFortyEight, size: 3, seed: .seeded(1))
        best.record(entry(10), for: setup)
        best.record(entry(20), for: triples)
        #expect(best.list(for: setup).map(\.score) == [10])
        #expect(best.list(for: triples).map(\.score) == [20])
        #expect(best.list(for: small).isEmpty)
    }

    @Test("a game without score is not recorded")
    func zeroScore() {
        var best = BestScores()
        #expect(best.record(entry(0), for: setup) == nil)
    }

    @Test("the file's text reads back to the same list")
    func roundTrip() throws {
        var best = BestScores()
        best.record(entry(40), for: setup)
        best.record(entry(60), for: try GameSetup(kind: .triples, seed: .deterministic))
        #expect(try BestScores(text: best.text) == best)
    }

    @Test("a corrupt line is an error naming it")
    func corrupt() {
        #expect(throws: StorageError.self) { try BestScores(text: "2048 4 twos-and-fours 10 8 3 2026-11-21 12:00\nrubbish\n") }
        do {
            _ = try BestScores(text: "rubbish")
        } catch {
            #expect(error.description.contains("line 1"))
        }
    }
}
