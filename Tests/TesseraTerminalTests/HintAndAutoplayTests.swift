import Foundation
import TesseraAI
import TesseraPentomino
import TesseraRules
import TesseraTerminal
import Testing

@Suite("Terminal hints and autoplay")
struct HintAndAutoplayTests {
    let folder = DataFolder(
        url: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)"))

    /// A session resuming a saved game of `variant` on `board`; its searches are timed by `clock`.
    private func session(
        on board: String? = nil, variant: TileVariant = .classic2048,
        clock: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) throws -> PlaySession {
        let setup = TileSetup(variant: variant, seed: .seeded(3))
        if let board { try saveGame(on: board, setup: setup, in: folder) }
        return try PlaySession(setup: setup, seedChosen: false, folder: folder, freshSeed: { 3 }, clock: clock)
    }

    /// A session whose autoplay has just made 2048 and stopped to show the win.
    private func sessionPausedAtWin() throws -> PlaySession {
        let play = try session(on: SessionBoards.oneMoveFromWin)
        _ = play.handle(.autoplay)
        _ = play.tick()
        #expect(play.view.banner == .won)
        #expect(play.view.autoplay == nil && play.view.status == .autoplayPausedAtWin)
        return play
    }

    /// The game the save file holds now.
    private func savedGame(_ variant: TileVariant = .classic2048) throws -> TileGame {
        let text = try #require(try folder.read(folder.saveFile(for: variant)))
        return try SavedTileGame(text: Array(try #require(text.split(separator: "\n").first).utf8)).game
    }

    @Test("? shows the move the AI player chooses with the hint's settings, and the next move clears it")
    func hintIsTheAIMove() throws {
        // A clock that never advances lets both searches reach the same full depth, so they must agree.
        let play = try session(on: SessionBoards.leftOrRight, clock: { 0 })
        let game = play.view.game
        let expected = AIPlayer(variant: .classic2048).bestMove(
            for: game, settings: SearchSettings(timeBudgetNanoseconds: 150_000_000), clock: { 0 })
        let best = try #require(expected.best)
        #expect(best == .left || best == .right)

        let reaction = play.handle(.hint)
        #expect(reaction.frames.count == 1)
        #expect(play.view.status == .hint(best, shallowSearch: false))
        #expect(play.view.game == game, "a hint plays nothing")
        _ = play.handle(.move(best))
        #expect(play.view.status == nil)
    }

    @Test("a hint on a board the bitboard does not hold says it comes from the shallower search")
    func hintOnLargeBoard() throws {
        let variant = TileVariant.twentyFortyEight(size: 5, spawn: .twosAndFours)
        // A clock that never advances lets both searches reach the same full depth, so they must agree.
        let play = try session(
            on: "2,2,4,8,16/32,64,128,256,512/4,8,16,32,64/0,0,0,0,0/0,0,0,0,4", variant: variant, clock: { 0 })
        _ = play.handle(.hint)
        let expected = AIPlayer(variant: variant).bestMove(
            for: play.view.game, settings: SearchSettings(timeBudgetNanoseconds: 150_000_000), clock: { 0 })
        #expect(expected.usedReferenceRules)
        #expect(play.view.status == .hint(try #require(expected.best), shallowSearch: true))
    }

    @Test("p starts autoplay; each tick plays a move that changes the board, and every move is saved")
    func autoplayTicksPlayAndSave() throws {
        let play = try session()
        #expect(play.tickIntervalNanoseconds == nil)
        _ = play.handle(.autoplay)
        #expect(play.view.autoplay == AutoplaySpeed.initial)
        #expect(play.tickIntervalNanoseconds == AutoplaySpeed.initial.intervalNanoseconds)
        for count in 1...5 {
            let before = play.view.game
            let reaction = play.tick()
            #expect(!reaction.frames.isEmpty && !reaction.quits)
            #expect(play.view.game.board != before.board)
            #expect(play.view.game.moveCount == before.moveCount + 1)
            #expect(try savedGame() == play.view.game, "move \(count) is saved")
        }
    }

    @Test("a move key stops autoplay and is played; n stops it too")
    func ownMoveStopsAutoplay() throws {
        let play = try session(on: SessionBoards.leftOrRight)
        _ = play.handle(.autoplay)
        let before = play.view.game
        let reaction = play.handle(.move(.left))
        #expect(reaction.frames.count == 2)
        #expect(play.view.autoplay == nil && play.tickIntervalNanoseconds == nil)
        #expect(play.view.game.board != before.board)
        #expect(play.tick().frames.isEmpty)

        _ = play.handle(.autoplay)
        _ = play.handle(.newGame)
        #expect(play.view.autoplay == nil && play.view.game.moveCount == 0)
    }

    @Test("a move key that changes nothing still stops autoplay, and the screen shows it stopped")
    func idleMoveStopsAutoplay() throws {
        let play = try session(on: SessionBoards.leftOrRight)
        _ = play.handle(.autoplay)
        let reaction = play.handle(.move(.up))
        #expect(reaction.frames.count == 1 && reaction.frames[0].autoplay == nil)
        #expect(BoardNotation.text(of: play.view.game.board) == SessionBoards.leftOrRight)
    }

    @Test("p again stops autoplay, and ticks then do nothing")
    func pStopsAutoplay() throws {
        let play = try session()
        _ = play.handle(.autoplay)
        _ = play.handle(.autoplay)
        #expect(play.view.autoplay == nil && play.tickIntervalNanoseconds == nil)
        let game = play.view.game
        #expect(play.tick().frames.isEmpty)
        #expect(play.view.game == game)
    }

    @Test("Esc stops autoplay and plays nothing; while the player plays, it does nothing")
    func escapeStopsAutoplay() throws {
        let play = try session(on: SessionBoards.leftOrRight)
        #expect(play.react(to: .escape).frames.isEmpty)
        _ = play.handle(.autoplay)
        let game = play.view.game
        let reaction = play.react(to: .escape)
        #expect(reaction.frames.count == 1 && reaction.frames[0].autoplay == nil && !reaction.quits)
        #expect(play.view.autoplay == nil && play.tickIntervalNanoseconds == nil)
        #expect(play.view.game == game)
        #expect(play.tick().frames.isEmpty)
    }

    @Test("in Triples, ? shows the AI player's move, and autoplay plays moves of the rules, each saved")
    func triplesHintAndAutoplay() throws {
        // A clock that never advances lets both searches reach the same full depth, so they must agree.
        let play = try session(variant: .triples, clock: { 0 })
        let expected = AIPlayer(variant: .triples).bestMove(
            for: play.view.game, settings: SearchSettings(timeBudgetNanoseconds: 150_000_000), clock: { 0 })
        _ = play.handle(.hint)
        #expect(play.view.status == .hint(try #require(expected.best), shallowSearch: false))

        _ = play.handle(.autoplay)
        for count in 1...5 {
            let before = play.view.game
            #expect(!play.tick().frames.isEmpty)
            let played = Direction.allCases.filter { direction in
                var game = before
                _ = game.move(direction)
                return game == play.view.game
            }
            #expect(played.count == 1, "move \(count) is one direction's move, with the rules' spawn")
            #expect(try savedGame(.triples) == play.view.game, "move \(count) is saved")
        }
    }

    @Test("ticks do nothing while autoplay is off")
    func ticksWithoutAutoplay() throws {
        let play = try session()
        let game = play.view.game
        for _ in 0..<3 { #expect(play.tick().frames.isEmpty) }
        #expect(play.view.game == game)
    }

    @Test("autoplay stops at a 2048 win to show it; p keeps going and autoplays on")
    func autoplayPausesAtWin() throws {
        let play = try sessionPausedAtWin()
        #expect(play.tick().frames.isEmpty)
        _ = play.handle(.autoplay)
        #expect(play.view.banner == nil && play.view.autoplay != nil && play.view.status == nil)
        #expect(play.view.game.hasKeptGoing)
        #expect(try savedGame().hasKeptGoing)
    }

    @Test("c at a win that paused autoplay keeps going and clears the line that said p plays on")
    func keepGoingClearsPausedAutoplayLine() throws {
        let play = try sessionPausedAtWin()
        _ = play.handle(.confirm)
        #expect(play.view.banner == nil && play.view.status == nil && play.view.autoplay == nil)
        #expect(
            !FrameRenderer.render(play.view, columns: 80, rows: 30, colors: .none).contains {
                $0.contains("p plays on")
            })
    }

    @Test("? while a win shows says c keeps going first; after c it hints a move that plays")
    func hintWaitsForKeepGoing() throws {
        let play = try session(on: SessionBoards.oneMoveFromWin)
        _ = play.handle(.move(.left))
        #expect(play.view.banner == .won)
        _ = play.handle(.hint)
        #expect(play.view.status == .noHintAtWin)
        #expect(
            FrameRenderer.render(play.view, columns: 80, rows: 30, colors: .none).contains {
                $0.contains("No hint while the win shows: c keeps going.")
            })
        _ = play.handle(.confirm)
        #expect(play.view.status == nil)
        _ = play.handle(.hint)
        guard case .hint(let direction, _)? = play.view.status else {
            Issue.record("no hint after keeping going: \(String(describing: play.view.status))")
            return
        }
        let before = play.view.game
        _ = play.handle(.move(direction))
        #expect(play.view.game != before)
    }

    @Test("in a game that is over, p and ? change nothing and say why")
    func gameOverRefuses() throws {
        let play = try session()
        playToTheEnd(play)
        let game = play.view.game
        let save = try folder.read(folder.saveFile(for: .classic2048))
        _ = play.handle(.autoplay)
        #expect(play.view.status == .noAutoplay)
        #expect(play.view.autoplay == nil && play.tickIntervalNanoseconds == nil)
        #expect(play.tick().frames.isEmpty)
        _ = play.handle(.hint)
        #expect(play.view.status == .noHint)
        #expect(play.view.game == game)
        #expect(try folder.read(folder.saveFile(for: .classic2048)) == save)
        let showsGameOver = if case .over? = play.view.banner { true } else { false }
        #expect(showsGameOver)
    }

    @Test("autoplay's end of a game records it on the best scores like the player's")
    func autoplayEndRecords() throws {
        // Twos only on a 3×3 board: a short game to the end.
        let variant = TileVariant.twentyFortyEight(size: 3, spawn: .twosOnly)
        let play = try session(variant: variant)
        _ = play.handle(.autoplay)
        var ticks = 0
        while play.view.autoplay != nil && ticks < 10_000 {
            _ = play.tick()
            ticks += 1
        }
        #expect(play.view.game.isOver)
        guard case .over(let best, let place)? = play.view.banner else {
            Issue.record("expected the game-over banner")
            return
        }
        #expect(place == 1 && best.first?.score == play.view.game.score)
    }

    @Test("+ and - step the speed between 2 moves a second and the fastest; set before autoplay, they say so")
    func speedSteps() throws {
        let play = try session()
        _ = play.handle(.slower)
        #expect(play.view.status == .autoplaySpeed(.fivePerSecond) && play.view.autoplay == nil)
        let said = PlaySession.render(play.view, columns: 80, rows: 30, colors: .none).joined(separator: "\n")
        #expect(said.contains("Autoplay speed: 5 moves/s · p starts it"), "\(said)")
        _ = play.handle(.autoplay)
        #expect(play.view.autoplay == .fivePerSecond && play.view.status == nil, "it starts at the speed chosen")
        _ = play.handle(.faster)
        var intervals: [UInt64?] = []
        for _ in 0..<5 {
            _ = play.handle(.faster)
            intervals.append(play.tickIntervalNanoseconds)
        }
        #expect(intervals == [50_000_000, 0, 0, 0, 0])
        #expect(play.view.autoplay == .fastest)
        intervals = []
        for _ in 0..<6 {
            _ = play.handle(.slower)
            intervals.append(play.tickIntervalNanoseconds)
        }
        #expect(intervals == [50_000_000, 100_000_000, 200_000_000, 500_000_000, 500_000_000, 500_000_000])
        _ = play.handle(.autoplay)
        _ = play.handle(.autoplay)
        #expect(play.view.autoplay == .twoPerSecond, "autoplay starts again at the speed last chosen")
    }

    @Test("autoplay searches for at most half the time between moves, and no longer than a hint")
    func searchFitsTheTick() {
        for speed in AutoplaySpeed.allCases {
            let budget = speed.settings.timeBudgetNanoseconds ?? .max
            #expect(budget <= 150_000_000)
            if speed.intervalNanoseconds > 0 { #expect(budget <= speed.intervalNanoseconds / 2) }
        }
        #expect(AutoplaySpeed.fastest.settings == .quick)
    }

    @Test("the pentomino session has no ticks, and its own ? still places a hint")
    func pentominoUnaffected() throws {
        let pentomino = try PentominoSession(board: .sixByTen, folder: folder)
        #expect(pentomino.tickIntervalNanoseconds == nil)
        let before = pentomino.view.puzzle
        #expect(pentomino.tick().frames.isEmpty)
        #expect(pentomino.react(to: .character(UInt8(ascii: "p"))).frames.isEmpty)
        #expect(pentomino.view.puzzle == before)
        _ = pentomino.react(to: .character(UInt8(ascii: "?")))
        #expect(pentomino.view.puzzle.placements.count == before.placements.count + 1)
    }
}
