extension UInt8 {
    /// Whether the byte is white space between the tokens of a style sheet or a script: space, tab, line end.
    var isSourceSpace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\t")
            || self == UInt8(ascii: "\r")
    }
}
