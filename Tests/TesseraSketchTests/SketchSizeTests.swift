import PropertyBased
import TesseraRules
import Testing

@testable import TesseraSketch

@Suite("A drawing's size: what a save sends")
struct SketchSizeTests {
    private static let ink = SketchColor(rgb: 0x1F2937)!

    /// A 10,000-unit square sketch, where coordinates take the most characters.
    private static func largeSketch() throws -> Sketch {
        Sketch(try Drawing(name: "Large", width: 10_000, height: 10_000))
    }

    /// A stroke of `count` points from `start`, two units apart, with a living width at each (base 8).
    private static func livingStroke(from start: Int32, count: Int) throws(RulesError) -> Stroke {
        let points = (0..<Int32(count)).map { SketchPoint(x: start + $0 * 211, y: 1_234_567 - $0 * 97) }
        let widths = (0..<Int32(count)).map { 401 + $0 % 399 }
        return try Stroke(color: ink, width: 800, points: points, widths: widths)
    }

    @Test func thePointAndStrokeBoundsAreTheWidestAStrokeCanBe() throws {
        // The longest coordinates the largest drawing allows, and the longest living width.
        let widest = SketchPoint(x: -999_999, y: 1_999_999)
        let one = try Stroke(color: Self.ink, width: 19_999, points: [widest], widths: [19_999])
        let two = try Stroke(color: Self.ink, width: 19_999, points: [widest, widest], widths: [19_999, 19_999])
        #expect(two.wireByteCount - one.wireByteCount == Stroke.largestPointWireBytes)
        // The first point has no commas before its coordinates and its width: two bytes fewer.
        #expect(one.wireByteCount == Stroke.largestFrameWireBytes + Stroke.largestPointWireBytes - 2)
    }

    @Test("any stroke takes at most the frame and the most a point takes for each of its points (two bytes fewer)")
    func aStrokeTakesAtMostTheBoundsBytes() async {
        await propertyCheck(
            input: Gen.int(in: -999_999...1_999_999).array(of: 2...80), Gen.int(in: 50...20_000), Gen.bool
        ) { coordinates, base, living in
            let points = stride(from: 0, to: coordinates.count - 1, by: 2).map {
                SketchPoint(x: Int32(coordinates[$0]), y: Int32(coordinates[$0 + 1]))
            }
            let range = Stroke.livingWidths(for: Int32(base))
            let widths = living ? points.indices.map { range.lowerBound + Int32($0 * 7_919) % Int32(range.count) } : nil
            let stroke = try Stroke(color: Self.ink, width: Int32(base), points: points, widths: widths)
            #expect(
                stroke.wireByteCount
                    <= Stroke.largestFrameWireBytes + Stroke.largestPointWireBytes * points.count - 2)
        }
    }

    @Test(
        "the sketch's byte count is its wire form's length after any run of strokes, erases, undos, redos, clears and renames"
    )
    func theByteCountFollowsEveryStep() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int.max).array(of: 1...30)) { moves in
            var sketch = try Self.largeSketch()
            #expect(sketch.wireByteCount == sketch.drawing.wireJSON.count)
            for move in moves {
                switch move % 6 {
                case 0, 1:
                    _ = try sketch.add(Self.livingStroke(from: Int32(move / 6 % 1_000_000), count: 1 + move / 7 % 40))
                case 2: _ = sketch.erase([move / 6 % max(sketch.nextID, 1)])
                case 3: _ = sketch.undo()
                case 4: _ = move / 6 % 2 == 0 ? sketch.redo() : sketch.clear()
                default: try sketch.rename(String(repeating: "\"é\\", count: 1 + move / 6 % 20))
                }
                #expect(sketch.wireByteCount == sketch.drawing.wireJSON.count)
            }
        }
    }

    @Test func aDrawingStopsAtWhatASaveSendsAndAStrokeBegunNearItKeepsWhatFits() throws {
        var sketch = try Self.largeSketch()
        #expect(sketch.percentFull == 0)
        // Strokes of 100 points take about 2,200 bytes each: 2 MiB comes long before 200,000 points.
        var refusal: RulesError?
        while refusal == nil {
            do {
                _ = try sketch.add(Self.livingStroke(from: Int32(sketch.nextID * 13), count: 100))
            } catch {
                refusal = error
            }
        }
        #expect(refusal?.message == "the drawing is as large as a save may be (2 MiB); erase some first")
        #expect(sketch.pointCount < Drawing.largestPointCount / 2)
        let full = sketch.wireByteCount
        #expect(full <= Drawing.largestWireByteCount)
        #expect(full > Drawing.largestWireByteCount - 2 * 2_300 - Drawing.largestNameWireBytes)
        #expect(sketch.percentFull >= 99)

        // With one stroke erased, long strokes keep what the room holds however long the hand goes on, each
        // drawn whole, until a stroke is refused at the press, before anything is drawn.
        _ = sketch.erase([0])
        var drawn: [Int] = []
        var pressed: RulesError?
        while pressed == nil && drawn.count < 20 {
            do {
                var live = try sketch.beginStroke(
                    at: PointerSample(x: 100, y: 100, pressure: 0, time: 0), color: Self.ink, width: 8, mode: .living)
                for step in 1...2_000 {
                    live.extend(PointerSample(x: 100 + Double(step) * 3.37, y: 100 + Double(step) * 1.91, time: 0))
                }
                _ = try sketch.add(live.finished)
                drawn.append(live.finished.points.count)
                #expect(sketch.wireByteCount <= Drawing.largestWireByteCount)
            } catch {
                pressed = error
            }
        }
        #expect(pressed?.message == "the drawing is as large as a save may be (2 MiB); erase some first")
        #expect(sketch.percentFull == 100, "full when a stroke is refused")
        #expect(drawn.count > 1 && drawn.allSatisfy { $0 < 200 }, "cut to the room: \(drawn)")
        #expect(Drawing.largestWireByteCount - sketch.wireByteCount < 200 + Drawing.largestNameWireBytes)
        // The longest name still fits: the room kept space for it.
        try sketch.rename(String(repeating: "\"", count: 60))
        #expect(sketch.drawing.wireJSON.count <= Drawing.largestWireByteCount)
    }

    @Test func aDrawingReadOverTheSizeOpensAndRefusesOnlyNewStrokes() throws {
        // An earlier page let a drawing grow past 2 MiB: it opens, can be erased, and takes nothing new.
        var strokes: [Stroke] = []
        for index in 0..<1_000 { strokes.append(try Self.livingStroke(from: Int32(index * 13), count: 100)) }
        let drawing = try Drawing(name: "Old", width: 10_000, height: 10_000, strokes: strokes)
        #expect(drawing.wireJSON.count > Drawing.largestWireByteCount)
        var sketch = Sketch(drawing)
        #expect(sketch.percentFull == 100)
        #expect(throws: RulesError.self) { _ = try sketch.add(Self.livingStroke(from: 0, count: 1)) }
        _ = sketch.erase(Array(0..<100))
        #expect(sketch.wireByteCount < Drawing.largestWireByteCount)
        _ = try sketch.add(Self.livingStroke(from: 0, count: 1))
    }
}
