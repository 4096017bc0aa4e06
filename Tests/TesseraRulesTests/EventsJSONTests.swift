import TesseraRules
import Testing

/// The JSON the page reads, pinned: a change here is a change to the page's contract.
@Suite("Events JSON fixture")
struct EventsJSONTests {
    @Test("a 2048 move's outcome has this exact JSON")
    func moveOutcomeJSON() throws {
        var game = Game2048(
            board: try board("0,2@1,0,2@2/4@3,0,0,0/0,0,0,0/0,0,0,0"),
            generator: .standard(Xoshiro256StarStar(seed: 3)))
        var json = JSONWriter()
        game.move(.left).write(to: &json)
        #expect(
            json.text == #"{"letter":"L","moved":true,"points":4,"scoreGain":4,"won":false,"over":false,"events":["#
                + #"{"type":"removed","id":1,"from":[0,1],"to":[0,0]},"#
                + #"{"type":"merged","id":2,"from":[0,3],"to":[0,0],"value":4,"absorbed":1},"#
                + #"{"type":"spawned","id":4,"at":[2,2],"value":2}]}"#)
    }

    @Test("a Triples move's outcome, with its moved and spawned events, has this exact JSON")
    func triplesMovedJSON() throws {
        var game = Triples(
            board: try board("0,3@1,0,0/0,0,0,0/0,0,0,0/0,0,0,0", .triples),
            generator: .course(CourseGenerator()))
        var json = JSONWriter()
        game.move(.left).write(to: &json)
        #expect(
            json.text == #"{"letter":"L","moved":true,"points":0,"scoreGain":1,"won":false,"over":false,"events":["#
                + #"{"type":"moved","id":1,"from":[0,1],"to":[0,0]},"#
                + #"{"type":"spawned","id":2,"at":[0,1],"value":1}]}"#)
    }

    @Test("a game's summary and tiles have this exact JSON")
    func summaryJSON() throws {
        let game = try setup(.triples, seed: .deterministic).newGame()
        var summary = JSONWriter()
        game.writeSummary(to: &summary)
        #expect(
            summary.text
                == #"{"game":"triples","board":"1,0,0,1/0,2,0,2/0,0,0,0/0,0,0,0","score":6,"over":false,"won":false,"maxTile":2,"moveCount":0}"#
        )
        var tiles = JSONWriter()
        game.writeTiles(to: &tiles)
        #expect(
            tiles.text
                == #"[{"id":1,"value":1,"at":[0,0]},{"id":2,"value":1,"at":[0,3]},{"id":3,"value":2,"at":[1,1]},{"id":4,"value":2,"at":[1,3]}]"#
        )
    }

    @Test("strings are escaped as JSON requires")
    func stringEscaping() {
        var json = JSONWriter()
        json.object { $0.field("error") { $0.string("a \"quote\", a \\ and a\nline\u{1}") } }
        #expect(json.text == #"{"error":"a \"quote\", a \\ and a\nline\u0001"}"#)
    }

    @Test("keys made at run time are escaped like others, and 64-bit seeds are written whole")
    func runTimeKeysAndLargeNumbers() {
        var json = JSONWriter()
        json.object {
            $0.field(named: "say \"2048\"") { $0.number(UInt64.max) }
            $0.field(named: "4096") { $0.number(0.125, decimals: 2) }
        }
        #expect(json.text == #"{"say \"2048\"":18446744073709551615,"4096":0.13}"#)
    }
}
