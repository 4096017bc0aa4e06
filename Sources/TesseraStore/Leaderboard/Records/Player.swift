import Foundation

/// Someone who plays ranked games: a public id and a display name (names need not be unique).
public struct Player: Equatable, Sendable {
    public var id: String
    public var name: String
    public var createdAt: Date

    public init(id: String, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}
