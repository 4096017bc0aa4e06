import Foundation
import TesseraRules
import TestSupport
import Testing

@testable import TilesWasm

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [WasmCall]) async -> [String] {
    let module = NativeWasm.Module(
        reset: { current = nil },
        call: { export, arguments in
            let argument = Int32(arguments.first ?? 0)
            return switch export {
            case "tiles_rules_version": rulesVersion()
            case "tiles_catalog": catalog()
            case "tiles_board": board(argument)
            case "tiles_new_game": newGame(argument)
            case "tiles_move": move(argument)
            case "tiles_keep_going": keepGoing()
            case "tiles_state": state()
            case "tiles_save": save()
            case "tiles_restore": restore(argument)
            case "tiles_ranked_moves": rankedMoves(argument)
            default: -1
            }
        })
    return await NativeWasm.run(calls, in: module)
}

/// A save that no game of the script reaches (its board cannot follow from its seed).
private let madeUpSave =
    "tessera-save;v=1;game=triples;size=4;spawn=twos-and-fours;seed=5;generator=x:1,2,3,4;next-id=3;score=9;moves=2;won=0;kept-going=0;board=3@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,6@2"

/// The letters of the moves the script played in the game it saves at `index` (`tiles_move` 0…3: `L R U D`).
private func letters(before index: Int, in calls: [WasmCall]) -> String {
    let start = calls[..<index].lastIndex { $0.export == "tiles_new_game" } ?? 0
    return String(
        calls[start..<index].compactMap { call in
            call.export == "tiles_move" ? Array("LRUD")[Int(call.argument!)!] : nil
        })
}

/// A script of calls that plays several games through every export, errors included.
private func script() -> [WasmCall] {
    var calls = [
        WasmCall(export: "tiles_state"), WasmCall(export: "tiles_rules_version"), WasmCall(export: "tiles_catalog"),
    ]
    let setups = [
        "2048-4-twos-and-fours;1", "2048-3-twos-only;deterministic", "2048-6-twos-and-fours;18446744073709551615",
        "2048-8-twos-and-fours;99", "triples;deterministic", "triples;20261121",
    ]
    var pattern = Xoshiro256StarStar(seed: 2026)
    for setup in setups {
        calls.append(WasmCall(export: "tiles_new_game", argument: setup))
        for step in 0..<400 {
            let direction = pattern.draw(4)
            calls.append(WasmCall(export: "tiles_move", argument: String(direction)))
            if step % 97 == 0 { calls.append(WasmCall(export: "tiles_state")) }
        }
        calls.append(WasmCall(export: "tiles_keep_going"))
        calls.append(WasmCall(export: "tiles_save"))
    }
    // A game saved without Keep going (a 2048 save that kept going without a win cannot be read back),
    // so that its own letters reach its save.
    calls.append(WasmCall(export: "tiles_new_game", argument: "2048-5-twos-only;3"))
    for _ in 0..<60 { calls.append(WasmCall(export: "tiles_move", argument: String(pattern.draw(4)))) }
    calls.append(WasmCall(export: "tiles_save"))
    calls += [
        WasmCall(export: "tiles_restore", argument: madeUpSave),
        WasmCall(export: "tiles_move", argument: "0"),
        WasmCall(export: "tiles_move", argument: "7"),
        WasmCall(export: "tiles_restore", argument: "tessera-save;v=9"),
        WasmCall(export: "tiles_new_game", argument: "2048-2-twos-only;1"),
        WasmCall(export: "tiles_new_game", argument: "chess;1"),
        WasmCall(export: "tiles_new_game", argument: "2048;4;;1"),
        WasmCall(export: "tiles_board", argument: "2048;5;twos-only"),
        WasmCall(export: "tiles_board", argument: "triples;6;twos-only"),
        WasmCall(export: "tiles_board", argument: "2048;9;"),
        WasmCall(export: "tiles_ranked_moves", argument: "LRUD;" + madeUpSave),
        WasmCall(export: "tiles_ranked_moves", argument: "LRQD;" + madeUpSave),
        WasmCall(export: "tiles_ranked_moves", argument: "L;tessera-save;v=9"),
        WasmCall(export: "tiles_ranked_moves", argument: "LRUD"),
        WasmCall(export: "tiles_state"),
    ]
    return calls
}

@Suite("The wasm exports: native and wasm agree, the state JSON is pinned, the shipped module is current", .serialized)
struct NativeWasmEquivalenceTests {
    static let node = NativeWasm.node

    @Test(
        "the same calls give identical boards, events, scores, saves and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() async throws {
        try #require(NativeWasm.node != nil, "node is needed to run the wasm module")
        let calls = script()
        // Restores need the saves the script produced, which both sides produce identically; run the
        // native side first, then feed each save back as a restore on both sides, and to the ranked
        // moves check with the letters of its game.
        var native = await runNatively(calls)
        var withRestores = calls
        for (index, call) in calls.enumerated().reversed() where call.export == "tiles_save" {
            let saveText = String(native[index].dropFirst(2))
            withRestores.insert(
                contentsOf: [
                    WasmCall(
                        export: "tiles_ranked_moves", argument: letters(before: index, in: calls) + ";" + saveText),
                    WasmCall(export: "tiles_restore", argument: saveText),
                    WasmCall(export: "tiles_move", argument: "2"),
                ], at: index + 1)
        }
        native = await runNatively(withRestores)
        let wasm = try await NativeWasm.runInNode(withRestores, module: "tiles")
        #expect(wasm.status == 0, "\(wasm.error)")
        if let difference = NativeWasm.firstDisagreement(withRestores, native: native, wasm: wasm.answers) {
            Issue.record("\(difference)")
        }
        #expect(native.contains { $0.hasPrefix("1\t{\"error\":") }, "the script exercises errors")
        #expect(native.contains { $0.hasSuffix(#""reaches":true}"#) }, "a game's own letters reach its save")
    }

    @Test(
        "a long session reuses freed memory instead of growing it on every move",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func memoryStaysBounded() async throws {
        try #require(NativeWasm.node != nil, "node is needed to run the wasm module")
        let newGame = { (seed: Int) in WasmCall(export: "tiles_new_game", argument: "2048-8-twos-and-fours;\(seed)") }
        var calls = [newGame(1)]
        for move in 0..<20_000 {
            calls.append(WasmCall(export: "tiles_move", argument: "\(move % 4)"))
            if move % 500 == 499 {
                calls += [WasmCall(export: "tiles_save"), WasmCall(export: "tiles_state"), newGame(move)]
            }
        }
        calls.append(WasmCall(export: "memory_bytes"))
        let answers = try await NativeWasm.runInNode(calls, module: "tiles").answers
        #expect(answers.dropLast().allSatisfy { $0.hasPrefix("0\t") }, "every call succeeds, so every move is played")
        let bytes = try #require(Int(answers.last?.split(separator: "\t").last ?? ""))
        #expect(bytes <= 2 << 20, "memory grew to \(bytes) bytes over 20,000 moves")
    }

    @Test("the wasm module stays under 100 KB")
    func moduleSize() throws {
        let size = try Data(contentsOf: shippedWasm).count
        #expect(size > 10_000 && size < 100_000, "tiles.wasm is \(size) bytes")
    }

    @Test(
        "the page's tiles.wasm is byte for byte a fresh build of the rules",
        .enabled(
            if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
            "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() async throws {
        #expect(
            try await NativeWasm.freshBuild("tiles") == (try Data(contentsOf: shippedWasm)),
            "Sources/TesseraServer/Web/wasm/tiles.wasm is stale: run Scripts/build-wasm --install and commit it")
    }

    @Test("the catalog and a form's board have this exact JSON: the page builds its options and lists from it")
    func catalogJSON() async {
        let boards =
            [3, 4, 5, 6, 7, 8].flatMap { size in
                [("twos-and-fours", "2s and 4s"), ("twos-only", "2s only")].map { spawn, title in
                    #"{"board":"2048-\#(size)-\#(spawn)","game":"2048","size":\#(size),"spawn":"\#(spawn)","title":"2048 · \#(size)×\#(size) · \#(title)"}"#
                }
            } + [#"{"board":"triples","game":"triples","size":4,"spawn":null,"title":"Triples"}"#]
        let output = await runNatively([
            WasmCall(export: "tiles_catalog"), WasmCall(export: "tiles_board", argument: "triples;6;twos-only"),
            WasmCall(export: "tiles_board", argument: "2048;;"),
        ])
        #expect(
            output == [
                "0\t" + #"{"rulesVersion":1,"games":[{"game":"2048","title":"2048","sizes":[3,4,5,6,7,8],"#
                    + #""spawns":[{"spawn":"twos-and-fours","title":"2s and 4s"},{"spawn":"twos-only","title":"2s only"}],"#
                    + #""defaultBoard":"2048-4-twos-and-fours"},"#
                    + #"{"game":"triples","title":"Triples","sizes":[],"spawns":[],"defaultBoard":"triples"}],"#
                    + #""boards":["# + boards.joined(separator: ",") + "]}",
                "0\t" + #"{"board":"triples","game":"triples","size":4,"spawn":null,"title":"Triples"}"#,
                "0\t"
                    + #"{"board":"2048-4-twos-and-fours","game":"2048","size":4,"spawn":"twos-and-fours","title":"2048 · 4×4 · 2s and 4s"}"#,
            ])
    }

    @Test("the ranked moves check drops idle moves and says if the rest reach the save, in this exact JSON")
    func rankedMovesJSON() async throws {
        // Each direction until it changes nothing: the letters then hold idle moves.
        let setup = try TileSetup(text: Array("2048-4-twos-and-fours;7".utf8))
        var game = setup.newGame()
        var letters = ""
        var changing = ""
        for letter in "LURDLURD".utf8 {
            let direction = try #require(Direction(letter: letter))
            for _ in 0..<20 {
                letters.append(Character(Unicode.Scalar(letter)))
                guard game.move(direction).moved else { break }
                changing.append(Character(Unicode.Scalar(letter)))
            }
        }
        try #require(!game.isOver && changing.count > 8 && changing.count < letters.count)
        let save = SavedTileGame(setup: setup, game: game).text
        let output = await runNatively([
            WasmCall(export: "tiles_new_game", argument: "triples;deterministic"),
            WasmCall(export: "tiles_ranked_moves", argument: letters + ";" + save),
            WasmCall(export: "tiles_ranked_moves", argument: changing + ";" + save),
            WasmCall(export: "tiles_ranked_moves", argument: String(changing.dropLast()) + ";" + save),
            WasmCall(export: "tiles_ranked_moves", argument: "LXU;" + save),
            WasmCall(export: "tiles_state"),
        ])
        #expect(
            Array(output.dropFirst()) == [
                "0\t" + #"{"moves":"\#(changing)","reaches":true}"#,
                "0\t" + #"{"moves":"\#(changing)","reaches":true}"#,
                "0\t" + #"{"moves":"\#(changing.dropLast())","reaches":false}"#,
                "1\t" + #"{"error":"move 2: 'X' is not a move; use the letters L, R, U and D"}"#,
                output[0],
            ], "the current game is the one started before the checks")
    }

    @Test("a new game's state has this exact JSON: the page reads it")
    func newGameStateJSON() async {
        let output = await runNatively([WasmCall(export: "tiles_new_game", argument: "triples;deterministic")])
        #expect(
            output == [
                "0\t"
                    + #"{"summary":{"game":"triples","board":"1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0","score":6,"over":false,"won":false,"maxTile":2,"moveCount":0},"#
                    + #""board":"triples","game":"triples","seed":"deterministic","size":4,"spawn":null,"showingWin":false,"#
                    + #""tiles":[{"id":1,"value":1,"at":[0,0]},{"id":2,"value":1,"at":[0,3]},{"id":3,"value":2,"at":[1,1]},{"id":4,"value":2,"at":[1,3]}]}"#
            ])
    }
}

/// The module the server ships, which the page loads.
private let shippedWasm = NativeWasm.shipped("tiles")
