import TesseraRules

/// The byte buffers JavaScript and a wasm module exchange text through; every mode's module shares them.
///
/// JavaScript asks for an input buffer, writes UTF-8 into the module's
/// memory, and calls an export with the length; exports leave their result
/// (JSON or save text) in the output buffer. Both buffers are allocated
/// here and live until they are outgrown, so the addresses handed to
/// JavaScript stay valid. Memory may grow during any call, so JavaScript
/// re-creates its views of `memory` afterwards.
package enum Exchange {
    nonisolated(unsafe) package private(set) static var input = UnsafeMutableBufferPointer<UInt8>.allocate(
        capacity: 256)
    nonisolated(unsafe) package private(set) static var output = UnsafeMutableBufferPointer<UInt8>.allocate(
        capacity: 256)
    /// How many bytes of ``output`` the last result filled.
    nonisolated(unsafe) package private(set) static var outputCount = 0

    /// An input buffer of at least `count` bytes.
    package static func reserveInput(_ count: Int) -> UnsafeMutableBufferPointer<UInt8> {
        if input.count < count {
            input.deallocate()
            input = .allocate(capacity: count)
        }
        return input
    }

    /// The first `count` input bytes JavaScript wrote.
    package static func take(_ count: Int32) -> ArraySlice<UInt8> {
        Array(input[..<min(Int(max(count, 0)), input.count)])[...]
    }

    /// Leaves `bytes` as the result.
    package static func setOutput(_ bytes: [UInt8]) {
        if output.count < bytes.count {
            output.deallocate()
            output = .allocate(capacity: bytes.count)
        }
        _ = output.initialize(from: bytes)
        outputCount = bytes.count
    }

    /// Leaves `json` as the result; returns 0, the success status.
    package static func succeed(_ json: JSONWriter) -> Int32 {
        setOutput(json.bytes)
        return 0
    }

    /// Leaves `{"error":"…"}` as the result; returns 1, the failure status.
    package static func fail(_ error: RulesError) -> Int32 {
        var json = JSONWriter()
        json.object { json in
            json.field("error") { $0.string(error.message) }
        }
        setOutput(json.bytes)
        return 1
    }
}
