import TesseraRules
import WasmExchange

/// The tile game the page is playing, with the setup it started from; `nil` until the first new game or restore.
nonisolated(unsafe) var current: SavedTileGame?

/// The error exports give before any game has started.
let noGame = RulesError(.setting, "no game has been started; call tiles_new_game or tiles_restore first")

/// The version of the tile rules this module plays; saves and links record it.
@_expose(wasm, "tiles_rules_version")
func rulesVersion() -> Int32 {
    Int32(TileSetup.rulesVersion)
}

/// Leaves the catalog JSON (every game's options and every board) as the result; returns 0.
@_expose(wasm, "tiles_catalog")
func catalog() -> Int32 {
    var json = JSONWriter()
    TileVariant.writeCatalog(to: &json)
    return Exchange.succeed(json)
}

/// Finds the board a settings form describes; the input holds `game;size;spawn` (options the game does not take are ignored).
///
/// Returns 0 with the board's JSON (as in the catalog's `boards`), or 1 with an error.
@_expose(wasm, "tiles_board")
func board(_ length: Int32) -> Int32 {
    do {
        var json = JSONWriter()
        try TileVariant(form: Exchange.take(length)).write(to: &json)
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// Starts a new game; the input holds its setup as `board;seed` (a board key, and a decimal seed or `deterministic`).
///
/// Returns 0 with the state JSON, or 1 with an error (the current game is kept).
@_expose(wasm, "tiles_new_game")
func newGame(_ length: Int32) -> Int32 {
    do {
        let setup = try TileSetup(text: Exchange.take(length))
        current = SavedTileGame(setup: setup, game: setup.newGame())
        return Exchange.succeed(stateJSON())
    } catch {
        return Exchange.fail(error)
    }
}

/// Moves the current game: 0 left, 1 right, 2 up, 3 down. Returns 0 with the outcome JSON, or 1 with an error.
@_expose(wasm, "tiles_move")
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
@_expose(wasm, "tiles_keep_going")
func keepGoing() -> Int32 {
    guard current != nil else { return Exchange.fail(noGame) }
    current!.game.keepGoing()
    return Exchange.succeed(stateJSON())
}

/// Returns 0 with the state JSON: summary, setup, win status and every tile.
@_expose(wasm, "tiles_state")
func state() -> Int32 {
    guard current != nil else { return Exchange.fail(noGame) }
    return Exchange.succeed(stateJSON())
}

/// Leaves the current game's save text as the result; returns 0, or 1 with an error before any game.
@_expose(wasm, "tiles_save")
func save() -> Int32 {
    guard let current else { return Exchange.fail(noGame) }
    Exchange.setOutput(current.bytes)
    return 0
}

/// Resumes the save text in the input. Returns 0 with the state JSON, or 1 with an error (the current game is kept).
@_expose(wasm, "tiles_restore")
func restore(_ length: Int32) -> Int32 {
    do {
        current = try SavedTileGame(text: Exchange.take(length))
        return Exchange.succeed(stateJSON())
    } catch {
        return Exchange.fail(error)
    }
}

/// Checks a ranked game's move log against its save; the input holds `moves;save` (the letters, then the save text).
///
/// Returns 0 with `{"moves":"…","reaches":true}`: the letters that change the board, in order (the
/// log a ranked submission may hold), and whether replaying them from the save's setup reaches the
/// saved game (its board, tile ids included, and its score). Returns 1 with an error for a save that
/// cannot be read, a letter other than `L R U D` or a move after the game is over. The current game
/// is left as it was.
@_expose(wasm, "tiles_ranked_moves")
func rankedMoves(_ length: Int32) -> Int32 {
    let text = Exchange.take(length)
    let separator = text.firstIndex(of: UInt8(ascii: ";")) ?? text.endIndex
    do {
        let saved = try SavedTileGame(text: text[separator...].dropFirst())
        let moves = try saved.setup.withoutIdleMoves(text[..<separator])
        // The rules have just checked these letters: playing them needs none of a replay's checks
        // (whose error paths would add about 500 gzipped bytes to the page's first paint).
        var replayed = saved.setup.newGame()
        for letter in moves {
            if let direction = Direction(letter: letter) { replayed.move(direction) }
        }
        var json = JSONWriter()
        json.object { json in
            json.field("moves") { $0.string(moves) }
            json.field("reaches") { $0.bool(replayed.board == saved.game.board && replayed.score == saved.game.score) }
        }
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// The page's view of the current game: summary, board key, game, seed (a decimal string or
/// `deterministic`), size, spawn rule (`null` for Triples), win status and tiles.
/// - Precondition: a game has started.
func stateJSON() -> JSONWriter {
    let current = current!
    let variant = current.setup.variant
    var json = JSONWriter()
    json.object { json in
        json.field("summary") { current.game.writeSummary(to: &$0) }
        json.field("board") { $0.string(variant.key) }
        json.field("game") { $0.string(variant.kind.name) }
        json.field("seed") { json in
            var seed: [UInt8] = []
            current.setup.seed.write(into: &seed)
            json.string(seed)
        }
        json.field("size") { $0.number(variant.size) }
        json.field("spawn") { json in
            if let spawn = variant.spawnRule { json.string(spawn.name) } else { json.null() }
        }
        json.field("showingWin") { $0.bool(current.game.isShowingWin) }
        json.field("tiles") { current.game.writeTiles(to: &$0) }
    }
    return json
}
