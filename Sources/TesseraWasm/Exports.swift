import TesseraRules

/// The game the page is playing, with the setup it started from; `nil` until the first new game or restore.
nonisolated(unsafe) var current: SavedGame?

/// The error exports give before any game has started.
let noGame = RulesError(.setting, "no game has been started; call tessera_new_game or tessera_restore first")

@_expose(wasm, "tessera_rules_version")
func rulesVersion() -> Int32 {
    Int32(GameSetup.rulesVersion)
}

/// Returns the address of an input buffer of at least `capacity` bytes for JavaScript to fill.
@_expose(wasm, "tessera_input")
func input(_ capacity: Int32) -> UnsafeMutablePointer<UInt8> {
    Exchange.reserveInput(Int(max(capacity, 1))).baseAddress!
}

/// Returns the address of the last result's bytes.
@_expose(wasm, "tessera_output")
func output() -> UnsafeMutablePointer<UInt8> {
    Exchange.output.baseAddress!
}

/// Returns the length of the last result.
@_expose(wasm, "tessera_output_length")
func outputLength() -> Int32 {
    Int32(Exchange.outputCount)
}

/// Starts a new game; the input holds its setup as `game;size;spawn;seed` (size and spawn may be empty for Triples, seed is a decimal or `deterministic`).
///
/// Returns 0 with the state JSON, or 1 with an error.
@_expose(wasm, "tessera_new_game")
func newGame(_ length: Int32) -> Int32 {
    do {
        let setup = try GameSetup(text: Exchange.take(length))
        current = SavedGame(setup: setup, game: setup.newGame())
        return Exchange.succeed(stateJSON())
    } catch {
        return Exchange.fail(error)
    }
}

/// Moves the current game: 0 left, 1 right, 2 up, 3 down. Returns 0 with the outcome JSON, or 1 with an error.
@_expose(wasm, "tessera_move")
func move(_ direction: Int32) -> Int32 {
    let directions: [Direction] = [.left, .right, .up, .down]
    guard direction >= 0 && direction < 4 else {
        return Exchange.fail(RulesError(.move, "direction \(direction) is none of 0 left, 1 right, 2 up, 3 down"))
    }
    guard current != nil else { return Exchange.fail(noGame) }
    var json = JSONWriter()
    current!.game.move(directions[Int(direction)]).write(to: &json)
    return Exchange.succeed(json)
}

/// Records that the player keeps going after a 2048 win. Returns 0 with the state JSON.
@_expose(wasm, "tessera_keep_going")
func keepGoing() -> Int32 {
    guard current != nil else { return Exchange.fail(noGame) }
    current!.game.keepGoing()
    return Exchange.succeed(stateJSON())
}

/// Returns 0 with the state JSON: summary, setup, win status and every tile.
@_expose(wasm, "tessera_state")
func state() -> Int32 {
    guard current != nil else { return Exchange.fail(noGame) }
    return Exchange.succeed(stateJSON())
}

/// Leaves the current game's save text as the result; returns 0, or 1 with an error before any game.
@_expose(wasm, "tessera_save")
func save() -> Int32 {
    guard let current else { return Exchange.fail(noGame) }
    Exchange.setOutput(current.bytes)
    return 0
}

/// Resumes the save text in the input. Returns 0 with the state JSON, or 1 with an error (the current game is kept).
@_expose(wasm, "tessera_restore")
func restore(_ length: Int32) -> Int32 {
    do {
        current = try SavedGame(text: Exchange.take(length))
        return Exchange.succeed(stateJSON())
    } catch {
        return Exchange.fail(error)
    }
}

/// Replays the input `game;size;spawn;seed;moves` from a new game. Returns 0 with the game's summary JSON, or 1 with an error.
@_expose(wasm, "tessera_replay")
func replay(_ length: Int32) -> Int32 {
    do {
        let text = Exchange.take(length)
        let split = text.lastIndex(of: UInt8(ascii: ";")) ?? text.startIndex
        let setup = try GameSetup(text: text[..<split])
        var json = JSONWriter()
        try setup.replay(text[split...].dropFirst()).writeSummary(to: &json)
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// The page's view of the current game: summary, seed (a decimal string or `deterministic`), size, spawn rule, win status and tiles.
/// - Precondition: a game has started.
func stateJSON() -> JSONWriter {
    let current = current!
    var json = JSONWriter()
    json.object { json in
        json.field("summary") { current.game.writeSummary(to: &$0) }
        json.field("seed") { json in
            var seed: [UInt8] = []
            current.setup.seed.write(into: &seed)
            json.string(seed)
        }
        json.field("size") { $0.number(current.setup.size) }
        json.field("spawn") { $0.string(current.setup.spawnRule.name) }
        json.field("showingWin") { $0.bool(current.game.isShowingWin) }
        json.field("tiles") { current.game.writeTiles(to: &$0) }
    }
    return json
}
