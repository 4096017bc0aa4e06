import Foundation
import Glibc
import Synchronization

/// Waiting for child processes without holding a thread of the test run, and never without end.
///
/// Swift Testing runs the tests on the cooperative pool, which has one thread a core: a test that
/// blocks one of them for minutes (a browser suite, a wasm build) starves every test beside it. So
/// the waits here check every few milliseconds and sleep in between, and each has a time limit past
/// which the child is killed and the test fails, instead of the whole run hanging.
public enum ChildProcess {
    /// How often a wait looks again.
    private static let interval = Duration.milliseconds(10)

    /// Waits until `done` holds, looking again every few milliseconds; `false` once `deadline` has passed.
    /// Throws when the test is cancelled (its time limit, say).
    public static func poll(until deadline: ContinuousClock.Instant, _ done: () -> Bool) async throws -> Bool {
        while !done() {
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: interval)
        }
        return true
    }

    /// Waits for `process` to end and returns its exit status, 128 + the signal's number for one a
    /// signal ended, as a shell reports it; past `limit` (or when the test is cancelled) the process
    /// and what it started are killed, and this throws.
    public static func exit(of process: Process, within limit: Duration) async throws -> Int32 {
        var status: Int32? = nil
        let ended: Bool
        do {
            ended = try await poll(until: .now + limit) {
                status = exitStatus(of: process)
                return status != nil
            }
        } catch {
            kill(process)
            throw error
        }
        guard ended, let status else {
            kill(process)
            throw Timeout(program: process.executableURL?.lastPathComponent ?? "a child process", limit: limit)
        }
        return status
    }

    /// The exit status of a child once it has ended (128 + the signal's number for one a signal ended), else `nil`.
    ///
    /// While Foundation says the child runs, the system is asked, leaving the child for Foundation to reap:
    /// on Linux, Foundation learns that a child ended when a socket only the child should hold closes, and a
    /// child that inherits it keeps it open (its own, as swift-corelibs-foundation issue 4795 shows, or one
    /// another thread spawns at that moment). Tests run side by side, so a short command could otherwise seem
    /// to run as long as a browser suite started beside it.
    static func exitStatus(of process: Process) -> Int32? {
        guard process.isRunning else {
            let status = process.terminationStatus
            return process.terminationReason == .uncaughtSignal ? 128 + status : status
        }
        let child = process.processIdentifier
        var info = siginfo_t()
        // Not ended, or reaped a moment ago (Foundation then says so the next time it is asked).
        guard waitid(P_PID, id_t(child), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
            info._sifields._sigchld.si_pid == child
        else { return nil }
        let status = info._sifields._sigchld.si_status
        return info.si_code == Int32(CLD_EXITED) ? status : 128 + status
    }

    /// Kills a running child and whatever it started: Foundation makes each child the leader of a
    /// process group of its own, and the signal goes to the whole group.
    public static func kill(_ process: Process) {
        if exitStatus(of: process) == nil { Glibc.kill(-process.processIdentifier, SIGKILL) }
    }

    /// A child process that was still running at its time limit, and was killed.
    public struct Timeout: Error, CustomStringConvertible {
        public let program: String
        public let limit: Duration
        public var description: String { "\(program) was still running after \(limit) and was killed" }
    }
}

/// Everything a pipe delivers, read on a thread outside the cooperative pool.
///
/// The end of what a child wrote is known without waiting for the pipe to close: on Linux, a process another
/// thread spawns at the wrong moment can inherit the pipe's writing end (see ``ChildProcess/exitStatus(of:)``)
/// and hold it open for as long as it lives, writing nothing.
public final class PipeDrain: Sendable {
    private let descriptor: Int32
    /// What was read, and whether the writers have all closed the pipe; reads happen under its lock, so that
    /// what they read is kept in order.
    private let state = Mutex<(data: Data, closed: Bool)>((Data(), false))

    /// Starts reading `pipe` at once, so a child writing to it never blocks on a full pipe.
    public init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        descriptor = handle.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        DispatchQueue.global().async { [self] in
            while !readAvailable() {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)  // until there is more to read, or the writers have all closed it
            }
            withExtendedLifetime(handle) {}  // the descriptor stays open while it is read
        }
    }

    /// Reads all the pipe holds now; `true` once the writers have all closed it (or it cannot be read).
    ///
    /// Each read and the keeping of what it read happen under the lock, one chunk at a time, so that chunks
    /// stay in order whichever thread reads them and no waiter is held up for more than one read.
    private func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // true: read some (or interrupted), false: nothing more for now, nil: closed.
            let more: Bool? = state.withLock { state in
                guard !state.closed else { return nil }
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    state.data.append(contentsOf: buffer[..<count])
                    return true
                }
                if count < 0 && errno == EINTR { return true }
                if count < 0 && errno == EAGAIN { return false }
                state.closed = true
                return nil
            }
            guard let more else { return true }
            if !more { return false }
        }
    }

    /// What the pipe has delivered so far, as text.
    public var received: String { String(decoding: state.withLock { $0.data }, as: UTF8.self) }

    /// The text received once it holds a whole line or the pipe has closed, or as it stands at `deadline`.
    public func firstLine(by deadline: ContinuousClock.Instant) async throws -> String {
        _ = try await ChildProcess.poll(until: deadline) {
            state.withLock { $0.closed || $0.data.contains(UInt8(ascii: "\n")) }
        }
        return received
    }

    /// All the text written to the pipe: to be asked once every process that writes to it has ended, which
    /// a process that only holds it open does not delay.
    public func textOfEndedWriters() -> String {
        _ = readAvailable()
        return received
    }
}
