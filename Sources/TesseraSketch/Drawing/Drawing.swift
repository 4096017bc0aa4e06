import TesseraRules

/// A drawing as it is saved and shared: its name, size, background and strokes in drawing order.
///
/// Every value is checked when a drawing is made (``init(name:width:height:background:strokes:)``
/// or ``init(wireJSON:)``), so a `Drawing` always holds within the limits below.
public struct Drawing: Equatable, Sendable {
    /// The wire form's version this model reads and writes.
    public static let version = 1
    /// The widest and tallest a drawing may be, in units.
    public static let sides: ClosedRange<Int> = 1...10_000
    /// The most strokes (dots included) a drawing holds.
    public static let largestStrokeCount = 20_000
    /// The most points a drawing holds, over all its strokes.
    public static let largestPointCount = 200_000

    /// The name, trimmed: 1–60 characters.
    public let name: String
    /// The width in units.
    public let width: Int
    /// The height in units.
    public let height: Int
    public let background: SketchColor
    /// The strokes and dots, first drawn first.
    public let strokes: [Stroke]
    /// The number of points over all strokes.
    public let pointCount: Int

    /// Throws ``RulesError`` (`.drawing`) when `name` breaks the rule for a name given now (a rename, a
    /// drawing sent to the server), which is stricter about invisible characters than the rule every
    /// drawing read back keeps.
    public static func checkGivenName(_ name: String) throws(RulesError) {
        _ = try labeledName { () throws(RulesError) in try DrawingName.checkedGiven(name) }
    }

    /// Runs a check of the name, its refusal labelled with the field it is about (`name: …`), as a drawing's other refusals are.
    private static func labeledName(_ check: () throws(RulesError) -> String) throws(RulesError) -> String {
        do {
            return try check()
        } catch {
            throw RulesError(.drawing, "name: \(error.message)")
        }
    }

    /// A drawing; throws ``RulesError`` (`.drawing`) naming the first value that breaks a limit.
    public init(
        name: String, width: Int, height: Int, background: SketchColor = .white, strokes: [Stroke] = []
    ) throws(RulesError) {
        let name = try Self.labeledName { () throws(RulesError) in try DrawingName.checked(name) }
        guard Self.sides.contains(width) else { throw RulesError(.drawing, "width: \(width) is outside 1–10000") }
        guard Self.sides.contains(height) else { throw RulesError(.drawing, "height: \(height) is outside 1–10000") }
        guard strokes.count <= Self.largestStrokeCount else {
            throw RulesError(.drawing, "strokes: \(strokes.count) strokes; a drawing holds at most 20000")
        }
        let bounds = DrawingBounds(width: width, height: height)
        var points = 0
        for (index, stroke) in strokes.enumerated() {
            points += stroke.points.count
            guard points <= Self.largestPointCount else {
                throw RulesError(
                    .drawing, "strokes[\(index)]: more than 200000 points in all; a drawing holds at most 200000")
            }
            try bounds.check(stroke.points, at: "strokes[\(index)].points")
        }
        self.init(
            unchecked: name, width: width, height: height, background: background, strokes: strokes, pointCount: points)
    }

    /// A blank drawing named "Untitled" with a white background; `width` and `height` must be within ``sides``.
    public static func blank(width: Int, height: Int) -> Drawing {
        Drawing(unchecked: "Untitled", width: width, height: height, background: .white, strokes: [], pointCount: 0)
    }

    /// The side nearest to `units` that a drawing may have (1–10,000; 1 for a number that is not finite).
    public static func side(_ units: Double) -> Int {
        guard units.isFinite else { return sides.lowerBound }
        return Int(min(max(units.rounded(.toNearestOrEven), Double(sides.lowerBound)), Double(sides.upperBound)))
    }

    /// A drawing from values already checked (by the public initialiser, or by a ``Sketch``).
    init(
        unchecked name: String, width: Int, height: Int, background: SketchColor, strokes: [Stroke], pointCount: Int
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.background = background
        self.strokes = strokes
        self.pointCount = pointCount
    }
}

/// Where a drawing's points may lie: from −1× to 2× its width and height.
struct DrawingBounds {
    let xs: ClosedRange<Int32>
    let ys: ClosedRange<Int32>

    init(width: Int, height: Int) {
        xs = Int32(-width * 100)...Int32(width * 200)
        ys = Int32(-height * 100)...Int32(height * 200)
    }

    /// Throws naming the first coordinate outside the bounds, as `points[i]` of the wire form's flat list.
    func check(_ points: [SketchPoint], at path: String) throws(RulesError) {
        for (index, point) in points.enumerated() {
            if !xs.contains(point.x) {
                throw outside(point.x, xs, at: "\(path)[\(2 * index)]")
            }
            if !ys.contains(point.y) {
                throw outside(point.y, ys, at: "\(path)[\(2 * index + 1)]")
            }
        }
    }

    /// `value` moved into `range` (both in hundredths).
    static func clamp(_ value: Double, to range: ClosedRange<Int32>) -> Double {
        min(max(value, Hundredths.units(range.lowerBound)), Hundredths.units(range.upperBound))
    }

    private func outside(_ value: Int32, _ range: ClosedRange<Int32>, at path: String) -> RulesError {
        RulesError(
            .drawing,
            "\(path): \(Hundredths.text(value)) is outside \(Hundredths.text(range.lowerBound))…\(Hundredths.text(range.upperBound))"
        )
    }
}
