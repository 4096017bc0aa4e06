import Foundation

/// One line of a player's list of drawings: enough to show and open it, without its strokes.
public struct DrawingSummary: Equatable, Sendable {
    public var id: String
    public var name: String
    public var strokeCount: Int
    public var updatedAt: Date

    public init(id: String, name: String, strokeCount: Int, updatedAt: Date) {
        self.id = id
        self.name = name
        self.strokeCount = strokeCount
        self.updatedAt = updatedAt
    }
}
