import TesseraRules
import TesseraSketch
import WasmExchange

/// The sketch the page is editing; a blank, untitled drawing until the page opens one.
nonisolated(unsafe) var sketch = Sketch(blankDrawing)
/// The stroke being drawn, between `sketch_begin` and `sketch_end`.
nonisolated(unsafe) var live: LiveStroke?
/// How many of the live stroke's pieces the page has been given to paint for good.
nonisolated(unsafe) var painted = 0
/// The eraser being dragged, between `sketch_erase_begin` and `sketch_erase_end`.
nonisolated(unsafe) var eraser: Eraser?

/// A blank 1200 × 800 drawing named "Untitled".
let blankDrawing = Drawing.blank(width: 1200, height: 800)

/// Opens the drawing whose wire form is the input, with a new history. Returns 0 with the state,
/// every stroke's render and the visible order, or 1 with the error.
@_expose(wasm, "sketch_open")
func open(_ length: Int32) -> Int32 {
    let drawing: Drawing
    do {
        drawing = try Drawing(wireJSON: Array(Exchange.take(length)))
    } catch {
        return Exchange.fail(error)
    }
    return start(drawing)
}

/// Starts a blank drawing named "Untitled" of the size given in units (each side clamped to
/// 1–10,000), with a new history. Returns 0 with what `sketch_open` answers.
@_expose(wasm, "sketch_new")
func newDrawing(_ width: Double, _ height: Double) -> Int32 {
    start(Drawing.blank(width: Drawing.side(width), height: Drawing.side(height)))
}

/// Edits `drawing` from now on: leaves its state, every stroke's render and the visible order; returns 0.
func start(_ drawing: Drawing) -> Int32 {
    sketch = Sketch(drawing)
    live = nil
    eraser = nil
    var json = JSONWriter()
    json.object { json in
        sketch.writeState(to: &json)
        json.field("strokes") { json in
            json.array { json in
                for id in sketch.order { sketch.writeRender(of: id, to: &json) }
            }
        }
        json.field("order") { json in
            json.array { json in
                for id in sketch.order { json.number(id) }
            }
        }
    }
    return Exchange.succeed(json)
}

/// Leaves the state; returns 0.
func state() -> Int32 {
    var json = JSONWriter()
    json.object { sketch.writeState(to: &$0) }
    return Exchange.succeed(json)
}

/// Starts a stroke at a pointer sample with a colour (`0xRRGGBB`), a base width and a width mode
/// (0 constant, 1 living: by the pen's pressure, or by speed when there is none). Returns 0 with the
/// live stroke's render, or 1.
@_expose(wasm, "sketch_begin")
func begin(
    _ x: Double, _ y: Double, _ pressure: Double, _ time: Double, _ color: Int32, _ width: Double, _ mode: Int32
) -> Int32 {
    guard let colour = SketchColor(rgb: UInt32(bitPattern: color)) else {
        return Exchange.fail(RulesError(.drawing, "color: not a colour 0xRRGGBB"))
    }
    do {
        live = try sketch.beginStroke(
            at: PointerSample(x: x, y: y, pressure: pressure, time: time), color: colour, width: width,
            mode: WidthMode(rawValue: mode) ?? .constant)
        painted = 0
    } catch {
        return Exchange.fail(error)
    }
    return liveStroke()
}

/// Adds a pointer sample to the live stroke; returns 0 (1 when no stroke is being drawn).
@_expose(wasm, "sketch_extend")
func extend(_ x: Double, _ y: Double, _ pressure: Double, _ time: Double) -> Int32 {
    guard live != nil else { return 1 }
    live!.extend(PointerSample(x: x, y: y, pressure: pressure, time: time))
    return 0
}

/// Returns 0 with the live stroke so far, or 1 when no stroke is being drawn: `"settled"`, when pieces have
/// settled since the last call (see ``LiveStroke/newlySettled(after:)``), their render, for the page to paint
/// once and keep; `"live"`, the render of the pieces after all those given so far, to paint this frame.
@_expose(wasm, "sketch_live")
func liveStroke() -> Int32 {
    guard let live else { return Exchange.fail(RulesError(.drawing, "no stroke is being drawn")) }
    let current = live.current
    var json = JSONWriter()
    json.object { json in
        if let settled = live.newlySettled(after: painted) {
            json.field("settled") { Sketch.writeRender(of: current, id: sketch.nextID, pieces: settled, to: &$0) }
            painted = settled.upperBound
        }
        json.field("live") {
            Sketch.writeRender(of: current, id: sketch.nextID, pieces: painted..<current.pieceCount, to: &$0)
        }
    }
    return Exchange.succeed(json)
}

/// Ends the live stroke at a last sample (kept as it is) and draws it as one step. Returns 0 with the change, or 1.
@_expose(wasm, "sketch_end")
func end(_ x: Double, _ y: Double, _ pressure: Double, _ time: Double) -> Int32 {
    guard var stroke = live else { return Exchange.fail(RulesError(.drawing, "no stroke is being drawn")) }
    live = nil
    stroke.extend(PointerSample(x: x, y: y, pressure: pressure, time: time))
    return change { () throws(RulesError) in try sketch.add(stroke.finished) }
}

/// Drops the live stroke; returns 0.
@_expose(wasm, "sketch_cancel")
func cancel() -> Int32 {
    live = nil
    eraser = nil
    return 0
}

/// Returns the radius, in units, of the eraser that goes with a pen of base width `width`.
@_expose(wasm, "sketch_eraser_radius")
func eraserRadius(_ width: Double) -> Double {
    Eraser.radius(forWidth: width)
}

/// Puts down the eraser that goes with a pen of base width `width`; returns 0 with
/// `{"touched":[ids],"radius":r}`, the strokes it touches and its radius.
@_expose(wasm, "sketch_erase_begin")
func eraseBegin(_ x: Double, _ y: Double, _ width: Double) -> Int32 {
    let started = Eraser(at: x, y, width: width, over: sketch)
    eraser = started
    return touched(started.touched, radius: started.radius)
}

/// Drags the eraser; returns 0 with the ids of the strokes it newly touched (1 when no eraser is down).
@_expose(wasm, "sketch_erase_extend")
func eraseExtend(_ x: Double, _ y: Double) -> Int32 {
    guard eraser != nil else { return Exchange.fail(RulesError(.drawing, "the eraser is not down")) }
    return touched(eraser!.move(to: x, y, over: sketch))
}

/// Lifts the eraser and removes what it touched as one step. Returns 0 with the change, or 1.
@_expose(wasm, "sketch_erase_end")
func eraseEnd() -> Int32 {
    guard let lifted = eraser else { return Exchange.fail(RulesError(.drawing, "the eraser is not down")) }
    eraser = nil
    return change { () throws(RulesError) in sketch.erase(lifted.touched) }
}

/// Takes back the last step; returns 0 with the change.
@_expose(wasm, "sketch_undo")
func undo() -> Int32 {
    change { () throws(RulesError) in sketch.undo() }
}

/// Puts back the last step undone; returns 0 with the change.
@_expose(wasm, "sketch_redo")
func redo() -> Int32 {
    change { () throws(RulesError) in sketch.redo() }
}

/// Removes every stroke as one step; returns 0 with the change.
@_expose(wasm, "sketch_clear")
func clear() -> Int32 {
    change { () throws(RulesError) in sketch.clear() }
}

/// Renames the drawing to the input. Returns 0 with the state, or 1 with the error.
@_expose(wasm, "sketch_rename")
func rename(_ length: Int32) -> Int32 {
    do {
        try sketch.rename(String(decoding: Exchange.take(length), as: UTF8.self))
    } catch {
        return Exchange.fail(error)
    }
    return state()
}

/// Returns 0 with the drawing's wire form.
@_expose(wasm, "sketch_save")
func save() -> Int32 {
    Exchange.setOutput(sketch.drawing.wireJSON)
    return 0
}

/// Returns 0 with the drawing as an SVG document.
@_expose(wasm, "sketch_svg")
func svg() -> Int32 {
    Exchange.setOutput(Array(sketch.drawing.svg.utf8))
    return 0
}

/// Runs an edit and leaves its change and the state after it; 1 with the error when it is refused.
func change(_ edit: () throws(RulesError) -> SketchChange) -> Int32 {
    let made: SketchChange
    do {
        made = try edit()
    } catch {
        return Exchange.fail(error)
    }
    var json = JSONWriter()
    json.object { sketch.writeChange(made, to: &$0) }
    return Exchange.succeed(json)
}

/// Leaves `{"touched":[ids]}`, with `"radius"` when given; returns 0.
func touched(_ ids: [Int], radius: Double? = nil) -> Int32 {
    var json = JSONWriter()
    json.object { json in
        json.field("touched") { json in
            json.array { json in
                for id in ids { json.number(id) }
            }
        }
        if let radius {
            json.field("radius") { $0.hundredths(Hundredths.nearest(radius)) }
        }
    }
    return Exchange.succeed(json)
}
