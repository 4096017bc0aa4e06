extension Drawing {
    /// The drawing as a standalone SVG document: its background, then one `<circle>` per dot and
    /// one `<path>` per stroke (filled outlines for living widths, stroked paths otherwise), in
    /// drawing order. The name is its `<title>`.
    public var svg: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + pointCount * 16)
        bytes += Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"".utf8)
        SVGText.number(width, into: &bytes)
        bytes += Array("\" height=\"".utf8)
        SVGText.number(height, into: &bytes)
        bytes += Array("\" viewBox=\"0 0 ".utf8)
        SVGText.number(width, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        SVGText.number(height, into: &bytes)
        bytes += Array("\"><title>".utf8)
        SVGText.escaped(name, into: &bytes)
        bytes += Array("</title><rect width=\"100%\" height=\"100%\" fill=\"".utf8)
        bytes += background.hex
        bytes += Array("\"/>".utf8)
        for stroke in strokes {
            bytes.append(UInt8(ascii: "\n"))
            SVGText.element(stroke, into: &bytes)
        }
        bytes += Array("\n</svg>\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The pieces of the SVG document.
private enum SVGText {
    static func element(_ stroke: Stroke, into bytes: inout [UInt8]) {
        if stroke.isDot {
            let center = stroke.points[0]
            bytes += Array("<circle cx=\"".utf8)
            Hundredths.write(center.x, into: &bytes)
            bytes += Array("\" cy=\"".utf8)
            Hundredths.write(center.y, into: &bytes)
            bytes += Array("\" r=\"".utf8)
            Hundredths.write(Hundredths.nearest(Hundredths.units(stroke.width) / 2), into: &bytes)
            bytes += Array("\" fill=\"".utf8)
            bytes += stroke.color.hex
            bytes += Array("\"/>".utf8)
            return
        }
        bytes += Array("<path d=\"".utf8)
        bytes += stroke.pathData
        if stroke.isFilled {
            bytes += Array("\" fill=\"".utf8)
            bytes += stroke.color.hex
        } else {
            bytes += Array("\" fill=\"none\" stroke=\"".utf8)
            bytes += stroke.color.hex
            bytes += Array("\" stroke-width=\"".utf8)
            Hundredths.write(stroke.width, into: &bytes)
            bytes += Array("\" stroke-linecap=\"round\" stroke-linejoin=\"round".utf8)
        }
        bytes += Array("\"/>".utf8)
    }

    static func number(_ value: Int, into bytes: inout [UInt8]) {
        Hundredths.write(Int32(value * 100), into: &bytes)
    }

    /// `text` with `&`, `<`, `>` and `"` written as entities.
    static func escaped(_ text: String, into bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
            default: bytes.append(byte)
            }
        }
    }
}
