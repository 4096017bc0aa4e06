/// A point of a drawing in hundredths of a drawing unit, the precision the wire form keeps.
public struct SketchPoint: Equatable, Sendable {
    /// Hundredths of a unit from the left edge.
    public var x: Int32
    /// Hundredths of a unit from the top edge.
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }

    /// The point nearest to `(x, y)` given in drawing units; both must be finite and within ±20,000,000.
    public init(units x: Double, _ y: Double) {
        self.x = Hundredths.nearest(x)
        self.y = Hundredths.nearest(y)
    }

    /// The distance from the left edge in drawing units.
    public var unitX: Double { Double(x) / 100 }
    /// The distance from the top edge in drawing units.
    public var unitY: Double { Double(y) / 100 }
}

/// Whole hundredths of a drawing unit: the rounding the model applies to every coordinate and width.
public enum Hundredths {
    /// The number of hundredths nearest to `units` (halves away from zero); `units` must be finite and
    /// within ±20,000,000 (callers clamp first).
    public static func nearest(_ units: Double) -> Int32 {
        let scaled = units * 100
        return Int32(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
    }

    /// `value` in drawing units.
    public static func units(_ value: Int32) -> Double { Double(value) / 100 }
}
