import Foundation
import TesseraAI
import TesseraRules
import TestSupport
import Testing

@testable import AIWasm

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [WasmCall]) async -> [String] {
    let module = NativeWasm.Module(
        reset: { players = [] },
        call: { export, arguments in
            export == "ai_choose" ? choose(Int32(arguments.first ?? 0)) : -1
        })
    return await NativeWasm.run(calls, in: module)
}

/// The save of a game of `variant` from `seed` after `moves` moves chosen one move deep (quick to make).
private func save(_ variant: TileVariant, seed: UInt64, moves: Int) -> String {
    let setup = TileSetup(variant: variant, seed: .seeded(seed))
    let player = AIPlayer(variant: variant)
    let played = player.play(setup, settings: SearchSettings(depth: 1), moveLimit: moves)
    return SavedTileGame(setup: setup, game: played.game).text
}

/// A save of a 2048 `variant` holding `board` (in notation), written as the page's tile module writes one.
private func save(_ variant: TileVariant, board: String) -> String {
    let setup = TileSetup(variant: variant, seed: .seeded(1))
    return SavedTileGame(setup: setup, game: setup.newGame()).text
        .replacingOccurrences(of: #"next-id=[0-9]+"#, with: "next-id=100", options: .regularExpression)
        .replacingOccurrences(of: #"board=.*$"#, with: "board=" + board, options: .regularExpression)
}

/// The answer without its timing, the one part that differs from run to run.
private func untimed(_ answer: String) -> String {
    answer.replacingOccurrences(of: #""ms":[0-9.]+"#, with: #""ms":_"#, options: .regularExpression)
}

/// A script over both 4×4 games, both 2048 spawn rules, a larger board and the refusals.
private func script() -> [WasmCall] {
    var calls: [WasmCall] = []
    let variants: [TileVariant] = [
        .classic2048, .twentyFortyEight(size: 4, spawn: .twosOnly), .triples,
        .twentyFortyEight(size: 5, spawn: .twosAndFours),
    ]
    for variant in variants {
        for (seed, moves) in [(UInt64(3), 0), (11, 40), (12, 150)] {
            for depth in 1...3 {
                calls.append(
                    WasmCall(export: "ai_choose", argument: "depth=\(depth);" + save(variant, seed: seed, moves: moves))
                )
            }
        }
    }
    let over = save(.classic2048, board: "2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2")
    let game = save(.classic2048, seed: 5, moves: 10)
    calls += [
        WasmCall(export: "ai_choose", argument: "depth=2;" + over),
        WasmCall(export: "ai_choose", argument: "depth=0;" + game),
        WasmCall(export: "ai_choose", argument: "depth=17;" + game),
        WasmCall(export: "ai_choose", argument: "ms=0;" + game),
        WasmCall(export: "ai_choose", argument: "ms=;" + game),
        WasmCall(export: "ai_choose", argument: "fast;" + game),
        WasmCall(export: "ai_choose", argument: "depth=2"),
        WasmCall(export: "ai_choose", argument: "depth=2;tessera-save;v=1;game=2048;size=4"),
        WasmCall(export: "ai_choose", argument: "depth=2;" + game.replacingOccurrences(of: "v=1", with: "v=99")),
    ]
    return calls
}

@Suite(
    "The AI wasm module: its choices, its refusals, native and wasm agree, the shipped module is current", .serialized)
struct AIWasmTests {
    static let node = NativeWasm.node

    @Test("a choice is the AI player's move on the save's board, with its depth and the moves it evaluated")
    func choiceIsThePlayersMove() async throws {
        let variant = TileVariant.classic2048
        let text = save(variant, seed: 21, moves: 60)
        let saved = try SavedTileGame(text: Array(text.utf8))
        let expected = AIPlayer(variant: variant).bestMove(for: saved.game.board, settings: SearchSettings(depth: 3))
        let answer = await runNatively([WasmCall(export: "ai_choose", argument: "depth=3;" + text)])[0]
        let fields = try #require(answer.split(separator: "\t", maxSplits: 1).last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(fields.utf8)) as? [String: Any])
        #expect(answer.hasPrefix("0\t"))
        #expect(json["best"] as? String == expected.best.map { String(decoding: [$0.letter], as: UTF8.self) })
        #expect(json["depth"] as? Int == 3)
        #expect(json["evaluated"] as? Int == Int(expected.evaluatedMoves))
        #expect(json["search"] as? String == "expectimax")
        let values = try #require(json["values"] as? [String: Double])
        for direction in Direction.allCases {
            let letter = String(decoding: [direction.letter], as: UTF8.self)
            let value = expected.values[direction].map(Double.init)
            #expect(values[letter].map { abs($0 - value!) < 0.001 } ?? (value == nil), "\(letter)")
        }
    }

    @Test("the search sees the board alone: two saves of one board with different generators get the same answer")
    func choiceIgnoresTheGenerator() async throws {
        let board = "2,4,8,16/0,0,0,0/0,2,0,0/0,0,0,4"
        let first = save(.classic2048, board: board)
        let other = first.replacingOccurrences(of: "seed=1", with: "seed=999")
            .replacingOccurrences(of: #"generator=x:[0-9,]+"#, with: "generator=x:1,2,3,4", options: .regularExpression)
        #expect(first != other)
        let answers = await runNatively([
            WasmCall(export: "ai_choose", argument: "depth=3;" + first),
            WasmCall(export: "ai_choose", argument: "depth=3;" + other),
        ])
        #expect(answers.map(untimed)[0] == answers.map(untimed)[1])
    }

    @Test("a finished game has no best move and no values")
    func finishedGameHasNoMove() async throws {
        let text = save(.classic2048, board: "2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2")
        let answer = await untimed(runNatively([WasmCall(export: "ai_choose", argument: "standard;" + text)])[0])
        #expect(answer == "0\t" + #"{"best":null,"values":{},"depth":4,"evaluated":0,"ms":_,"search":"expectimax"}"#)
    }

    @Test("a board beyond the bitboard (not 4×4) is searched on the reference rules, and the answer says so")
    func largerBoardIsSearchedOnTheReferenceRules() async throws {
        let variant = TileVariant.twentyFortyEight(size: 5, spawn: .twosAndFours)
        let text = save(variant, board: "2,2,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,4")
        let saved = try SavedTileGame(text: Array(text.utf8))
        let expected = AIPlayer(variant: variant).bestMove(for: saved.game.board, settings: SearchSettings(depth: 2))
        let answer = await untimed(runNatively([WasmCall(export: "ai_choose", argument: "depth=2;" + text)])[0])
        #expect(answer.contains(#""search":"reference""#))
        #expect(answer.contains(#""best":"\#(String(decoding: [expected.best!.letter], as: UTF8.self))""#))
        #expect(answer.contains(#""depth":2"#))
    }

    @Test("the quick and timed settings choose the move of largest value, searched at least one move deep")
    func timedSettingsChooseAMove() async throws {
        let text = save(.classic2048, seed: 8, moves: 200)
        for setting in ["quick", "ms=20"] {
            let answer = await runNatively([WasmCall(export: "ai_choose", argument: "\(setting);" + text)])[0]
            let fields = try #require(answer.split(separator: "\t", maxSplits: 1).last)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(fields.utf8)) as? [String: Any])
            let best = try #require(json["best"] as? String)
            let values = try #require(json["values"] as? [String: Double])
            #expect(values[best] == values.values.max(), "\(setting)")
            #expect((json["depth"] as? Int ?? 0) >= 1, "\(setting)")
        }
    }

    @Test("a setting or a save the module cannot read is refused with what was wrong, and loses nothing")
    func refusalsSayWhatWasWrong() async throws {
        // The refusals, then a question in the same run: the module still answers it.
        let after = WasmCall(export: "ai_choose", argument: "depth=1;" + save(.triples, seed: 2, moves: 5))
        let answers = await runNatively(script().suffix(8) + [after])
        #expect(
            answers.prefix(5).allSatisfy {
                $0.hasPrefix("1\t{\"error\":\"the search setting")
                    && $0.contains("quick, standard, ms=1…10000, depth=1…16")
            }, "\(answers)")
        for answer in answers.dropFirst(5).dropLast() {
            #expect(answer.hasPrefix("1\t{\"error\":"), "\(answer)")
        }
        #expect(answers.last?.hasPrefix("0\t{\"best\":") == true, "\(answers)")
    }

    @Test("one player serves each 2048 spawn rule at every size, and Triples: the module keeps three players' tables")
    func onePlayerPerSpawnRule() async throws {
        let variants = TileVariant.all
        let calls = variants.map { WasmCall(export: "ai_choose", argument: "depth=2;" + save($0, seed: 4, moves: 3)) }
        let answers = await runNatively(calls)
        #expect(answers.allSatisfy { $0.hasPrefix("0\t{\"best\":") }, "\(answers)")
        #expect(players.map(\.variant) == [.classic2048, .twentyFortyEight(size: 4, spawn: .twosOnly), .triples])
        // Each answer is the move a player of the board's own variant chooses.
        for (variant, answer) in zip(variants, answers) {
            let board = try SavedTileGame(text: Array(save(variant, seed: 4, moves: 3).utf8)).game.board
            let own = AIPlayer(variant: variant).bestMove(for: board, settings: SearchSettings(depth: 2))
            let best = own.best.map { "\"" + String(UnicodeScalar($0.letter)) + "\"" } ?? "null"
            #expect(answer.contains("\"best\":\(best)"), "\(variant): \(answer)")
        }
    }

    @Test(
        "the same calls give identical moves, values, depths, counts and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() async throws {
        try #require(NativeWasm.node != nil, "node is needed to run the wasm module")
        let calls = script()
        let native = await runNatively(calls).map(untimed)
        let wasm = try await NativeWasm.runInNode(calls, module: "ai")
        #expect(wasm.status == 0, "\(wasm.error)")
        if let difference = NativeWasm.firstDisagreement(calls, native: native, wasm: wasm.answers.map(untimed)) {
            Issue.record("\(difference)")
        }
        #expect(native.filter { $0.contains(#""search":"reference""#) }.count == 9, "the script plays a 5×5 board")
        #expect(native.filter { $0.hasPrefix("1\t{\"error\":") }.count == 8, "the script exercises refusals")
    }

    @Test(
        "the page's ai.wasm is byte for byte a fresh build of the AI",
        .enabled(
            if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
            "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() async throws {
        #expect(
            try await NativeWasm.freshBuild("ai") == (try Data(contentsOf: NativeWasm.shipped("ai"))),
            "Sources/TesseraServer/Web/wasm/ai.wasm is stale: run Scripts/build-wasm --install and commit it")
    }
}
