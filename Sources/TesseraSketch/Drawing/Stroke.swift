import TesseraRules

/// One stroke of a drawing: its colour, base width and smoothed points; one point makes a dot.
///
/// `widths`, when present, carries the living width at each point (by speed or pen pressure);
/// without it the stroke has its base width throughout.
public struct Stroke: Equatable, Sendable {
    /// The narrowest and widest base width, in hundredths of a unit (0.5–200).
    public static let baseWidths: ClosedRange<Int32> = 50...20_000
    /// The narrowest and widest living width, in hundredths, over every base width (0.1–200).
    public static let livingWidths: ClosedRange<Int32> = 10...20_000

    /// The living widths a stroke of base width `width` (hundredths) may have: 20–100 % of it,
    /// the lower end rounded down.
    public static func livingWidths(for width: Int32) -> ClosedRange<Int32> {
        (width / 5)...width
    }

    public let color: SketchColor
    /// The base width in hundredths of a unit.
    public let width: Int32
    /// The smoothed points, first to last; never empty.
    public let points: [SketchPoint]
    /// The living width at each point, in hundredths; `nil` for a stroke of constant width.
    public let widths: [Int32]?

    /// A stroke; throws ``RulesError`` (`.drawing`) when it has no points, a width out of range,
    /// or not one living width per point, each 20–100 % of the base width.
    public init(color: SketchColor, width: Int32, points: [SketchPoint], widths: [Int32]? = nil) throws(RulesError) {
        guard !points.isEmpty else { throw RulesError(.drawing, "points: a stroke needs at least one point") }
        guard Self.baseWidths.contains(width) else {
            throw RulesError(.drawing, "width: \(Hundredths.text(width)) is outside 0.5–200")
        }
        if let widths {
            guard widths.count == points.count else {
                throw RulesError(
                    .drawing, "widths: \(widths.count) widths for \(points.count) points; give one per point")
            }
            let living = Self.livingWidths(for: width)
            if let index = widths.firstIndex(where: { !living.contains($0) }) {
                throw RulesError(
                    .drawing,
                    "widths[\(index)]: \(Hundredths.text(widths[index])) is outside 20–100 % of the stroke's width "
                        + "(\(Hundredths.text(living.lowerBound))–\(Hundredths.text(living.upperBound)))")
            }
        }
        self.color = color
        self.width = width
        self.points = points
        self.widths = widths
    }

    /// `true` for a dot: a stroke of one point.
    public var isDot: Bool { points.count == 1 }

    /// The living widths the stroke is painted and erased with: ``widths``, but none for a dot, which is
    /// always a circle of the base width (a dot's `widths` are kept in the wire form, and have no effect).
    var drawnWidths: [Int32]? { isDot ? nil : widths }
}
