import TesseraRules
import TestSupport
import Testing

@Suite("Board variants and their key")
struct TileVariantTests {
    @Test("every variant's key reads back to the same variant, and no two share a key")
    func keysRoundTrip() throws {
        let keys = TileVariant.all.map(\.key)
        #expect(Set(keys).count == TileVariant.all.count)
        #expect(keys.first == "2048-3-twos-and-fours" && keys.last == "triples")
        for variant in TileVariant.all {
            #expect(try TileVariant(key: Array(variant.key.utf8)) == variant)
        }
    }

    @Test(
        "a key that names no board is an error saying what is wrong",
        arguments: [
            ("chess", "is not a board"), ("2048", "use 2048-<size>-<spawn>"), ("2048-9-twos-only", "3 to 8"),
            ("2048-4-threes", "'threes' is not a spawn rule"), ("triples-4", "Triples is just triples"),
            ("2048-x-twos-only", "use 2048-<size>-<spawn>"),
        ])
    func badKeys(key: String, message: String) {
        let error = rulesError { () throws(RulesError) in try TileVariant(key: Array(key.utf8)) }
        #expect(error?.kind == .setting)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test("a settings form reads only the options its game takes; empty ones are the game's defaults")
    func forms() throws {
        func form(_ text: String) throws(RulesError) -> TileVariant { try TileVariant(form: Array(text.utf8)) }
        #expect(try form("2048;;") == .classic2048)
        #expect(try form("2048;6;twos-only") == .twentyFortyEight(size: 6, spawn: .twosOnly))
        #expect(try form("triples;6;twos-only") == .triples)
        #expect(try form("triples;x;-") == .triples, "Triples reads no size or spawn rule, whatever they say")
        #expect(rulesError { () throws(RulesError) in try form("2048;9;") }?.message.contains("3 to 8") == true)
        #expect(rulesError { () throws(RulesError) in try form("2048;4;x") }?.message.contains("spawn") == true)
        #expect(rulesError { () throws(RulesError) in try form("chess;;") }?.message.contains("not a game") == true)
    }

    @Test("the checked variant refuses options a game does not take, and sizes outside 3…8")
    func checkedOptions() {
        #expect(rulesError { () throws(RulesError) in try TileVariant(kind: .triples, size: 4) } != nil)
        #expect(rulesError { () throws(RulesError) in try TileVariant(kind: .triples, spawnRule: .twosOnly) } != nil)
        #expect(rulesError { () throws(RulesError) in try TileVariant(kind: .twentyFortyEight, size: 2) } != nil)
        #expect((try? TileVariant(kind: .twentyFortyEight, size: 8, spawnRule: .twosOnly))?.key == "2048-8-twos-only")
    }
}
