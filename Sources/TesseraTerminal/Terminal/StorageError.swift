/// A problem with a file in the data folder, with a message for the player.
public struct StorageError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
