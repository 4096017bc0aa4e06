import Foundation
import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

@testable import PentominoWasm

/// One call of a PentominoWasm export: its name and its argument (text for the input buffer), if any.
private struct Call {
    var export: String
    var argument: String?

    var line: String { argument.map { "\(export)\t\($0)" } ?? export }
}

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [Call]) -> [String] {
    NativeWasm.exclusive {
        puzzle = PentominoPuzzle(board: .sixByTen)
        return calls.map { call in
            var length: Int32 = 0
            if let argument = call.argument {
                let bytes = Array(argument.utf8)
                length = Int32(bytes.count)
                let address = input(length)
                for (offset, byte) in bytes.enumerated() { address[offset] = byte }
            }
            let status: Int32 =
                switch call.export {
                case "pentomino_rules_version": rulesVersion()
                case "pentomino_catalog": catalog()
                case "pentomino_new": newPuzzle(length)
                case "pentomino_state": state()
                case "pentomino_place": place(length)
                case "pentomino_move": move(length)
                case "pentomino_rotate": rotate(length)
                case "pentomino_flip": flip(length)
                case "pentomino_remove": remove(length)
                case "pentomino_fit": fit(length)
                case "pentomino_hint": hint()
                case "pentomino_count": count()
                case "pentomino_solution_id": solutionID()
                case "pentomino_save": save()
                case "pentomino_restore": restore(length)
                default: -1
                }
            let result = UnsafeBufferPointer(start: output(), count: Int(outputLength()))
            return "\(status)\t\(String(decoding: result, as: UTF8.self))"
        }
    }
}

/// A script that plays every board through every export: hints to the end, counts on the way, errors included.
private func script() -> [Call] {
    var calls = [Call(export: "pentomino_catalog"), Call(export: "pentomino_rules_version")]
    for board in PentominoBoard.allCases {
        calls.append(Call(export: "pentomino_new", argument: board.name))
        calls.append(Call(export: "pentomino_count"))
        // Follow the solver's hints to a solution, counting after the first few placements.
        var puzzle = PentominoPuzzle(board: board)
        let solver = PentominoSolver(board: board)
        while let hint = solver.hint(for: puzzle) {
            try! puzzle.place(hint)
            calls.append(Call(export: "pentomino_hint"))
            calls.append(
                Call(
                    export: "pentomino_place",
                    argument: "\(hint.piece.name);\(hint.orientation);\(hint.origin.row);\(hint.origin.column)"))
            if puzzle.placements.count >= 3 && puzzle.placements.count <= 5 {
                calls.append(Call(export: "pentomino_count"))
            }
        }
        calls += [Call(export: "pentomino_solution_id"), Call(export: "pentomino_save")]
    }
    calls += [
        Call(export: "pentomino_new", argument: "6x10"),
        Call(export: "pentomino_place", argument: "L;0;0;0"),
        Call(export: "pentomino_rotate", argument: "L"),
        Call(export: "pentomino_flip", argument: "L"),
        Call(export: "pentomino_move", argument: "L;2;3"),
        Call(export: "pentomino_fit", argument: "P;1;1;3"),
        Call(export: "pentomino_fit", argument: "I;0;5;-2"),
        Call(export: "pentomino_place", argument: "L;0;0;0"),
        Call(export: "pentomino_place", argument: "Q;0;0;0"),
        Call(export: "pentomino_place", argument: "X;3;0;0"),
        Call(export: "pentomino_move", argument: "L;9;9"),
        Call(export: "pentomino_remove", argument: "L"),
        Call(export: "pentomino_remove", argument: "L"),
        Call(export: "pentomino_solution_id"),
        Call(export: "pentomino_new", argument: "7x7"),
        Call(
            export: "pentomino_restore",
            argument: "tessera-pentomino;v=1;board=3x20;squares=" + String(repeating: ".", count: 20) + "/"
                + String(repeating: ".", count: 20) + "/" + String(repeating: ".", count: 20)),
        Call(export: "pentomino_restore", argument: "tessera-pentomino;v=2;board=3x20;squares=."),
        Call(export: "pentomino_restore", argument: "hello"),
        Call(export: "pentomino_state"),
    ]
    return calls
}

@Suite(
    "The pentomino wasm module: native and wasm agree, its JSON is pinned, the shipped module is current", .serialized)
struct PentominoWasmTests {
    static let node = ToolSupport.which("node") ?? ToolSupport.which("nodejs")
    static let shipped = ToolSupport.packageRoot.appendingPathComponent("Sources/TesseraServer/Web/wasm/pentomino.wasm")

    @Test(
        "the same calls give identical boards, counts, hints, saves and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() throws {
        let node = try #require(Self.node, "node is needed to run the wasm module")
        let calls = script()
        let native = runNatively(calls)
        let result = try ToolSupport.run(
            node, [ToolSupport.wasmDriver, Self.shipped.path, "pentomino"],
            input: calls.map(\.line).joined(separator: "\n"))
        #expect(result.status == 0, "\(result.error)")
        let fromWasm = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        #expect(fromWasm.count == native.count)
        for (index, (ours, theirs)) in zip(native, fromWasm).enumerated() where ours != theirs {
            Issue.record("call \(index) \(calls[index].line): native \(ours) but wasm \(theirs)")
            break
        }
        #expect(native.contains { $0.hasPrefix("1\t{\"error\":") }, "the script exercises errors")
        #expect(native.filter { $0.contains("\"solved\":true") }.count >= 5, "the hints solve every board")
    }

    @Test("a placement answers with this exact JSON: the change and the state the page reads")
    func placeJSON() {
        let output = runNatively([
            Call(export: "pentomino_new", argument: "3x20"), Call(export: "pentomino_place", argument: "X;0;0;1"),
        ])
        #expect(
            output[1] == "0\t"
                + #"{"change":{"kind":"placed","piece":"X","from":null,"to":{"piece":"X","orientation":0,"origin":[0,1],"#
                + #""squares":[[0,2],[1,1],[1,2],[1,3],[2,2]]}},"state":{"board":"3x20","rows":3,"columns":20,"#
                + #""notation":"..X................./.XXX................/..X.................","#
                + #""placements":[{"piece":"X","orientation":0,"origin":[0,1],"squares":[[0,2],[1,1],[1,2],[1,3],[2,2]]}],"solved":false}}"#
        )
    }

    @Test("the catalog lists the 63 orientations and the boards with their holes, in this exact JSON")
    func catalogJSON() {
        let text = String(runNatively([Call(export: "pentomino_catalog")])[0].dropFirst(2))
        #expect(
            text.hasPrefix(
                #"{"rulesVersion":1,"pieces":[{"piece":"F","orientations":[[[0,1],[0,2],[1,0],[1,1],[2,1]],"#))
        #expect(text.hasSuffix(#"{"board":"8x8","rows":8,"columns":8,"holes":[[3,3],[3,4],[4,3],[4,4]]}]}"#))
        #expect(text.components(separatedBy: "]]").count - 1 == 63 + 1, "63 orientations, then the 8x8's holes")
    }

    @Test(
        "the page's pentomino.wasm is byte for byte a fresh build of the rules",
        .enabled(
            if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
            "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() throws {
        let script = ToolSupport.packageRoot.appendingPathComponent("Scripts/build-wasm").path
        let build = try ToolSupport.run("/bin/bash", [script])
        try #require(build.status == 0, "the wasm build failed: \(build.error)")
        let folder = URL(fileURLWithPath: build.output.trimmingCharacters(in: .whitespacesAndNewlines))
        let fresh = try Data(contentsOf: folder.appendingPathComponent("pentomino.wasm"))
        #expect(
            fresh == (try Data(contentsOf: Self.shipped)),
            "Sources/TesseraServer/Web/wasm/pentomino.wasm is stale: run Scripts/build-wasm --install and commit it")
    }
}
