import Foundation
import TesseraRules
import TesseraTerminal
import Testing

@Suite("Terminal play session")
struct PlaySessionTests {
    let folder = DataFolder(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)"))
    let setup = TileSetup(variant: .classic2048, seed: .seeded(0))

    private func session(seedChosen: Bool = false, seeds: [UInt64] = [5, 6, 7, 8]) throws -> PlaySession {
        var remaining = seeds
        return try PlaySession(
            setup: setup, seedChosen: seedChosen, folder: folder,
            now: { Date(timeIntervalSince1970: 1_790_000_000) }, freshSeed: { remaining.removeFirst() })
    }

    /// Moves round and round until the game scores (a merge), at most 200 moves.
    private func playUntilScored(_ game: PlaySession) {
        var moves = 0
        while game.view.game.score == 0 && moves < 200 {
            _ = game.handle(.move([Direction.left, .down, .right, .up][moves % 4]))
            moves += 1
        }
    }

    @Test("a quit game is resumed by the next session")
    func resume() throws {
        let first = try session()
        for direction in [Direction.left, .up, .right] { _ = first.handle(.move(direction)) }
        #expect(first.handle(.quit).quits)
        let second = try session(seeds: [99])
        #expect(second.view.game == first.view.game)
        #expect(second.view.seed == .seeded(5))
    }

    @Test("choosing a seed starts that game instead of resuming")
    func chosenSeed() throws {
        let first = try session()
        _ = first.handle(.move(.left))
        _ = first.handle(.quit)
        let chosen = try PlaySession(
            setup: TileSetup(variant: .classic2048, seed: .deterministic), seedChosen: true, folder: folder)
        #expect(chosen.view.game.moveCount == 0)
        #expect(chosen.view.seed == .deterministic)
    }

    @Test("choosing a seed while a game is saved records that game on the best-score list, as a new game does")
    func chosenSeedRecordsTheSavedGame() throws {
        let first = try session()
        playUntilScored(first)
        let score = first.view.game.score
        _ = first.handle(.quit)
        let chosen = try PlaySession(
            setup: TileSetup(variant: .classic2048, seed: .seeded(42)), seedChosen: true, folder: folder)
        #expect(chosen.view.game.moveCount == 0 && chosen.view.best == score)
        let text = try #require(try folder.read(folder.bestScoresFile))
        #expect(try BestScores(text: text).list(for: setup.variant).map(\.score) == [score])
    }

    @Test("a move shows the slide first and the spawn second")
    func twoFrames() throws {
        let play = try session()
        var reaction = play.handle(.move(.left))
        if reaction.frames.isEmpty { reaction = play.handle(.move(.right)) }
        #expect(reaction.frames.count == 2)
        #expect(reaction.frames[0].hiddenTile != nil)
        #expect(reaction.frames[1].hiddenTile == nil)
    }

    @Test("a corrupt save is set aside with a notice, and a new game starts")
    func corruptSave() throws {
        try folder.write("tessera-save;v=1;game=2048;garbage", to: folder.saveFile(for: setup.variant))
        let play = try session()
        let text = try #require(play.view.notice, "expected a notice")
        #expect(text.contains("Saved game not resumed"))
        #expect(FileManager.default.fileExists(atPath: folder.saveFile(for: setup.variant).path + ".corrupt"))
        // The notice, path and all, is on the screen of an 80-column terminal: wrapped, not cut.
        let screen = PlaySession.render(play.view, columns: 80, rows: 40, colors: .none)
        #expect(screen.allSatisfy { ScreenText.visibleText($0).count <= 80 })
        let shown = screen.joined().filter { !$0.isWhitespace }
        #expect(shown.contains(folder.saveFile(for: setup.variant).path + ".corrupt"))
    }

    @Test("a save with a third line is corrupt: a tile game's save holds two at most")
    func thirdLine() throws {
        let first = try session()
        _ = first.handle(.move(.left))
        _ = first.handle(.quit)
        let file = folder.saveFile(for: setup.variant)
        let saved = try #require(try folder.read(file))
        try folder.write(saved + "\nai=hints\nmore\n", to: file)
        let second = try session()
        #expect(second.view.notice?.contains("more than two lines") == true, "\(second.view.notice ?? "")")
        #expect(second.view.game.moveCount == 0)
    }

    @Test("a corrupt save set aside where an earlier one was keeps both")
    func corruptSaveTwice() throws {
        let file = folder.saveFile(for: setup.variant)
        for garbage in ["first", "second"] {
            try folder.write("tessera-save;v=1;game=2048;\(garbage)", to: file)
            _ = try session()
        }
        #expect(try String(contentsOfFile: file.path + ".corrupt", encoding: .utf8).contains("first"))
        #expect(try String(contentsOfFile: file.path + ".2.corrupt", encoding: .utf8).contains("second"))
    }

    @Test("a save of another board in this board's file is set aside, not written over")
    func saveOfAnotherBoard() throws {
        let other = try PlaySession(
            setup: TileSetup(variant: .triples, seed: .seeded(3)), seedChosen: true, folder: folder)
        _ = other.handle(.move(.left))
        _ = other.handle(.quit)
        let triples = try #require(try folder.read(folder.saveFile(for: .triples)))
        try folder.write(triples, to: folder.saveFile(for: setup.variant))
        let play = try session()
        let text = try #require(play.view.notice, "expected a notice")
        #expect(text.contains("it is a game of Triples, not 2048 · 4×4 · 2s and 4s"), "\(text)")
        #expect(
            try String(contentsOfFile: folder.saveFile(for: setup.variant).path + ".corrupt", encoding: .utf8)
                == triples)
    }

    @Test("a quit that cannot save says so and stays; a second quit leaves")
    func quitWithoutSaving() throws {
        // The data folder is a file: nothing can be written in it.
        try Data("not a folder".utf8).write(to: folder.url)
        let play = try session()
        let first = play.handle(.quit)
        #expect(!first.quits)
        let text = try #require(play.view.notice, "expected a notice")
        #expect(
            text.hasPrefix("Could not save the game:")
                && text.hasSuffix("Press q (or Ctrl-C) again to quit without saving."))
        #expect(text.contains("\(folder.url.path) is a file, not a folder. Press q"), "one full stop, the cause named")
        _ = play.handle(.hint)
        #expect(!play.handle(.quit).quits, "a quit after another key asks again")
        #expect(play.react(to: .escape).frames.isEmpty, "Esc with no autoplay to stop does nothing")
        #expect(play.handle(.quit).quits, "so the quit it asked for still leaves")
    }

    @Test("a resumed game showing its win shows the notices too, above the win")
    func winKeepsNotices() throws {
        try saveGame(on: SessionBoards.oneMoveFromWin, setup: setup, in: folder)
        let won = try session()
        _ = won.handle(.move(.left))
        #expect(won.handle(.quit).quits)
        try folder.write("not a best-score list", to: folder.bestScoresFile)
        let play = try session()
        #expect(play.view.banner == .won)
        #expect(play.view.notice?.contains("Best scores unreadable") == true)
        let screen = PlaySession.render(play.view, columns: 80, rows: 40, colors: .none).joined(separator: "\n")
        let notice = try #require(screen.range(of: "Best scores unreadable"))
        let win = try #require(screen.range(of: "You win!"))
        #expect(notice.lowerBound < win.lowerBound)
    }

    @Test("a best-score file with a line that is no entry keeps its other entries and sets the file as it was aside")
    func badBestScoreLine() throws {
        let good = "2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\ntriples 60 64 10 2026-11-21 12:00\n"
        let file = good + "2048-4-twos-and-fours 4O 64 10 2026-11-21 12:00\n"
        try folder.write(file, to: folder.bestScoresFile)
        let play = try session()
        #expect(play.view.best == 40)
        let notice = try #require(play.view.notice)
        #expect(
            notice.hasPrefix("Best scores: line 3 is not a best-score entry: 2048-4-twos-and-fours 4O"), "\(notice)")
        #expect(notice.contains(". The entries kept are written back; the file as it was is kept as "), "\(notice)")
        #expect(try folder.read(folder.bestScoresFile) == good)
        let aside = folder.bestScoresFile.appendingPathExtension("corrupt")
        #expect(try String(contentsOf: aside, encoding: .utf8) == file)
    }

    @Test("a corrupt save quoting an escape sequence is reported with it written out, the screen left whole")
    func corruptSaveWithEscapeSequence() throws {
        try saveGame(on: "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", setup: setup, in: folder)
        let file = folder.saveFile(for: setup.variant)
        let text = try #require(try folder.read(file))
        let score = try #require(text.split(separator: ";").first { $0.hasPrefix("score=") })
        try folder.write(text.replacingOccurrences(of: score, with: "score=\u{1B}[2J\u{1B}[41mRED"), to: file)
        let play = try session()
        let screen = PlaySession.render(play.view, columns: 80, rows: 40, colors: .none)
        #expect(!screen.joined().unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(screen)")
        #expect(screen.joined().contains("'\\u{1B}[2J\\u{1B}[41mRED'"), "\(screen)")
        #expect(screen.first?.contains("Tessera") == true)
    }

    @Test("a save larger than any the game writes is set aside unread, and a new game starts")
    func oversizedSave() throws {
        try saveGame(on: "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", setup: setup, in: folder)
        let file = folder.saveFile(for: setup.variant)
        let text = try #require(try folder.read(file))
        try folder.write(text + String(repeating: "0", count: DataFolder.largestFile), to: file)
        let play = try session()
        #expect(play.view.game.moveCount == 0)
        let notice = try #require(play.view.notice)
        #expect(notice.contains("more than the game ever writes (1 MiB)") && notice.contains(".corrupt"), "\(notice)")
    }

    @Test("a save that is a folder is said to be no file the game wrote, and set aside")
    func saveThatIsAFolder() throws {
        try FileManager.default.createDirectory(
            at: folder.saveFile(for: setup.variant), withIntermediateDirectories: true)
        let play = try session()
        let notice = try #require(play.view.notice)
        #expect(notice.contains("is not a file the game wrote (it is a folder, a device or a pipe)"), "\(notice)")
        #expect(FileManager.default.fileExists(atPath: folder.saveFile(for: setup.variant).path + ".corrupt"))
    }

    @Test("a best-score file spoilt while a game is played keeps its other entries when the game is recorded")
    func bestScoresSpoiltMeanwhile() throws {
        let play = try session()
        playUntilScored(play)
        let score = play.view.game.score
        let triples = "triples 60 64 10 2026-11-21 12:00\n"
        try folder.write(triples + "not an entry\n", to: folder.bestScoresFile)
        _ = play.handle(.newGame)
        let notice = try #require(play.view.notice)
        #expect(notice.hasPrefix("Best scores: line 2 is not a best-score entry: not an entry."), "\(notice)")
        let list = try BestScores(text: try #require(try folder.read(folder.bestScoresFile)))
        #expect(list.list(for: .triples).map(\.score) == [60] && list.list(for: setup.variant).map(\.score) == [score])
        let aside = folder.bestScoresFile.appendingPathExtension("corrupt")
        #expect(try String(contentsOf: aside, encoding: .utf8) == triples + "not an entry\n")
    }

    @Test("a best-score file kept elsewhere and linked into the folder is read through the link")
    func linkedBestScores() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("best-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try Data("2048-4-twos-and-fours 40 64 10 2026-11-21 12:00\n".utf8).write(to: elsewhere)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.bestScoresFile, withDestinationURL: elsewhere)
        let play = try session()
        #expect(play.view.best == 40 && play.view.notice == nil)
    }

    @Test("a save that fails at a win says so and keeps the win: c still keeps going")
    func failedSaveKeepsWin() throws {
        try saveGame(on: SessionBoards.oneMoveFromWin, setup: setup, in: folder)
        let play = try session()
        // From here on nothing can be written: the data folder becomes a file.
        try FileManager.default.removeItem(at: folder.url)
        try Data("not a folder".utf8).write(to: folder.url)
        _ = play.handle(.move(.left))
        #expect(play.view.banner == .won)
        #expect(play.view.notice?.hasPrefix("Could not save the game:") == true)
        _ = play.handle(.confirm)
        #expect(play.view.banner == nil && play.view.game.hasKeptGoing)
    }

    @Test("two games open at once, in two terminals, each keep the other's new best scores")
    func twoTerminals() throws {
        let play = try session()
        let triples = try PlaySession(
            setup: TileSetup(variant: .triples, seed: .seeded(3)), seedChosen: true, folder: folder)
        for game in [play, triples] {
            playUntilScored(game)
            _ = game.handle(.newGame)
        }
        let list = try BestScores(text: try #require(try folder.read(folder.bestScoresFile)))
        #expect(list.list(for: setup.variant).count == 1 && list.list(for: .triples).count == 1)
    }

    @Test("a game that cannot be kept says so of the save and of the best scores, naming the file in the way")
    func unkeptScore() throws {
        let play = try PlaySession(
            setup: setup, seedChosen: false, folder: DataFolder(url: folder.url.appendingPathComponent("tessera")),
            now: { Date(timeIntervalSince1970: 1_790_000_000) }, freshSeed: { 9 })
        playUntilScored(play)
        // The folder above the data folder becomes a file: nothing can be written under it.
        try FileManager.default.removeItem(at: folder.url)
        try Data("not a folder".utf8).write(to: folder.url)
        _ = play.handle(.newGame)
        let text = try #require(play.view.notice)
        #expect(text.hasPrefix("Could not save the game: could not write "), "\(text)")
        #expect(text.contains("The best scores were not kept: could not write "), "\(text)")
        #expect(text.contains(": \(folder.url.path) is a file, not a folder."), "\(text)")
        #expect(!text.contains("NSCocoaErrorDomain"))
    }

    @Test(
        "games recorded at the same moment by two terminals on two boards are all kept: the list is changed under a lock"
    )
    func twoTerminalsAtOnce() async throws {
        let games = 5
        let variants: [UInt64: TileVariant] = [1: .classic2048, 2: .triples]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (seed, variant) in variants {
                group.addTask {
                    var seeds = (0..<UInt64(games)).map { seed * 100 + $0 }
                    // Each game a minute of its own, so that no two entries are the same line.
                    var minute = Double(seed) * 1000
                    let play = try PlaySession(
                        setup: TileSetup(variant: variant, seed: .seeded(seed)), seedChosen: true,
                        folder: folder,
                        now: {
                            minute += 1
                            return Date(timeIntervalSince1970: 1_790_000_000 + minute * 60)
                        }, freshSeed: { seeds.removeFirst() })
                    for _ in 0..<games {
                        playUntilScored(play)
                        _ = play.handle(.newGame)
                    }
                }
            }
            try await group.waitForAll()
        }
        let list = try BestScores(text: try #require(try folder.read(folder.bestScoresFile)))
        for variant in variants.values { #expect(list.list(for: variant).count == games, "\(variant.title)") }
    }

    @Test("a new game records the old one on the best-score list")
    func newGameRecords() throws {
        let play = try session()
        playUntilScored(play)
        let score = play.view.game.score
        _ = play.handle(.newGame)
        let text = try #require(try folder.read(folder.bestScoresFile))
        #expect(try BestScores(text: text).list(for: setup.variant).first?.score == score)
        #expect(play.view.best == score)
        #expect(play.view.game.score == 0)
    }

    @Test("the end of a game records it and shows the best scores")
    func gameOverRecords() throws {
        let play = try session()
        playToTheEnd(play)
        guard case .over(let best, let place)? = play.view.banner else {
            Issue.record("expected the game-over banner")
            return
        }
        #expect(place == 1)
        #expect(best.first?.score == play.view.game.score)
        #expect(play.handle(.move(.left)).frames.isEmpty)
    }

    @Test("a game that ends shows the list as saved: another terminal's better game is on it, above it")
    func gameOverListIncludesOtherTerminals() throws {
        let play = try session()
        // Meanwhile another terminal saved a better game on this board.
        var other = BestScores()
        let better = BestScore(score: 1_000_000, maxTile: 65_536, moveCount: 40_000, date: "2026-11-01 10:00")
        _ = other.record(better, for: setup.variant)
        try folder.write(other.text, to: folder.bestScoresFile)
        playToTheEnd(play)
        guard case .over(let best, let place)? = play.view.banner else {
            Issue.record("expected the game-over banner")
            return
        }
        #expect(best.first == better)
        #expect(place == 2 && best[1].score == play.view.game.score)
    }
}
