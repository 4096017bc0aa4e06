/// A sliding tile game as front ends see it: its state, readable and changed only by moves.
///
/// ``Game2048`` and ``Triples`` conform. Shared behaviour (spawning, the move
/// sequence, game over) lives in ``SlidingRules``, and each game supplies only
/// its slide, its spawn value and which tiles combine.
public protocol SlidingGame: Equatable, Sendable {
    /// Which game this is.
    static var kind: TileKind { get }

    /// The tiles on the board.
    var board: Board { get }
    /// The points scored so far.
    var score: Int { get }
    /// The id the next new tile gets.
    var nextTileID: Int { get }
    /// The generator that chooses spawn values and cells.
    var generator: Generator { get }
    /// The number of moves made, counting moves that changed nothing.
    var moveCount: Int { get }

    /// Slides the tiles of `board` toward `direction` by this game's rules, without spawning.
    static func slide(_ board: inout Board, toward direction: Direction) -> Slide

    /// `true` when two tiles side by side in a line would combine.
    static func combines(_ first: Int, _ second: Int) -> Bool
}

extension SlidingGame {
    /// `true` when no direction would change the board.
    public var isOver: Bool { !Self.canSlide(board) }

    /// `true` when some direction changes `board`: an empty cell beside a tile, or two tiles that combine.
    public static func canSlide(_ board: Board) -> Bool {
        let size = board.size
        let open = board.openCount
        if open > 0 && open < board.cells.count { return true }
        for row in 0..<size {
            for column in 0..<size {
                guard let tile = board[Position(row: row, column: column)] else { continue }
                if column + 1 < size, let right = board[Position(row: row, column: column + 1)],
                    combines(tile.value, right.value)
                {
                    return true
                }
                if row + 1 < size, let below = board[Position(row: row + 1, column: column)],
                    combines(tile.value, below.value)
                {
                    return true
                }
            }
        }
        return false
    }
}

/// The steps of a move that every sliding game shares, over state only the rules may change.
protocol SlidingRules: SlidingGame {
    var board: Board { get set }
    var score: Int { get set }
    var nextTileID: Int { get set }
    var generator: Generator { get set }
    var moveCount: Int { get set }

    /// Draws the value of the next spawned tile.
    mutating func drawSpawnValue() -> Int

    /// How much a spawned tile adds to the score.
    static func points(forSpawned value: Int) -> Int

    /// Called after a slide that changed the board, before the spawn; returns `true` when the move won.
    mutating func didSlide(_ slide: Slide) -> Bool
}

extension SlidingRules {
    /// Spawns one tile: draws its value, then its cell among the open ones (numbered row by row).
    ///
    /// Returns the spawn's event, or `nil` when the board has no open cell.
    @discardableResult
    mutating func spawn() -> TileEvent? {
        let open = board.openCount
        guard open > 0 else { return nil }
        let value = drawSpawnValue()
        let index = board.indexOfOpenCell(generator.draw(open))
        let tile = Tile(id: nextTileID, value: value)
        nextTileID += 1
        board[index] = tile
        score += Self.points(forSpawned: value)
        return .spawned(id: tile.id, at: board.position(ofIndex: index), value: value)
    }

    /// Makes one move: slides toward `direction` and, if anything changed, spawns one tile.
    ///
    /// A move that changes nothing is still counted and spawns nothing.
    /// Moving after the game is over is allowed here (it changes nothing);
    /// ``playMoves(_:)`` is where it is an error.
    @discardableResult
    mutating func makeMove(_ direction: Direction) -> MoveOutcome {
        moveCount += 1
        let before = score
        let slide = Self.slide(&board, toward: direction)
        guard slide.moved else {
            return MoveOutcome(
                direction: direction, slide: slide, spawn: nil, scoreGain: 0, reachedWin: false, isOver: isOver)
        }
        score += slide.points
        let won = didSlide(slide)
        let spawned = spawn()
        return MoveOutcome(
            direction: direction, slide: slide, spawn: spawned, scoreGain: score - before, reachedWin: won,
            isOver: isOver)
    }

    /// Plays a move string (`L R U D`) from this state, with the replay rules.
    ///
    /// Every letter is a move; a move that changes nothing is legal and
    /// counted unless `idleMoves` is `.refused`. Throws a ``RulesError`` of kind
    /// `.move` for any other byte, of kind `.gameOver` for a letter after the
    /// game is over and of kind `.idleMove` for a refused move that changes
    /// nothing, naming the letter's position (from 1); the game is then left
    /// as it was before the offending letter.
    mutating func playMoves(_ moves: some Sequence<UInt8>, idleMoves: IdleMoves) throws(RulesError) {
        var position = 0
        for letter in moves {
            position += 1
            guard let direction = Direction(letter: letter) else {
                throw RulesError.notAMove(CollectionOfOne(letter), at: position)
            }
            guard !isOver else { throw RulesError.afterGameOver(at: position) }
            guard makeMove(direction).moved || idleMoves == .allowed else {
                moveCount -= 1
                throw RulesError(
                    .idleMove,
                    "move \(position): \(ASCII.quoted(CollectionOfOne(letter))) changes nothing on the board; "
                        + "a ranked game holds only moves that change it")
            }
        }
    }
}

extension RulesError {
    /// The error for a byte of a move string, at `position` (from 1), that is not `L R U D`.
    package static func notAMove(_ letter: some Collection<UInt8>, at position: Int) -> RulesError {
        notAMove(named: ASCII.quoted(letter), at: position)
    }

    /// The error for a move at `position` that is not `L R U D`, named as the message shows it.
    private static func notAMove(named name: String, at position: Int) -> RulesError {
        RulesError(.move, "move \(position): \(name) is not a move; use the letters L, R, U and D")
    }

    /// The error for the first character outside ASCII in `moves`, named whole at its place (by its code point
    /// when it shows nothing or changes the text around it: ``HiddenCharacter/named(_:)``); `nil` when there is
    /// none. The rules read a move string byte by byte, which would name one byte of it: the server and the
    /// command line ask this first, so that a player who typed an arrow sees the arrow.
    package static func characterOutsideASCII(inMoves moves: String) -> RulesError? {
        let scalars = moves.unicodeScalars
        guard let index = scalars.firstIndex(where: { !$0.isASCII }) else { return nil }
        let position = scalars.distance(from: scalars.startIndex, to: index) + 1
        return notAMove(named: HiddenCharacter.named(scalars[index]), at: position)
    }

    /// The error for a move letter, at `position` (from 1), that comes after the game is over.
    static func afterGameOver(at position: Int) -> RulesError {
        RulesError(.gameOver, "move \(position): the game was already over after \(position - 1) moves")
    }
}
