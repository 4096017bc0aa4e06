import Foundation
import TesseraRules
import TesseraSketch

/// Drawings in their wire form for the API tests, and what the drawing model makes of them.
enum DrawingFixtures {
    /// A dot of width 1 at (1, 1).
    static let dot = ##"{"color":"#000000","width":1,"points":[1,1]}"##

    /// A 100×80 drawing named `name` with `strokes` (wire-form stroke objects).
    static func wire(_ name: String = "Cat", strokes: [String] = [dot]) -> String {
        ##"{"version":1,"name":"\##(name)","width":100,"height":80,"strokes":["##
            + strokes.joined(separator: ",") + "]}"
    }

    /// A cat: a stroke written loosely (upper-case colours, three decimals, an unknown field) and a dot.
    static let cat =
        ##"{"version":1,"name":"  Cat ","width":1200,"height":800,"background":"#FFFFFF","tool":"pen","strokes":["##
        + ##"{"color":"#1F2937","width":6,"points":[10.125,20,30,40],"widths":[3,4]},"##
        + ##"{"color":"#ff0000","width":4,"points":[5,5]}]}"##

    /// The model's canonical wire form of `wire`.
    static func canonical(_ wire: String) throws -> String {
        String(decoding: try Drawing(wireJSON: Array(wire.utf8)).wireJSON, as: UTF8.self)
    }

    /// The model's refusal of `wire`: its message.
    static func refusal(_ wire: String) -> String {
        do {
            _ = try Drawing(wireJSON: Array(wire.utf8))
            return "(accepted)"
        } catch {
            return error.message
        }
    }
}
