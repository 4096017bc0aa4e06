import Foundation
import SQLKit

/// A ``DrawingStore`` kept in an SQL database: the drawings' SQL, shared by both engines.
///
/// Every statement names the owner beside the id, so no query can reach another
/// player's drawing; the share key alone opens a shared one.
protocol SQLDrawings: SQLStore, DrawingStore {}

extension SQLDrawings {
    func addDrawing(id: String, ownerID: String, _ content: DrawingContent, at time: Date, limit: Int) async throws
        -> Bool
    {
        // A lost race for a slot (another save took it first) is tried again with the next
        // free one; each lost race means one more saved drawing, so the owner fills up at
        // the latest after `limit` tries.
        for _ in 0...limit {
            if try await insertDrawing(id: id, ownerID: ownerID, content, at: time, limit: limit) { return true }
            let row = try await database.raw(
                "SELECT COUNT(*) AS saved FROM drawings WHERE owner_id = \(bind: ownerID)"
            ).first()
            if (try row?.decode(column: "saved", as: Int.self) ?? 0) >= limit { return false }
        }
        throw StoreError("drawing \(id) found no free slot after \(limit + 1) tries")
    }

    /// Inserts the drawing into its owner's lowest free slot; `false` when none of 1…`limit`
    /// is free, or another save took the slot first.
    private func insertDrawing(id: String, ownerID: String, _ content: DrawingContent, at time: Date, limit: Int)
        async throws -> Bool
    {
        // The lowest free slot is 1, or the first taken slot whose successor is free. The WHERE
        // clause also keeps SQLite from reading ON CONFLICT as part of a join.
        let row = try await database.raw(
            """
            INSERT INTO drawings (id, owner_id, slot, name, stroke_count, wire, wire_bytes, created_at, updated_at)
            SELECT \(bind: id), \(bind: ownerID), free.slot, \(bind: content.name), \(bind: content.strokeCount),
                   \(bind: content.wire), \(bind: content.bytes), \(bind: time.milliseconds), \(bind: time.milliseconds)
            FROM (
                SELECT CASE
                    WHEN NOT EXISTS (SELECT 1 FROM drawings WHERE owner_id = \(bind: ownerID) AND slot = 1) THEN 1
                    ELSE (SELECT MIN(d.slot) + 1 FROM drawings d
                          WHERE d.owner_id = \(bind: ownerID) AND NOT EXISTS (
                              SELECT 1 FROM drawings e WHERE e.owner_id = d.owner_id AND e.slot = d.slot + 1))
                END AS slot
            ) free
            WHERE free.slot <= \(bind: limit)
            ON CONFLICT (owner_id, slot) DO NOTHING
            RETURNING id
            """
        ).first()
        return row != nil
    }

    func drawings(ofOwner ownerID: String) async throws -> [DrawingSummary] {
        let rows = try await database.raw(
            """
            SELECT id, name, stroke_count, updated_at FROM drawings WHERE owner_id = \(bind: ownerID)
            ORDER BY updated_at DESC, created_at DESC, id
            """
        ).all()
        return try rows.map { row in
            DrawingSummary(
                id: try row.decode(column: "id", as: String.self),
                name: try row.decode(column: "name", as: String.self),
                strokeCount: try row.decode(column: "stroke_count", as: Int.self),
                updatedAt: Date(milliseconds: try row.decode(column: "updated_at", as: Int64.self)))
        }
    }

    func drawingBytes(ofOwner ownerID: String, excluding id: String?) async throws -> Int {
        try await database.raw(
            """
            SELECT CAST(COALESCE(SUM(wire_bytes), 0) AS BIGINT) AS bytes FROM drawings
            WHERE owner_id = \(bind: ownerID) AND id <> \(bind: id ?? "")
            """
        ).first()?.decode(column: "bytes", as: Int.self) ?? 0
    }

    func drawing(id: String, ownerID: String) async throws -> StoredDrawing? {
        try await database.raw(
            """
            SELECT \(unsafeRaw: Self.drawingColumns) FROM drawings
            WHERE id = \(bind: id) AND owner_id = \(bind: ownerID)
            """
        ).first().map { try Self.storedDrawing($0) }
    }

    func replaceDrawing(id: String, ownerID: String, with content: DrawingContent, at time: Date) async throws -> Bool {
        let row = try await database.raw(
            """
            UPDATE drawings SET name = \(bind: content.name), stroke_count = \(bind: content.strokeCount),
                                wire = \(bind: content.wire), wire_bytes = \(bind: content.bytes),
                                updated_at = \(bind: time.milliseconds)
            WHERE id = \(bind: id) AND owner_id = \(bind: ownerID)
            RETURNING id
            """
        ).first()
        return row != nil
    }

    func removeDrawing(id: String, ownerID: String) async throws -> Bool {
        let row = try await database.raw(
            "DELETE FROM drawings WHERE id = \(bind: id) AND owner_id = \(bind: ownerID) RETURNING id"
        ).first()
        return row != nil
    }

    func shareDrawing(id: String, ownerID: String, proposing key: String) async throws -> String? {
        try await database.raw(
            """
            UPDATE drawings SET share_key = COALESCE(share_key, \(bind: key))
            WHERE id = \(bind: id) AND owner_id = \(bind: ownerID)
            RETURNING share_key
            """
        ).first()?.decode(column: "share_key", as: String.self)
    }

    func unshareDrawing(id: String, ownerID: String) async throws -> Bool {
        let row = try await database.raw(
            """
            UPDATE drawings SET share_key = NULL WHERE id = \(bind: id) AND owner_id = \(bind: ownerID)
            RETURNING id
            """
        ).first()
        return row != nil
    }

    func sharedDrawing(key: String) async throws -> StoredDrawing? {
        try await database.raw(
            "SELECT \(unsafeRaw: Self.drawingColumns) FROM drawings WHERE share_key = \(bind: key)"
        ).first().map { try Self.storedDrawing($0) }
    }

    // MARK: Pieces of SQL

    /// The columns of a whole drawing.
    private static var drawingColumns: String {
        "id, owner_id, name, stroke_count, wire, share_key, created_at, updated_at"
    }

    private static func storedDrawing(_ row: some SQLRow) throws -> StoredDrawing {
        StoredDrawing(
            id: try row.decode(column: "id", as: String.self),
            ownerID: try row.decode(column: "owner_id", as: String.self),
            content: DrawingContent(
                name: try row.decode(column: "name", as: String.self),
                strokeCount: try row.decode(column: "stroke_count", as: Int.self),
                wire: try row.decode(column: "wire", as: String.self)),
            createdAt: Date(milliseconds: try row.decode(column: "created_at", as: Int64.self)),
            updatedAt: Date(milliseconds: try row.decode(column: "updated_at", as: Int64.self)),
            shareKey: try row.decode(column: "share_key", as: String?.self))
    }
}
