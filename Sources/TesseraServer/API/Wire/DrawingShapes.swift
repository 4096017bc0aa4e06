import Foundation
import Hummingbird
import TesseraStore

// The JSON of the drawings API besides the wire form itself (which the drawing model reads and writes).

/// A saved drawing as lists and save answers show it: `{"id","name","strokeCount","updated"}`.
struct DrawingSummaryJSON: ResponseEncodable {
    let id: String
    let name: String
    let strokeCount: Int
    /// The last save, as ISO 8601 in UTC to the second, as every time the API writes.
    let updated: String

    init(_ summary: DrawingSummary) {
        id = summary.id
        name = summary.name
        strokeCount = summary.strokeCount
        updated = summary.updatedAt.iso8601
    }
}

/// A player's own drawings, the most recently saved first.
struct DrawingListJSON: ResponseEncodable {
    let drawings: [DrawingSummaryJSON]
}

/// A drawing's share link, as a path on this server: `{"url":"/s/<key>"}`.
struct ShareJSON: ResponseEncodable {
    let url: String

    init(key: String) {
        url = "/s/\(key)"
    }
}

extension Response {
    /// A drawing's wire form as an answer: the canonical JSON text the model wrote, never cached
    /// (a link that is taken away stops working at once).
    static func wireForm(_ wire: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: wire)))
    }

    /// A drawing as an `image/svg+xml` document, never cached, and forbidden to load or run
    /// anything should a browser open it as a page of this site.
    static func svg(_ svg: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "image/svg+xml", .cacheControl: "no-store",
                .contentSecurityPolicy: "default-src 'none'",
                .xContentTypeOptions: "nosniff",
            ],
            body: .init(byteBuffer: ByteBuffer(string: svg)))
    }
}
