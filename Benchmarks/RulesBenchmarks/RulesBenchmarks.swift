import Benchmark
import Foundation
import TesseraRules
import TesseraSketch

/// Boards to slide: positions reached by random play, so they look like real games.
private func sampleBoards(_ kind: TileKind, count: Int) -> [Board] {
    var boards: [Board] = []
    var pattern = Xoshiro256StarStar(seed: 1)
    var seed: UInt64 = 0
    while boards.count < count {
        seed += 1
        var game = TileSetup(variant: try! TileVariant(kind: kind), seed: .seeded(seed)).newGame()
        while !game.isOver && boards.count < count {
            game.move(Direction.allCases[pattern.draw(4)])
            boards.append(game.board)
        }
    }
    return boards
}

/// A long 2048 game played greedily (the move that leaves the most open cells, preferring
/// down, left, right, up on ties), as its move letters.
private func greedyGame(_ setup: TileSetup, moves limit: Int) -> [UInt8] {
    var game = setup.newGame()
    var letters: [UInt8] = []
    while letters.count < limit && !game.isOver {
        var best: (direction: Direction, open: Int)? = nil
        for direction in [Direction.down, .left, .right, .up] {
            var trial = game.board
            guard TileGame.slide(&trial, kind: setup.variant.kind, toward: direction).moved else { continue }
            if best == nil || trial.openCount > best!.open { best = (direction, trial.openCount) }
        }
        guard let best else { break }
        game.move(best.direction)
        letters.append(best.direction.letter)
    }
    return letters
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(3), maxIterations: 1_000_000)

    // Baseline: the cost of one generator draw, which every spawn pays twice.
    Benchmark("Baseline: draw(16)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var generator = Xoshiro256StarStar(seed: 9)
        for _ in benchmark.scaledIterations { blackHole(generator.draw(16)) }
    }

    // Slides (no spawn) on boards from real play, all four directions.
    for kind in TileKind.allCases {
        let boards = sampleBoards(kind, count: 1024)
        Benchmark("Slide: \(kind.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var index = 0
            for iteration in benchmark.scaledIterations {
                var board = boards[index]
                blackHole(TileGame.slide(&board, kind: kind, toward: Direction.allCases[iteration & 3]))
                index = (index + 1) & 1023
            }
        }
    }

    // Moves of real games (slide, spawn, events, game-over check) with random directions;
    // a game that ends is followed by a new one with the next seed, so every iteration is one move.
    for kind in TileKind.allCases {
        Benchmark("Move in random play: \(kind.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var pattern = Xoshiro256StarStar(seed: 7)
            var seed: UInt64 = 0
            var game = TileSetup(variant: try! TileVariant(kind: kind), seed: .seeded(seed)).newGame()
            for _ in benchmark.scaledIterations {
                if game.isOver {
                    seed += 1
                    game = TileSetup(variant: try! TileVariant(kind: kind), seed: .seeded(seed)).newGame()
                }
                blackHole(game.move(Direction.allCases[pattern.draw(4)]))
            }
        }
    }

    // What the server pays to verify a submission: replaying a recorded long game.
    let setup = TileSetup(variant: .classic2048, seed: .seeded(2026))
    let moves = greedyGame(setup, moves: 1000)
    Benchmark("Replay: 2048, \(moves.count) moves") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! setup.replay(moves)) }
    }

    // What the server pays to check a saved drawing: a drawing at the limit of 200,000 points
    // (2,000 strokes of 100 points, living widths on half of them), read with every value checked,
    // written back, and rendered as SVG. Baseline: Foundation's JSONSerialization merely parsing
    // the same text, with no checks.
    let wire = denseDrawingJSON()
    Benchmark("Baseline: JSONSerialization of the dense drawing") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! JSONSerialization.jsonObject(with: Data(wire))) }
    }
    let drawing = try! Drawing(wireJSON: wire)
    Benchmark("Drawing: read and check, \(drawing.pointCount) points, \(wire.count) bytes") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! Drawing(wireJSON: wire)) }
    }
    Benchmark("Drawing: write the wire form") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(drawing.wireJSON) }
    }
    Benchmark("Drawing: render SVG") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(drawing.svg) }
    }

    // What the page's model pays while the eraser is dragged: a Medium eraser dragged corner to corner
    // across the same drawing in 200 pointer samples, measured against the ink as painted.
    let sketch = Sketch(drawing)
    Benchmark("Sketch: drag the eraser across the drawing, 200 samples") { benchmark in
        for _ in benchmark.scaledIterations {
            var eraser = Eraser(at: 0, 0, width: 6, over: sketch)
            for step in 1...200 {
                let along = Double(step) / 200
                blackHole(eraser.move(to: along * Double(drawing.width), along * Double(drawing.height), over: sketch))
            }
            blackHole(eraser.touched)
        }
    }
}

/// The wire form of a drawing at the point limit: 2,000 wavy strokes of 100 points with two-decimal
/// coordinates, every other one with living widths.
private func denseDrawingJSON() -> [UInt8] {
    var generator = Xoshiro256StarStar(seed: 11)
    var strokes: [String] = []
    for index in 0..<2_000 {
        var points: [String] = []
        var widths: [String] = []
        let startX = generator.draw(100_000)
        let startY = generator.draw(70_000)
        for step in 0..<100 {
            let x = Double(startX + step * 150 + generator.draw(300)) / 100
            let y = Double(startY + generator.draw(1_000)) / 100
            points.append("\(x),\(y)")
            widths.append("\(Double(200 + generator.draw(400)) / 100)")
        }
        let living = index % 2 == 0 ? ",\"widths\":[\(widths.joined(separator: ","))]" : ""
        strokes.append(##"{"color":"#1f2937","width":6,"points":[\##(points.joined(separator: ","))]\##(living)}"##)
    }
    let json =
        ##"{"version":1,"name":"Dense","width":1200,"height":800,"background":"#ffffff","strokes":["##
        + strokes.joined(separator: ",") + "]}"
    return Array(json.utf8)
}
