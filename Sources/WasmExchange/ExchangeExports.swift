/// Returns the address of an input buffer of at least `capacity` bytes for JavaScript to fill.
///
/// Every mode's module exports these three under the same names, so one JavaScript
/// function (`callExport` in `js/rules.js`) passes text to and from any of them.
@_expose(wasm, "exchange_input")
package func exchangeInput(_ capacity: Int32) -> UnsafeMutablePointer<UInt8> {
    Exchange.reserveInput(Int(max(capacity, 1))).baseAddress!
}

/// Returns the address of the last result's bytes.
@_expose(wasm, "exchange_output")
package func exchangeOutput() -> UnsafeMutablePointer<UInt8> {
    Exchange.output.baseAddress!
}

/// Returns the length of the last result.
@_expose(wasm, "exchange_output_length")
package func exchangeOutputLength() -> Int32 {
    Int32(Exchange.outputCount)
}
