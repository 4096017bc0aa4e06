import TesseraRules
import TesseraTerminal
import Testing

@Suite("Best scores")
struct BestScoresTests {
    let setup = TileVariant.classic2048

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
        let triples = TileVariant.triples
        let small = TileVariant.twentyFortyEight(size: 3, spawn: .twosAndFours)
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
        best.record(entry(60), for: .triples)
        #expect(best.text == "2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\ntriples 60 64 10 2026-11-21 12:00\n")
        #expect(try BestScores(text: best.text) == best)
    }

    @Test("a game the AI helped with ends its line with hints or autoplay, and reads back so")
    func assistanceRoundTrip() throws {
        var best = BestScores()
        best.record(
            BestScore(score: 900, maxTile: 128, moveCount: 80, date: "2026-11-29 01:00", assistance: .autoplay),
            for: setup)
        best.record(
            BestScore(score: 500, maxTile: 64, moveCount: 50, date: "2026-11-29 00:50", assistance: .hints), for: setup)
        best.record(entry(40), for: setup)
        #expect(
            best.text == "2048-4-twos-and-fours 900 128 80 2026-11-29 01:00 autoplay\n"
                + "2048-4-twos-and-fours 500 64 50 2026-11-29 00:50 hints\n"
                + "2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\n")
        let read = try BestScores(text: best.text)
        #expect(read.list(for: setup).map(\.assistance) == [.autoplay, .hints, nil])
    }

    @Test("a line whose last field names no help the AI gives is not an entry")
    func unknownAssistance() {
        let read = BestScores.reading("2048-4-twos-and-fours 900 128 80 2026-11-29 01:00 cheats\n")
        #expect(read.scores.isEmpty)
        #expect(read.problem?.description.contains("line 1 is not a best-score entry") == true)
    }

    @Test("a file of the earlier form (game size spawn) is read whole and written back under the board key")
    func earlierForm() throws {
        let earlier =
            "2048 4 twos-and-fours 40 64 10 2026-11-21 12:00\ntriples 4 - 60 64 10 2026-11-21 12:00\n"
            + "2048 6 twos-only 80 32 12 2026-11-22 08:30\n"
        let best = try BestScores(text: earlier)
        #expect(best.list(for: .classic2048).map(\.score) == [40])
        #expect(best.list(for: .triples).map(\.score) == [60])
        #expect(best.list(for: .twentyFortyEight(size: 6, spawn: .twosOnly)).map(\.date) == ["2026-11-22 08:30"])
        #expect(
            best.text == "2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\ntriples 60 64 10 2026-11-21 12:00\n"
                + "2048-6-twos-only 80 32 12 2026-11-22 08:30\n")
    }

    @Test("a corrupt line is an error naming it")
    func corrupt() {
        let second = #expect(throws: StorageError.self) {
            try BestScores(text: "2048 4 twos-and-fours 10 8 3 2026-11-21 12:00\nrubbish\n")
        }
        #expect(second?.description.contains("line 2") == true)
        let first = #expect(throws: StorageError.self) { try BestScores(text: "rubbish") }
        #expect(first?.description.contains("line 1") == true)
        let badSize = #expect(throws: StorageError.self) {
            try BestScores(text: "2048 9 twos-only 10 8 3 2026-11-21 12:00\n")
        }
        #expect(badSize?.description.contains("line 1") == true)
    }

    @Test(
        "read line by line, the lines that are entries are kept and the first that is not is named, with the count of the rest"
    )
    func readingKeepsEntries() {
        let read = BestScores.reading(
            "rubbish\n2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\ntriples -1 64 10 2026-11-21 12:00\nmore rubbish\n"
        )
        #expect(read.scores.list(for: .classic2048).map(\.score) == [40])
        #expect(read.scores.list(for: .triples).isEmpty)
        #expect(read.problem?.description == "line 1 is not a best-score entry: rubbish (and 2 more lines like it)")
        let whole = BestScores.reading("triples 60 64 10 2026-11-21 12:00\n")
        #expect(whole.problem == nil && !whole.scores.isEmpty)
        #expect(BestScores.reading("junk\n").scores.isEmpty)
    }

    @Test("a list edited by hand is put best first, ten a board, and a board with more is named")
    func readingSortsAndTrims() {
        let board = TileVariant.twentyFortyEight(size: 3, spawn: .twosAndFours)
        let lines = [16, 500, 5, 10, 15, 20, 25, 30, 35, 40, 45, 600].map {
            "\(board.key) \($0) 64 10 2026-11-21 12:00\n"
        }
        let read = BestScores.reading(lines.joined() + "triples 60 64 10 2026-11-21 12:00\n")
        #expect(read.scores.list(for: board).map(\.score) == [600, 500, 45, 40, 35, 30, 25, 20, 16, 15])
        #expect(read.scores.list(for: .triples).map(\.score) == [60])
        #expect(read.problem?.description == "2048 · 3×3 · 2s and 4s has 12 entries, and keeps its best 10")
        let unsorted = BestScores.reading(lines.prefix(2).joined())
        #expect(unsorted.problem == nil && unsorted.scores.list(for: board).map(\.score) == [500, 16])
    }
}
