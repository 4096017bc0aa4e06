import TesseraRules

extension Drawing {
    /// Reads a drawing from its wire form, checking every value; unknown fields are ignored.
    ///
    /// Numbers keep two decimals (more are rounded, halves away from zero). Throws ``RulesError``
    /// (`.drawing`) naming the first field that is malformed, missing or over a limit.
    public init(wireJSON bytes: [UInt8]) throws(RulesError) {
        var reader = WireReader(bytes)
        var fields = WireFields()
        try reader.object(at: "") { (reader, key) throws(RulesError) in
            try fields.read(key, from: &reader)
        }
        try reader.expectEnd()
        guard let version = fields.version else { throw RulesError(.drawing, "version: missing") }
        guard version == Self.version else {
            throw RulesError(.drawing, "version: \(version) is not a version this server reads (1)")
        }
        guard let name = fields.name else { throw RulesError(.drawing, "name: missing") }
        guard let width = fields.width else { throw RulesError(.drawing, "width: missing") }
        guard let height = fields.height else { throw RulesError(.drawing, "height: missing") }
        guard let strokes = fields.strokes else { throw RulesError(.drawing, "strokes: missing") }
        try self.init(
            name: name, width: width, height: height, background: fields.background ?? .white, strokes: strokes)
    }

    /// The wire form: compact JSON, numbers with at most two decimals, colours in lower case.
    public var wireJSON: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96 + pointCount * 14)
        var json = JSONWriter()
        json.object { json in
            json.field("version") { $0.number(Self.version) }
            json.field("name") { $0.string(name) }
            json.field("width") { $0.number(width) }
            json.field("height") { $0.number(height) }
            json.field("background") { $0.string(background.hex) }
        }
        // The strokes are written straight as bytes: a JSONWriter call per number would be slower.
        bytes += json.bytes.dropLast()
        bytes += Array(",\"strokes\":[".utf8)
        for (index, stroke) in strokes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.write(stroke, into: &bytes)
        }
        bytes += [UInt8(ascii: "]"), UInt8(ascii: "}")]
        return bytes
    }

    fileprivate static func write(_ stroke: Stroke, into bytes: inout [UInt8]) {
        bytes += Array("{\"color\":\"".utf8)
        bytes += stroke.color.hex
        bytes += Array("\",\"width\":".utf8)
        Hundredths.write(stroke.width, into: &bytes)
        bytes += Array(",\"points\":[".utf8)
        for (index, point) in stroke.points.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Hundredths.write(point.x, into: &bytes)
            bytes.append(UInt8(ascii: ","))
            Hundredths.write(point.y, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        if let widths = stroke.widths {
            bytes += Array(",\"widths\":[".utf8)
            for (index, width) in widths.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Hundredths.write(width, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
    }
}

/// What the wire form takes, in bytes, and the most a drawing being edited may take.
extension Drawing {
    /// The most bytes a drawing's wire form may take while it is edited: 2 MiB, the most a save sends.
    public static let largestWireByteCount = 2 * 1024 * 1024
    /// The most bytes a name takes in the wire form: its UTF-8, every byte escaped (a quote or backslash).
    static let largestNameWireBytes = 2 * DrawingName.largestUTF8

    /// The bytes `name` takes in the wire form, between its quotes.
    static func wireByteCount(ofName name: String) -> Int {
        var json = JSONWriter()
        json.string(name)
        return json.bytes.count - 2
    }

    /// The bytes this drawing's wire form takes besides its strokes and name.
    var wireFrameByteCount: Int {
        Drawing(unchecked: "", width: width, height: height, background: background, strokes: [], pointCount: 0)
            .wireJSON.count
    }
}

extension Stroke {
    /// The most bytes a point takes in the wire form: two coordinates of at most 8 characters (−9999.99,
    /// 19999.99) and a living width of at most 6 (199.99), each with its comma.
    static let largestPointWireBytes = 25
    /// The most bytes a stroke takes in the wire form besides its points' numbers, the comma before it included.
    static let largestFrameWireBytes = ",{\"color\":\"#000000\",\"width\":199.99,\"points\":[],\"widths\":[]}".utf8
        .count

    /// The bytes this stroke takes in a drawing's wire form, the comma before it included.
    var wireByteCount: Int {
        var bytes: [UInt8] = []
        Drawing.write(self, into: &bytes)
        return bytes.count + 1
    }
}

/// The top-level fields of the wire form as they are read, before the drawing is checked as a whole.
private struct WireFields {
    var version: Int?
    var name: String?
    var width: Int?
    var height: Int?
    var background: SketchColor?
    var strokes: [Stroke]?
    private var pointCount = 0

    mutating func read(_ key: [UInt8], from reader: inout WireReader) throws(RulesError) {
        if WireKey.is(key, "version") {
            try refuseTwice(version, "version", reader)
            version = try whole(&reader, "version")
        } else if WireKey.is(key, "name") {
            try refuseTwice(name, "name", reader)
            name = String(decoding: try reader.string(at: "name"), as: UTF8.self)
        } else if WireKey.is(key, "width") {
            try refuseTwice(width, "width", reader)
            width = try whole(&reader, "width")
        } else if WireKey.is(key, "height") {
            try refuseTwice(height, "height", reader)
            height = try whole(&reader, "height")
        } else if WireKey.is(key, "background") {
            try refuseTwice(background, "background", reader)
            background = try color(&reader, "background")
        } else if WireKey.is(key, "strokes") {
            try refuseTwice(strokes, "strokes", reader)
            var read: [Stroke] = []
            try reader.array(at: "strokes") { (reader, index) throws(RulesError) in
                guard index < Drawing.largestStrokeCount else {
                    throw reader.fault("strokes", "more than 20000 strokes; a drawing holds at most 20000")
                }
                read.append(try stroke(&reader, "strokes[\(index)]"))
            }
            strokes = read
        } else {
            try reader.skipValue(at: String(decoding: key, as: UTF8.self))
        }
    }

    private mutating func stroke(_ reader: inout WireReader, _ path: String) throws(RulesError) -> Stroke {
        var color: SketchColor?
        var width: Int32?
        var points: [SketchPoint]?
        var widths: [Int32]?
        try reader.object(at: path) { (reader, key) throws(RulesError) in
            if WireKey.is(key, "color") {
                try refuseTwice(color, "\(path).color", reader)
                color = try self.color(&reader, "\(path).color")
            } else if WireKey.is(key, "width") {
                try refuseTwice(width, "\(path).width", reader)
                width = try number(&reader, "\(path).width", within: Stroke.baseWidths, "0.5–200")
            } else if WireKey.is(key, "points") {
                try refuseTwice(points, "\(path).points", reader)
                points = try self.points(&reader, "\(path).points")
            } else if WireKey.is(key, "widths") {
                try refuseTwice(widths, "\(path).widths", reader)
                var read: [Int32] = []
                try reader.array(at: "\(path).widths") { (reader, index) throws(RulesError) in
                    read.append(try number(&reader, "\(path).widths[\(index)]", within: Stroke.livingWidths, "0.1–200"))
                }
                widths = read
            } else {
                try reader.skipValue(at: "\(path).\(String(decoding: key, as: UTF8.self))")
            }
        }
        guard let color else { throw reader.fault("\(path).color", "missing") }
        guard let width else { throw reader.fault("\(path).width", "missing") }
        guard let points else { throw reader.fault("\(path).points", "missing") }
        do {
            return try Stroke(color: color, width: width, points: points, widths: widths)
        } catch {
            throw reader.fault(path, error.message)
        }
    }

    private mutating func points(_ reader: inout WireReader, _ path: String) throws(RulesError) -> [SketchPoint] {
        var coordinates: [Int32] = []
        try reader.array(at: path) { (reader, index) throws(RulesError) in
            guard pointCount + (index + 2) / 2 <= Drawing.largestPointCount else {
                throw reader.fault(path, "more than 200000 points in all; a drawing holds at most 200000")
            }
            guard let value = DecimalNumber.hundredths(try reader.numberText(at: "\(path)[\(index)]")),
                abs(value) <= 2_000_000
            else {
                throw reader.fault(
                    "\(path)[\(index)]", "out of range (a point lies within −1× to 2× the drawing's width and height)")
            }
            coordinates.append(Int32(value))
        }
        guard !coordinates.isEmpty, coordinates.count % 2 == 0 else {
            throw reader.fault(
                path, "give x and y for each point (an even count of at least 2); there are \(coordinates.count)")
        }
        pointCount += coordinates.count / 2
        var points: [SketchPoint] = []
        points.reserveCapacity(coordinates.count / 2)
        for pair in stride(from: 0, to: coordinates.count, by: 2) {
            points.append(SketchPoint(x: coordinates[pair], y: coordinates[pair + 1]))
        }
        return points
    }

    private func color(_ reader: inout WireReader, _ path: String) throws(RulesError) -> SketchColor {
        let text = try reader.string(at: path)
        guard let color = SketchColor(hex: text) else {
            throw reader.fault(path, "\(ASCII.quoted(text)) is not a colour written #rrggbb")
        }
        return color
    }

    private func number(
        _ reader: inout WireReader, _ path: @autoclosure () -> String, within range: ClosedRange<Int32>,
        _ shown: String
    ) throws(RulesError) -> Int32 {
        let text = try reader.numberText(at: path())
        guard let value = DecimalNumber.hundredths(text), value >= Int64(range.lowerBound),
            value <= Int64(range.upperBound)
        else { throw reader.fault(path(), "\(ASCII.quoted(text)) is outside \(shown)") }
        return Int32(value)
    }

    private func whole(_ reader: inout WireReader, _ path: String) throws(RulesError) -> Int {
        let text = try reader.numberText(at: path)
        guard let value = DecimalNumber.hundredths(text), value % 100 == 0, abs(value) <= 100_000_000 else {
            throw reader.fault(path, "\(ASCII.quoted(text)) is not a whole number")
        }
        return Int(value / 100)
    }

    private func refuseTwice<Value>(_ value: Value?, _ path: String, _ reader: WireReader) throws(RulesError) {
        if value != nil { throw reader.fault(path, "given twice") }
    }
}

/// Field names and literals compared as bytes (String comparison would pull Unicode tables into the wasm module).
enum WireKey {
    static func `is`(_ key: some Collection<UInt8>, _ name: StaticString) -> Bool {
        key.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
