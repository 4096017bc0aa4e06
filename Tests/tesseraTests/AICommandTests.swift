import Foundation
import TesseraRules
import TestSupport
import Testing

/// Runs the built `tessera ai` with arguments.
private func ai(_ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
    try await ToolSupport.run(ToolSupport.tesseraExecutable, ["ai"] + arguments)
}

private func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}

/// What `tessera replay` says of `moves` played from `seed`: its summary object.
private func replayed(_ game: String, seed: Int, moves: String) async throws -> [String: Any] {
    let result = try await ToolSupport.run(
        ToolSupport.tesseraExecutable, ["replay", game, "--seed", "\(seed)", "--moves", moves])
    return try #require(try objects(result.output).first)
}

@Suite("tessera ai")
struct AICommandTests {
    @Test("every game the AI prints replays with tessera replay to the same score", arguments: ["2048", "triples"])
    func gamesReplay(game: String) async throws {
        let result = try await ai(game, "--games", "2", "--seed", "7", "--depth", "1", "--json")
        #expect(result.status == 0, "\(result.error)")
        let lines = try objects(result.output)
        try #require(lines.count == 3)
        for line in lines.prefix(2) {
            let seed = try #require(line["seed"] as? Int)
            let moves = try #require(line["moves"] as? String)
            #expect(line["moveCount"] as? Int == moves.count && (line["msPerMove"] as? Double ?? -1) >= 0)
            let summary = try await replayed(game, seed: seed, moves: moves)
            #expect(summary["score"] as? Int == line["score"] as? Int)
            #expect(summary["maxTile"] as? Int == line["maxTile"] as? Int)
            #expect(summary["over"] as? Bool == true)
        }
        #expect(Set(lines.prefix(2).compactMap { $0["seed"] as? Int }) == [7, 8])
        let summary = lines[2]
        #expect(summary["games"] as? Int == 2)
        let reached = try #require(summary["reached"] as? [String: Double])
        #expect(reached[game == "2048" ? "2048" : "384"] != nil && reached.values.allSatisfy { (0...1).contains($0) })
        for key in ["bestScore", "movesPerSecond", "evaluatedPerSecond"] {
            #expect(summary[key] != nil, "the summary has \(key)")
        }
        // The median of two games is their mean, a half when their scores add up to an odd number.
        let scores = lines.prefix(2).compactMap { $0["score"] as? Int }
        #expect(summary["medianScore"] as? Double == Double(scores.reduce(0, +)) / 2)
    }

    @Test("the table's rows end with the moves, which replay to the row's score")
    func tableRowsReplay() async throws {
        let result = try await ai("2048", "--games", "1", "--seed", "3", "--depth", "1")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        try #require(lines.count > 2)
        #expect(lines[0].split(separator: " ").last == "moves")
        let cells = lines[1].split(separator: " ")
        try #require(cells.count == 6)
        let (score, moveCount, moves) = (String(cells[1]), Int(cells[3]), String(cells[5]))
        #expect(moveCount == moves.count)
        #expect(try await replayed("2048", seed: 3, moves: moves)["score"] as? Int == Int(score))
    }

    @Test("into a pipe each game is written as it ends: a run stopped early keeps every game it printed, whole")
    func linesFlushAsGamesEnd() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ToolSupport.tesseraExecutable)
        process.arguments = ["ai", "2048", "--games", "100000", "--seed", "1", "--depth", "1", "--json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { ChildProcess.kill(process) }
        // The first game's line arrives while the run goes on; then the run is stopped as a session's end would.
        let drain = PipeDrain(output)
        _ = try await drain.firstLine(by: .now + .seconds(120))
        process.terminate()
        _ = try await ChildProcess.exit(of: process, within: .seconds(60))
        let text = drain.textOfEndedWriters()
        #expect(text.hasSuffix("\n"), "no line is left half written")
        let games = try objects(text)
        #expect(!games.isEmpty && games.count < 100000)
        for (index, game) in games.enumerated() {
            #expect(game["seed"] as? Int == 1 + index && game["moves"] is String)
        }
    }

    @Test("--quick plays at the page's quick setting, games that replay to their score")
    func quickSetting() async throws {
        let result = try await ai("2048", "--games", "1", "--seed", "5", "--quick", "--json")
        #expect(result.status == 0, "\(result.error)")
        let lines = try objects(result.output)
        try #require(lines.count == 2)
        let moves = try #require(lines[0]["moves"] as? String)
        #expect(try await replayed("2048", seed: 5, moves: moves)["score"] as? Int == lines[0]["score"] as? Int)
    }

    @Test("a hint gives the best move and a value for each direction that changes the board")
    func hint() async throws {
        let result = try await ai("2048", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "--hint", "--depth", "2")
        #expect(result.status == 0, "\(result.error)")
        let answer = try #require(try objects(result.output).first)
        let values = try #require(answer["values"] as? [String: Double])
        #expect(Set(values.keys) == ["R", "D"], "left and up change nothing")
        #expect(["R", "D"].contains(answer["best"] as? String ?? ""))
    }

    @Test(
        "a hint gives the best of the directions that change the board, on 2048 of another size and on Triples",
        arguments: [
            ("2048", "2,2,0/0,4,0/0,0,0"),  // 3×3: the search over the reference rules
            ("triples", "1,2,3,0/0,0,0,0/0,0,0,0/0,0,0,0"),
        ])
    func hintOnOtherBoards(game: String, board: String) async throws {
        let result = try await ai(game, "--board", board, "--hint", "--depth", "2")
        #expect(result.status == 0, "\(result.error)")
        let answer = try #require(try objects(result.output).first)
        let values = try #require(answer["values"] as? [String: Double])
        #expect(Set(values.keys) == ["L", "R", "D"], "up changes nothing")
        let best = try #require(answer["best"] as? String)
        #expect(values[best] == values.values.max())
    }

    @Test("with --spawn twos-only a hint weighs only twos, and the games replay with the same --spawn")
    func twosOnly() async throws {
        func values(_ options: String...) async throws -> [String: Double] {
            let result = try await ToolSupport.run(
                ToolSupport.tesseraExecutable,
                ["ai", "2048", "--board", "2,4,8,16/0,2,0,4/0,0,0,2/0,0,0,0", "--hint", "--depth", "2"] + options)
            return try #require(try objects(result.output).first?["values"] as? [String: Double])
        }
        let (withFours, twosOnly) = (try await values(), try await values("--spawn", "twos-only"))
        #expect(Set(withFours.keys) == Set(twosOnly.keys))
        #expect(withFours != twosOnly, "a spawned 4 makes another board than a 2")
        let games = try await ai(
            "2048", "--games", "1", "--seed", "4", "--depth", "1", "--spawn", "twos-only", "--json")
        #expect(games.status == 0, "\(games.error)")
        let line = try #require(try objects(games.output).first)
        let moves = try #require(line["moves"] as? String)
        let replay = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["replay", "2048", "--seed", "4", "--spawn", "twos-only", "--moves", moves])
        #expect(try objects(replay.output).first?["score"] as? Int == line["score"] as? Int)
    }

    @Test(
        "bad options are refused saying what is wrong",
        arguments: [
            (["2048", "--depth", "0"], "--depth is 1 to 16"),
            (["2048", "--depth", "3", "--time-ms", "5"], "not more"),
            (["2048", "--quick", "--depth", "3"], "not more"),
            (["2048", "--hint"], "--hint and --board go together"),
            (["triples", "--formation"], "--formation plays 2048 on 4×4 with twos and fours"),
            (["2048", "--formation", "--spawn", "twos-only"], "--formation plays 2048 on 4×4"),
            (["2048", "--formation", "--quick"], "not with Triples, --spawn twos-only, --time-ms, --quick or --hint"),
            (["2048", "--formation", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "--hint"], "--formation plays"),
            (["triples", "--board", "1,0,0/0,0,0/0,0,0", "--hint"], "4×4"),
            (["triples", "--games", "1", "--spawn", "twos-only"], "Triples takes no spawn rule"),
            (["2048", "--time-ms", "0"], "--time-ms"),
            (["2048", "--time-ms", "inf"], "at most 3600000"),
            (["2048", "--time-ms", "1e20"], "at most 3600000"),
            (["2048", "--time-ms", "nan"], "--time-ms"),
            (
                ["2048", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "--hint", "--games", "3"],
                "are for playing games"
            ),
            (["2048", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "--hint", "--seed", "3"], "are for playing games"),
            (["2048", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "--hint", "--json"], "prints it as JSON"),
            (["2048", "--board", "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,3", "--hint"], "row 4"),
            // A negative number is refused for what it is, not taken for an option with its value missing.
            (["2048", "--games", "-3"], "--games is 1 or more, not -3"),
            (["2048", "--jobs", "-1"], "--jobs is 1 or more, not -1"),
            (["2048", "--time-ms", "5000000"], "at most 3600000 (an hour), not 5000000\n"),
            (["2048", "--depth", "-2"], "--depth is 1 to 16"),
            (["2048", "--seed", "-1"], "'-1' is invalid for '--seed"),
            (
                ["2048", "--games", "2", "--seed", "18446744073709551615"],
                "--games 2 from --seed 18446744073709551615 would run past the largest seed",
            ),
        ])
    func badOptions(arguments: [String], message: String) async throws {
        let result = try await ToolSupport.run(ToolSupport.tesseraExecutable, ["ai"] + arguments)
        #expect(result.status != 0)
        #expect(result.error.contains(message), "\(result.error)")
    }
}
