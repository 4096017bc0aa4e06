/// The course's generator for Deterministic ("Determ") mode, reproduced exactly.
///
/// Each output runs the course's step `curr = (103 &+ curr) &* 65537` three
/// times. Deterministic games seed it with ``CourseGenerator/deterministicSeed``.
public struct CourseGenerator: RandomSource, Equatable, Sendable {
    /// The seed every Deterministic game starts from.
    public static let deterministicSeed: UInt64 = 14

    /// The generator's whole state (the course's `curr`).
    public private(set) var current: UInt64

    /// Creates the generator with `current` as its state.
    public init(current: UInt64 = deterministicSeed) {
        self.current = current
    }

    public mutating func next() -> UInt64 {
        current = (103 &+ current) &* 65537
        current = (103 &+ current) &* 65537
        current = (103 &+ current) &* 65537
        return current
    }
}
