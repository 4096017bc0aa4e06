import Foundation
import TesseraRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where the terminal game keeps its save and best scores (XDG: `$XDG_DATA_HOME/tessera`).
public struct DataFolder: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The folder the XDG base directory rules give for an environment:
    /// `$XDG_DATA_HOME/tessera`, else `$HOME/.local/share/tessera`.
    public init(environment: [String: String]) {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            url = URL(fileURLWithPath: data).appendingPathComponent("tessera")
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            url = URL(fileURLWithPath: home).appendingPathComponent(".local/share/tessera")
        }
    }

    /// The file of a board setting's saved game: `<board key>.save`.
    public func saveFile(for variant: TileVariant) -> URL {
        url.appendingPathComponent("\(variant.key).save")
    }

    /// The best-score file.
    public var bestScoresFile: URL {
        url.appendingPathComponent("best-scores.txt")
    }

    /// The most a file of the folder may hold: far more than any save or best-score list the game writes.
    public static let largestFile = 1 << 20

    /// The text of a file, or `nil` when it does not exist; a file larger than ``largestFile``, or that is no
    /// regular file (a folder, a pipe), is refused unread.
    public func read(_ file: URL) throws(StorageError) -> String? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw StorageError("\(file.path) is not a file the game wrote (it is a folder, a device or a pipe)")
            }
            let size = attributes[.size] as? Int ?? 0
            guard size <= Self.largestFile else {
                throw StorageError("\(file.path) holds \(size) bytes, more than the game ever writes (1 MiB)")
            }
            return try String(contentsOf: file, encoding: .utf8)
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError("could not read \(file.path): \(Self.reason(error))")
        }
    }

    /// Writes a file whole (through a temporary file, so a crash never leaves half a file).
    public func write(_ text: String, to file: URL) throws(StorageError) {
        if let notAFolder = fileInTheWay() {
            throw StorageError("could not write \(file.path): \(notAFolder) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw StorageError("could not write \(file.path): \(Self.reason(error))")
        }
    }

    /// Runs `body` while this process alone holds the folder's lock (`.lock`, an advisory `flock`), so that
    /// two games reading, changing and writing the same file one after the other never lose each other's
    /// change. When the lock cannot be had (a folder that cannot be written), `body` runs all the same:
    /// its own writes say what is wrong.
    public func exclusively<Result>(_ body: () throws(StorageError) -> Result) throws(StorageError) -> Result {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let descriptor = open(url.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return try body()
    }

    /// The nearest of the folder's path (itself or a folder above it) that is a file, or `nil` when none is.
    private func fileInTheWay() -> String? {
        var path = url
        while path.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : path.path
            }
            path.deleteLastPathComponent()
        }
        return nil
    }

    /// Moves an unreadable file aside as `<name>.corrupt` (`<name>.2.corrupt`, … when that is taken), so
    /// that nothing is lost, an earlier file set aside included; returns the new path.
    public func setAside(_ file: URL) -> String {
        var aside = file.appendingPathExtension("corrupt")
        var number = 2
        while FileManager.default.fileExists(atPath: aside.path) {
            aside = file.appendingPathExtension("\(number)").appendingPathExtension("corrupt")
            number += 1
        }
        try? FileManager.default.moveItem(at: file, to: aside)
        return aside.path
    }

    /// What went wrong, as a clause to end a sentence with: the system's reason where Foundation has one
    /// (its own description of a write is only "The operation could not be completed"), without a full stop.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        var text: String
        if let underlying, underlying.domain == NSPOSIXErrorDomain, let reason = strerror(Int32(underlying.code)) {
            text = String(cString: reason)
        } else {
            text = error.localizedDescription
        }
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
