/// The time a search may take: it reads the clock every few move nodes and remembers once the deadline passed.
struct SearchDeadline {
    /// Move nodes between two readings of the clock (a few microseconds of search).
    static let clockInterval = 64

    /// The clock, or `nil` for a search without a time limit.
    let clock: (() -> UInt64)?
    /// The time by `clock` past which the search gives up.
    let deadline: UInt64
    /// `true` once the deadline passed; every value computed after that is meaningless.
    private(set) var passed = false
    /// Move nodes left before the clock is read again.
    private var countdown = Self.clockInterval

    /// A search's time: a `deadline` of `UInt64.max` is none, and the clock is then never read.
    init(clock: (() -> UInt64)?, deadline: UInt64) {
        self.clock = deadline == .max ? nil : clock
        self.deadline = deadline
    }

    /// Counts one move node; `true` once the deadline has passed (never without a clock).
    @inline(__always)
    mutating func expired() -> Bool {
        guard let clock else { return false }
        countdown -= 1
        if countdown <= 0 {
            countdown = Self.clockInterval
            if clock() >= deadline { passed = true }
        }
        return passed
    }
}
