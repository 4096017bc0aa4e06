import Foundation

/// Runs a CPU-bound test's work on a thread outside the cooperative pool, one such test at a time.
///
/// Swift Testing runs every test on the cooperative pool, which has one thread a core. Two tests
/// that compute for a minute each (a million differential moves, a ledger replayed) would hold both
/// threads, and every waiting test beside them (a server's answer, a terminal's screen) would stand
/// still, its own clock running, until they finished. Work run here shares the cores through the
/// system's scheduler instead, and leaves the pool to the tests that wait.
///
/// The work stays in the test's task, so `#expect` and `#require` inside it record their issues
/// on the test as usual.
public func onOwnThread<Result, Failure: Error>(_ work: () throws(Failure) -> Result) async throws(Failure) -> Result {
    try await withTaskExecutorPreference(OwnThreadExecutor.shared) { () async throws(Failure) -> Result in
        try work()
    }
}

/// A task executor with one thread of its own, which runs the jobs given to it in turn.
final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The one thread every ``onOwnThread(_:)`` call shares.
    static let shared = OwnThreadExecutor()

    /// Guards `jobs`; the thread waits on it while there is nothing to run.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.stackSize = 16 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs as they come, for the whole test run.
    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
