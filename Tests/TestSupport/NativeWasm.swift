import Foundation
import WasmExchange

/// One call of a wasm module's export: its name and its argument (a number, or text for the input buffer).
public struct WasmCall: Sendable {
    public var export: String
    public var argument: String?

    public init(export: String, argument: String? = nil) {
        self.export = export
        self.argument = argument
    }

    /// The call as `wasm-driver.mjs` reads it: `export` or `export<TAB>argument`.
    public var line: String { argument.map { "\(export)\t\($0)" } ?? export }
}

/// Runs a mode's wasm exports natively and in node, the same calls the same way, to compare the two.
public enum NativeWasm {
    /// The natively compiled exports of a module: a reset of its state, and its exports by name.
    ///
    /// Text goes in and out through the exchange exports every module shares (`WasmExchange`).
    public struct Module {
        public var reset: () -> Void
        /// Calls the export named by its wasm name with its numbers (or the text's length); -1 for an unknown name.
        public var call: (_ export: String, _ arguments: [Double]) -> Int32

        public init(reset: @escaping () -> Void, call: @escaping (_ export: String, _ arguments: [Double]) -> Int32) {
            self.reset = reset
            self.call = call
        }
    }

    /// `node`, where it is installed.
    public static let node = ToolSupport.which("node") ?? ToolSupport.which("nodejs")

    /// The module the page loads for a mode (`tiles`, `pentomino`).
    public static func shipped(_ name: String) -> URL {
        ToolSupport.packageRoot.appendingPathComponent("Sources/TesseraServer/Web/wasm/\(name).wasm")
    }

    /// Runs calls through the natively compiled exports from a reset state, exactly as `wasm-driver.mjs`
    /// runs them in wasm: an argument of numbers separated by spaces is passed as they are, other text
    /// goes through the input buffer. One `status<TAB>output` a call, line breaks in the output written `\n`.
    ///
    /// The calls run on the thread of ``onOwnThread(_:)``, which runs one work at a time: every mode's module
    /// keeps its text buffers in the one shared `Exchange`, and two tests calling exports at once (the tile
    /// and pentomino suites run in parallel) would otherwise overwrite each other's input.
    public static func run(_ calls: [WasmCall], in module: Module) async -> [String] {
        await onOwnThread {
            module.reset()
            return calls.map { call in
                var arguments: [Double] = []
                if let text = call.argument, let numbers = Self.numbers(text) {
                    arguments = numbers
                } else if let text = call.argument {
                    let bytes = Array(text.utf8)
                    arguments = [Double(bytes.count)]
                    let address = exchangeInput(Int32(bytes.count))
                    for (offset, byte) in bytes.enumerated() { address[offset] = byte }
                }
                let status = module.call(call.export, arguments)
                let result = UnsafeBufferPointer(start: exchangeOutput(), count: Int(exchangeOutputLength()))
                let text = String(decoding: result, as: UTF8.self).replacingOccurrences(of: "\n", with: "\\n")
                return "\(status)\t\(text)"
            }
        }
    }

    /// The numbers of an argument spelled as the driver reads numbers (`-12`, `3.5 7`); `nil` for other text.
    private static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part -> Double? in
            let digits = part.hasPrefix("-") ? part.dropFirst() : part[...]
            let pieces = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count),
                pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else { return nil }
            return Double(part)
        }
        return numbers.count == parts.count ? numbers : nil
    }

    /// Runs calls through the shipped module of `name` in node with `wasm-driver.mjs`; one answer a call.
    /// Throws when node cannot run; a failing driver is reported in `error` with a non-zero `status`.
    public static func runInNode(_ calls: [WasmCall], module name: String) async throws -> (
        status: Int32, error: String, answers: [String]
    ) {
        let result = try await ToolSupport.run(
            node ?? "node", [ToolSupport.wasmDriver, shipped(name).path],
            input: calls.map(\.line).joined(separator: "\n"))
        let answers = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return (result.status, result.error, answers)
    }

    /// The first call whose native and wasm answers differ, described; `nil` when they all agree.
    public static func firstDisagreement(_ calls: [WasmCall], native: [String], wasm: [String]) -> String? {
        guard native.count == wasm.count else { return "\(native.count) native answers but \(wasm.count) from wasm" }
        for (index, (ours, theirs)) in zip(native, wasm).enumerated() where ours != theirs {
            return "call \(index) \(calls[index].line): native \(ours) but wasm \(theirs)"
        }
        return nil
    }

    /// The module of `name` as `Scripts/build-wasm` builds it now, to compare with the shipped copy.
    ///
    /// A build from nothing (a fresh clone) compiles the rules for wasm; later calls find it built.
    public static func freshBuild(_ name: String) async throws -> Data {
        let script = ToolSupport.packageRoot.appendingPathComponent("Scripts/build-wasm").path
        let build = try await ToolSupport.run("/bin/bash", [script], timeLimit: .seconds(1800))
        guard build.status == 0 else {
            throw CocoaError(
                .executableLoad, userInfo: [NSLocalizedDescriptionKey: "the wasm build failed: \(build.error)"])
        }
        let folder = URL(fileURLWithPath: build.output.trimmingCharacters(in: .whitespacesAndNewlines))
        return try Data(contentsOf: folder.appendingPathComponent("\(name).wasm"))
    }
}
