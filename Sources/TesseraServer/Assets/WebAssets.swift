import CompressNIO
import Foundation
import NIOCore

/// Every file of the page, loaded once at start-up from the `Web` resources of this module.
///
/// Loading at start-up means the server never touches the disk per request,
/// serves from any working folder, and gzips each file once. The service
/// worker's script gets the asset list and a version (a hash of every file),
/// so a new server version replaces the page's offline cache cleanly.
public struct WebAssets: Sendable {
    /// The assets by URL path (`/index.html`, `/js/app.js`, …).
    public let files: [String: WebAsset]
    /// A hash of every asset: changes whenever any file does.
    public let version: String

    /// Loads the assets bundled with this module.
    public static func bundled() throws -> WebAssets {
        guard let folder = Bundle.module.url(forResource: "Web", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the page's files are missing from the build"])
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
        let cached = raw.keys.filter { $0 != "/sw.js" }.sorted().map { $0 == "/index.html" ? "/" : $0 }
        if let worker = raw["/sw.js"] {
            let list = "[" + cached.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            raw["/sw.js"] = Array(String(decoding: worker, as: UTF8.self)
                .replacingOccurrences(of: "__TESSERA_VERSION__", with: version)
                .replacingOccurrences(of: "__TESSERA_ASSETS__", with: list).utf8)
        }
        var files: [String: WebAsset] = [:]
        for (path, bytes) in raw {
            var buffer = ByteBuffer(bytes: bytes)
            files[path] = WebAsset(bytes: bytes, contentType: WebAsset.contentType(forPath: path),
                                   gzipped: try? buffer.compress(with: .gzip()))
        }
        self.files = files
    }

    /// The total bytes of the files a first visit loads, plain and gzipped where the server gzips.
    public func firstVisitBytes() -> (plain: Int, compressed: Int) {
        files.filter { $0.key != "/sw.js" }.values.reduce((0, 0)) { total, asset in
            (total.0 + asset.body.readableBytes, total.1 + (asset.gzipped?.readableBytes ?? asset.body.readableBytes))
        }
    }
}
