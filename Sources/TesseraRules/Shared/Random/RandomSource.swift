/// A source of 64-bit random words that Tessera draws every random choice from.
///
/// Tessera owns the mapping from words to values (``draw(_:)``) so that the
/// browser, the terminal and the server make the same choices forever,
/// whatever the standard library does with its own `random(in:using:)`.
public protocol RandomSource {
    /// Returns the next 64-bit word of the sequence.
    mutating func next() -> UInt64
}

extension RandomSource {
    /// Draws an integer in `0..<bound` by Lemire's nearly-divisionless method.
    ///
    /// The arithmetic is done in `UInt64` on every platform, so a 32-bit
    /// wasm build draws exactly what a 64-bit host draws. This is the method
    /// the standard library uses for `Int.random(in: 0..<bound, using:)` on
    /// 64-bit hosts; the tests check that the two agree.
    /// - Precondition: `bound > 0`.
    public mutating func draw(_ bound: UInt64) -> UInt64 {
        precondition(bound > 0, "draw needs a positive bound")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// Draws an index in `0..<count`; a convenience over ``draw(_:)``.
    /// - Precondition: `count > 0`.
    public mutating func draw(_ count: Int) -> Int {
        Int(truncatingIfNeeded: draw(UInt64(count)))
    }
}
