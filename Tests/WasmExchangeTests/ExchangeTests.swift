import TesseraRules
import TestSupport
import Testing
import WasmExchange

/// The text exchange's buffers, natively. They are one shared state, as every module's are, so each test runs
/// on the thread that runs the modules' calls one at a time (``onOwnThread(_:)``).
@Suite("The text buffers every wasm module exchanges with JavaScript")
struct ExchangeTests {
    /// The last result's text.
    private func output() -> String {
        String(
            decoding: UnsafeBufferPointer(start: exchangeOutput(), count: Int(exchangeOutputLength())), as: UTF8.self)
    }

    @Test("an input buffer is at least as large as asked, keeps its address while large enough, and grows past it")
    func inputGrows() async {
        await onOwnThread {
            let small = exchangeInput(10)
            #expect(exchangeInput(5) == small && exchangeInput(0) == small, "no smaller buffer is made")
            let large = 100_000
            let grown = exchangeInput(Int32(large))
            #expect(Exchange.input.count >= large && Exchange.input.baseAddress == grown)
            grown[large - 1] = 7  // the whole of it is there to write
            #expect(exchangeInput(-3) == grown, "a negative size asks for nothing more")
        }
    }

    @Test("a call takes the bytes written, never more than the buffer holds, and none for a negative count")
    func take() async {
        await onOwnThread {
            let address = exchangeInput(4)
            for (offset, byte) in "6x10".utf8.enumerated() { address[offset] = byte }
            #expect(Array(Exchange.take(4)) == Array("6x10".utf8))
            #expect(Array(Exchange.take(2)) == Array("6x".utf8))
            #expect(Exchange.take(-1).isEmpty)
            #expect(Exchange.take(.max).count == Exchange.input.count)
        }
    }

    @Test("a result replaces the last, however much longer, and its length is what it filled")
    func outputs() async {
        await onOwnThread {
            Exchange.setOutput(Array("short".utf8))
            #expect(output() == "short")
            let long = String(repeating: "tessera ", count: 10_000)
            Exchange.setOutput(Array(long.utf8))
            #expect(output() == long && exchangeOutputLength() == 80_000)
            Exchange.setOutput([])
            #expect(output() == "")
        }
    }

    @Test("success returns 0 with its JSON; a failure returns 1 with the error's words as JSON, escaped")
    func statuses() async {
        await onOwnThread {
            var json = JSONWriter()
            json.object { $0.field("count") { $0.number(2339) } }
            #expect(Exchange.succeed(json) == 0 && output() == #"{"count":2339}"#)
            let status = Exchange.fail(RulesError(.move, "\"Q\" is not a piece\nletter"))
            #expect(status == 1 && output() == #"{"error":"\"Q\" is not a piece\nletter"}"#)
        }
    }
}
