import TesseraRules
import TestSupport
import Testing

@Suite("Replay")
struct ReplayTests {
    @Test("an empty move string is a new game")
    func emptyIsNewGame() throws {
        let setup = try setup(.twentyFortyEight, seed: .seeded(7))
        #expect(try setup.replay([UInt8]()) == setup.newGame())
    }

    @Test("replaying moves equals playing them one by one")
    func replayEqualsPlay() throws {
        let setup = try setup(.triples, seed: .seeded(2026))
        let moves = "LURDDLURRULD"
        var played = setup.newGame()
        for letter in moves.utf8 { played.move(Direction(letter: letter)!) }
        #expect(try setup.replay(Array(moves.utf8)) == played)
    }

    @Test("a move that changes nothing is legal, counted and spawns nothing")
    func noOpMovesCount() throws {
        let setup = try setup(.twentyFortyEight, seed: .seeded(11))
        var settled = setup.newGame()
        var lefts = 0
        while settled.move(.left).moved { lefts += 1 }
        let game = try setup.replay(Array(repeating: UInt8(ascii: "L"), count: lefts + 5))
        #expect(game.moveCount == lefts + 5)
        #expect(game.board == settled.board)
        #expect(game.nextTileID == settled.nextTileID)
    }

    @Test("a letter other than L R U D is an error naming its position")
    func illegalLetter() throws {
        let setup = try setup(.twentyFortyEight, seed: .seeded(1))
        for moves in ["LRX", "LRl", "LR ", "LR\u{0}"] {
            let error = rulesError { () throws(RulesError) in try setup.replay(Array(moves.utf8)) }
            #expect(error?.kind == .move)
            #expect(error?.message.hasPrefix("move 3:") == true)
        }
    }

    @Test("the first character outside ASCII in a move string is named whole, at its place; ASCII alone is none")
    func characterOutsideASCII() {
        for (moves, named) in [
            ("LÜRD", "move 2: 'Ü'"), ("LR←U", "move 3: '←'"), ("L🙂", "move 2: '🙂'"), ("é", "move 1: 'é'"),
            // Characters that show nothing or change the text around them are named by their code point.
            ("\u{202E}LL", "move 1: U+202E"), ("L\u{200D}", "move 2: U+200D"), ("\u{301}", "move 1: U+0301"),
            ("L\u{A0}", "move 2: U+00A0"), ("L\u{2028}", "move 2: U+2028"), ("\u{E0001}", "move 1: U+E0001"),
        ] {
            let error = RulesError.characterOutsideASCII(inMoves: moves)
            #expect(error?.kind == .move)
            #expect(error?.message == "\(named) is not a move; use the letters L, R, U and D", "\(moves)")
        }
        #expect(RulesError.characterOutsideASCII(inMoves: "LURDX") == nil)
        #expect(RulesError.characterOutsideASCII(inMoves: "") == nil)
    }

    @Test("a move after the game is over is an error")
    func moveAfterGameOver() throws {
        let setup = try setup(.triples, seed: .deterministic)
        var game = setup.newGame()
        var moves: [UInt8] = []
        while !game.isOver {
            for direction in Direction.allCases where !game.isOver {
                game.move(direction)
                moves.append(direction.letter)
            }
        }
        #expect(try setup.replay(moves) == game)
        let error = rulesError { () throws(RulesError) in try setup.replay(moves + [UInt8(ascii: "L")]) }
        #expect(error?.kind == .gameOver)
        #expect(error?.message == "move \(moves.count + 1): the game was already over after \(moves.count) moves")
    }

    @Test("reaching 2048 does not stop a replay: keeping going is implied")
    func replayKeepsGoingAfterWin() throws {
        // Play a fixed corner strategy on a 5×5 board (twos and fours) until it is won, then replay it with more moves.
        let setup = try setup(.twentyFortyEight, size: 5, spawn: .twosAndFours, seed: .seeded(5))
        var game = setup.newGame()
        var moves: [UInt8] = []
        while !game.hasWon && !game.isOver {
            for direction in [Direction.down, .left, .down, .right] {
                game.move(direction)
                moves.append(direction.letter)
            }
            if game.board.openCount == 0 {
                game.move(.up)
                moves.append(Direction.up.letter)
            }
        }
        try #require(game.hasWon, "the corner strategy reaches 2048 on a 5×5 board")
        let replayed = try setup.replay(moves + Array("DLDR".utf8))
        #expect(replayed.hasWon && !replayed.isShowingWin)
        #expect(replayed.moveCount == moves.count + 4)
    }

    /// Games pinned when the rules were written: a change to a slide, a spawn draw or the
    /// scoring changes these boards, and every stored ranked game with them.
    @Test(
        "the same setup and moves always give the same game, on every platform and release",
        arguments: [
            (TileKind.twentyFortyEight, "0,2,16,2/0,4,0,4/0,0,0,16/0,2,0,2", 96),
            (TileKind.triples, "6,3,3,2/2,6,1,1/0,3,6,1/0,1,0,0", 80),
        ])
    func replayIsPinned(kind: TileKind, board: String, score: Int) throws {
        let setup = try setup(kind, seed: .seeded(123_456_789))
        let game = try setup.replay(Array(String(repeating: "LDRU", count: 5).utf8))
        #expect(notation(game.board) == board)
        #expect(game.score == score)
        #expect(game.moveCount == 20)
    }
}
