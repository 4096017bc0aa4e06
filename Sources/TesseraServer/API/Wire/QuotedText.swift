extension StringProtocol {
    /// This text as an error message quotes it: its first 40 characters, and `…` when there are more.
    var quotedInMessage: String {
        count > 40 ? prefix(40) + "…" : String(self)
    }
}
