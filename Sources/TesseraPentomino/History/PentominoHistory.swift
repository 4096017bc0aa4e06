import TesseraRules

/// A puzzle in play with its undo and redo lists and the hints used: the page and the terminal play one.
///
/// Every change goes through the puzzle's rules and is kept as one ``PentominoEntry`` (the last
/// ``mostKept``); a new change forgets what was undone. The hints count never drops by an undo or a
/// redo: undoing a hint still counts it, and undoing a reset brings back the hints it cleared (and its
/// time, for a clock to take) where they were more, so that no round of them hides a hint or wins time.
public struct PentominoHistory: Equatable, Sendable {
    /// How many changes the undo list keeps.
    public static let mostKept = 400
    /// The most hints counted (and the most a save may hold).
    public static let mostHints = 1_000_000
    /// The longest time a reset keeps to give back, in ms (a thousand years; a longer one is kept as this).
    public static let mostElapsed: UInt64 = 31_557_600_000_000

    /// The puzzle as it stands.
    public private(set) var puzzle: PentominoPuzzle
    /// The hints used on it since it was last reset.
    public private(set) var hintsUsed: Int
    /// The changes an undo takes back, the next one last.
    public private(set) var undoList: [PentominoEntry] = []
    /// The changes a redo makes again, the next one last.
    public private(set) var redoList: [PentominoEntry] = []

    /// The history of `puzzle` with `hintsUsed` hints used (capped at ``mostHints``) and nothing to undo or redo.
    public init(puzzle: PentominoPuzzle, hintsUsed: Int = 0) {
        self.puzzle = puzzle
        self.hintsUsed = min(max(hintsUsed, 0), Self.mostHints)
    }

    /// The history of `puzzle` with the lists given, which the caller has checked.
    init(puzzle: PentominoPuzzle, hintsUsed: Int, undo: [PentominoEntry], redo: [PentominoEntry]) {
        self.init(puzzle: puzzle, hintsUsed: hintsUsed)
        (undoList, redoList) = (undo, redo)
    }

    /// An empty board with nothing to undo.
    public init(board: PentominoBoard) {
        self.init(puzzle: PentominoPuzzle(board: board))
    }

    // MARK: Changes

    /// Puts a piece as `placement` says: from the tray, or moved or turned on the board, in one step.
    /// Returns the change kept, or `nil` when the piece lies there already; throws the rules' refusal, the
    /// puzzle unchanged.
    @discardableResult
    public mutating func put(_ placement: PentominoPlacement) throws(RulesError) -> PentominoEntry? {
        let from = puzzle.placement(of: placement.piece)
        guard from != placement else { return nil }
        try Self.set(placement.piece, to: placement, in: &puzzle)
        return keep(PentominoEntry(steps: [PentominoStep(piece: placement.piece, from: from, to: placement)]))
    }

    /// Takes a placed piece back to the tray; throws when it is not on the board.
    @discardableResult
    public mutating func remove(_ piece: Pentomino) throws(RulesError) -> PentominoEntry {
        let change = try puzzle.remove(piece)
        return keep(PentominoEntry(steps: [PentominoStep(piece: piece, from: change.from, to: nil)]))
    }

    /// Turns or mirrors a placed piece where the rules land it (``PentominoPuzzle/turn(_:_:)``). Returns the
    /// change kept, or `nil` when the piece is as it was (X turned, say); throws the rules' refusal when it is
    /// not on the board or has no room near.
    @discardableResult
    public mutating func turn(_ piece: Pentomino, _ turn: PentominoTurn) throws(RulesError) -> PentominoEntry? {
        let change = try puzzle.turn(piece, turn)
        guard change.from != change.to else { return nil }
        return keep(PentominoEntry(steps: [PentominoStep(piece: piece, from: change.from, to: change.to, turn: turn)]))
    }

    /// Places a piece `solver` says keeps a completion possible, and counts a hint; `nil` on a dead end or
    /// a solved board, when nothing changes.
    /// - Precondition: `solver` solves this puzzle's board.
    public mutating func hint(from solver: PentominoSolver) -> PentominoEntry? {
        precondition(solver.board == puzzle.board, "a solver of another board")
        guard let hint = solver.hint(for: puzzle), (try? Self.set(hint.piece, to: hint, in: &puzzle)) != nil else {
            return nil
        }
        hintsUsed = min(hintsUsed + 1, Self.mostHints)
        return keep(PentominoEntry(steps: [PentominoStep(piece: hint.piece, from: nil, to: hint)]))
    }

    /// Takes every piece back to the tray and counts hints from 0 again, as one change whose undo brings back
    /// the hints and `elapsed` (the time spent, in ms, at most ``mostElapsed``); `nil` when no piece is on the board.
    public mutating func reset(elapsed: UInt64) -> PentominoEntry? {
        let placed = puzzle.placements
        guard !placed.isEmpty else { return nil }
        puzzle = PentominoPuzzle(board: puzzle.board)
        let cleared = PentominoEntry.Cleared(hintsUsed: hintsUsed, elapsed: min(elapsed, Self.mostElapsed))
        hintsUsed = 0
        return keep(
            PentominoEntry(steps: placed.map { PentominoStep(piece: $0.piece, from: $0, to: nil) }, cleared: cleared))
    }

    /// Takes back the last change; returns it, or `nil` when there is none.
    ///
    /// Throws when the change no longer matches the board, which a history kept by this type never does (a
    /// resumed one is checked whole): the lists are then forgotten and the puzzle stays as it is.
    public mutating func undo() throws(RulesError) -> PentominoEntry? {
        guard let entry = undoList.last else { return nil }
        try replay(entry, backwards: true)
        undoList.removeLast()
        redoList.append(entry)
        if let cleared = entry.cleared { hintsUsed = max(hintsUsed, cleared.hintsUsed) }
        return entry
    }

    /// Makes the last change undone again; returns it, or `nil` when there is none. Throws as ``undo()`` does.
    public mutating func redo() throws(RulesError) -> PentominoEntry? {
        guard let entry = redoList.last else { return nil }
        try replay(entry, backwards: false)
        redoList.removeLast()
        undoList.append(entry)
        return entry
    }

    // MARK: Keeping and replaying

    /// Keeps `entry` as the last change, forgetting what was undone and the oldest past ``mostKept``.
    private mutating func keep(_ entry: PentominoEntry) -> PentominoEntry {
        undoList.append(entry)
        if undoList.count > Self.mostKept { undoList.removeFirst(undoList.count - Self.mostKept) }
        redoList = []
        return entry
    }

    /// Replays `entry` on the puzzle, or (`backwards`) takes it back; on a mismatch the lists are forgotten.
    private mutating func replay(_ entry: PentominoEntry, backwards: Bool) throws(RulesError) {
        do {
            puzzle = try Self.replayed(entry, on: puzzle, backwards: backwards)
        } catch {
            undoList = []
            redoList = []
            throw error
        }
    }

    /// `puzzle` with `entry` replayed, or (`backwards`) taken back; throws when a piece is not where the step
    /// starts, or does not fit where it ends.
    static func replayed(_ entry: PentominoEntry, on puzzle: PentominoPuzzle, backwards: Bool) throws(RulesError)
        -> PentominoPuzzle
    {
        var puzzle = puzzle
        for step in backwards ? entry.steps.reversed() : entry.steps {
            let (start, end) = backwards ? (step.to, step.from) : (step.from, step.to)
            guard puzzle.placement(of: step.piece) == start else {
                throw RulesError(.save, "a step of \(step.piece.name) does not start where the piece lies")
            }
            try set(step.piece, to: end, in: &puzzle)
        }
        return puzzle
    }

    /// Makes `piece`'s placement `target` (`nil`: the tray) through the rules; `puzzle` is unchanged when they refuse.
    private static func set(_ piece: Pentomino, to target: PentominoPlacement?, in puzzle: inout PentominoPuzzle)
        throws(RulesError)
    {
        let current = puzzle.placement(of: piece)
        guard current != target else { return }
        if let current, let target, current.orientation == target.orientation {
            try puzzle.move(piece, to: target.origin)
            return
        }
        var next = puzzle
        if current != nil { try next.remove(piece) }
        if let target { try next.place(target) }
        puzzle = next
    }
}
