/// The byte buffers JavaScript and the module exchange text through.
///
/// JavaScript asks for an input buffer, writes UTF-8 into the module's
/// memory, and calls an export with the length; exports leave their result
/// (JSON or save text) in the output buffer. Memory may grow during any call,
/// so JavaScript re-creates its views of `memory` afterwards.
enum Exchange {
    nonisolated(unsafe) static var input: [UInt8] = []
    nonisolated(unsafe) static var output: [UInt8] = []

    /// The input bytes JavaScript wrote, `count` long.
    static func take(_ count: Int32) -> ArraySlice<UInt8> {
        input[..<min(Int(max(count, 0)), input.count)]
    }

    /// Leaves `json` as the result; returns 0, the success status.
    static func succeed(_ json: JSONWriter) -> Int32 {
        output = json.bytes
        return 0
    }

    /// Leaves `{"error":"…"}` as the result; returns 1, the failure status.
    static func fail(_ error: RulesError) -> Int32 {
        var json = JSONWriter()
        json.object { json in
            json.field("error") { $0.string(error.message) }
        }
        output = json.bytes
        return 1
    }
}

import TesseraRules
