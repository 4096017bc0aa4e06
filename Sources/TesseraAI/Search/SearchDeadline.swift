/// The time a search may take: it reads the clock every few move nodes and remembers once the deadline passed.
struct SearchDeadline {
    /// Bitboard move nodes between two readings of the clock (a few microseconds of search).
    static let bitboardInterval = 64

    /// The clock, or `nil` for a search without a time limit.
    let clock: (() -> UInt64)?
    /// The time by `clock` past which the search gives up.
    let deadline: UInt64
    /// Move nodes between two readings of the clock.
    let interval: Int
    /// `true` once the deadline passed; every value computed after that is meaningless.
    private(set) var passed = false
    /// Move nodes left before the clock is read again.
    private var countdown: Int

    /// A search's time, read every `interval` move nodes.
    ///
    /// A `deadline` of `UInt64.max` is none, and the clock is then never read.
    init(clock: (() -> UInt64)?, deadline: UInt64, interval: Int) {
        self.clock = deadline == .max ? nil : clock
        self.deadline = deadline
        self.interval = interval
        countdown = interval
    }

    /// Counts one move node; `true` once the deadline has passed (never without a clock).
    @inline(__always)
    mutating func expired() -> Bool {
        guard let clock else { return false }
        countdown -= 1
        if countdown <= 0 {
            countdown = interval
            if clock() >= deadline { passed = true }
        }
        return passed
    }
}
