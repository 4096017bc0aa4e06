import TesseraRules
import Testing

@testable import TesseraSketch

@Suite("Undo and redo of whole commands")
struct SketchHistoryTests {
    @Test func aStrokeIsOneStepThatUndoTakesBackWholeAndRedoPutsBack() throws {
        var sketch = try SketchFixtures.blankSketch()
        let added = try sketch.add(try SketchFixtures.stroke([10, 10, 20, 20, 30, 10]))
        #expect(added.added == [0])
        #expect(added.inserted == [SketchChange.Insertion(index: 0, id: 0)])
        #expect(sketch.order == [0] && sketch.pointCount == 3 && sketch.canUndo && !sketch.canRedo)

        #expect(sketch.undo().removed == [0])
        #expect(sketch.order.isEmpty && sketch.pointCount == 0 && !sketch.canUndo && sketch.canRedo)

        let redone = sketch.redo()
        #expect(redone.inserted == [SketchChange.Insertion(index: 0, id: 0)] && redone.added.isEmpty)
        #expect(sketch.order == [0] && sketch.pointCount == 3)
    }

    @Test func aDotIsAStrokeOfOnePointAndOneStep() throws {
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(try SketchFixtures.stroke([5, 5], width: 10))
        #expect(sketch.drawing.strokes[0].isDot)
        #expect(sketch.undo().removed == [0])
    }

    @Test func anEraseRemovesItsStrokesAsOneStepAndUndoPutsThemBackWhereTheyWere() throws {
        var sketch = try SketchFixtures.blankSketch()
        for index in 0..<5 {
            _ = try sketch.add(try SketchFixtures.stroke([Double(index) * 10, 0, Double(index) * 10, 50]))
        }
        let erased = sketch.erase([3, 1])
        #expect(erased.removed == [1, 3])
        #expect(sketch.order == [0, 2, 4])
        let undone = sketch.undo()
        #expect(undone.inserted == [SketchChange.Insertion(index: 1, id: 1), SketchChange.Insertion(index: 3, id: 3)])
        #expect(sketch.order == [0, 1, 2, 3, 4])
        #expect(sketch.redo().removed == [1, 3])
        #expect(sketch.order == [0, 2, 4])
    }

    @Test func anEraseThatTouchesNothingIsNoStep() throws {
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(try SketchFixtures.stroke([1, 1]))
        #expect(sketch.erase([7]).isEmpty)
        #expect(sketch.undo().removed == [0])
        #expect(!sketch.canUndo)
    }

    @Test func aClearIsOneStepThatUndoRestoresInOrder() throws {
        var sketch = try SketchFixtures.blankSketch()
        for index in 0..<3 { _ = try sketch.add(try SketchFixtures.stroke([Double(index), 1])) }
        _ = sketch.erase([1])
        #expect(sketch.clear().removed == [0, 2])
        #expect(sketch.drawing.strokes.isEmpty)
        #expect(sketch.clear().isEmpty, "clearing a blank drawing is no step")
        let restored = sketch.undo()
        #expect(
            restored.inserted == [SketchChange.Insertion(index: 0, id: 0), SketchChange.Insertion(index: 1, id: 2)])
        #expect(sketch.order == [0, 2])
        #expect(sketch.undo().inserted == [SketchChange.Insertion(index: 1, id: 1)])
        #expect(sketch.order == [0, 1, 2])
    }

    @Test func aNewCommandAfterAnUndoDropsWhatCouldHaveBeenRedone() throws {
        var sketch = try SketchFixtures.blankSketch()
        _ = try sketch.add(try SketchFixtures.stroke([1, 1]))
        _ = try sketch.add(try SketchFixtures.stroke([2, 2]))
        _ = sketch.undo()
        #expect(sketch.canRedo)
        let change = try sketch.add(try SketchFixtures.stroke([3, 3]))
        #expect(change.added == [2], "a new stroke gets a new id; the undone one keeps its own")
        #expect(!sketch.canRedo)
        #expect(sketch.redo().isEmpty)
        #expect(sketch.order == [0, 2])
    }

    @Test func undoAndRedoWithNothingToDoChangeNothing() throws {
        var sketch = try SketchFixtures.blankSketch()
        #expect(sketch.undo().isEmpty && sketch.redo().isEmpty)
    }

    @Test func theHistoryGoesBackAsFarAsItWasMade() throws {
        var sketch = try SketchFixtures.blankSketch()
        for index in 0..<2_000 { _ = try sketch.add(try SketchFixtures.stroke([Double(index % 1200), 1])) }
        for _ in 0..<2_000 { _ = sketch.undo() }
        #expect(sketch.order.isEmpty && !sketch.canUndo)
        for _ in 0..<2_000 { _ = sketch.redo() }
        #expect(sketch.order == Array(0..<2_000))
    }

    @Test func aStrokeOutsideTheDrawingIsRefusedAndNothingChanges() throws {
        var sketch = Sketch(try Drawing(name: "Small", width: 10, height: 10))
        #expect(throws: RulesError.self) { _ = try sketch.add(try SketchFixtures.stroke([21, 1])) }
        #expect(sketch.order.isEmpty && !sketch.canUndo)
    }

    @Test func aSketchTakesNoStrokeBeyondTwentyThousandAndAFullOneRefusesAStrokeBeforeItIsDrawn() throws {
        var sketch = try SketchFixtures.blankSketch()
        let dot = try SketchFixtures.stroke([1, 1])
        for _ in 0..<Drawing.largestStrokeCount { _ = try sketch.add(dot) }
        #expect(throws: RulesError.self) { _ = try sketch.add(dot) }
        #expect(sketch.order.count == Drawing.largestStrokeCount)
        let refusal = #expect(throws: RulesError.self) {
            _ = try sketch.beginStroke(
                at: PointerSample(x: 5, y: 5, pressure: 0, time: 0), color: .white, width: 4, mode: .constant)
        }
        #expect(refusal?.message == "the drawing holds the most strokes it can (20000); erase some first")
        #expect(sketch.percentFull == 100)
        _ = sketch.undo()
        #expect(sketch.percentFull == 99, "19,999 strokes")
    }

    @Test(
        "a stroke begun near the point limit keeps what the drawing has room for (one point: a dot) and is drawn",
        arguments: [5, 1])
    func aStrokeBegunNearThePointLimit(room: Int) throws {
        // 1,999 strokes of 100 points and one of 100 - room.
        var sketch = try SketchFixtures.blankSketch()
        let line = try SketchFixtures.stroke((0..<100).flatMap { [Double($0) * 2, 10] })
        for _ in 0..<1_999 { _ = try sketch.add(line) }
        _ = try sketch.add(try SketchFixtures.stroke((0..<(100 - room)).flatMap { [Double($0) * 2, 20] }))
        #expect(sketch.pointCount == Drawing.largestPointCount - room)
        #expect(sketch.percentFull == 99)
        func begin() throws -> LiveStroke {
            try sketch.beginStroke(
                at: PointerSample(x: 10, y: 400, pressure: 0, time: 0), color: .white, width: 4, mode: .constant)
        }
        var live = try begin()
        for step in 1...300 { live.extend(PointerSample(x: 10 + Double(step) * 3, y: 400, pressure: 0, time: 0)) }
        #expect(live.finished.points.count == room, "the stroke stops where the drawing's room ends")
        _ = try sketch.add(live.finished)
        #expect(sketch.pointCount == Drawing.largestPointCount)
        let refusal = #expect(throws: RulesError.self) { _ = try begin() }
        #expect(refusal?.message == "the drawing holds the most points it can (200000); erase some first")
        #expect(sketch.percentFull == 100)
    }

    @Test func theDrawingSeesOnlyTheVisibleStrokesInOrder() throws {
        var sketch = Sketch(try SketchFixtures.drawing(SketchFixtures.catJSON))
        #expect(sketch.order == [0, 1, 2])
        _ = sketch.erase([1])
        _ = try sketch.add(try SketchFixtures.stroke([1, 1]))
        #expect(sketch.drawing.strokes.count == 3)
        #expect(sketch.drawing.strokes[1] == (try SketchFixtures.drawing(SketchFixtures.catJSON)).strokes[2])
        #expect(sketch.drawing.pointCount == 3 + 4 + 1)
        #expect(try sketch.drawing == Drawing(wireJSON: sketch.drawing.wireJSON), "what a sketch saves reads back")
    }

    @Test func renamingChecksTheNameAndIsNoStep() throws {
        var sketch = try SketchFixtures.blankSketch()
        try sketch.rename("  Harbour at dusk ")
        #expect(sketch.name == "Harbour at dusk")
        #expect(throws: RulesError.self) { try sketch.rename(" ") }
        #expect(sketch.name == "Harbour at dusk" && !sketch.canUndo)
        // The refusal is about the name the player typed: it needs no field label.
        let refusal = #expect(throws: RulesError.self) { try sketch.rename(String(repeating: "a", count: 61)) }
        #expect(refusal?.message == "a name is at most 60 characters; this one has 61")
    }
}
