import Glibc
import NIOCore
import NIOPosix

/// Verifies submitted games away from the threads that answer requests: a few at a time, the cheapest first.
///
/// Replays run on threads of their own, at a lower priority (nice 10), so however many
/// long games arrive at once, `/health`, the boards and the page keep being answered on
/// the others, which win the cores whenever both want them. Each replay
/// waits for a free thread in a queue ordered by its number of moves, so an honest
/// game of a few hundred moves passes every long one that is waiting; when the queue
/// is full, the longest waiting game makes room for a shorter one, or a game no
/// shorter than all of them is refused with a 503 (and `Retry-After`).
public final class ReplayPool: Sendable {
    /// The pool the servers of this process share: one thread fewer than the cores (at least one), 64 waiting.
    public static let shared = ReplayPool(threads: max(1, System.coreCount - 1), waiting: 64)

    /// The nice value of the replay threads: a tenth of the share of a thread at 0 when both want a core.
    private static let niceness: Int32 = 10

    private let threads: NIOThreadPool
    private let gate: ReplayGate

    /// A pool of `threads` threads with at most `waiting` replays queued for them.
    public init(threads count: Int, waiting: Int) {
        threads = NIOThreadPool(numberOfThreads: count)
        threads.start()
        gate = ReplayGate(slots: count, capacity: waiting)
    }

    /// How many replays wait for a thread now.
    var queued: Int {
        get async { await gate.waitingCount }
    }

    /// Runs `work`, whose cost is `cost` moves, on the pool once a thread is free for it.
    ///
    /// Throws a 503 when the queue has no room for it, or whatever `work` throws.
    func run<Value: Sendable>(cost: Int, _ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await gate.enter(cost: cost)
        do {
            let value = try await threads.runIfActive {
                // On Linux a nice value belongs to the thread that sets it.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
                return try work()
            }
            await gate.leave()
            return value
        } catch {
            await gate.leave()
            throw error
        }
    }
}

/// The admission queue of a ``ReplayPool``: `slots` replays run at once, the others wait cheapest first.
actor ReplayGate {
    private struct Waiter {
        let cost: Int
        let ticket: Int
        let continuation: CheckedContinuation<Void, any Error>

        /// Orders waiters by cost, then by arrival.
        func precedes(_ other: Waiter) -> Bool { (cost, ticket) < (other.cost, other.ticket) }
    }

    private let slots: Int
    private let capacity: Int
    private var running = 0
    private var waiting: [Waiter] = []
    private var nextTicket = 0

    init(slots: Int, capacity: Int) {
        self.slots = slots
        self.capacity = capacity
    }

    /// Returns once a slot is this caller's; throws a 503 when the queue is full of no longer work.
    func enter(cost: Int) async throws {
        if running < slots && waiting.isEmpty {
            running += 1
            return
        }
        if waiting.count >= capacity {
            let longest = waiting.indices.max { waiting[$0].precedes(waiting[$1]) }!
            guard waiting[longest].cost > cost else { throw Self.busy }
            waiting.remove(at: longest).continuation.resume(throwing: Self.busy)
        }
        let ticket = nextTicket
        nextTicket += 1
        try await withCheckedThrowingContinuation { continuation in
            waiting.append(Waiter(cost: cost, ticket: ticket, continuation: continuation))
        }
    }

    /// How many replays wait for a slot.
    var waitingCount: Int { waiting.count }

    /// Hands the caller's slot to the cheapest waiting replay, or frees it.
    func leave() {
        guard let cheapest = waiting.indices.min(by: { waiting[$0].precedes(waiting[$1]) }) else {
            running -= 1
            return
        }
        waiting.remove(at: cheapest).continuation.resume()
    }

    /// The refusal when the queue is full.
    private static var busy: APIError {
        var error = APIError(
            .serviceUnavailable, "the server is busy verifying other games; send this one again in a few seconds")
        error.headers[.retryAfter] = "2"
        return error
    }
}
