import TesseraPentomino
import TesseraRules
import WasmExchange

/// The puzzle the page is solving; an empty 6×10 board until a new puzzle or a restore.
nonisolated(unsafe) var puzzle = PentominoPuzzle(board: .sixByTen)
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
    puzzle = PentominoPuzzle(board: board)
    return Exchange.succeed(stateJSON())
}

/// Returns 0 with the state JSON: the board, its notation, the placements and whether it is solved.
@_expose(wasm, "pentomino_state")
func state() -> Int32 {
    Exchange.succeed(stateJSON())
}

/// Places a piece from the tray; the input is `F;orientation;row;column`. Returns 0 with the change and state, or 1.
@_expose(wasm, "pentomino_place")
func place(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in try puzzle.place(try placement(Exchange.take(length))) }
}

/// Moves a placed piece; the input is `F;row;column`. Returns 0 with the change and state, or 1.
@_expose(wasm, "pentomino_move")
func move(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in
        let fields = try numbers(Exchange.take(length), count: 2)
        return try puzzle.move(fields.piece, to: Position(row: fields.numbers[0], column: fields.numbers[1]))
    }
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
        return try puzzle.turn(fields.piece, turn)
    }
}

/// Takes a piece back to the tray; the input is its letter. Returns 0 with the change and state, or 1.
@_expose(wasm, "pentomino_remove")
func remove(_ length: Int32) -> Int32 {
    change { () throws(RulesError) in try puzzle.remove(try numbers(Exchange.take(length), count: 0).piece) }
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

/// A placement that keeps a completion possible. Returns 0 with `{"hint":…}` (`null` on a dead end or a solved board).
@_expose(wasm, "pentomino_hint")
func hint() -> Int32 {
    let hint = solver().hint(for: puzzle)
    var json = JSONWriter()
    json.object { json in
        json.field("hint") { json in
            if let hint { hint.write(to: &json) } else { json.null() }
        }
    }
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

/// Resumes the save text in the input. Returns 0 with the state JSON, or 1 with an error (the puzzle is kept).
@_expose(wasm, "pentomino_restore")
func restore(_ length: Int32) -> Int32 {
    do {
        puzzle = try SavedPentominoPuzzle.puzzle(Exchange.take(length))
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

/// Makes a change and answers `{"change":…,"state":…}`, or the error (the puzzle unchanged).
func change(_ body: () throws(RulesError) -> PentominoChange) -> Int32 {
    do {
        let change = try body()
        var json = JSONWriter()
        json.object { json in
            json.field("change") { change.write(to: &$0) }
            json.field("state") { puzzle.write(to: &$0) }
        }
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
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
