/// `base` raised to `exponent` (both ≥ 0) by products and square roots, without libm's `pow`, which wasm lacks.
///
/// The whole part of the exponent is applied by squaring, the fraction by
/// square roots, one binary digit at a time down to 2⁻²⁰.
func power(_ base: Double, _ exponent: Double) -> Double {
    guard base > 0 else { return exponent == 0 ? 1 : 0 }
    var result = 1.0
    var whole = Int(exponent)
    var fraction = exponent - Double(whole)
    var square = base
    while whole > 0 {
        if whole & 1 == 1 { result *= square }
        square *= square
        whole >>= 1
    }
    var root = base
    for _ in 0..<20 where fraction > 0 {
        root = root.squareRoot()
        fraction *= 2
        if fraction >= 1 {
            result *= root
            fraction -= 1
        }
    }
    return result
}
