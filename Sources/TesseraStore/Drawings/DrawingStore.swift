import Foundation

/// Where the Sketchpad's saved drawings are kept: each belongs to one player, who alone reads and changes it.
///
/// What concerns the whole database (secrets, backups, closing) comes from ``StoreConnection``,
/// shared with ``LeaderboardStore`` over the same connection. Every lookup but
/// ``sharedDrawing(key:)`` names the owner: another player's drawing is found no more
/// than a missing one (`nil` or `false`). Every method throws ``StoreError`` when the
/// database cannot be reached or refuses a statement; each write is one statement,
/// committed before the method returns.
public protocol DrawingStore: StoreConnection {
    /// Adds a new, unshared drawing created and updated at `time`.
    ///
    /// `false` (and nothing written) when the owner has `limit` drawings already; two adds
    /// at once never both pass the limit.
    func addDrawing(id: String, ownerID: String, _ content: DrawingContent, at time: Date, limit: Int) async throws
        -> Bool
    /// The owner's drawings, the most recently updated first.
    func drawings(ofOwner ownerID: String) async throws -> [DrawingSummary]
    /// The bytes the owner's drawings take (their wire forms' UTF-8), the drawing `excluding` left out.
    func drawingBytes(ofOwner ownerID: String, excluding id: String?) async throws -> Int
    /// The drawing with this id; `nil` when there is none or another player owns it.
    func drawing(id: String, ownerID: String) async throws -> StoredDrawing?
    /// Replaces the drawing's content, updated at `time`; its share key stays.
    /// `false` when there is no such drawing of this owner.
    func replaceDrawing(id: String, ownerID: String, with content: DrawingContent, at time: Date) async throws -> Bool
    /// Deletes the drawing, and with it any share link; `false` when there is no such drawing of this owner.
    func removeDrawing(id: String, ownerID: String) async throws -> Bool
    /// Shares the drawing under `key` unless it is shared already; the key in effect
    /// (`key`, or the earlier one), `nil` when there is no such drawing of this owner.
    func shareDrawing(id: String, ownerID: String, proposing key: String) async throws -> String?
    /// Takes the drawing's share key away, so its link stops working; `false` when there is no such drawing of this owner.
    func unshareDrawing(id: String, ownerID: String) async throws -> Bool
    /// The drawing shared under `key`, whoever asks; `nil` when no drawing has that key.
    func sharedDrawing(key: String) async throws -> StoredDrawing?
}
