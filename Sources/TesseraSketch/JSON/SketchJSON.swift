import TesseraRules

/// The JSON the page reads from the sketch module: the state, how to draw a stroke, and a change.
extension Sketch {
    /// Writes `"state":{…}`: name, size, background, counts, how full it is and what can be undone or redone.
    public func writeState(to json: inout JSONWriter) {
        json.field("state") { json in
            json.object { json in
                json.field("name") { $0.string(name) }
                json.field("width") { $0.number(width) }
                json.field("height") { $0.number(height) }
                json.field("background") { $0.string(background.hex) }
                json.field("strokeCount") { $0.number(order.count) }
                json.field("pointCount") { $0.number(pointCount) }
                json.field("percentFull") { $0.number(percentFull) }
                json.field("canUndo") { $0.bool(canUndo) }
                json.field("canRedo") { $0.bool(canRedo) }
            }
        }
    }

    /// Writes how to draw the stroke `id`: `{"id","color","path","box"}` with `"fill":true`, or with
    /// `"line":` its width when the path is stroked. `box` is `[left, top, right, bottom]` in units,
    /// everything the stroke paints (its width included), for repainting only a region.
    public func writeRender(of id: Int, to json: inout JSONWriter) {
        Self.writeRender(of: stroke(id), id: id, to: &json)
    }

    /// Writes how to draw `stroke` under `id` (the live stroke has the id the next stroke will get), or only the
    /// pieces `pieces` of it (see ``Stroke/pathData(pieces:)``; the box is still the whole stroke's).
    public static func writeRender(
        of stroke: Stroke, id: Int, pieces: Range<Int>? = nil, to json: inout JSONWriter
    ) {
        json.object { json in
            json.field("id") { $0.number(id) }
            json.field("color") { $0.string(stroke.color.hex) }
            json.field("path") { $0.string(pieces.map { stroke.pathData(pieces: $0) } ?? stroke.pathData) }
            json.field("box") { json in
                let box = StrokeBox(stroke)
                // Outward to the hundredth, so that the box holds every pixel the stroke paints.
                let edges = [
                    (box.minX - box.reach) * 100, (box.minY - box.reach) * 100,
                    (box.maxX + box.reach) * 100, (box.maxY + box.reach) * 100,
                ]
                json.array { json in
                    for (index, edge) in edges.enumerated() {
                        json.hundredths(Int32(index < 2 ? edge.rounded(.down) : edge.rounded(.up)))
                    }
                }
            }
            if stroke.isFilled {
                json.field("fill") { $0.bool(true) }
            } else {
                json.field("line") { $0.hundredths(stroke.width) }
            }
        }
    }

    /// Writes a change's members: `"removed"`, `"inserted"` (`[index, id]` pairs), `"strokes"`
    /// (how to draw the ones new to the page) and the state after it.
    public func writeChange(_ change: SketchChange, to json: inout JSONWriter) {
        json.field("removed") { json in
            json.array { json in
                for id in change.removed { json.number(id) }
            }
        }
        json.field("inserted") { json in
            json.array { json in
                for insertion in change.inserted {
                    json.array { json in
                        json.number(insertion.index)
                        json.number(insertion.id)
                    }
                }
            }
        }
        json.field("strokes") { json in
            json.array { json in
                for id in change.added { writeRender(of: id, to: &json) }
            }
        }
        writeState(to: &json)
    }
}
