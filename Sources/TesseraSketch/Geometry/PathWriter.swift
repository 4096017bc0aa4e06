/// Writes SVG path data (`M`, `L`, `Q`, `A`, `Z`) with coordinates in drawing units to two decimals.
struct PathWriter {
    private(set) var bytes: [UInt8] = []

    mutating func move(_ x: Double, _ y: Double) {
        command(UInt8(ascii: "M"))
        pair(x, y)
    }

    mutating func line(_ x: Double, _ y: Double) {
        command(UInt8(ascii: "L"))
        pair(x, y)
    }

    /// A quadratic curve through the control point `(cx, cy)` to `(x, y)`.
    mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
        command(UInt8(ascii: "Q"))
        pair(cx, cy)
        bytes.append(UInt8(ascii: " "))
        pair(x, y)
    }

    /// Half a circle of `radius` to `(x, y)`, turning the way SVG's sweep flag 0 turns.
    mutating func halfCircle(radius: Double, to x: Double, _ y: Double) {
        command(UInt8(ascii: "A"))
        pair(radius, radius)
        bytes += Array(" 0 0 0 ".utf8)
        pair(x, y)
    }

    mutating func close() {
        command(UInt8(ascii: "Z"))
    }

    private mutating func command(_ letter: UInt8) {
        bytes.append(letter)
    }

    private mutating func pair(_ x: Double, _ y: Double) {
        Hundredths.write(Hundredths.nearest(x), into: &bytes)
        bytes.append(UInt8(ascii: " "))
        Hundredths.write(Hundredths.nearest(y), into: &bytes)
    }
}
