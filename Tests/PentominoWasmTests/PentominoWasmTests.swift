import Foundation
import TesseraPentomino
import TesseraRules
import TestSupport
import Testing

@testable import PentominoWasm

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [WasmCall]) async -> [String] {
    let module = NativeWasm.Module(
        reset: { history = PentominoHistory(board: .sixByTen) },
        call: { export, arguments in
            // A text's length, for the exports that take text (reset takes its number as it is).
            let argument = { Int32(arguments.first ?? 0) }
            return switch export {
            case "pentomino_rules_version": rulesVersion()
            case "pentomino_catalog": catalog()
            case "pentomino_new": newPuzzle(argument())
            case "pentomino_state": state()
            case "pentomino_put": put(argument())
            case "pentomino_turn": turn(argument())
            case "pentomino_remove": remove(argument())
            case "pentomino_fit": fit(argument())
            case "pentomino_hint": hint()
            case "pentomino_reset": reset(arguments.first ?? 0)
            case "pentomino_undo": undo()
            case "pentomino_redo": redo()
            case "pentomino_history": historyState()
            case "pentomino_resume": resume(argument())
            case "pentomino_count": count()
            case "pentomino_solution_id": solutionID()
            case "pentomino_save": save()
            case "pentomino_restore": restore(argument())
            default: -1
            }
        })
    return await NativeWasm.run(calls, in: module)
}

/// A script that plays every board through every export: hints to the end, counts on the way, undo and redo, a
/// reset, the lists saved and resumed, errors included.
private func script() -> [WasmCall] {
    var calls = [WasmCall(export: "pentomino_catalog"), WasmCall(export: "pentomino_rules_version")]
    for board in PentominoBoard.allCases {
        calls.append(WasmCall(export: "pentomino_new", argument: board.name))
        calls.append(WasmCall(export: "pentomino_count"))
        // Follow the solver's hints to a solution, counting after the first few placements.
        var puzzle = PentominoPuzzle(board: board)
        let solver = PentominoSolver(board: board)
        while let hint = solver.hint(for: puzzle) {
            try! puzzle.place(hint)
            calls.append(WasmCall(export: "pentomino_hint"))
            if puzzle.placements.count >= 3 && puzzle.placements.count <= 5 {
                calls.append(WasmCall(export: "pentomino_count"))
            }
        }
        calls += [
            WasmCall(export: "pentomino_solution_id"), WasmCall(export: "pentomino_save"),
            WasmCall(export: "pentomino_undo"), WasmCall(export: "pentomino_undo"), WasmCall(export: "pentomino_redo"),
            WasmCall(export: "pentomino_history"),
        ]
    }
    calls += [
        WasmCall(export: "pentomino_new", argument: "6x10"),
        WasmCall(export: "pentomino_put", argument: "L;0;0;0"),
        WasmCall(export: "pentomino_turn", argument: "L;0"),
        WasmCall(export: "pentomino_turn", argument: "L;2"),
        WasmCall(export: "pentomino_turn", argument: "L;1"),
        WasmCall(export: "pentomino_turn", argument: "L;3"),
        WasmCall(export: "pentomino_turn", argument: "L;4"),
        WasmCall(export: "pentomino_turn", argument: "L;-1"),
        WasmCall(export: "pentomino_turn", argument: "L"),
        WasmCall(export: "pentomino_turn", argument: "Q;0"),
        WasmCall(export: "pentomino_turn", argument: "X;0"),
        WasmCall(export: "pentomino_put", argument: "L;0;2;3"),
        WasmCall(export: "pentomino_fit", argument: "P;1;1;3"),
        WasmCall(export: "pentomino_fit", argument: "I;0;5;-2"),
        WasmCall(export: "pentomino_put", argument: "L;0;2;3"),
        WasmCall(export: "pentomino_put", argument: "Q;0;0;0"),
        WasmCall(export: "pentomino_put", argument: "X;3;0;0"),
        WasmCall(export: "pentomino_put", argument: "L;0;9;9"),
        WasmCall(export: "pentomino_hint"),
        WasmCall(export: "pentomino_remove", argument: "L"),
        WasmCall(export: "pentomino_remove", argument: "L"),
        WasmCall(export: "pentomino_reset", argument: "4500"),
        WasmCall(export: "pentomino_reset", argument: "-5"),
        WasmCall(export: "pentomino_reset", argument: "100000000000000000"),
        WasmCall(export: "pentomino_put", argument: "X;0;1;1"),
        WasmCall(export: "pentomino_reset", argument: "3000000000000"),
        WasmCall(export: "pentomino_history"),
        WasmCall(export: "pentomino_undo"),
        WasmCall(export: "pentomino_undo"),
        WasmCall(export: "pentomino_history"),
        WasmCall(export: "pentomino_resume", argument: "3;tessera-pentomino-history;v=1;undo=X:-:0.0.0;redo="),
        WasmCall(export: "pentomino_resume", argument: "many;"),
        WasmCall(export: "pentomino_resume", argument: "2;"),
        WasmCall(export: "pentomino_undo"),
        WasmCall(export: "pentomino_redo"),
        WasmCall(export: "pentomino_solution_id"),
        WasmCall(export: "pentomino_new", argument: "7x7"),
        WasmCall(
            export: "pentomino_restore",
            argument: "tessera-pentomino;v=1;board=3x20;squares=" + String(repeating: ".", count: 20) + "/"
                + String(repeating: ".", count: 20) + "/" + String(repeating: ".", count: 20)),
        WasmCall(export: "pentomino_restore", argument: "tessera-pentomino;v=2;board=3x20;squares=."),
        WasmCall(export: "pentomino_restore", argument: "hello"),
        WasmCall(export: "pentomino_state"),
    ]
    return calls
}

@Suite(
    "The pentomino wasm module: native and wasm agree, its JSON is pinned, the shipped module is current", .serialized)
struct PentominoWasmTests {
    static let node = NativeWasm.node

    @Test(
        "the same calls give identical boards, counts, hints, saves and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() async throws {
        try #require(NativeWasm.node != nil, "node is needed to run the wasm module")
        let calls = script()
        let native = await runNatively(calls)
        let wasm = try await NativeWasm.runInNode(calls, module: "pentomino")
        #expect(wasm.status == 0, "\(wasm.error)")
        if let difference = NativeWasm.firstDisagreement(calls, native: native, wasm: wasm.answers) {
            Issue.record("\(difference)")
        }
        #expect(native.contains { $0.hasPrefix("1\t{\"error\":") }, "the script exercises errors")
        #expect(native.filter { $0.contains("\"solved\":true") }.count >= 5, "the hints solve every board")
    }

    @Test("a put answers with this exact JSON: the change's steps, the state and the history's counts")
    func putJSON() async {
        let output = await runNatively([
            WasmCall(export: "pentomino_new", argument: "3x20"),
            WasmCall(export: "pentomino_put", argument: "X;0;0;1"),
            WasmCall(export: "pentomino_put", argument: "X;0;0;1"),
        ])
        let x = #"{"piece":"X","orientation":0,"origin":[0,1],"squares":[[0,2],[1,1],[1,2],[1,3],[2,2]]}"#
        let state =
            #""state":{"board":"3x20","rows":3,"columns":20,"#
            + #""notation":"..X................./.XXX................/..X.................","#
            + #""placements":[\#(x)],"solved":false}"#
        #expect(
            output[1] == "0\t"
                + #"{"steps":[{"piece":"X","from":null,"to":\#(x),"turn":null}],"cleared":null,\#(state),"#
                + #""history":{"hints":0,"undo":1,"redo":0}}"#)
        // Put where it lies: no step, nothing kept.
        #expect(output[2] == "0\t" + #"{"steps":[],"cleared":null,\#(state),"history":{"hints":0,"undo":1,"redo":0}}"#)
    }

    @Test("a hint, a reset, its undo and the lists resumed answer with the hints and the counts the page shows")
    func historyJSON() async {
        let output = await runNatively([
            WasmCall(export: "pentomino_new", argument: "3x20"),
            WasmCall(export: "pentomino_hint"),
            WasmCall(export: "pentomino_reset", argument: "61000"),
            WasmCall(export: "pentomino_undo"),
            WasmCall(export: "pentomino_history"),
            WasmCall(export: "pentomino_restore", argument: "tessera-pentomino;v=1;board=3x20;squares=" + empty3x20),
            WasmCall(export: "pentomino_resume", argument: "1;tessera-pentomino-history;v=1;undo=;redo=U:-:0.0.0"),
            WasmCall(export: "pentomino_resume", argument: "1;tessera-pentomino-history;v=1;undo=U:-:0.0.0;redo="),
        ])
        #expect(output[1].contains(#""history":{"hints":1,"undo":1,"redo":0}}"#))
        #expect(output[2].contains(#""cleared":{"hints":1,"elapsed":61000},"#))
        #expect(output[2].hasSuffix(#""history":{"hints":0,"undo":2,"redo":0}}"#))
        #expect(output[3].hasSuffix(#""history":{"hints":1,"undo":1,"redo":1}}"#))
        // The hint put X in the second column; the reset took it off, cleared one hint and gives back 61 s.
        #expect(
            output[4] == "0\t"
                + #"{"hints":1,"undo":1,"redo":1,"lists":"tessera-pentomino-history;v=1;undo=X:-:0.0.1;redo=X:0.0.1:-,*:1:61000"}"#
        )
        #expect(output[6] == "0\t" + #"{"hints":1,"undo":0,"redo":1}"#)
        #expect(output[7].hasPrefix("1\t" + #"{"error":"undo change 1 does not match the board: a step of U"#))
    }

    @Test("a turn counter-clockwise answers with this exact JSON, and a turn that is not 0 to 3 is refused")
    func turnJSON() async {
        let output = await runNatively([
            WasmCall(export: "pentomino_new", argument: "6x10"),
            WasmCall(export: "pentomino_put", argument: "L;0;4;3"),
            WasmCall(export: "pentomino_turn", argument: "L;1"),
            WasmCall(export: "pentomino_turn", argument: "L;4"),
        ])
        // L lies along the fifth row, its foot below: turned back where it lies it would stick out below the
        // board, so it lands around its middle, upright in the fifth column.
        #expect(
            output[2].hasPrefix(
                "0\t"
                    + #"{"steps":[{"piece":"L","from":{"piece":"L","orientation":0,"origin":[4,3],"#
                    + #""squares":[[4,3],[4,4],[4,5],[4,6],[5,3]]},"to":{"piece":"L","orientation":3,"origin":[2,4],"#
                    + #""squares":[[2,4],[3,4],[4,4],[5,4],[5,5]]},"turn":"rotateBack"}],"cleared":null,"#
                    + #""state":{"board":"6x10","#))
        #expect(
            output[3]
                == "1\t"
                + #"{"error":"a turn is 0 (clockwise), 1 (counter-clockwise), 2 (left to right) or 3 (top to bottom), not 4"}"#
        )
    }

    @Test("the catalog lists the 63 orientations, what each turn makes of each, and the boards with their holes")
    func catalogJSON() async {
        let text = await String(runNatively([WasmCall(export: "pentomino_catalog")])[0].dropFirst(2))
        #expect(
            text.hasPrefix(
                #"{"rulesVersion":1,"pieces":[{"piece":"F","orientations":[[[0,1],[0,2],[1,0],[1,1],[2,1]],"#))
        #expect(
            text.contains(
                #""turns":[{"rotate":1,"rotateBack":3,"flip":4,"flipVertically":6},"#
                    + #"{"rotate":2,"rotateBack":0,"flip":7,"flipVertically":5},"#))
        #expect(text.components(separatedBy: #""turns":"#).count - 1 == 12, "a turn table for each piece")
        #expect(text.hasSuffix(#"{"board":"8x8","rows":8,"columns":8,"holes":[[3,3],[3,4],[4,3],[4,4]]}]}"#))
        #expect(text.components(separatedBy: "]]").count - 1 == 63 + 1, "63 orientations, then the 8x8's holes")
    }

    @Test(
        "the page's pentomino.wasm is byte for byte a fresh build of the rules",
        .enabled(
            if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
            "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() async throws {
        #expect(
            try await NativeWasm.freshBuild("pentomino") == (try Data(contentsOf: NativeWasm.shipped("pentomino"))),
            "Sources/TesseraServer/Web/wasm/pentomino.wasm is stale: run Scripts/build-wasm --install and commit it")
    }
}

/// The empty 3×20 board's squares in the notation.
private let empty3x20 = [String](repeating: String(repeating: ".", count: 20), count: 3).joined(separator: "/")
