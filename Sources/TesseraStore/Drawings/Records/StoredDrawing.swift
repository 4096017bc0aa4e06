import Foundation

/// A saved drawing as the store keeps it: whose it is, what it holds, when it changed, and its share key.
public struct StoredDrawing: Equatable, Sendable {
    /// The drawing's unguessable id.
    public var id: String
    /// The player who saved it.
    public var ownerID: String
    public var content: DrawingContent
    public var createdAt: Date
    public var updatedAt: Date
    /// The key of its share link; `nil` when it is not shared.
    public var shareKey: String?

    public init(
        id: String, ownerID: String, content: DrawingContent, createdAt: Date, updatedAt: Date, shareKey: String?
    ) {
        self.id = id
        self.ownerID = ownerID
        self.content = content
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.shareKey = shareKey
    }
}
