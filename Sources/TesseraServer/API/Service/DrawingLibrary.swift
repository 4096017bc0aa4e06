import Foundation
import NIOCore
import TesseraRules
import TesseraSketch
import TesseraStore

/// The Sketchpad's saved drawings: checked by the drawing model before anything is stored, private to their player, shared by unguessable links.
///
/// A drawing is parsed with `Drawing(wireJSON:)`, the same model the page runs, and kept in
/// the canonical wire form the model writes back. Another player's drawing answers as if it
/// did not exist (404): unlike a game, a drawing is private.
struct DrawingLibrary: Sendable {
    /// The random bytes of a share key: 128 bits, as 32 hex characters.
    static let shareKeyBytes = 16

    let store: any DrawingStore
    let now: @Sendable () -> Date
    let randomness: APIRandomness

    /// Saves a new drawing for the player; a 409 when they have ``APILimits/drawingsPerPlayer`` already,
    /// or it would take their drawings past ``APILimits/drawingBytesPerPlayer``.
    func save(_ body: ByteBuffer, for player: Player) async throws -> DrawingSummaryJSON {
        let content = try Self.content(of: body)
        try await checkRoom(for: content, of: player, replacing: nil)
        let id = randomness.id()
        let time = now()
        guard
            try await store.addDrawing(
                id: id, ownerID: player.id, content, at: time, limit: APILimits.drawingsPerPlayer)
        else {
            throw APIError(
                .conflict,
                "you have \(APILimits.drawingsPerPlayer) drawings saved, the most a player keeps; delete one to save another"
            )
        }
        return Self.summary(id: id, content, at: time)
    }

    /// The player's drawings, the most recently saved first.
    func list(for player: Player) async throws -> DrawingListJSON {
        DrawingListJSON(drawings: try await store.drawings(ofOwner: player.id).map(DrawingSummaryJSON.init))
    }

    /// The wire form of the player's drawing `id`.
    func wireForm(of id: String, for player: Player) async throws -> String {
        guard let drawing = try await store.drawing(id: id, ownerID: player.id) else { throw Self.noDrawing(id) }
        return drawing.content.wire
    }

    /// Replaces the player's drawing `id` with the drawing in `body`; its share link, if any, shows the new one.
    /// A 409 when the new one would take their drawings past ``APILimits/drawingBytesPerPlayer``.
    func replace(_ id: String, with body: ByteBuffer, for player: Player) async throws -> DrawingSummaryJSON {
        let content = try Self.content(of: body)
        try await checkRoom(for: content, of: player, replacing: id)
        let time = now()
        guard try await store.replaceDrawing(id: id, ownerID: player.id, with: content, at: time) else {
            throw Self.noDrawing(id)
        }
        return Self.summary(id: id, content, at: time)
    }

    /// Deletes the player's drawing `id`, and its share link with it.
    func remove(_ id: String, for player: Player) async throws {
        guard try await store.removeDrawing(id: id, ownerID: player.id) else { throw Self.noDrawing(id) }
    }

    /// The share link of the player's drawing `id`: a new one (`isNew`), or the one it has already.
    func share(_ id: String, for player: Player) async throws -> (ShareJSON, isNew: Bool) {
        let proposal = randomness.secret(Self.shareKeyBytes)
        guard let key = try await store.shareDrawing(id: id, ownerID: player.id, proposing: proposal) else {
            throw Self.noDrawing(id)
        }
        return (ShareJSON(key: key), key == proposal)
    }

    /// Takes the share link of the player's drawing `id` away: it stops working at once.
    func unshare(_ id: String, for player: Player) async throws {
        guard try await store.unshareDrawing(id: id, ownerID: player.id) else { throw Self.noDrawing(id) }
    }

    /// The wire form of the drawing shared under `key`, for anyone who has the link.
    func shared(_ key: String) async throws -> String {
        try await sharedDrawing(key).content.wire
    }

    /// The drawing shared under `key` as an SVG document, rendered by the drawing model.
    ///
    /// Throws a ``StoreError`` (a 500) when the stored text no longer reads as a drawing.
    func sharedSVG(_ key: String) async throws -> String {
        let stored = try await sharedDrawing(key)
        do {
            return try Drawing(wireJSON: Array(stored.content.wire.utf8)).svg
        } catch {
            throw StoreError("stored drawing \(stored.id) does not read as a drawing: \(error.message)")
        }
    }

    // MARK: Pieces

    /// Throws a 409 unless `content` fits in what the player's drawings (but the one it replaces) leave of
    /// ``APILimits/drawingBytesPerPlayer``. Two saves at once may each pass it, by one drawing each at most.
    private func checkRoom(for content: DrawingContent, of player: Player, replacing id: String?) async throws {
        let limit = APILimits.drawingBytesPerPlayer
        let used = try await store.drawingBytes(ofOwner: player.id, excluding: id)
        guard used + content.bytes <= limit else {
            // Another player's drawing, or none, is a 404 before it is a matter of room.
            if let id, try await store.drawing(id: id, ownerID: player.id) == nil { throw Self.noDrawing(id) }
            throw APIError(
                .conflict,
                "your drawings take \(Self.size(used)) of the \(Self.size(limit)) a player keeps, and this one "
                    + "\(Self.size(content.bytes)); delete one to make room")
        }
    }

    /// A size in words: bytes, KB or MiB.
    private static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1_048_576 { return "\((bytes + 512) / 1024) KB" }
        return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }

    private func sharedDrawing(_ key: String) async throws -> StoredDrawing {
        guard let drawing = try await store.sharedDrawing(key: key) else {
            throw APIError(.notFound, "no drawing is shared under this link: its owner may have unshared or deleted it")
        }
        return drawing
    }

    /// What the store keeps of the drawing in `body`: the model's canonical wire form, its name and
    /// stroke count; a 400 with the model's message when the body is no drawing, breaks a limit, or has
    /// a name the rule for names given now refuses.
    static func content(of body: ByteBuffer) throws(APIError) -> DrawingContent {
        let drawing: Drawing
        do {
            drawing = try Drawing(wireJSON: Array(body.readableBytesView))
            try Drawing.checkGivenName(drawing.name)
        } catch {
            throw APIError(.badRequest, error.message)
        }
        return DrawingContent(
            name: drawing.name, strokeCount: drawing.strokes.count,
            wire: String(decoding: drawing.wireJSON, as: UTF8.self))
    }

    private static func summary(id: String, _ content: DrawingContent, at time: Date) -> DrawingSummaryJSON {
        DrawingSummaryJSON(
            DrawingSummary(id: id, name: content.name, strokeCount: content.strokeCount, updatedAt: time))
    }

    /// The 404 for a drawing that does not exist or is another player's: the two look the same.
    private static func noDrawing(_ id: String) -> APIError {
        APIError(.notFound, "you have no drawing with the id \(id)")
    }
}
