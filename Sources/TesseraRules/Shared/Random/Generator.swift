/// The generator a game plays with: the default one or the course's.
///
/// A closed set rather than a protocol existential, so that games stay plain
/// values that save, compare and compile under Embedded Swift.
public enum Generator: RandomSource, Equatable, Sendable {
    /// xoshiro256** (random play, ranked games, `--seed N`).
    case standard(Xoshiro256StarStar)
    /// The course generator (Deterministic mode).
    case course(CourseGenerator)

    public mutating func next() -> UInt64 {
        switch self {
        case .standard(var generator):
            let word = generator.next()
            self = .standard(generator)
            return word
        case .course(var generator):
            let word = generator.next()
            self = .course(generator)
            return word
        }
    }
}

/// How a game's randomness is chosen: a seed for the default generator, or Deterministic mode.
public enum SeedChoice: Equatable, Sendable {
    /// The default generator seeded with this value.
    case seeded(UInt64)
    /// The course generator seeded with 14, as the course's Deterministic mode.
    case deterministic

    /// A fresh generator for a new game.
    public func makeGenerator() -> Generator {
        switch self {
        case .seeded(let seed): .standard(Xoshiro256StarStar(seed: seed))
        case .deterministic: .course(CourseGenerator())
        }
    }
}
