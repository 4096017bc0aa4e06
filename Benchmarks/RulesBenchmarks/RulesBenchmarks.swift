import Benchmark
import TesseraRules

/// Boards to slide: positions reached by random play, so they look like real games.
private func sampleBoards(_ kind: GameKind, count: Int) -> [Board] {
    var boards: [Board] = []
    var pattern = Xoshiro256StarStar(seed: 1)
    var seed: UInt64 = 0
    while boards.count < count {
        seed += 1
        var game = try! GameSetup(kind: kind, seed: .seeded(seed)).newGame()
        while !game.isOver && boards.count < count {
            game.move(Direction.allCases[pattern.draw(4)])
            boards.append(game.board)
        }
    }
    return boards
}

/// Plays one whole game with random moves (from its own generator) until it is over.
private func randomGame(_ setup: GameSetup, moves pattern: inout Xoshiro256StarStar) -> Game {
    var game = setup.newGame()
    while !game.isOver { game.move(Direction.allCases[pattern.draw(4)]) }
    return game
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                           maxDuration: .seconds(3), maxIterations: 1_000_000)

    // Baseline: the cost of one generator draw, which every spawn pays twice.
    Benchmark("Baseline: draw(16)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var generator = Xoshiro256StarStar(seed: 9)
        for _ in benchmark.scaledIterations { blackHole(generator.draw(16)) }
    }

    // Slides (no spawn) on boards from real play, all four directions.
    for kind in GameKind.allCases {
        let boards = sampleBoards(kind, count: 1024)
        Benchmark("Slide: \(kind.name)", configuration: .init(scalingFactor: .kilo)) { benchmark in
            var index = 0
            for iteration in benchmark.scaledIterations {
                var board = boards[index]
                blackHole(Game.slide(&board, kind: kind, toward: Direction.allCases[iteration & 3]))
                index = (index + 1) & 1023
            }
        }
    }

    // Whole games with random moves until game over: spawns, events and game-over checks included.
    for kind in GameKind.allCases {
        Benchmark("Whole random game: \(kind.name)") { benchmark in
            var pattern = Xoshiro256StarStar(seed: 7)
            for iteration in benchmark.scaledIterations {
                blackHole(randomGame(try! GameSetup(kind: kind, seed: .seeded(UInt64(iteration))), moves: &pattern))
            }
        }
    }

    // What the server pays to verify a submission: replaying a recorded 1,000-move game.
    let setup = try! GameSetup(kind: .twentyFortyEight, seed: .seeded(2026))
    var recorder = setup.newGame()
    var letters: [UInt8] = []
    var pattern = Xoshiro256StarStar(seed: 11)
    while letters.count < 1000 && !recorder.isOver {
        let direction = [Direction.down, .left, .down, .right][pattern.draw(4)]
        recorder.move(direction)
        letters.append(direction.letter)
    }
    let moves = letters
    Benchmark("Replay: 2048, \(moves.count) moves") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! setup.replay(moves)) }
    }
}
