import TesseraRules

extension JSONWriter {
    /// Writes `value` hundredths of a unit as a number with at most two decimals (`6`, `1.5`, `98.25`).
    public mutating func hundredths(_ value: Int32) {
        var text: [UInt8] = []
        Hundredths.write(value, into: &text)
        raw(text)
    }
}
