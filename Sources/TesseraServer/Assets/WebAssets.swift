import CompressNIO
import Foundation
import NIOCore

/// Every file of the page, loaded once at start-up from the `Web` resources of this module.
///
/// Loading at start-up means the server never touches the disk per request,
/// serves from any working folder, and gzips each file once. The service
/// worker's script gets the asset list, the page paths and a version (a hash of
/// every file), so a new server version replaces the page's offline cache
/// cleanly, and the assets it keeps only once fetched (``onDemand``); `index.html` gets its nav from ``sections``.
/// Style sheets are served without their comments, and scripts without their comment lines.
public struct WebAssets: Sendable {
    /// The assets by URL path (`/index.html`, `/js/shell.js`, …).
    public let files: [String: WebAsset]
    /// A hash of every asset: changes whenever any file does.
    public let version: String
    /// The page's tabs, from `sections.json`.
    public let sections: [PageSection]

    /// Assets the service worker keeps once the page first fetches them, rather than on every first visit:
    /// the AI player, which a player who never asks for a hint never downloads.
    public static let onDemand: Set<String> = ["/wasm/ai.wasm"]

    /// Loads the assets bundled with this module.
    public static func bundled() throws -> WebAssets {
        guard let folder = Bundle.module.url(forResource: "Web", withExtension: nil) else {
            throw CocoaError(
                .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the page's files are missing from the build"])
        }
        return try WebAssets(folder: folder)
    }

    /// Loads every file below `folder`.
    public init(folder: URL) throws {
        var raw: [String: [UInt8]] = [:]
        let root = folder.standardizedFileURL.path
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count))
            raw[path] = Array(try Data(contentsOf: url))
        }
        var combined: [UInt8] = []
        for path in raw.keys.sorted() { combined += Array(path.utf8) + raw[path]! }
        version = String(WebAsset.fnv1a(combined), radix: 16)
        sections = try PageSection.list(from: raw["/sections.json"])
        let cached = raw.keys.filter { $0 != "/sw.js" && !Self.onDemand.contains($0) }.sorted()
            .map { $0 == "/index.html" ? "/" : $0 }
        func jsonList(_ items: [String]) -> String {
            "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
        if let worker = raw["/sw.js"] {
            raw["/sw.js"] = Array(
                String(decoding: worker, as: UTF8.self)
                    .replacingOccurrences(of: "__TESSERA_VERSION__", with: version)
                    .replacingOccurrences(of: "__TESSERA_ASSETS__", with: jsonList(cached))
                    .replacingOccurrences(of: "__TESSERA_ON_DEMAND__", with: jsonList(Self.onDemand.sorted()))
                    .replacingOccurrences(of: "__TESSERA_PAGES__", with: jsonList(sections.map(\.path))).utf8)
        }
        if let page = raw["/index.html"] {
            raw["/index.html"] = Array(
                String(decoding: page, as: UTF8.self)
                    .replacingOccurrences(
                        of: "<!-- TESSERA_NAV -->", with: sections.map(\.navLink).joined(separator: "\n      ")
                    ).utf8)
        }
        for (path, bytes) in raw where path.hasSuffix(".css") {
            raw[path] = Array(StyleSheetComments.removed(from: String(decoding: bytes, as: UTF8.self)).utf8)
        }
        for (path, bytes) in raw where path.hasSuffix(".js") {
            raw[path] = Array(ScriptComments.removed(from: String(decoding: bytes, as: UTF8.self)).utf8)
        }
        var files: [String: WebAsset] = [:]
        for (path, bytes) in raw {
            var buffer = ByteBuffer(bytes: bytes)
            files[path] = WebAsset(
                bytes: bytes, contentType: WebAsset.contentType(forPath: path),
                // Compressed once, as the server starts: the best compression costs nothing per answer.
                gzipped: try? buffer.compress(with: .gzip(configuration: .init(compressionLevel: 9, memoryLevel: 9))))
        }
        self.files = files
    }
}
