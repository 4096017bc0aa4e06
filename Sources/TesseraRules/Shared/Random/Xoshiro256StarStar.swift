/// Tessera's default generator: xoshiro256** seeded through SplitMix64.
///
/// Random play, ranked games and `--seed N` use it. Its four state words are
/// the first four outputs of ``SplitMix64`` seeded with the game's seed.
public struct Xoshiro256StarStar: RandomSource, Equatable, Sendable {
    /// The four state words, in order; saved games record them.
    public private(set) var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates the generator for a game seed.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        state = (expander.next(), expander.next(), expander.next(), expander.next())
    }

    /// Restores a generator from saved state words.
    ///
    /// Returns `nil` for the all-zero state, which xoshiro can never leave
    /// and no seed produces.
    public init?(state: (UInt64, UInt64, UInt64, UInt64)) {
        guard state.0 | state.1 | state.2 | state.3 != 0 else { return nil }
        self.state = state
    }

    public mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, by: 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotateLeft(state.3, by: 45)
        return result
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state
    }

    private func rotateLeft(_ word: UInt64, by count: UInt64) -> UInt64 {
        (word << count) | (word >> (64 - count))
    }
}
