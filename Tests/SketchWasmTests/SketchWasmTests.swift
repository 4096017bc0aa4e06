import Foundation
import TesseraSketch
import TestSupport
import Testing

@testable import SketchWasm

/// Runs calls through the natively compiled exports, exactly as the node driver runs them in wasm.
private func runNatively(_ calls: [WasmCall]) async -> [String] {
    let module = NativeWasm.Module(
        reset: {
            sketch = Sketch(blankDrawing)
            live = nil
            eraser = nil
        },
        call: { export, numbers in
            func number(_ index: Int) -> Double { index < numbers.count ? numbers[index] : 0 }
            let length = Int32(number(0))
            return switch export {
            case "sketch_open": open(length)
            case "sketch_new": newDrawing(number(0), number(1))
            case "sketch_begin":
                begin(number(0), number(1), number(2), number(3), Int32(number(4)), number(5), Int32(number(6)))
            case "sketch_extend": extend(number(0), number(1), number(2), number(3))
            case "sketch_live": liveStroke()
            case "sketch_end": end(number(0), number(1), number(2), number(3))
            case "sketch_cancel": cancel()
            case "sketch_erase_begin": eraseBegin(number(0), number(1), number(2))
            case "sketch_erase_extend": eraseExtend(number(0), number(1))
            case "sketch_erase_end": eraseEnd()
            case "sketch_undo": undo()
            case "sketch_redo": redo()
            case "sketch_clear": clear()
            case "sketch_rename": rename(length)
            case "sketch_save": save()
            case "sketch_svg": svg()
            default: -1
            }
        })
    return await NativeWasm.run(calls, in: module)
}

/// A stroke drawn through every export of the live stroke: begin, samples, a live render, end.
private func stroke(
    from start: (Double, Double), step: (Double, Double), samples: Int, color: Int, width: Double, mode: Int,
    pressure: Double = 0
) -> [WasmCall] {
    var calls = [
        WasmCall(export: "sketch_begin", argument: "\(start.0) \(start.1) \(pressure) 0 \(color) \(width) \(mode)")
    ]
    for index in 1...samples {
        let x = start.0 + step.0 * Double(index) + Double(index % 3) * 0.37
        let y = start.1 + step.1 * Double(index) * Double(index % 4 + 1) / 2
        calls.append(WasmCall(export: "sketch_extend", argument: "\(x) \(y) \(pressure) \(index * 16)"))
        if index % 7 == 0 { calls.append(WasmCall(export: "sketch_live")) }
    }
    let end = (start.0 + step.0 * Double(samples + 1), start.1 + step.1 * Double(samples + 1))
    calls.append(WasmCall(export: "sketch_end", argument: "\(end.0) \(end.1) 0 \((samples + 1) * 16)"))
    return calls
}

/// A script through every export but the eraser's radius (a number, not a status: the model's tests
/// check it): strokes of constant and living width (by speed and by pressure), dots, the eraser, undo,
/// redo, clear, renames, saves, SVG and refusals.
private func script() -> [WasmCall] {
    var calls = [
        WasmCall(export: "sketch_new", argument: "0 99999"), WasmCall(export: "sketch_new", argument: "1200 800"),
    ]
    calls += stroke(from: (100, 100), step: (9.5, 3.25), samples: 40, color: 0x1F2937, width: 6, mode: 0)
    calls += stroke(from: (50, 700), step: (21, -7.5), samples: 30, color: 0xE11D48, width: 14, mode: 1)
    calls += stroke(from: (900, 50), step: (-4, 11), samples: 25, color: 0x2563EB, width: 30, mode: 1, pressure: 0.65)
    calls += [
        WasmCall(export: "sketch_begin", argument: "600 400 0 0 16777215 20 0"),
        WasmCall(export: "sketch_end", argument: "600.4 400.2 0 90"),
        WasmCall(export: "sketch_erase_begin", argument: "120 100 8"),
        WasmCall(export: "sketch_erase_extend", argument: "600 420"),
        WasmCall(export: "sketch_erase_end"),
        WasmCall(export: "sketch_undo"), WasmCall(export: "sketch_redo"), WasmCall(export: "sketch_undo"),
        WasmCall(export: "sketch_clear"), WasmCall(export: "sketch_undo"), WasmCall(export: "sketch_redo"),
        WasmCall(export: "sketch_undo"), WasmCall(export: "sketch_undo"), WasmCall(export: "sketch_redo"),
        WasmCall(export: "sketch_rename", argument: "Harbour at dusk"),
        WasmCall(export: "sketch_rename", argument: "   "),
        WasmCall(export: "sketch_save"), WasmCall(export: "sketch_svg"),
        WasmCall(export: "sketch_begin", argument: "1 1 0 0 16777216 6 0"),
        WasmCall(export: "sketch_begin", argument: "1 1 0 0 0 0.2 0"),
        WasmCall(export: "sketch_extend", argument: "5 5 0 0"),
        WasmCall(export: "sketch_end", argument: "5 5 0 0"),
        WasmCall(export: "sketch_erase_extend", argument: "5 5"),
        WasmCall(export: "sketch_erase_end"),
        WasmCall(export: "sketch_begin", argument: "10 10 0 0 0 6 1"),
        WasmCall(export: "sketch_cancel"), WasmCall(export: "sketch_live"),
        WasmCall(export: "sketch_open", argument: ##"{"version":1,"name":"Cat","width":1200,"strokes":[]}"##),
        WasmCall(export: "sketch_open", argument: "not json"),
        WasmCall(
            export: "sketch_open",
            argument: ##"{"version":1,"name":"Cat","width":300,"height":200,"background":"#FFF7ED","strokes":["##
                + ##"{"color":"#1f2937","width":6,"points":[10,20,30.5,40.25,50,60],"widths":[6,5.4,4.8]},"##
                + ##"{"color":"#E11D48","width":12,"points":[150,100]}]}"##),
        WasmCall(export: "sketch_clear"), WasmCall(export: "sketch_undo"), WasmCall(export: "sketch_save"),
        // Numbers with exponents, read alike by wasm32's 32-bit `Int` and the native 64-bit one.
        WasmCall(
            export: "sketch_open",
            argument: ##"{"version":1,"name":"Exp","width":3e2,"height":2E+2,"strokes":["##
                + ##"{"color":"#1f2937","width":6e0,"points":[1.5e1,25e-1,0.0004e5,1234e-2]}]}"##),
        WasmCall(export: "sketch_save"),
    ]
    return calls
}

@Suite("The sketch wasm module: native and wasm agree, the shipped module is current", .serialized)
struct SketchWasmTests {
    static let node = NativeWasm.node

    @Test(
        "the same calls give identical strokes, changes, saves, SVG and errors natively and in wasm",
        .enabled(if: node != nil || ToolSupport.isCI, "node is not installed; this check runs the wasm module in node"))
    func nativeAndWasmAgree() async throws {
        try #require(NativeWasm.node != nil, "node is needed to run the wasm module")
        let calls = script()
        let native = await runNatively(calls)
        let wasm = try await NativeWasm.runInNode(calls, module: "sketch")
        #expect(wasm.status == 0, "\(wasm.error)")
        if let difference = NativeWasm.firstDisagreement(calls, native: native, wasm: wasm.answers) {
            Issue.record("\(difference)")
        }
        #expect(native.filter { $0.hasPrefix("1\t{\"error\":") }.count >= 6, "the script exercises refusals")
        #expect(native.contains { $0.contains("\"widths\":[") }, "the script draws strokes of living width")
        #expect(native.contains { $0.contains("<circle") }, "the script draws a dot")
    }

    @Test("opening a drawing answers its state, every stroke's render and the visible order, in this exact JSON")
    func openJSON() async {
        let output = await runNatively([
            WasmCall(
                export: "sketch_open",
                argument:
                    ##"{"version":1,"name":"Dot","width":30,"height":20,"strokes":[{"color":"#E11D48","width":4,"points":[15,10]}]}"##
            )
        ])
        #expect(
            output[0] == "0\t"
                + ##"{"state":{"name":"Dot","width":30,"height":20,"background":"#ffffff","strokeCount":1,"pointCount":1,"percentFull":0,"##
                + ##""canUndo":false,"canRedo":false},"strokes":[{"id":0,"color":"#e11d48","##
                + ##""path":"M13 10A2 2 0 0 0 17 10A2 2 0 0 0 13 10Z","box":[13,8,17,12],"fill":true}],"order":[0]}"##)
    }

    @Test("a refused drawing answers 1 with the model's message")
    func refusalJSON() async {
        let output = await runNatively([
            WasmCall(export: "sketch_open", argument: ##"{"version":1,"name":"A","width":0,"height":1,"strokes":[]}"##)
        ])
        #expect(output[0] == "1\t" + ##"{"error":"width: 0 is outside 1–10000"}"##)
    }

    @Test(
        "the page's sketch.wasm is byte for byte a fresh build of the model",
        .enabled(
            if: ToolSupport.which("wasm-opt") != nil || ToolSupport.isCI,
            "wasm-opt is not installed (apt-get install binaryen); this check rebuilds the module"))
    func shippedWasmIsFresh() async throws {
        #expect(
            try await NativeWasm.freshBuild("sketch") == (try Data(contentsOf: NativeWasm.shipped("sketch"))),
            "Sources/TesseraServer/Web/wasm/sketch.wasm is stale: run Scripts/build-wasm --install and commit it")
    }
}
