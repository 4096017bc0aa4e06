/// `base` raised to `exponent` (both ≥ 0, the exponent below 2^30) without libm's `pow`, which wasm lacks.
///
/// A whole base to a whole or half exponent is exact or correctly rounded, as a
/// table built for nneonneo's heuristic needs: a whole power by products, a half
/// power as the square root (which IEEE rounds correctly) of the doubled power,
/// whenever that product stays below 2^53. Other exponents apply the whole part by
/// squaring and the fraction by square roots, one binary digit at a time down to 2⁻²⁰.
func power(_ base: Double, _ exponent: Double) -> Double {
    precondition(exponent >= 0 && exponent < 0x1p30, "an exponent of at least 0 and below 2^30")
    guard base > 0 else { return exponent == 0 ? 1 : 0 }
    if let exact = exactPower(base, exponent) { return exact }
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

/// `base`^`exponent`, exact or correctly rounded, for a whole base > 0 and a whole or half exponent ≥ 0.
///
/// `nil` otherwise, and when the product it takes (a half power's: the doubled power) reaches 2^53.
/// Its caller, `power`, has already turned away a base ≤ 0.
private func exactPower(_ base: Double, _ exponent: Double) -> Double? {
    let doubled = exponent * 2
    // Whole numbers, tested by converting to Int (wasm has no libm `round`; its Int has 32 bits, so the base
    // stays below 2^30 there); NaN fails the comparisons.
    guard base < min(0x1p53, Double(Int.max >> 1)), doubled >= 0, doubled <= 128 else { return nil }
    guard Double(Int(base)) == base, Double(Int(doubled)) == doubled else { return nil }
    let isWhole = Int(doubled) % 2 == 0
    var product = 1.0
    for _ in 0..<(isWhole ? Int(exponent) : Int(doubled)) {
        product *= base
        guard product < 0x1p53 else { return nil }
    }
    return isWhole ? product : product.squareRoot()
}
