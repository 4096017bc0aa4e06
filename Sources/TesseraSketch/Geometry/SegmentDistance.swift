/// Distances between points and line segments in drawing units, for the eraser.
enum SegmentDistance {
    typealias Point = (x: Double, y: Double)

    /// The squared distance from `p` to the segment from `a` to `b`.
    static func squared(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
        }
        let nearX = a.x + t * dx - p.x
        let nearY = a.y + t * dy - p.y
        return nearX * nearX + nearY * nearY
    }

    /// The squared distance between the segments `a1`–`a2` and `b1`–`b2` (zero when they cross).
    static func squared(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Double {
        if cross(a1, a2, b1, b2) { return 0 }
        return min(min(squared(a1, b1, b2), squared(a2, b1, b2)), min(squared(b1, a1, a2), squared(b2, a1, a2)))
    }

    private static func cross(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Bool {
        let d1 = side(b1, b2, a1)
        let d2 = side(b1, b2, a2)
        let d3 = side(a1, a2, b1)
        let d4 = side(a1, a2, b2)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }
}
