import TesseraPentomino
import TesseraRules
import WasmExchange

/// The puzzle the page is solving, with its undo and redo lists and the hints used; an empty 6×10 board until
/// a new puzzle or a restore.
nonisolated(unsafe) var history = PentominoHistory(board: .sixByTen)
/// The puzzle as it stands.
var puzzle: PentominoPuzzle { history.puzzle }
/// A solver for each board, made when first needed.
nonisolated(unsafe) var solvers: [PentominoSolver] = []

/// The solver of the current puzzle's board.
func solver() -> PentominoSolver {
    if let made = solvers.first(where: { $0.board == puzzle.board }) { return made }
    let made = PentominoSolver(board: puzzle.board)
    solvers.append(made)
    return made
}

/// The version of the pentomino rules this module plays; saves record it.
@_expose(wasm, "pentomino_rules_version")
func rulesVersion() -> Int32 {
    Int32(PentominoPuzzle.rulesVersion)
}

/// Leaves the catalog JSON (every piece's orientations, every board and its holes) as the result; returns 0.
@_expose(wasm, "pentomino_catalog")
func catalog() -> Int32 {
    var json = JSONWriter()
    PentominoBoard.writeCatalog(to: &json)
    return Exchange.succeed(json)
}

/// Starts an empty puzzle on the board the input names (`6x10`). Returns 0 with the state JSON, or 1 with an error.
@_expose(wasm, "pentomino_new")
func newPuzzle(_ length: Int32) -> Int32 {
    let name = Exchange.take(length)
    guard let board = PentominoBoard(name: name) else {
        return Exchange.fail(RulesError(.setting, PentominoBoard.unknown(name)))
    }
    history = PentominoHistory(board: board)
    return Exchange.succeed(stateJSON())
}

/// Returns 0 with the state JSON: the board, its notation, the placements and whether it is solved.
@_expose(wasm, "pentomino_state")
func state() -> Int32 {
    Exchange.succeed(stateJSON())
}

/// Puts a piece where the input says, `F;orientation;row;column`: from the tray, or moved or turned on the board,
/// as one change. Returns 0 with the change (no steps when the piece lies there already), or 1.
@_expose(wasm, "pentomino_put")
func put(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in try history.put(try placement(Exchange.take(length))) }
}

/// Turns or mirrors a placed piece; the input is `F;turn`, the turn 0 (a quarter turn clockwise), 1 (counter-clockwise),
/// 2 (mirrored left to right) or 3 (top to bottom). Returns 0 with the change and state, or 1.
@_expose(wasm, "pentomino_turn")
func turn(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in
        let fields = try numbers(Exchange.take(length), count: 1)
        guard let turn = PentominoTurn(rawValue: fields.numbers[0]) else {
            throw RulesError(
                .move,
                "a turn is 0 (clockwise), 1 (counter-clockwise), 2 (left to right) or 3 (top to bottom), not \(fields.numbers[0])"
            )
        }
        return try history.turn(fields.piece, turn)
    }
}

/// Takes a piece back to the tray; the input is its letter. Returns 0 with the change and state, or 1.
@_expose(wasm, "pentomino_remove")
func remove(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in try history.remove(try numbers(Exchange.take(length), count: 0).piece) }
}

/// The nearest place where a piece fits; the input is `F;orientation;row;column`. Returns 0 with `{"fit":…}`, or 1.
@_expose(wasm, "pentomino_fit")
func fit(_ length: Int32) -> Int32 {
    do {
        let near = puzzle.nearestFit(to: try placement(Exchange.take(length)))
        var json = JSONWriter()
        json.object { json in
            json.field("fit") { json in
                if let near { near.write(to: &json) } else { json.null() }
            }
        }
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// Places a piece that keeps a completion possible and counts a hint. Returns 0 with the change: no steps on a
/// dead end or a solved board.
@_expose(wasm, "pentomino_hint")
func hint() -> Int32 {
    change { () throws(RulesError) in history.hint(from: solver()) }
}

/// Takes every piece back to the tray and counts hints from 0 again; `elapsed` is the time spent, in ms, which
/// the reset's undo gives back. Returns 0 with the change (no steps on an empty board), or 1 for a time that is
/// not a number of ms from 0 to ``PentominoHistory/mostElapsed`` (a thousand years; fractions are rounded).
@_expose(wasm, "pentomino_reset")
func reset(_ elapsed: Double) -> Int32 {
    change { () throws(RulesError) in
        guard elapsed >= 0, elapsed <= Double(PentominoHistory.mostElapsed) else {
            throw RulesError(
                .move,
                "a reset's time is a number of milliseconds from 0 to \(PentominoHistory.mostElapsed) (a thousand years)"
            )
        }
        return history.reset(elapsed: UInt64(elapsed + 0.5))
    }
}

/// Takes back the last change. Returns 0 with it (no steps when there is none), or 1 when it no longer matches
/// the board (the lists are then forgotten).
@_expose(wasm, "pentomino_undo")
func undo() -> Int32 {
    change { () throws(RulesError) in try history.undo() }
}

/// Makes the last change undone again. Returns 0 with it (no steps when there is none), or 1 as undo does.
@_expose(wasm, "pentomino_redo")
func redo() -> Int32 {
    change { () throws(RulesError) in try history.redo() }
}

/// Returns 0 with `{"hints":N,"undo":N,"redo":N,"lists":"…"}`: the hints used, how many changes undo and redo
/// hold, and the lists as text (``PentominoHistory/listsText``) for a save.
@_expose(wasm, "pentomino_history")
func historyState() -> Int32 {
    var json = JSONWriter()
    json.object { json in
        writeCounts(to: &json)
        json.field("lists") { $0.string(history.listsText) }
    }
    return Exchange.succeed(json)
}

/// Resumes the hints used and the undo and redo lists of the puzzle as it stands; the input is `hints;lists`, the
/// lists as ``historyState()`` gave them (or nothing, for none). Returns 0 with the counts `{"hints","undo","redo"}`,
/// or 1 with why they cannot be resumed (the history unchanged).
@_expose(wasm, "pentomino_resume")
func resume(_ length: Int32) -> Int32 {
    let input = Exchange.take(length)
    let split = input.firstIndex(of: UInt8(ascii: ";")) ?? input.endIndex
    guard let hints = ASCII.decimal(input[..<split], upTo: UInt64(PentominoHistory.mostHints)) else {
        return Exchange.fail(
            RulesError(
                .save,
                "\(ASCII.quoted(input[..<split])) is not a count of hints (0 to \(PentominoHistory.mostHints))"))
    }
    let lists = input[split...].dropFirst()
    do {
        history =
            lists.isEmpty
            ? PentominoHistory(puzzle: puzzle, hintsUsed: Int(hints))
            : try PentominoHistory(puzzle: puzzle, hintsUsed: Int(hints), lists: lists)
    } catch {
        return Exchange.fail(error)
    }
    var json = JSONWriter()
    json.object { writeCounts(to: &$0) }
    return Exchange.succeed(json)
}

/// How many essentially different solutions the puzzle can still become (with nothing placed,
/// all the board's). Returns 0 with `{"count":N}`.
@_expose(wasm, "pentomino_count")
func count() -> Int32 {
    let count = solver().countSolutions(containing: puzzle)
    var json = JSONWriter()
    json.object { json in json.field("count") { $0.number(count) } }
    return Exchange.succeed(json)
}

/// The name a solved board shares with its turns and mirrors. Returns 0 with `{"id":…}`, or 1 when not solved.
@_expose(wasm, "pentomino_solution_id")
func solutionID() -> Int32 {
    guard let id = puzzle.solutionID else {
        return Exchange.fail(RulesError(.move, "the board is not solved yet"))
    }
    var json = JSONWriter()
    json.object { json in
        json.field("id") { $0.string(id) }
    }
    return Exchange.succeed(json)
}

/// Leaves the puzzle's save text as the result; returns 0.
@_expose(wasm, "pentomino_save")
func save() -> Int32 {
    Exchange.setOutput(Array(SavedPentominoPuzzle.text(of: puzzle).utf8))
    return 0
}

/// Resumes the save text in the input, with no hints used and nothing to undo (``resume(_:)`` brings those back).
/// Returns 0 with the state JSON, or 1 with an error (the puzzle is kept).
@_expose(wasm, "pentomino_restore")
func restore(_ length: Int32) -> Int32 {
    do {
        history = PentominoHistory(puzzle: try SavedPentominoPuzzle.puzzle(Exchange.take(length)))
        return Exchange.succeed(stateJSON())
    } catch {
        return Exchange.fail(error)
    }
}

/// The state JSON of the current puzzle.
func stateJSON() -> JSONWriter {
    var json = JSONWriter()
    puzzle.write(to: &json)
    return json
}

/// Makes a change and answers `{"steps":[…],"cleared":…,"state":…,"history":{"hints","undo","redo"}}`, the steps
/// none when nothing changed; or the error (nothing changed).
func change(_ body: () throws(RulesError) -> PentominoEntry?) -> Int32 {
    do {
        let entry = try body()
        var json = JSONWriter()
        json.object { json in
            PentominoEntry.writeMembers(of: entry, to: &json)
            json.field("state") { puzzle.write(to: &$0) }
            json.field("history") { json in json.object { writeCounts(to: &$0) } }
        }
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// Writes the members `"hints"`, `"undo"` and `"redo"`: the hints used and how many changes each list holds.
func writeCounts(to json: inout JSONWriter) {
    json.field("hints") { $0.number(history.hintsUsed) }
    json.field("undo") { $0.number(history.undoList.count) }
    json.field("redo") { $0.number(history.redoList.count) }
}

/// A piece letter followed by `count` whole numbers, all split by `;`.
func numbers(_ text: ArraySlice<UInt8>, count: Int) throws(RulesError) -> (piece: Pentomino, numbers: [Int]) {
    let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard parts.count == count + 1, parts[0].count == 1, let piece = Pentomino(letter: parts[0][parts[0].startIndex])
    else {
        throw RulesError(.move, "\(ASCII.quoted(text)) is not a piece letter followed by \(count) numbers, split by ;")
    }
    var numbers: [Int] = []
    for part in parts.dropFirst() {
        let negative = part.first == UInt8(ascii: "-")
        guard let value = ASCII.decimal(part.dropFirst(negative ? 1 : 0), upTo: 1000) else {
            throw RulesError(.move, "\(ASCII.quoted(part)) is not a whole number")
        }
        numbers.append(negative ? -Int(value) : Int(value))
    }
    return (piece, numbers)
}

/// A placement spelled `F;orientation;row;column`; throws for an orientation the piece does not have.
func placement(_ text: ArraySlice<UInt8>) throws(RulesError) -> PentominoPlacement {
    let fields = try numbers(text, count: 3)
    guard fields.piece.orientations.indices.contains(fields.numbers[0]) else {
        throw RulesError(
            .move,
            "\(fields.piece.name) has orientations 0 to \(fields.piece.orientations.count - 1), not \(fields.numbers[0])"
        )
    }
    return PentominoPlacement(
        piece: fields.piece, orientation: fields.numbers[0],
        origin: Position(row: fields.numbers[1], column: fields.numbers[2]))
}
