import TesseraRules
import TesseraSketch

/// Builds the drawings and strokes the tests read, from the wire form and from plain numbers.
enum SketchFixtures {
    /// The example drawing, as the page saves it.
    static let catJSON = """
        {"version":1,"name":"Cat","width":1200,"height":800,"background":"#ffffff","strokes":[\
        {"color":"#1f2937","width":6,"points":[10,20,30.5,40.25,50,60],"widths":[6,5.4,4.8]},\
        {"color":"#e11d48","width":12,"points":[600,400]},\
        {"color":"#2563eb","width":3,"points":[100,100,200,150,300,100,400,150]}]}
        """

    /// A drawing read from its wire form; the tests give only valid text.
    static func drawing(_ json: String) throws -> Drawing {
        try Drawing(wireJSON: Array(json.utf8))
    }

    /// The message a wire form is refused with; `nil` when it is accepted.
    static func refusal(_ json: String) -> String? {
        do {
            _ = try Drawing(wireJSON: Array(json.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    /// A stroke of constant width through `coordinates` (x, y pairs, in units), in dark grey.
    static func stroke(_ coordinates: [Double], width: Double = 4) throws -> Stroke {
        var points: [SketchPoint] = []
        for pair in stride(from: 0, to: coordinates.count, by: 2) {
            points.append(SketchPoint(units: coordinates[pair], coordinates[pair + 1]))
        }
        return try Stroke(color: SketchColor(rgb: 0x1F2937)!, width: Hundredths.nearest(width), points: points)
    }

    /// A blank 1200 × 800 sketch.
    static func blankSketch() throws -> Sketch {
        Sketch(try Drawing(name: "Test", width: 1200, height: 800))
    }
}
