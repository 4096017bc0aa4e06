import Foundation
import Testing
@testable import TesseraWasm
import TesseraRules
import TestSupport

/// One call of a TesseraWasm export: its name and its argument (a number, or text for the input buffer).
private struct Call {
    var export: String
    var argument: String?

    var line: String { argument.map { "\(export)\t\($0)" } ?? export }
}

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [Call]) -> [String] {
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
        let status: Int32 = switch call.export {
        case "tessera_rules_version": rulesVersion()
        case "tessera_new_game": newGame(length)
        case "tessera_move": move(length)
        case "tessera_keep_going": keepGoing()
        case "tessera_state": state()
        case "tessera_save": save()
        case "tessera_restore": restore(length)
        case "tessera_replay": replay(length)
        default: -1
        }
        return "\(status)\t\(String(decoding: Exchange.result, as: UTF8.self))"
    }
}

/// A script of calls that plays several games through every export, errors included.
private func script() -> [Call] {
    var calls = [Call(export: "tessera_state"), Call(export: "tessera_rules_version")]
    let setups = ["2048;4;twos-and-fours;1", "2048;3;twos-only;deterministic", "2048;6;;18446744073709551615",
                  "2048;8;twos-and-fours;99", "triples;;;deterministic", "triples;;;20261121"]
    var pattern = Xoshiro256StarStar(seed: 2026)
    for setup in setups {
        calls.append(Call(export: "tessera_new_game", argument: setup))
        var moves = ""
        for step in 0..<400 {
            let direction = pattern.draw(4)
            moves.append(["L", "R", "U", "D"][direction])
            calls.append(Call(export: "tessera_move", argument: String(direction)))
            if step % 97 == 0 { calls.append(Call(export: "tessera_state")) }
        }
        calls.append(Call(export: "tessera_keep_going"))
        calls.append(Call(export: "tessera_save"))
        calls.append(Call(export: "tessera_replay", argument: "\(setup);\(moves.prefix(150))"))
    }
    calls += [
        Call(export: "tessera_restore", argument: "tessera-save;v=1;game=triples;size=4;spawn=twos-and-fours;seed=5;generator=x:1,2,3,4;next-id=3;score=9;moves=2;won=0;kept-going=0;board=3@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,6@2"),
        Call(export: "tessera_move", argument: "0"),
        Call(export: "tessera_move", argument: "7"),
        Call(export: "tessera_restore", argument: "tessera-save;v=9"),
        Call(export: "tessera_new_game", argument: "2048;2;;1"),
        Call(export: "tessera_new_game", argument: "chess;;;1"),
        Call(export: "tessera_replay", argument: "2048;4;;1;LRUDX"),
        Call(export: "tessera_state"),
    ]
    return calls
}

@Suite("The wasm exports: native and wasm agree, the state JSON is pinned, the shipped module is current", .serialized)
struct NativeWasmEquivalenceTests {
    static let node = ToolSupport.which("node") ?? ToolSupport.which("nodejs")

    @Test("the same calls give identical boards, events, scores, saves and errors natively and in wasm",
          .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() throws {
        let node = try #require(Self.node, "node is needed to run the wasm module")
        let wasm = shippedWasm.path
        let calls = script()
        // Restores need the saves the script produced, which both sides produce identically; run the
        // native side first, then feed each save back as a restore on both sides.
        var native = runNatively(calls)
        var withRestores = calls
        for (index, call) in calls.enumerated().reversed() where call.export == "tessera_save" {
            let saveText = String(native[index].dropFirst(2))
            withRestores.insert(contentsOf: [Call(export: "tessera_restore", argument: saveText),
                                             Call(export: "tessera_move", argument: "2")], at: index + 1)
        }
        native = runNatively(withRestores)
        let driver = ToolSupport.packageRoot.appendingPathComponent("Tests/TesseraWasmTests/driver.mjs").path
        let result = try ToolSupport.run(node, [driver, wasm], input: withRestores.map(\.line).joined(separator: "\n"))
        #expect(result.status == 0, "\(result.error)")
        let fromWasm = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(fromWasm.count == native.count)
        for (index, (ours, theirs)) in zip(native, fromWasm).enumerated() where ours != theirs {
            Issue.record("call \(index) \(withRestores[index].line): native \(ours) but wasm \(theirs)")
            break
        }
        #expect(native.contains { $0.hasPrefix("1\t{\"error\":") }, "the script exercises errors")
    }

    @Test("a long session reuses freed memory instead of growing it on every move",
          .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func memoryStaysBounded() throws {
        let node = try #require(Self.node, "node is needed to run the wasm module")
        var lines = ["tessera_new_game\t2048;8;;1"]
        for move in 0..<20_000 {
            lines.append("tessera_move\t\(move % 4)")
            if move % 500 == 499 { lines += ["tessera_save", "tessera_state", "tessera_new_game\t2048;8;;\(move)"] }
        }
        lines.append("memory_bytes")
        let driver = ToolSupport.packageRoot.appendingPathComponent("Tests/TesseraWasmTests/driver.mjs").path
        let result = try ToolSupport.run(node, [driver, shippedWasm.path], input: lines.joined(separator: "\n"))
        let bytes = try #require(Int(result.output.split(separator: "\n").last?.split(separator: "\t").last ?? ""))
        #expect(bytes <= 2 << 20, "memory grew to \(bytes) bytes over 20,000 moves")
    }

    @Test("the wasm module stays under 100 KB")
    func moduleSize() throws {
        let size = try Data(contentsOf: shippedWasm).count
        #expect(size > 10_000 && size < 100_000, "tessera.wasm is \(size) bytes")
    }

    @Test("the page's tessera.wasm is byte for byte a fresh build of the rules",
          .enabled(if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
                   "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() throws {
        let script = ToolSupport.packageRoot.appendingPathComponent("Scripts/build-wasm").path
        let build = try ToolSupport.run("/bin/bash", [script])
        try #require(build.status == 0, "the wasm build failed: \(build.error)")
        let fresh = try Data(contentsOf: URL(fileURLWithPath: build.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(fresh == (try Data(contentsOf: shippedWasm)),
                "Sources/TesseraServer/Web/tessera.wasm is stale: run Scripts/build-wasm --install and commit it")
    }

    @Test("a new game's state has this exact JSON: the page reads it")
    func newGameStateJSON() {
        let output = runNatively([Call(export: "tessera_new_game", argument: "triples;;;deterministic")])
        #expect(output == ["0\t" + #"{"summary":{"game":"triples","board":"1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0","score":6,"over":false,"won":false,"maxTile":2,"moveCount":0},"#
            + #""seed":"deterministic","size":4,"spawn":"twos-and-fours","showingWin":false,"#
            + #""tiles":[{"id":1,"value":1,"at":[0,0]},{"id":2,"value":1,"at":[0,3]},{"id":3,"value":2,"at":[1,1]},{"id":4,"value":2,"at":[1,3]}]}"#])
    }
}

/// The module the server ships, which the page loads.
private let shippedWasm = ToolSupport.packageRoot.appendingPathComponent("Sources/TesseraServer/Web/tessera.wasm")
