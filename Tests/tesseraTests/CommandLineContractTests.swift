import Foundation
import TesseraRules
import TestSupport
import Testing

/// Runs the built `tessera` with arguments.
private func tessera(_ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
    try await ToolSupport.run(ToolSupport.tesseraExecutable, arguments)
}

/// The JSON object a command printed.
private func json(_ output: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(object as? [String: Any])
}

@Suite("The tessera command's contract")
struct CommandLineContractTests {
    @Test("move prints the slid board, whether it moved and the merge points, on one line")
    func movePrintsOneLineOfJSON() async throws {
        let result = try await tessera(
            "move", "2048", "--board", "0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4", "--direction", "left")
        #expect(result.status == 0)
        #expect(result.output == #"{"board":"4,2,0,0/4,2,8,0/8,2,4,0/8,0,0,0","moved":true,"points":20}"# + "\n")
    }

    @Test(
        "move takes a direction as a word or a letter, in any case", arguments: ["right", "RIGHT", "r", "R", "Right"])
    func moveDirectionSpellings(direction: String) async throws {
        let result = try await tessera(
            "move", "triples", "--board", "0,3,3,3/1,2,3,3/0,2,1,3/3,3,6,6", "--direction", direction)
        #expect(result.status == 0)
        let object = try json(result.output)
        #expect(object["board"] as? String == "0,0,3,6/0,1,2,6/0,0,3,3/0,3,3,12")
        #expect(object["moved"] as? Bool == true)
        #expect(object["points"] as? Int == 27)
    }

    @Test("a move that changes nothing reports moved false and no points")
    func moveWithoutChange() async throws {
        let result = try await tessera("move", "2048", "--board", "2,4,2/4,2,4/2,4,2", "--direction", "up")
        #expect(result.output == #"{"board":"2,4,2/4,2,4/2,4,2","moved":false,"points":0}"# + "\n")
    }

    @Test("replay prints board, score, over, won, maxTile and moveCount, as the rules compute them")
    func replayMatchesTheRules() async throws {
        let result = try await tessera("replay", "2048", "--seed", "42", "--moves", "LURDLURDLLDD")
        #expect(result.status == 0)
        let object = try json(result.output)
        let game = try TileSetup(variant: .classic2048, seed: .seeded(42)).replay(Array("LURDLURDLLDD".utf8))
        #expect(object["board"] as? String == BoardNotation.text(of: game.board))
        #expect(object["score"] as? Int == game.score)
        #expect(object["over"] as? Bool == false)
        #expect(object["won"] as? Bool == false)
        #expect(object["maxTile"] as? Int == game.board.maxValue)
        #expect(object["moveCount"] as? Int == 12)
    }

    @Test("replay of a new Deterministic Triples game prints the course's opening board")
    func replayDeterministicTriples() async throws {
        let result = try await tessera("replay", "triples", "--deterministic", "--moves", "")
        let object = try json(result.output)
        #expect(object["board"] as? String == "1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0")
        #expect(object["score"] as? Int == 6)
    }

    @Test("replay honours size and spawn rule for 2048, and takes the largest seed")
    func replaySettings() async throws {
        let result = try await tessera(
            "replay", "2048", "--size", "6", "--spawn", "twos-only", "--seed", "18446744073709551615", "--moves", "LR")
        #expect(result.status == 0)
        let board = try #require(try json(result.output)["board"] as? String)
        #expect(board.split(separator: "/").count == 6)
        #expect(!board.contains("4"))
    }

    @Test(
        "bad input exits non-zero, prints nothing on stdout, and says what was wrong on stderr",
        arguments: [
            (["move", "2048", "--board", "0,2,2/4,2,4,4/0,8,2,4/0,0,4,4", "--direction", "left"], "row 1 has 3 cells"),
            (
                ["move", "2048", "--board", "0,2,2,3/4,2,4,4/0,8,2,4/0,0,4,4", "--direction", "left"],
                "row 1, cell 4: 3 is not a 2048 tile"
            ),
            (
                ["move", "2048", "--board", "0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4", "--direction", "sideways"],
                "'sideways' is invalid for '--direction"
            ),
            (["move", "chess", "--board", "0", "--direction", "left"], "'chess' is invalid"),
            (["move", "triples", "--board", "1,2,3/0,0,0/0,0,0", "--direction", "left"], "a Triples board is 4×4"),
            (["replay", "2048", "--seed", "1", "--moves", "LRXD"], "move 3: 'X' is not a move"),
            (["replay", "2048", "--seed", "1", "--moves", "LÜRD"], "move 2: 'Ü' is not a move"),
            (["replay", "triples", "--size", "4", "--seed", "1"], "Triples takes no size"),
            (["replay", "triples", "--spawn", "twos-only", "--seed", "1"], "Triples takes no spawn rule"),
            (["replay", "2048", "--size", "9", "--seed", "1"], "a 2048 board is 3 to 8 cells wide, not 9"),
            (["replay", "2048", "--moves", "L"], "--seed N or --deterministic"),
            (["replay", "2048", "--seed", "1", "--deterministic"], "give one of them"),
            (["replay", "2048", "--seed", "18446744073709551616"], "is invalid for '--seed"),
            (["replay", "2048", "--spawn", "threes", "--seed", "1"], "'threes' is invalid for '--spawn"),
            (["play", "triples", "--board", "6x10"], "--board is for pentomino; Triples is always 4×4"),
            (["play", "2048", "--board", "6x10"], "--board is for pentomino; 2048 takes --size"),
            // A negative number is refused for what it is, not taken for an option with its value missing.
            (["replay", "2048", "--seed", "-1"], "'-1' is invalid for '--seed"),
            (["replay", "2048", "--size", "-4", "--seed", "1"], "a 2048 board is 3 to 8 cells wide, not -4"),
            (["serve", "--port", "-1"], "--port is 0 to 65535, not -1"),
            (["serve", "--port", "65536"], "--port is 0 to 65535, not 65536"),
            (["serve", "--rate-limit", "-5"], "--rate-limit is a number of requests per minute, 0 or more, not -5"),
            (["serve", "--board-cache-ms", "-1"], "--board-cache-ms is a number of milliseconds, 0 or more, not -1"),
        ])
    func badInput(arguments: [String], message: String) async throws {
        let result = try await ToolSupport.run(ToolSupport.tesseraExecutable, arguments)
        #expect(result.status != 0)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test("play's help names its default game as a player types it")
    func playHelpDefault() async throws {
        let result = try await ToolSupport.run(ToolSupport.tesseraExecutable, ["play", "--help"])
        #expect(result.status == 0)
        let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("default: 2048)"), "\(result.output)")
    }

    @Test("a move after the game is over is refused by replay")
    func replayAfterGameOver() async throws {
        let setup = TileSetup(variant: .triples, seed: .deterministic)
        var game = setup.newGame()
        var moves = ""
        while !game.isOver {
            for direction in Direction.allCases where !game.isOver {
                game.move(direction)
                moves.append(Character(UnicodeScalar(direction.letter)))
            }
        }
        let finished = try await tessera("replay", "triples", "--deterministic", "--moves", moves)
        #expect(try json(finished.output)["over"] as? Bool == true)
        let result = try await tessera("replay", "triples", "--deterministic", "--moves", moves + "L")
        #expect(result.status != 0)
        #expect(result.error.contains("the game was already over"))
    }

    @Test("play without a terminal says so, exits non-zero and writes nothing")
    func playNeedsATerminal() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = data.path
        let result = try await ToolSupport.run(ToolSupport.tesseraExecutable, ["play"], environment: environment)
        #expect(result.status != 0)
        #expect(result.error.contains("needs a terminal"))
        #expect(!result.output.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test("--version names the rules version the program plays")
    func version() async throws {
        let result = try await tessera("--version")
        #expect(result.status == 0 && result.output == "tessera, rules version \(TileSetup.rulesVersion)\n")
    }

    @Test("solve pentomino --count prints one line that begins with the number, for a whole board or one in progress")
    func solveCounts() async throws {
        let whole = try await tessera("solve", "pentomino", "--board", "3x20", "--count")
        #expect(whole.status == 0 && whole.output == "2 essentially different solutions of the 3x20 board\n")
        let empty8x8 = "......../......../......../...##.../...##.../......../......../........"
        let partial = try await tessera("solve", "pentomino", "--board", "8x8", "--partial", empty8x8, "--count")
        #expect(
            partial.status == 0
                && partial.output == "520 completions of the board in progress (65 essentially different solutions)\n")
        let middle = "..X................./.XXX................/..X................."
        let x = try await tessera("solve", "pentomino", "--board", "3x20", "--partial", middle, "--count")
        #expect(x.output == "4 completions of the board in progress (2 essentially different solutions)\n")
    }

    @Test("solve pentomino --all prints each essentially different solution once; --first and --hint print boards")
    func solveLists() async throws {
        let all = try await tessera("solve", "pentomino", "--board", "3x20", "--all")
        #expect(all.output.split(separator: "\n").count == 2)
        #expect(all.output.contains("UUXIIIIINNNFTWYYYYZV/UXXXPPLNNFFFTWWYZZZV/UUXPPPLLLLFTTTWWZVVV"))
        let partial = "UU.IIIIINNNFTWYYYYZV/U...PPLNNFFFTWWYZZZV/UU.PPPLLLLFTTTWWZVVV"
        let hint = try await tessera("solve", "pentomino", "--board", "3x20", "--partial", partial, "--hint")
        #expect(hint.output == "UUXIIIIINNNFTWYYYYZV/UXXXPPLNNFFFTWWYZZZV/UUXPPPLLLLFTTTWWZVVV\n")
        let first = try await tessera("solve", "pentomino", "--board", "6x10", "--first")
        #expect(first.status == 0 && first.output.count == 66 && !first.output.contains("."))
    }

    @Test("solve pentomino says on stderr and exits 2 when no completion exists; a solved board's hint is the board")
    func solveDeadEnds() async throws {
        let dead = ".IIIII..../L........./L........./L........./LL......../.........."
        for question in ["--first", "--hint"] {
            let result = try await tessera("solve", "pentomino", "--board", "6x10", "--partial", dead, question)
            #expect(result.status == 2 && result.output.isEmpty)
            #expect(result.error.contains("No completion exists"))
        }
        let solved = "UUXIIIIINNNFTWYYYYZV/UXXXPPLNNFFFTWWYZZZV/UUXPPPLLLLFTTTWWZVVV"
        let hint = try await tessera("solve", "pentomino", "--board", "3x20", "--partial", solved, "--hint")
        #expect(hint.status == 0 && hint.output == solved + "\n")
    }

    @Test("solve pentomino refuses a malformed board with the notation's error and exit 1, and an unknown board")
    func solveRefusesBadBoards() async throws {
        let result = try await tessera("solve", "pentomino", "--board", "6x10", "--partial", "..../....", "--count")
        #expect(result.status == 1)
        #expect(result.error.contains("the 6x10 board has 6 rows, not 2"))
        let unknown = try await tessera("solve", "pentomino", "--board", "7x7", "--count")
        #expect(unknown.status != 0 && unknown.error.contains("7x7"))
        let unasked = try await tessera("solve", "pentomino", "--board", "6x10")
        #expect(unasked.status == 64)
        #expect(unasked.error.hasPrefix("Error: say what to solve for: --count, --first, --all or --hint\n"))
    }

    @Test(
        "a size or spawn rule the game does not take is a usage error: exit 64, the reason and the usage",
        arguments: [
            (["play", "2048", "--size", "9"], "a 2048 board is 3 to 8 cells wide, not 9"),
            (["play", "triples", "--spawn", "twos-only"], "Triples takes no spawn rule"),
            (["replay", "2048", "--size", "2", "--seed", "1"], "a 2048 board is 3 to 8 cells wide, not 2"),
            (["replay", "triples", "--size", "4", "--deterministic"], "Triples takes no size"),
            (["ai", "triples", "--spawn", "twos-only", "--games", "1"], "Triples takes no spawn rule"),
        ])
    func unfitOptionsAreUsageErrors(arguments: [String], message: String) async throws {
        let result = try await ToolSupport.run(ToolSupport.tesseraExecutable, arguments)
        #expect(result.status == 64)
        #expect(
            result.error.contains("Error: \(message)") && result.error.contains("Usage: tessera \(arguments[0])"),
            "\(result.error)")
    }

    @Test("help on a name that is no command says so, naming the commands there are, and exits 64")
    func helpOnUnknownCommand() async throws {
        let unknown = try await tessera("help", "nothing")
        #expect(unknown.status == 64)
        #expect(unknown.output.isEmpty)
        #expect(
            unknown.error.contains("'tessera' has no command 'nothing'. Its commands: serve, play, move,"),
            "\(unknown.error)")
        let nested = try await tessera("help", "admin", "nope")
        #expect(nested.status == 64)
        #expect(nested.error.contains("'tessera admin' has no command 'nope'. Its commands: rename-player,"))
        let leaf = try await tessera("help", "play", "2048")
        #expect(leaf.status == 64)
        #expect(leaf.error.contains("'tessera play' has no command '2048': it has none of its own"))
        let known = try await tessera("help", "admin", "backup")
        #expect(known.status == 0)
        #expect(known.output.contains("USAGE: tessera admin backup"), "\(known.output)")
    }

    @Test("an error quoting an escape sequence writes it out instead of sending it to the terminal")
    func errorsWriteControlCharactersOut() async throws {
        let result = try await tessera("move", "2048", "--board", "2\u{1B}[2J,0,0/0,0,0/0,0,0", "--direction", "left")
        #expect(result.status == 1)
        #expect(result.error.contains("'2\\u{1B}[2J' is not a number"), "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0 == "\u{1B}" })
        let parsed = try await tessera("play", "\u{1B}[2J")
        #expect(parsed.status == 64 && parsed.error.contains("The value '\\u{1B}[2J' is invalid"), "\(parsed.error)")
        #expect(!parsed.error.unicodeScalars.contains { $0 == "\u{1B}" })
    }

    @Test("solve without a question names the four it takes, one of which it needs")
    func solveNeedsOneQuestion() async throws {
        let result = try await tessera("solve", "pentomino", "--board", "3x20")
        #expect(result.status == 64)
        #expect(result.error.contains("(--count | --first | --all | --hint)"), "\(result.error)")
    }
}
