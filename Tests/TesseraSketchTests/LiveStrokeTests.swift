import PropertyBased
import TesseraRules
import Testing

@testable import TesseraSketch

@Suite("Live strokes: smoothing and living width")
struct LiveStrokeTests {
    private static let ink = SketchColor(rgb: 0x1F2937)!

    private static func draw(
        _ samples: [PointerSample], width: Double = 8, mode: WidthMode = .constant
    ) throws -> Stroke {
        var live = try LiveStroke(
            at: samples[0], color: ink, width: width, mode: mode, drawingWidth: 1200, drawingHeight: 800)
        for sample in samples.dropFirst() { live.extend(sample) }
        return live.finished
    }

    @Test func smoothingKeepsTheFirstAndTheLastPointAsTheyCame() throws {
        let samples = (0...20).map {
            PointerSample(x: 100 + Double($0) * 7.3, y: 200 + Double($0 * $0) * 0.9, time: Double($0) * 16)
        }
        let stroke = try Self.draw(samples)
        #expect(stroke.points.first == SketchPoint(units: 100, 200))
        #expect(stroke.points.last == SketchPoint(units: 100 + 20 * 7.3, 200 + 400 * 0.9))
        #expect(stroke.points.count > 2)
    }

    @Test func smoothingDrawsAJaggedLineStraighter() throws {
        // A line along y = 100 with the hand shaking 6 units up and down.
        let samples = (0..<40).map {
            PointerSample(x: Double($0) * 10, y: 100 + ($0 % 2 == 0 ? 6 : -6), time: Double($0) * 16)
        }
        let stroke = try Self.draw(samples)
        let inner = stroke.points.dropFirst().dropLast()
        let largest = inner.map { abs($0.unitY - 100) }.max() ?? 0
        #expect(largest < 6, "smoothed points stray \(largest) units from the line, the input 6")
    }

    @Test func keptPointsAreAtLeastAUnitApartSoATrembleAddsNothing() throws {
        let samples = (0..<50).map { PointerSample(x: 10 + Double($0 % 2) * 0.3, y: 10, time: Double($0)) }
        let stroke = try Self.draw(samples)
        #expect(stroke.isDot, "a pointer that never left a unit around where it went down makes a dot")
    }

    @Test func aTapMakesADotOfTheBaseWidth() throws {
        let stroke = try Self.draw([PointerSample(x: 40, y: 50), PointerSample(x: 40.4, y: 50.2, time: 80)], width: 12)
        #expect(
            stroke.isDot && stroke.points == [SketchPoint(units: 40, 50)] && stroke.width == 1200
                && stroke.widths == nil)
    }

    @Test func aConstantStrokeCarriesNoWidths() throws {
        let stroke = try Self.draw((0..<10).map { PointerSample(x: Double($0) * 5, y: 0, time: Double($0) * 16) })
        #expect(stroke.widths == nil && !stroke.isFilled)
    }

    @Test func aFastStrokeIsThinnerThanASlowOne() throws {
        let slow = try Self.draw(
            (0..<30).map { PointerSample(x: Double($0) * 2, y: 0, time: Double($0) * 16) }, mode: .living)
        let fast = try Self.draw(
            (0..<30).map { PointerSample(x: Double($0) * 40, y: 0, time: Double($0) * 16) }, mode: .living)
        #expect(fast.widths!.last! < slow.widths!.last!)
        #expect(fast.isFilled)
    }

    @Test func pressureWidensTheStrokeAndALiftedPenKeepsItsWidth() throws {
        let light = try Self.draw(
            (0..<30).map { PointerSample(x: Double($0) * 4, y: 0, pressure: 0.1, time: Double($0) * 16) },
            mode: .living)
        var hardSamples = (0..<30).map { PointerSample(x: Double($0) * 4, y: 0, pressure: 1, time: Double($0) * 16) }
        hardSamples.append(PointerSample(x: 124, y: 0, pressure: 0, time: 500))
        let hard = try Self.draw(hardSamples, mode: .living)
        #expect(light.widths!.max()! < hard.widths!.min()!)
        #expect(hard.widths!.last! == 800, "the pen's last reading (0, lifted) does not thin the end")
    }

    @Test func samplesThatAreNotFiniteAreIgnoredAndPointsStayWithinTheDrawing() throws {
        let stroke = try Self.draw([
            PointerSample(x: 10, y: 10), PointerSample(x: .nan, y: 5, time: 16),
            PointerSample(x: 90_000, y: -90_000, time: 32),
        ])
        #expect(stroke.points.first == SketchPoint(units: 10, 10))
        #expect(stroke.points.last == SketchPoint(units: 2400, -800))
    }

    @Test func aPointerWithoutPressureThinsWithSpeedEvenIfItReportsHalfPressure() throws {
        // Pointer Events give 0.5 for a pressed button when a device cannot sense pressure.
        let samples = (0..<30).map { PointerSample(x: Double($0) * 40, y: 0, pressure: 0.5, time: Double($0) * 16) }
        let fast = try Self.draw(samples, mode: .living)
        #expect(fast.widths!.last! < 500, "a fast stroke thins below the 60 % a pressure of 0.5 would give")
    }

    @Test func aHugeFirstSampleAndAnUnusableLastOneStillMakeAStrokeWithinTheDrawing() throws {
        let stroke = try Self.draw([
            PointerSample(x: 1e12, y: -1e12), PointerSample(x: 5, y: 5, time: 16),
            PointerSample(x: .nan, y: .nan, time: 32),
        ])
        #expect(stroke.points.first == SketchPoint(units: 2400, -800))
        #expect(stroke.points.allSatisfy { (-120_000...240_000).contains($0.x) && (-80_000...160_000).contains($0.y) })
    }

    @Test func theEraserIsOneAndAHalfTimesThePensWidthAndAtLeastEightUnits() {
        #expect(Eraser.radius(forWidth: 2) == 8)
        #expect(Eraser.radius(forWidth: 12) == 18)
        #expect(Eraser.radius(forWidth: .nan) == 8)
    }

    @Test func aBaseWidthOutsideHalfAUnitToTwoHundredIsRefused() {
        for width in [0.49, 200.01, .infinity, .nan] {
            #expect(throws: RulesError.self) {
                _ = try LiveStroke(
                    at: PointerSample(x: 1, y: 1), color: Self.ink, width: width, mode: .constant, drawingWidth: 10,
                    drawingHeight: 10)
            }
        }
    }

    /// Whatever the hand does, a living width stays within 20–100 % of the base width and changes by
    /// at most 10 % of it (plus rounding) from one point to the next.
    @Test func livingWidthsStayWithinTheirLimits() async {
        await propertyCheck(
            input: Gen.int(in: 0...1_000_000).array(of: 2...60), Gen.int(in: 50...20_000), Gen.bool
        ) { seeds, baseHundredths, byPressure in
            var time = 0.0
            let samples = seeds.map { seed -> PointerSample in
                time += Double(seed % 40)
                return PointerSample(
                    x: Double(seed % 1200), y: Double(seed / 1200 % 800),
                    pressure: byPressure ? Double(seed % 101) / 100 : 0, time: time
                )
            }
            let base = Hundredths.units(Int32(baseHundredths))
            let stroke = try Self.draw(samples, width: base, mode: .living)
            // A pointer that never left a unit around where it went down makes a dot: one width.
            guard let widths = stroke.widths else {
                #expect(stroke.isDot)
                return
            }
            for width in widths {
                #expect(Double(width) >= (Double(baseHundredths) * 0.2).rounded(.down) - 1)
                #expect(width <= Int32(baseHundredths))
            }
            for (before, after) in zip(widths, widths.dropFirst()) {
                #expect(Double(abs(after - before)) <= Double(baseHundredths) * 0.1 + 1)
            }
        }
    }
}

@Suite("Live strokes: the pieces settled for the page to paint once")
struct LiveStrokeSettlingTests {
    private static let ink = SketchColor(rgb: 0x1F2937)!

    /// Whatever the hand does, the pieces handed out as settled come one run after another from the first, and
    /// each run is painted exactly as the finished stroke paints those pieces: the page never paints them again.
    @Test func settledPiecesArePaintedAsTheFinishedStrokePaintsThem() async {
        await propertyCheck(
            input: Gen.int(in: 0...1_000_000).array(of: 2...400), Gen.bool, Gen.bool, Gen.bool
        ) { seeds, living, byPressure, endOnLastPoint in
            var time = 0.0
            var x = 600.0
            var y = 400.0
            var live = try LiveStroke(
                at: PointerSample(x: x, y: y, time: 0), color: Self.ink, width: 6, mode: living ? .living : .constant,
                drawingWidth: 1200, drawingHeight: 800)
            var painted = 0
            var runs: [(pieces: Range<Int>, path: [UInt8])] = []
            for seed in seeds {
                time += Double(seed % 30)
                x += Double(seed % 41) - 20
                y += Double(seed / 41 % 41) - 20
                live.extend(
                    PointerSample(x: x, y: y, pressure: byPressure ? Double(seed % 101) / 100 : 0, time: time))
                if let settled = live.newlySettled(after: painted) {
                    #expect(settled.lowerBound == painted && settled.count >= LiveStroke.settledRun)
                    runs.append((settled, live.current.pathData(pieces: settled)))
                    painted = settled.upperBound
                }
            }
            if endOnLastPoint, let last = live.current.points.last {
                // A last sample a hair (0.006) from the last kept point: the finished stroke moves that point a
                // hundredth, or, where the kept point lay just under its hundredth, adds one.
                live.extend(PointerSample(x: last.unitX + 0.006, y: last.unitY, time: time))
            }
            let finished = live.finished
            #expect(painted <= finished.pieceCount)
            for run in runs {
                #expect(finished.pathData(pieces: run.pieces) == run.path, "pieces \(run.pieces)")
            }
        }
    }

    @Test func runsOfAConstantStrokeDrawTheSameLineAsTheWhole() throws {
        let points = (0..<40).map { SketchPoint(units: 100 + Double($0) * 7, 300 + Double($0 * $0 % 13) * 4) }
        let stroke = try Stroke(color: Self.ink, width: 400, points: points)
        #expect(stroke.pieceCount == 39)
        let first = String(decoding: stroke.pathData(pieces: 0..<17), as: UTF8.self)
        let rest = String(decoding: stroke.pathData(pieces: 17..<39), as: UTF8.self)
        // The second run starts with a move to where the first ends; the rest is the whole line's own pieces.
        let move = rest.prefix { $0 != "Q" }
        #expect(first.hasSuffix(" " + move.dropFirst()))
        #expect(first + rest.dropFirst(move.count) == String(decoding: stroke.pathData, as: UTF8.self))
    }

    @Test func piecesOutsideTheStrokeAreLeftOut() throws {
        let stroke = try Stroke(
            color: Self.ink, width: 400, points: [SketchPoint(x: 0, y: 0), SketchPoint(x: 900, y: 0)],
            widths: [400, 300])
        #expect(stroke.pathData(pieces: -5..<10) == stroke.pathData)
        #expect(stroke.pathData(pieces: 1..<3).isEmpty)
        let dot = try Stroke(color: Self.ink, width: 400, points: [SketchPoint(x: 50, y: 50)])
        #expect(dot.pieceCount == 1 && dot.pathData(pieces: 0..<1) == dot.pathData)
    }
}
