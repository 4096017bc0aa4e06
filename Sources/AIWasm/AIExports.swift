import TesseraAI
import TesseraRules
import WasmExchange
import WasmSupport

/// The players made so far, one per game and spawn rule, kept so that each builds its tables once.
nonisolated(unsafe) var players: [AIPlayer] = []

/// Chooses a move in a game; the input holds `setting;save`: how to search, then the game's save text.
///
/// The setting is `quick` (``SearchSettings/quick``, for fast autoplay), `standard`
/// (``SearchSettings/standard``, the depth that grows with the board, however long it
/// takes), `ms=N` (that depth within N milliseconds, 1 to 10,000) or `depth=N` (exactly
/// N moves deep, 1 to 16). The search sees the board
/// alone, never the save's generator. Returns 0 with
/// `{"best":"L","values":{"L":…,…},"depth":4,"evaluated":123456,"ms":2.5,"search":"expectimax"}`
/// (`best` is `null` when no move changes the board; `search` is `reference` on a
/// board beyond the bitboard, not 4×4 or with a tile beyond its ranks, which the shallower search
/// over the reference rules chooses on), or 1 with an error.
@_expose(wasm, "ai_choose")
func choose(_ length: Int32) -> Int32 {
    let text = Exchange.take(length)
    let separator = text.firstIndex(of: UInt8(ascii: ";")) ?? text.endIndex
    do {
        let settings = try searchSettings(text[..<separator])
        let saved = try SavedTileGame(text: text[separator...].dropFirst())
        let choice = player(for: saved.setup.variant).bestMove(
            for: saved.game.board, settings: settings, clock: nanoseconds)
        var json = JSONWriter()
        json.object { json in
            choice.writeMembers(to: &json)
            json.field("depth") { $0.number(choice.depth) }
            json.field("evaluated") { $0.number(choice.evaluatedMoves) }
            json.field("ms") { $0.number(Double(choice.nanoseconds) / 1e6, decimals: 3) }
            json.field("search") { $0.string(choice.usedReferenceRules ? "reference" : "expectimax") }
        }
        return Exchange.succeed(json)
    } catch {
        return Exchange.fail(error)
    }
}

/// The player for `variant`'s game and spawn rule, made on first use.
///
/// A player searches a board of whatever size it is given (4×4 on bitboards, any other on the
/// reference rules), so the 4×4 player of a 2048 spawn rule serves every size: a page that
/// asks on each of 2048's twelve boards keeps two players' tables, not twelve. Ask it with the
/// board (`bestMove(for: Board …)`), never with a game of another size, which its variant refuses.
func player(for variant: TileVariant) -> AIPlayer {
    let served: TileVariant =
        switch variant {
        case .twentyFortyEight(_, let spawn): .twentyFortyEight(size: 4, spawn: spawn)
        case .triples: .triples
        }
    for player in players where player.variant == served { return player }
    let player = AIPlayer(variant: served)
    players.append(player)
    return player
}

/// The clock the search is timed by: the page's `performance.now()`, in nanoseconds.
func nanoseconds() -> UInt64 {
    UInt64(max(tessera_now_ms(), 0) * 1_000_000)
}

/// The search a setting names: `quick`, `standard`, `ms=N` or `depth=N`.
func searchSettings(_ setting: ArraySlice<UInt8>) throws(RulesError) -> SearchSettings {
    if setting.elementsEqual("quick".utf8) { return .quick }
    if setting.elementsEqual("standard".utf8) { return .standard }
    let equals = setting.firstIndex(of: UInt8(ascii: "=")) ?? setting.endIndex
    let name = setting[..<equals]
    let number = setting[equals...].dropFirst()
    if name.elementsEqual("ms".utf8), let milliseconds = whole(number, in: 1...10_000) {
        return SearchSettings(timeBudgetNanoseconds: UInt64(milliseconds) * 1_000_000)
    }
    if name.elementsEqual("depth".utf8), let depth = whole(number, in: 1...16) {
        return SearchSettings(depth: depth)
    }
    throw RulesError(
        .setting,
        "the search setting \"\(String(decoding: setting, as: UTF8.self))\" is none of quick, standard, ms=1…10000, depth=1…16"
    )
}

/// The decimal number `digits` spell, when it is within `range`.
func whole(_ digits: ArraySlice<UInt8>, in range: ClosedRange<Int>) -> Int? {
    guard !digits.isEmpty, digits.count <= 5 else { return nil }
    var value = 0
    for digit in digits {
        guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return range.contains(value) ? value : nil
}
