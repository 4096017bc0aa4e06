import Benchmark
import TesseraRules

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
}
