/// The original web game 2048: slide, merge equal tiles once per move, reach 2048.
public struct Game2048: SlidingRules {
    /// The tile whose first appearance wins the game.
    public static let winningValue = 2048
    /// The largest tile a board may hold, so no sum overflows a 32-bit `Int` (wasm32): two of them do not merge.
    public static let largestTile = 1 << 25
    public static let kind = TileKind.twentyFortyEight

    /// The board side, 3…8; 4 is the original.
    public let size: Int
    /// Which values spawn.
    public let spawnRule: SpawnRule
    public internal(set) var board: Board
    public internal(set) var score: Int
    public internal(set) var nextTileID: Int
    public internal(set) var generator: Generator
    public internal(set) var moveCount: Int
    /// `true` once a 2048 tile has appeared; stays `true`.
    public internal(set) var hasWon: Bool
    /// `true` once the player chose to keep going after winning.
    public internal(set) var keptGoing: Bool

    /// Starts a new game: an empty board and two spawns.
    /// - Precondition: `size` is in 3…8 (``TileVariant`` checks it for front ends).
    public init(size: Int = 4, spawnRule: SpawnRule = .twosAndFours, generator: Generator) {
        self.size = size
        self.spawnRule = spawnRule
        board = Board(size: size)
        score = 0
        nextTileID = 1
        self.generator = generator
        moveCount = 0
        hasWon = false
        keptGoing = false
        spawn()
        spawn()
    }

    /// A game in a given position: the board (its side is the game's size) and the counters.
    ///
    /// Saves restore games through it and tests build positions with it. `nextTileID`
    /// defaults to one past the board's largest id, and `hasWon` to whether the board
    /// holds a 2048.
    public init(
        board: Board, spawnRule: SpawnRule = .twosAndFours, score: Int = 0, nextTileID: Int? = nil,
        generator: Generator, moveCount: Int = 0, hasWon: Bool? = nil, keptGoing: Bool = false
    ) {
        size = board.size
        self.spawnRule = spawnRule
        self.board = board
        self.score = score
        self.nextTileID = nextTileID ?? board.nextFreeID
        self.generator = generator
        self.moveCount = moveCount
        self.hasWon = hasWon ?? (board.maxValue >= Self.winningValue)
        self.keptGoing = keptGoing
    }

    /// The variant this game plays.
    public var variant: TileVariant { .twentyFortyEight(size: size, spawn: spawnRule) }

    /// `true` after the winning move until the player keeps going: a front end shows "You win!".
    public var isShowingWin: Bool { hasWon && !keptGoing }

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

    /// Records that the player keeps playing after the win.
    public mutating func keepGoing() {
        keptGoing = true
    }

    public static func combines(_ first: Int, _ second: Int) -> Bool {
        first == second && first < largestTile
    }

    static func points(forSpawned value: Int) -> Int { 0 }

    /// The most any game reaching `board` can have scored: each tile built from 2s alone.
    ///
    /// Tiles never leave a 2048 board, and a merge scores the tile it makes, so a tile of 2^k
    /// built from 2s scored (k − 1) · 2^k on its way (one built partly from 4s, less). Wide enough
    /// for any board: 64 bits, as a 32-bit `Int` (wasm32) could overflow on a board of huge tiles.
    public static func highestScore(reaching board: Board) -> Int64 {
        board.cells.reduce(0) { total, tile in
            guard let value = tile?.value, value > 2 else { return total }
            return total + Int64(value) * Int64(value.trailingZeroBitCount - 1)
        }
    }

    mutating func drawSpawnValue() -> Int {
        switch spawnRule {
        case .twosAndFours: generator.draw(10) == 0 ? 4 : 2
        case .twosOnly: 2
        }
    }

    mutating func didSlide(_ slide: Slide) -> Bool {
        guard !hasWon else { return false }
        for case .merged(_, _, _, let value, _) in slide.events where value >= Self.winningValue {
            hasWon = true
            return true
        }
        return false
    }

    /// Slides every tile as far as it goes toward `direction`, merging equal pairs once.
    ///
    /// Tiles are taken starting from the destination edge. A tile that meets
    /// an equal tile which has not merged in this move merges into it: the
    /// arriving tile keeps its id and takes the sum, the tile it lands on is
    /// removed (`2,2,2,0` left → `4,2,0,0`; `2,2,2,2` left → `4,4,0,0`).
    /// Two tiles of ``largestTile`` stay as they are.
    public static func slide(_ board: inout Board, toward direction: Direction) -> Slide {
        var slide = Slide()
        slide.events.reserveCapacity(board.cells.count)  // at most one event per tile: one allocation
        let size = board.size
        for line in 0..<size {
            var target = 0
            var mergeableValue = 0
            var lastOrigin = Position(row: 0, column: 0)
            var lastEvent: Int? = nil
            for step in 0..<size {
                let from = board.index(line: line, step: step, toward: direction)
                guard let tile = board[from] else { continue }
                board[from] = nil
                let origin = board.position(ofIndex: from)
                if tile.value == mergeableValue {
                    let to = board.index(line: line, step: target - 1, toward: direction)
                    let destination = board.position(ofIndex: to)
                    let absorbedID = board[to]!.id
                    let value = tile.value * 2
                    board[to] = Tile(id: tile.id, value: value)
                    let removal = TileEvent.removed(id: absorbedID, from: lastOrigin, to: destination)
                    if let lastEvent { slide.events[lastEvent] = removal } else { slide.events.append(removal) }
                    slide.events.append(
                        .merged(id: tile.id, from: origin, to: destination, value: value, absorbed: absorbedID))
                    slide.points += value
                    slide.moved = true
                    mergeableValue = 0
                    lastEvent = nil
                } else {
                    let to = board.index(line: line, step: target, toward: direction)
                    target += 1
                    board[to] = tile
                    mergeableValue = tile.value < Self.largestTile ? tile.value : 0
                    lastOrigin = origin
                    if to != from {
                        slide.events.append(.moved(id: tile.id, from: origin, to: board.position(ofIndex: to)))
                        lastEvent = slide.events.count - 1
                        slide.moved = true
                    } else {
                        lastEvent = nil
                    }
                }
            }
        }
        return slide
    }
}
