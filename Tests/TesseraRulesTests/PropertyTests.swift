import PropertyBased
import TesseraRules
import Testing

/// Random boards for property checks: a size and one tile exponent per cell (0 for empty).
private let boardShapes = zip(Gen.int(in: 3...8), Gen.int(in: 0...11).array(of: 64), Gen<Direction>.case)
private let triplesShapes = zip(Gen.int(in: 0...9).array(of: 16), Gen<Direction>.case)

/// A 2048 board of `size` from tile exponents (0 empty, k a tile of 2^k).
private func board2048(size: Int, exponents: [Int]) -> Board {
    var board = Board(size: size)
    for index in 0..<(size * size) where exponents[index] > 0 {
        board[index] = Tile(id: index + 1, value: 1 << exponents[index])
    }
    return board
}

/// A Triples board from exponents (0 empty, 1 and 2 themselves, k ≥ 3 the tile 3·2^(k-3)).
private func boardTriples(exponents: [Int]) -> Board {
    var board = Board(size: 4)
    for index in 0..<16 where exponents[index] > 0 {
        let exponent = exponents[index]
        board[index] = Tile(id: index + 1, value: exponent < 3 ? exponent : 3 << (exponent - 3))
    }
    return board
}

/// The ids of a line's tiles, from the destination edge outward.
private func lineIDs(_ board: Board, line: Int, toward direction: Direction) -> [Int] {
    (0..<board.size).compactMap { board[board.index(line: line, step: $0, toward: direction)]?.id }
}

/// The board a view reaches by applying a slide's events to the board before it.
private func applying(_ events: [TileEvent], to before: Board) -> Board {
    var after = before
    for event in events {
        switch event {
        case .moved(let id, let from, let to):
            #expect(after[from]?.id == id)
            let tile = before[from]!
            if after[from]?.id == id { after[from] = nil }
            after[to] = tile
        case .merged(let id, let from, let to, let value, _):
            if after[from]?.id == id { after[from] = nil }
            after[to] = Tile(id: id, value: value)
        case .removed(let id, let from, _):
            if after[from]?.id == id { after[from] = nil }
        case .spawned(let id, let at, let value):
            after[at] = Tile(id: id, value: value)
        }
    }
    return after
}

private func total(_ board: Board) -> Int { board.values.reduce(0, +) }

@Suite("Invariants of slides and games")
struct PropertyTests {
    @Test("a 2048 slide conserves the total of tile values")
    func slideConservesTotal2048() async {
        await propertyCheck(input: boardShapes) { size, exponents, direction in
            var board = board2048(size: size, exponents: exponents)
            let before = total(board)
            _ = Game2048.slide(&board, toward: direction)
            #expect(total(board) == before)
        }
    }

    @Test("a Triples slide conserves the total of tile values")
    func slideConservesTotalTriples() async {
        await propertyCheck(input: triplesShapes) { exponents, direction in
            var board = boardTriples(exponents: exponents)
            let before = total(board)
            _ = Triples.slide(&board, toward: direction)
            #expect(total(board) == before)
        }
    }

    @Test("no tile jumps over another: each line keeps its surviving tiles in order")
    func noTileJumps() async {
        await propertyCheck(input: boardShapes) { size, exponents, direction in
            let before = board2048(size: size, exponents: exponents)
            var after = before
            let slide = Game2048.slide(&after, toward: direction)
            let removed = Set(slide.events.compactMap { if case .removed(let id, _, _) = $0 { id } else { nil } })
            for line in 0..<size {
                let survivors = lineIDs(before, line: line, toward: direction).filter { !removed.contains($0) }
                #expect(lineIDs(after, line: line, toward: direction) == survivors)
            }
        }
    }

    @Test("a Triples slide moves every tile at most one cell")
    func triplesMovesAtMostOneCell() async {
        await propertyCheck(input: triplesShapes) { exponents, direction in
            var board = boardTriples(exponents: exponents)
            for event in Triples.slide(&board, toward: direction).events {
                switch event {
                case .moved(_, let from, let to), .merged(_, let from, let to, _, _), .removed(_, let from, let to):
                    #expect(abs(from.row - to.row) + abs(from.column - to.column) <= 1)
                case .spawned:
                    Issue.record("a slide never spawns")
                }
            }
        }
    }

    @Test("a slide's events rebuild the board it leads to, one event per tile at most")
    func eventsDescribeTheSlide() async {
        await propertyCheck(input: boardShapes, triplesShapes) { shape, triplesShape in
            let (size, exponents, direction) = shape
            let (triples, triplesDirection) = triplesShape
            for (before, kind, toward) in [
                (board2048(size: size, exponents: exponents), TileKind.twentyFortyEight, direction),
                (boardTriples(exponents: triples), .triples, triplesDirection),
            ] {
                var after = before
                let slide = TileGame.slide(&after, kind: kind, toward: toward)
                #expect(applying(slide.events, to: before) == after)
                #expect(Set(slide.events.map(\.id)).count == slide.events.count)
                #expect(slide.moved == (after != before))
            }
        }
    }

    @Test("game over agrees with trying every direction")
    func gameOverMeansNoDirectionMoves() async {
        await propertyCheck(input: boardShapes, triplesShapes) { shape, triplesShape in
            let (size, exponents, _) = shape
            let triples = triplesShape.0
            let board = board2048(size: size, exponents: exponents)
            let changes2048 = Direction.allCases.contains { direction in
                var copy = board
                return Game2048.slide(&copy, toward: direction).moved
            }
            #expect(Game2048.canSlide(board) == changes2048)
            let triplesBoard = boardTriples(exponents: triples)
            let changesTriples = Direction.allCases.contains { direction in
                var copy = triplesBoard
                return Triples.slide(&copy, toward: direction).moved
            }
            #expect(Triples.canSlide(triplesBoard) == changesTriples)
        }
    }

    @Test("tile ids stay unique through whole games, and new tiles take the counter")
    func idsStayUnique() async {
        let games = zip(Gen.uint64(in: 0...UInt64.max), Gen<Direction>.case.array(of: 1...300), Gen.bool)
        await propertyCheck(count: 50, input: games) { seed, moves, triples in
            var game = TileSetup(variant: triples ? .triples : .classic2048, seed: .seeded(seed)).newGame()
            for direction in moves where !game.isOver {
                let before = game.nextTileID
                let outcome = game.move(direction)
                let ids = game.board.cells.compactMap { $0?.id }
                #expect(Set(ids).count == ids.count)
                #expect(ids.allSatisfy { $0 < game.nextTileID })
                if let spawn = outcome.spawn { #expect(spawn.id == before) }
            }
        }
    }

    @Test("a save decodes to the very game it was made from")
    func saveRoundTrip() async throws {
        let games = zip(Gen.uint64(in: 0...UInt64.max), Gen<Direction>.case.array(of: 0...200), Gen.int(in: 0...2))
        await propertyCheck(count: 50, input: games) { seed, moves, choice in
            let variant: TileVariant =
                choice == 0 ? .triples : .twentyFortyEight(size: 3 + choice, spawn: .twosAndFours)
            let setup = TileSetup(variant: variant, seed: choice == 2 ? .deterministic : .seeded(seed))
            var game = setup.newGame()
            for direction in moves { game.move(direction) }
            let saved = SavedTileGame(setup: setup, game: game)
            #expect(try! SavedTileGame(text: Array(saved.text.utf8)) == saved)
        }
    }

    @Test(
        "a game's score never passes the most its board allows, and equals it when every tile grew from the smallest spawns"
    )
    func scoreWithinBoardsHighest() async {
        let games = zip(Gen.uint64(in: 0...UInt64.max), Gen<Direction>.case.array(of: 0...400), Gen.int(in: 0...3))
        await propertyCheck(count: 100, input: games) { seed, moves, choice in
            let variants: [TileVariant] = [
                .triples, .twentyFortyEight(size: 4, spawn: .twosOnly),
                .twentyFortyEight(size: 4, spawn: .twosAndFours),
                .triples,
            ]
            let setup = TileSetup(variant: variants[choice], seed: choice == 3 ? .deterministic : .seeded(seed))
            var game = setup.newGame()
            for direction in moves { game.move(direction) }
            let highest =
                choice == 0 || choice == 3
                ? Triples.highestScore(reaching: game.board) : Game2048.highestScore(reaching: game.board)
            #expect(Int64(game.score) <= highest)
            // Random Triples spawns 1s and 2s only, and 2048 of 2s only spawns no 4: the most is the score.
            if choice < 2 { #expect(Int64(game.score) == highest, "\(variants[choice].title) seed \(seed)") }
        }
    }
}
