import Foundation
import TesseraRules
import TesseraTerminal
import Testing

@Suite("What the AI did in a terminal game")
struct AssistanceTests {
    let folder = DataFolder(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)"))
    let setup = TileSetup(variant: .classic2048, seed: .seeded(3))
    /// A session resuming the game saved on this board, whose searches see a clock that never advances.
    private func session() throws -> PlaySession {
        try PlaySession(setup: setup, seedChosen: false, folder: folder, freshSeed: { 4 }, clock: { 0 })
    }

    /// The save file's lines.
    private func saveLines() throws -> [Substring] {
        try #require(try folder.read(folder.saveFile(for: setup.variant))).split(separator: "\n")
    }

    /// What the AI did in the best-score list's entries on this board, best first.
    private func listed() throws -> [Assistance?] {
        try BestScores(text: try #require(try folder.read(folder.bestScoresFile))).list(for: setup.variant)
            .map(\.assistance)
    }

    @Test("a game played alone is saved on one line and listed unmarked")
    func aloneIsUnmarked() throws {
        try saveGame(on: SessionBoards.leftOrRight, setup: setup, in: folder)
        let play = try session()
        _ = play.handle(.move(.left))
        #expect(try saveLines().count == 1)
        _ = play.handle(.newGame)
        #expect(try listed() == [nil])
    }

    @Test("a hint shown marks the game hints at once, in its save, and on its best-score entry")
    func hintMarksTheGame() throws {
        try saveGame(on: SessionBoards.leftOrRight, setup: setup, in: folder)
        let play = try session()
        _ = play.handle(.hint)
        #expect(try saveLines().last == "ai=hints")
        _ = play.handle(.move(.right))
        _ = play.handle(.newGame)
        #expect(try listed() == [.hints])
        #expect(try saveLines().count == 1, "the new game starts unmarked")
    }

    @Test("a move autoplay played marks the game autoplay over hints, and a resumed game keeps the mark")
    func autoplayOutranksHints() throws {
        try saveGame(on: SessionBoards.leftOrRight, setup: setup, in: folder)
        let first = try session()
        _ = first.handle(.hint)
        _ = first.handle(.autoplay)
        #expect(try saveLines().last == "ai=hints", "starting autoplay plays nothing yet")
        #expect(!first.tick().frames.isEmpty)
        _ = first.handle(.stopAutoplay)
        _ = first.handle(.hint)
        #expect(try saveLines().last == "ai=autoplay")
        #expect(first.handle(.quit).quits)
        let second = try session()
        _ = second.handle(.newGame)
        #expect(try listed() == [.autoplay])
    }

    @Test("a game autoplay ends goes on the list marked autoplay, and one a hint helped, hints")
    func gameOverKeepsTheMark() throws {
        try saveGame(on: SessionBoards.lastMove, setup: setup, in: folder)
        let autoplayed = try session()
        _ = autoplayed.handle(.autoplay)
        _ = autoplayed.tick()
        #expect(autoplayed.view.game.isOver)
        #expect(try listed() == [.autoplay])
        try saveGame(on: SessionBoards.lastMove, setup: setup, in: folder)
        let hinted = try session()
        _ = hinted.handle(.hint)
        _ = hinted.handle(.move(.left))
        #expect(hinted.view.game.isOver)
        #expect(try listed() == [.autoplay, .hints])
    }

    @Test("a hint refused, at a game over or a win showing, leaves the game unmarked")
    func refusedHintLeavesNoMark() throws {
        try saveGame(on: SessionBoards.lastMove, setup: setup, in: folder)
        let over = try session()
        _ = over.handle(.move(.right))
        _ = over.handle(.hint)
        #expect(over.view.status == .noHint)
        #expect(try saveLines().count == 1)
        #expect(try listed() == [nil])
        try saveGame(on: SessionBoards.oneMoveFromWin, setup: setup, in: folder)
        let won = try session()
        _ = won.handle(.move(.left))
        _ = won.handle(.hint)
        #expect(won.view.status == .noHintAtWin)
        #expect(try saveLines().count == 1)
    }

    @Test("a named seed lists the saved game it replaces with what the AI did in it")
    func chosenSeedKeepsTheMark() throws {
        try saveGame(on: SessionBoards.leftOrRight, setup: setup, in: folder)
        let play = try session()
        _ = play.handle(.hint)
        _ = play.handle(.move(.left))
        #expect(play.handle(.quit).quits)
        _ = try PlaySession(setup: setup, seedChosen: true, folder: folder)
        #expect(try listed() == [.hints])
    }

    @Test("an empty save is set aside, saying so, and a new game starts")
    func emptySave() throws {
        try folder.write("\n", to: folder.saveFile(for: setup.variant))
        let play = try session()
        #expect(play.view.notice?.contains("Saved game not resumed: the file is empty; kept as ") == true)
        #expect(play.view.game.moveCount == 0)
    }

    @Test("a save whose first line is not a save is reported by that first, whatever follows it")
    func corruptSaveLineFirst() throws {
        try folder.write("garbage\nmore\nand more\n", to: folder.saveFile(for: setup.variant))
        let play = try session()
        let notice = try #require(play.view.notice)
        #expect(notice.contains("this is not a Tessera save") && !notice.contains("line"), "\(notice)")
        #expect(play.view.game.moveCount == 0)
    }

    @Test("a save whose second line is not what the AI did is set aside, saying so, and a new game starts")
    func corruptMark() throws {
        try saveGame(on: SessionBoards.leftOrRight, setup: setup, in: folder)
        let file = folder.saveFile(for: setup.variant)
        try folder.write(try #require(try folder.read(file)) + "ai=cheats\n", to: file)
        let play = try session()
        #expect(
            play.view.notice?.contains("the second line is 'ai=cheats', not ai=hints or ai=autoplay") == true)
        #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt"))
        #expect(play.view.game.score == 0 && play.view.game.moveCount == 0)
    }
}
