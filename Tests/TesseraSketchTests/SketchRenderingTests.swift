import TesseraRules
import Testing

@testable import TesseraSketch

@Suite("Drawing strokes: paths and SVG")
struct SketchRenderingTests {
    /// The first stroke's outline lies 3 units either side of (10, 20) along the normal of its
    /// direction (20.5, 20.25), and 2.4 units either side of (50, 60) at its end; its right side goes back
    /// along the same pieces as its left.
    @Test func aDrawingRendersAsOneSVGElementPerStrokeOrDot() throws {
        let drawing = try SketchFixtures.drawing(SketchFixtures.catJSON)
        #expect(
            drawing.svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">\
                <title>Cat</title><rect width="100%" height="100%" fill="#ffffff"/>
                <path d="M7.89 22.13L18.24 32.15Q28.59 42.16 48.29 61.69A2.4 2.4 0 0 0 51.71 58.31\
                Q32.41 38.34 22.26 28.1L12.11 17.87A3 3 0 0 0 7.89 22.13Z" fill="#1f2937"/>
                <circle cx="600" cy="400" r="6" fill="#e11d48"/>
                <path d="M100 100L150 125Q200 150 250 125Q300 100 400 150" fill="none" stroke="#2563eb" \
                stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
                </svg>

                """)
    }

    @Test func aNameIsEscapedInTheSVGTitle() throws {
        let drawing = try Drawing(name: #"Tom & "Jerry" <3"#, width: 10, height: 10)
        #expect(drawing.svg.contains("<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>"))
    }

    @Test func aDotIsACircleOfItsWidthDrawnAsTwoHalfCircles() throws {
        let dot = try SketchFixtures.stroke([50, 60], width: 10)
        #expect(dot.isFilled)
        #expect(String(decoding: dot.pathData, as: UTF8.self) == "M45 60A5 5 0 0 0 55 60A5 5 0 0 0 45 60Z")
    }

    @Test func aStrokeOfTwoPointsIsAStraightLine() throws {
        let line = try SketchFixtures.stroke([1, 2, 3.5, 4])
        #expect(String(decoding: line.pathData, as: UTF8.self) == "M1 2L3.5 4")
    }

    @Test func theRenderJSONTellsThePageToFillOrToStrokeAtAWidthAndWhereTheStrokePaints() throws {
        let sketch = Sketch(try SketchFixtures.drawing(SketchFixtures.catJSON))
        var json = JSONWriter()
        json.array { json in
            sketch.writeRender(of: 1, to: &json)
            sketch.writeRender(of: 2, to: &json)
        }
        #expect(
            json.text
                == ##"[{"id":1,"color":"#e11d48","path":"M594 400A6 6 0 0 0 606 400A6 6 0 0 0 594 400Z","box":[594,394,606,406],"fill":true},"##
                + ##"{"id":2,"color":"#2563eb","path":"M100 100L150 125Q200 150 250 125Q300 100 400 150","box":[98.5,98.5,401.5,151.5],"line":3}]"##
        )
    }

    @Test func aChangeListsWhatLeftWhatCameBackAndHowToDrawWhatIsNew() throws {
        var sketch = try SketchFixtures.blankSketch()
        let change = try sketch.add(try SketchFixtures.stroke([5, 5], width: 2))
        var json = JSONWriter()
        json.object { sketch.writeChange(change, to: &$0) }
        #expect(
            json.text
                == ##"{"removed":[],"inserted":[[0,0]],"strokes":[{"id":0,"color":"#1f2937","path":"M4 5A1 1 0 0 0 6 5A1 1 0 0 0 4 5Z","box":[4,4,6,6],"fill":true}],"##
                + ##""state":{"name":"Test","width":1200,"height":800,"background":"#ffffff","strokeCount":1,"pointCount":1,"percentFull":0,"canUndo":true,"canRedo":false}}"##
        )
    }
}

@Suite("The eraser")
struct EraserTests {
    /// Three strokes: a horizontal line at y 100, a vertical one at x 500, and a dot at (900, 700).
    private static func sketch() throws -> Sketch {
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(try SketchFixtures.stroke([100, 100, 300, 100], width: 4))
        _ = try sketch.add(try SketchFixtures.stroke([500, 100, 500, 300], width: 4))
        _ = try sketch.add(try SketchFixtures.stroke([900, 700], width: 10))
        return sketch
    }

    @Test func theEraserTouchesTheStrokesItsPathComesWithinItsRadiusOfCountingTheirWidth() throws {
        let sketch = try Self.sketch()
        // A pen 12 wide has an eraser of radius 18: it reaches 20 units from a line 4 wide.
        var eraser = Eraser(at: 200, 120.5, width: 12, over: sketch)
        #expect(eraser.radius == 18)
        #expect(eraser.touched.isEmpty, "20.5 units from the line's centre misses it by half a unit")
        #expect(eraser.move(to: 200, 119.5, over: sketch) == [0])
        #expect(eraser.move(to: 200, 110, over: sketch).isEmpty, "a stroke is touched once")
        #expect(eraser.move(to: 900, 110, over: sketch) == [1], "a path crossing a stroke touches it")
        #expect(eraser.move(to: 900, 677.5, over: sketch) == [2], "within the radius plus the dot's half width")
        #expect(eraser.touched == [0, 1, 2])
    }

    @Test func anEraseOfWhatTheEraserTouchedIsOneUndoableStep() throws {
        var sketch = try Self.sketch()
        var eraser = Eraser(at: 500, 50, width: 2, over: sketch)
        _ = eraser.move(to: 500, 400, over: sketch)
        #expect(sketch.erase(eraser.touched).removed == [1])
        #expect(sketch.order == [0, 2])
        #expect(sketch.undo().inserted == [SketchChange.Insertion(index: 1, id: 1)])
    }

    @Test func aDotIsPaintedAndErasedAsACircleOfItsBaseWidthEvenWithLivingWidthsSentForIt() throws {
        // A page never makes such a dot; a client of the API may send one.
        let drawing = try SketchFixtures.drawing(
            ##"{"version":1,"name":"A","width":1200,"height":800,"strokes":[{"color":"#000000","width":40,"points":[100,100],"widths":[8]}]}"##
        )
        #expect(drawing.svg.contains(##"<circle cx="100" cy="100" r="20" fill="#000000"/>"##))
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(drawing.strokes[0])
        // The eraser's radius is 8: it reaches 28 units from the dot's centre, as far as it is painted.
        var eraser = Eraser(at: 100, 128.5, width: 2, over: sketch)
        #expect(eraser.radius == 8 && eraser.touched.isEmpty)
        #expect(eraser.move(to: 100, 127.5, over: sketch) == [0])
    }

    @Test func theEraserTakesAStrokeWhereItsCurveIsPaintedNotAlongTheStraightLinesBetweenItsPoints() throws {
        // Painted M100 100L150 125Q200 150 250 125Q300 100 400 150: the first curve's apex is (200, 137.5),
        // 12.5 units inside the corner its points make at (200, 150).
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(try SketchFixtures.stroke([100, 100, 200, 150, 300, 100, 400, 150], width: 3))
        // A Fine eraser (radius 8) reaches 9.5 units from the line's centre.
        #expect(Eraser(at: 200, 137.5 - 9, width: 2, over: sketch).touched == [0], "on the ink's far edge")
        #expect(Eraser(at: 200, 137.5 + 9, width: 2, over: sketch).touched == [0])
        #expect(Eraser(at: 200, 152, width: 2, over: sketch).touched.isEmpty, "near the corner, 14.5 from the ink")
        #expect(Eraser(at: 350, 125 + 9, width: 2, over: sketch).touched == [0], "on the last curve")
        #expect(Eraser(at: 125, 112.5 - 9, width: 2, over: sketch).touched == [0], "on the first straight piece")
    }

    @Test func erasedStrokesAreNotTouchedAgain() throws {
        var sketch = try Self.sketch()
        _ = sketch.erase([0])
        let eraser = Eraser(at: 200, 100, width: 2, over: sketch)
        #expect(eraser.touched.isEmpty)
    }
}
