import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A save file this process plays, so that no other terminal plays it at the same time.
///
/// Two terminals on one save would each write their own game over the other's after every move, and
/// the one to quit last would silently throw away the other's progress. So a game first claims its
/// save: a POSIX record lock on a hidden file beside it (`.<save>.lock`), held until the claim is
/// released or the process ends (a crash or `kill -9` included, so a claim never goes stale). The
/// lock belongs to the process: within one process a second claim of the same file succeeds.
public final class SaveClaim {
    /// The save file claimed.
    public let file: URL
    private let descriptor: Int32

    private init(file: URL, descriptor: Int32) {
        self.file = file
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)  // closing releases the lock
    }

    /// Claims `file` for this process.
    ///
    /// - Returns: the claim, to keep while the game plays; `nil` when no claim can be had (a lock file that
    ///   cannot be made or opened, a file system without record locks): the game plays unclaimed, as it did
    ///   before claims, and a folder it cannot write in is reported by its saves.
    /// - Throws: ``SaveClaimedElsewhere`` when another process holds the claim.
    public static func take(_ file: URL) throws(SaveClaimedElsewhere) -> SaveClaim? {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lockPath = folder.appendingPathComponent(".\(file.lastPathComponent).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        var lock = wholeFileLock()
        var status: Int32
        repeat {
            status = fcntl(descriptor, F_SETLK, &lock)
        } while status != 0 && errno == EINTR
        guard status != 0 else { return SaveClaim(file: file, descriptor: descriptor) }
        let refused = errno
        defer { close(descriptor) }
        guard refused == EAGAIN || refused == EACCES else { return nil }  // no locks here (some network folders)
        var holder = wholeFileLock()
        let asked = fcntl(descriptor, F_GETLK, &holder)
        // The holder's process, when the system names one this process can see (not in another pid namespace).
        let named = asked == 0 && holder.l_type != Int16(F_UNLCK) && holder.l_pid > 0
        throw SaveClaimedElsewhere(file: file, process: named ? holder.l_pid : nil)
    }

    /// A write lock over the whole file.
    private static func wholeFileLock() -> flock {
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 0  // to the end of the file, however long
        return lock
    }
}

/// Another process (a game in another terminal) plays this save.
public struct SaveClaimedElsewhere: Error, Equatable, Sendable {
    /// The save file.
    public let file: URL
    /// The process that holds it, when the system says.
    public let process: pid_t?

    /// What to tell the player, `game` naming what they asked to play: `The 6x10 board`.
    public func message(for game: String) -> String {
        let holder = process.map { " (process \($0))" } ?? ""
        return "\(game) is already open in another terminal\(holder). Quit it there first "
            + "(or, if it was stopped with Ctrl-Z, bring it back with fg there and quit)."
    }
}
