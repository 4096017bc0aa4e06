/// A storage failure, said plainly: what was being done and what the database answered.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
