import Foundation
import TesseraRules
import TestSupport
import Testing

@testable import TilesWasm

/// One call of a TilesWasm export: its name and its argument (a number, or text for the input buffer).
private struct Call {
    var export: String
    var argument: String?

    var line: String { argument.map { "\(export)\t\($0)" } ?? export }
}

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [Call]) -> [String] {
    NativeWasm.exclusive {
        current = nil
        return calls.map { call in
            var length: Int32 = 0
            if let argument = call.argument, Int32(argument) == nil {
                let bytes = Array(argument.utf8)
                length = Int32(bytes.count)
                let address = input(length)
                for (offset, byte) in bytes.enumerated() { address[offset] = byte }
            } else if let argument = call.argument {
                length = Int32(argument)!
            }
            let status: Int32 =
                switch call.export {
                case "tiles_rules_version": rulesVersion()
                case "tiles_catalog": catalog()
                case "tiles_board": board(length)
                case "tiles_new_game": newGame(length)
                case "tiles_move": move(length)
                case "tiles_keep_going": keepGoing()
                case "tiles_state": state()
                case "tiles_save": save()
                case "tiles_restore": restore(length)
                default: -1
                }
            let result = UnsafeBufferPointer(start: output(), count: Int(outputLength()))
            return "\(status)\t\(String(decoding: result, as: UTF8.self))"
        }
    }
}

/// A script of calls that plays several games through every export, errors included.
private func script() -> [Call] {
    var calls = [Call(export: "tiles_state"), Call(export: "tiles_rules_version"), Call(export: "tiles_catalog")]
    let setups = [
        "2048-4-twos-and-fours;1", "2048-3-twos-only;deterministic", "2048-6-twos-and-fours;18446744073709551615",
        "2048-8-twos-and-fours;99", "triples;deterministic", "triples;20261121",
    ]
    var pattern = Xoshiro256StarStar(seed: 2026)
    for setup in setups {
        calls.append(Call(export: "tiles_new_game", argument: setup))
        for step in 0..<400 {
            let direction = pattern.draw(4)
            calls.append(Call(export: "tiles_move", argument: String(direction)))
            if step % 97 == 0 { calls.append(Call(export: "tiles_state")) }
        }
        calls.append(Call(export: "tiles_keep_going"))
        calls.append(Call(export: "tiles_save"))
    }
    calls += [
        Call(
            export: "tiles_restore",
            argument:
                "tessera-save;v=1;game=triples;size=4;spawn=twos-and-fours;seed=5;generator=x:1,2,3,4;next-id=3;score=9;moves=2;won=0;kept-going=0;board=3@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,6@2"
        ),
        Call(export: "tiles_move", argument: "0"),
        Call(export: "tiles_move", argument: "7"),
        Call(export: "tiles_restore", argument: "tessera-save;v=9"),
        Call(export: "tiles_new_game", argument: "2048-2-twos-only;1"),
        Call(export: "tiles_new_game", argument: "chess;1"),
        Call(export: "tiles_new_game", argument: "2048;4;;1"),
        Call(export: "tiles_board", argument: "2048;5;twos-only"),
        Call(export: "tiles_board", argument: "triples;6;twos-only"),
        Call(export: "tiles_board", argument: "2048;9;"),
        Call(export: "tiles_state"),
    ]
    return calls
}

@Suite("The wasm exports: native and wasm agree, the state JSON is pinned, the shipped module is current", .serialized)
struct NativeWasmEquivalenceTests {
    static let node = ToolSupport.which("node") ?? ToolSupport.which("nodejs")

    @Test(
        "the same calls give identical boards, events, scores, saves and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() throws {
        let node = try #require(Self.node, "node is needed to run the wasm module")
        let wasm = shippedWasm.path
        let calls = script()
        // Restores need the saves the script produced, which both sides produce identically; run the
        // native side first, then feed each save back as a restore on both sides.
        var native = runNatively(calls)
        var withRestores = calls
        for (index, call) in calls.enumerated().reversed() where call.export == "tiles_save" {
            let saveText = String(native[index].dropFirst(2))
            withRestores.insert(
                contentsOf: [
                    Call(export: "tiles_restore", argument: saveText),
                    Call(export: "tiles_move", argument: "2"),
                ], at: index + 1)
        }
        native = runNatively(withRestores)
        let result = try ToolSupport.run(
            node, [ToolSupport.wasmDriver, wasm, "tiles"], input: withRestores.map(\.line).joined(separator: "\n"))
        #expect(result.status == 0, "\(result.error)")
        let fromWasm = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        #expect(fromWasm.count == native.count)
        for (index, (ours, theirs)) in zip(native, fromWasm).enumerated() where ours != theirs {
            Issue.record("call \(index) \(withRestores[index].line): native \(ours) but wasm \(theirs)")
            break
        }
        #expect(native.contains { $0.hasPrefix("1\t{\"error\":") }, "the script exercises errors")
    }

    @Test(
        "a long session reuses freed memory instead of growing it on every move",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func memoryStaysBounded() throws {
        let node = try #require(Self.node, "node is needed to run the wasm module")
        var lines = ["tiles_new_game\t2048-8-twos-and-fours;1"]
        for move in 0..<20_000 {
            lines.append("tiles_move\t\(move % 4)")
            if move % 500 == 499 {
                lines += ["tiles_save", "tiles_state", "tiles_new_game\t2048-8-twos-and-fours;\(move)"]
            }
        }
        lines.append("memory_bytes")
        let result = try ToolSupport.run(
            node, [ToolSupport.wasmDriver, shippedWasm.path, "tiles"], input: lines.joined(separator: "\n"))
        let answers = result.output.split(separator: "\n")
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
    func shippedWasmIsFresh() throws {
        let script = ToolSupport.packageRoot.appendingPathComponent("Scripts/build-wasm").path
        let build = try ToolSupport.run("/bin/bash", [script])
        try #require(build.status == 0, "the wasm build failed: \(build.error)")
        let folder = URL(fileURLWithPath: build.output.trimmingCharacters(in: .whitespacesAndNewlines))
        let fresh = try Data(contentsOf: folder.appendingPathComponent("tiles.wasm"))
        #expect(
            fresh == (try Data(contentsOf: shippedWasm)),
            "Sources/TesseraServer/Web/wasm/tiles.wasm is stale: run Scripts/build-wasm --install and commit it")
    }

    @Test("the catalog and a form's board have this exact JSON: the page builds its options and lists from it")
    func catalogJSON() {
        let boards =
            [3, 4, 5, 6, 7, 8].flatMap { size in
                [("twos-and-fours", "2s and 4s"), ("twos-only", "2s only")].map { spawn, title in
                    #"{"board":"2048-\#(size)-\#(spawn)","game":"2048","size":\#(size),"spawn":"\#(spawn)","title":"2048 · \#(size)×\#(size) · \#(title)"}"#
                }
            } + [#"{"board":"triples","game":"triples","size":4,"spawn":null,"title":"Triples"}"#]
        let output = runNatively([
            Call(export: "tiles_catalog"), Call(export: "tiles_board", argument: "triples;6;twos-only"),
            Call(export: "tiles_board", argument: "2048;;"),
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

    @Test("a new game's state has this exact JSON: the page reads it")
    func newGameStateJSON() {
        let output = runNatively([Call(export: "tiles_new_game", argument: "triples;deterministic")])
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
private let shippedWasm = ToolSupport.packageRoot.appendingPathComponent("Sources/TesseraServer/Web/wasm/tiles.wasm")
