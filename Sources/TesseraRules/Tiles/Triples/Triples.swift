/// The course's Threes-like game: lines shift one cell, `1+2` makes 3, equal tiles from 3 up double.
public struct Triples: SlidingRules {
    /// Triples is always played on a 4×4 board.
    public static let size = 4
    /// How many tiles a new game starts with.
    public static let openingSpawns = 4
    /// The largest tile a board may hold, so no sum overflows a 32-bit `Int` (wasm32): two of them do not combine.
    public static let largestTile = 3 << 23
    public static let kind = TileKind.triples

    public internal(set) var board: Board
    public internal(set) var score: Int
    public internal(set) var nextTileID: Int
    public internal(set) var generator: Generator
    public internal(set) var moveCount: Int

    /// Starts a new game: an empty board, then four spawns (each scores its value).
    public init(generator: Generator) {
        board = Board(size: Self.size)
        score = 0
        nextTileID = 1
        self.generator = generator
        moveCount = 0
        for _ in 0..<Self.openingSpawns { spawn() }
    }

    /// A game in a given position: a 4×4 board and the counters.
    ///
    /// Saves restore games through it and tests build positions with it;
    /// `nextTileID` defaults to one past the board's largest id.
    /// - Precondition: the board is 4×4.
    public init(board: Board, score: Int = 0, nextTileID: Int? = nil, generator: Generator, moveCount: Int = 0) {
        precondition(board.size == Self.size, "a Triples board is 4×4")
        self.board = board
        self.score = score
        self.nextTileID = nextTileID ?? board.nextFreeID
        self.generator = generator
        self.moveCount = moveCount
    }

    /// Makes one move: slides toward `direction` and, if anything changed, spawns one tile.
    ///
    /// A move that changes nothing is still counted and spawns nothing; moving
    /// after the game is over changes nothing (``replay(_:)`` refuses it).
    @discardableResult
    public mutating func move(_ direction: Direction) -> MoveOutcome {
        makeMove(direction)
    }

    /// Plays a move string (`L R U D`) from this state, with the replay rules.
    ///
    /// Throws a ``RulesError`` of kind `.move` for a byte other than `L R U D`,
    /// `.gameOver` for a letter after the game is over and `.idleMove` for a move
    /// that changes nothing when `idleMoves` refuses it, naming the letter's
    /// position (from 1); the game is then left as it was before that letter.
    public mutating func replay(_ moves: some Sequence<UInt8>, idleMoves: IdleMoves = .allowed) throws(RulesError) {
        try playMoves(moves, idleMoves: idleMoves)
    }

    /// The value two tiles side by side make, or `nil` when they do not combine.
    ///
    /// A `1` and a `2` make 3; two equal tiles of 3 or more make their sum;
    /// `1+1` and `2+2` never combine, nor two of ``largestTile``.
    public static func combined(_ first: Int, _ second: Int) -> Int? {
        if first + second == 3 && first != 0 && second != 0 { return 3 }
        if first == second && first >= 3 && first < largestTile { return first * 2 }
        return nil
    }

    public static func combines(_ first: Int, _ second: Int) -> Bool {
        combined(first, second) != nil
    }

    static func points(forSpawned value: Int) -> Int { value }

    /// The most any game reaching `board` can have scored: each tile built from spawned 1s and 2s.
    ///
    /// Tiles never leave a Triples board: a spawn scores its value and a combination the tile it
    /// makes, so a 3 scored 1 + 2 + 3 on its way, and a tile of 3 · 2^k, twice what its halves
    /// scored plus itself: 3 · 2^k · (k + 2). 64 bits wide, as ``Game2048/highestScore(reaching:)``.
    public static func highestScore(reaching board: Board) -> Int64 {
        board.cells.reduce(0) { total, tile in
            guard let value = tile?.value else { return total }
            guard value >= 3 else { return total + Int64(value) }
            return total + Int64(value) * Int64((value / 3).trailingZeroBitCount + 2)
        }
    }

    mutating func drawSpawnValue() -> Int {
        1 + generator.draw(2)
    }

    mutating func didSlide(_ slide: Slide) -> Bool { false }

    /// Shifts each line by at most one cell toward `direction`, one action per line.
    ///
    /// Scanning a line from the destination edge, the first of these is acted
    /// on and every tile beyond it moves one cell: an empty cell with a tile
    /// after it; a pair that combines. The tile that arrives (farther from the
    /// edge) keeps its id and takes the new value; the one it lands on is removed.
    public static func slide(_ board: inout Board, toward direction: Direction) -> Slide {
        var slide = Slide()
        slide.events.reserveCapacity(board.cells.count)  // at most one event per tile: one allocation
        let size = board.size
        for line in 0..<size {
            for step in 0..<(size - 1) {
                let here = board.index(line: line, step: step, toward: direction)
                guard let nearer = board[here] else {
                    shift(&board, line: line, from: step + 1, toward: direction, into: &slide)
                    break
                }
                let next = board.index(line: line, step: step + 1, toward: direction)
                if let farther = board[next], let value = combined(nearer.value, farther.value) {
                    let destination = board.position(ofIndex: here)
                    board[here] = Tile(id: farther.id, value: value)
                    board[next] = nil
                    slide.events.append(.removed(id: nearer.id, from: destination, to: destination))
                    slide.events.append(
                        .merged(
                            id: farther.id, from: board.position(ofIndex: next), to: destination,
                            value: value, absorbed: nearer.id))
                    slide.points += value
                    slide.moved = true
                    shift(&board, line: line, from: step + 2, toward: direction, into: &slide)
                    break
                }
            }
        }
        return slide
    }

    /// Moves every tile of a line at step `first` or beyond one cell toward the edge.
    private static func shift(
        _ board: inout Board, line: Int, from first: Int, toward direction: Direction,
        into slide: inout Slide
    ) {
        guard first < board.size else { return }
        for step in first..<board.size {
            let from = board.index(line: line, step: step, toward: direction)
            guard let tile = board[from] else { continue }
            let to = board.index(line: line, step: step - 1, toward: direction)
            board[to] = tile
            board[from] = nil
            slide.events.append(
                .moved(id: tile.id, from: board.position(ofIndex: from), to: board.position(ofIndex: to)))
            slide.moved = true
        }
    }
}
