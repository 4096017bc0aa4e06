import TesseraRules

/// The fields of Pentominoes' save texts, the puzzle's and its undo lists': `<header>;v=<version>;<key>=…;<key>=…`,
/// in that order, the version the pentomino rules'.
enum PentominoSaveFields {
    /// The four fields of `text`, once its header, its field count and its version are checked; `what` names the
    /// text in a refusal ("save") and `keys` its last two fields.
    static func checked(
        _ text: some Collection<UInt8>, header: String, what: String, keys: (StaticString, StaticString)
    ) throws(RulesError) -> [ArraySlice<UInt8>] {
        let fields = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.first?.elementsEqual(header.utf8) == true else {
            throw RulesError(.save, "this is not a pentomino \(what) (it does not start with \(header))")
        }
        guard fields.count == 4 else {
            throw RulesError(
                .save, "a pentomino \(what) has four fields (header, v, \(keys.0), \(keys.1)), not \(fields.count)")
        }
        let version = try value(fields[1], "v")
        guard ASCII.decimal(version, upTo: 1_000_000) == UInt64(PentominoPuzzle.rulesVersion) else {
            throw RulesError(
                .save,
                "the \(what) is from pentomino rules version \(ASCII.quoted(version)); this build plays version \(PentominoPuzzle.rulesVersion)"
            )
        }
        return fields
    }

    /// The value of the field `key=value`, or a refusal naming the field expected.
    static func value(_ field: ArraySlice<UInt8>, _ key: StaticString) throws(RulesError) -> ArraySlice<UInt8> {
        let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard field.starts(with: name), field.dropFirst(name.count).first == UInt8(ascii: "=") else {
            throw RulesError(.save, "\(ASCII.quoted(field)) is not the \(key) field")
        }
        return field.dropFirst(name.count + 1)
    }
}
