import TesseraRules
import TestSupport
import Testing

@Suite("Saved games")
struct SaveTests {
    private func saved(_ kind: TileKind = .twentyFortyEight, moves: String = "LURD") throws -> SavedTileGame {
        let setup = try setup(kind, seed: .seeded(42))
        return SavedTileGame(setup: setup, game: try setup.replay(Array(moves.utf8)))
    }

    @Test("a save records the rules version, settings, generator, id counter, score and flags")
    func saveFields() throws {
        let text = try saved().text
        for field in [
            "tessera-save;v=1;", "game=2048", "size=4", "spawn=twos-and-fours", "seed=42", "generator=x:",
            "next-id=", "score=", "moves=4", "won=0", "kept-going=0", "board=",
        ] {
            #expect(text.contains(field), "\(field) in \(text)")
        }
        let deterministic = SavedTileGame(
            setup: try setup(.triples, seed: .deterministic),
            game: try setup(.triples, seed: .deterministic).newGame())
        #expect(deterministic.text.contains("seed=deterministic;generator=c:"))
    }

    @Test("a resumed save plays on exactly like the original")
    func resumePlaysOn() throws {
        for kind in TileKind.allCases {
            let original = try saved(kind, moves: "LLUURRDD")
            var resumed = try SavedTileGame(text: Array(original.text.utf8)).game
            var game = original.game
            for direction in [Direction.left, .down, .right, .up, .up] {
                #expect(resumed.move(direction) == game.move(direction))
            }
        }
    }

    @Test(
        "a corrupt save is an error naming what is wrong, never a crash",
        arguments: [
            ("", "not a Tessera save"),
            ("hello", "not a Tessera save"),
            ("tessera-save;v=2;game=2048", "rules version 2"),
            ("tessera-save;v=1;game=chess", "'chess' is not a game"),
            ("tessera-save;v=1;game=2048;size=4", "'spawn' is missing"),
            ("tessera-save;v=1;game=2048;size=99;spawn=twos-only", "size: '99' is not a whole number from 0 to 8"),
            (
                "tessera-save;v=1;game=2048;size=2;spawn=twos-only;seed=1",
                "settings: a 2048 board is 3 to 8 cells wide, not 2"
            ),
            (
                "tessera-save;v=1;game=triples;size=4;spawn=twos-only;seed=1",
                "settings: a Triples save is size=4 and spawn=twos-and-fours"
            ),
            ("tessera-save;v=1;game=2048;size=4;spawn=twos-only;seed=x", "seed: 'x'"),
            ("tessera-save;v=1;game=2048;size=4;spawn=twos-only;seed=1;generator=c:5", "not a default generator state"),
            (
                "tessera-save;v=1;game=2048;size=4;spawn=twos-only;seed=1;generator=x:0,0,0,0",
                "not a default generator state"
            ),
            (
                "tessera-save;v=1;game=2048;size=4;spawn=twos-only;seed=deterministic;generator=x:1,2,3,4",
                "not a course generator state"
            ),
        ])
    func corruptSave(text: String, message: String) {
        let error = rulesError { () throws(RulesError) in try SavedTileGame(text: Array(text.utf8)) }
        #expect(error?.kind == .save)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    /// A 4×4 2048 save with the given fields and a valid generator.
    private static func save(
        nextID: String = "9", score: String = "0", won: String = "0", keptGoing: String = "0",
        board: String = "2@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,4@8", extra: String = ""
    ) -> String {
        "tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=42;generator=x:1,2,3,4;next-id=\(nextID);"
            + "score=\(score);moves=3;won=\(won);kept-going=\(keptGoing);board=\(board)\(extra)"
    }

    @Test("a well-formed save decodes")
    func wellFormedSave() throws {
        let game = try SavedTileGame(text: Array(Self.save().utf8)).game
        #expect(game.board[15] == Tile(id: 8, value: 4))
        #expect(game.nextTileID == 9 && game.moveCount == 3)
    }

    @Test(
        "a save whose fields disagree with each other is refused",
        arguments: [
            (save(nextID: "8"), "board: tile id 8 is not below next-id 8"),
            (save(nextID: "0"), "next-id: tile ids start at 1"),
            (save(board: "2@1,0,0/0,0,0/0,0,0"), "it is 3×3, but the size field says 4"),
            (save(board: "2@1,3@2,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), "board: row 1, cell 2: 3 is not a 2048 tile"),
            (save(board: "2@1,2,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), "give every tile an @id or none"),
            (save(board: "2048@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), "the board holds 2048, so the game was won"),
            (save(keptGoing: "1"), "a game that was not won cannot have kept going"),
            (save(won: "2"), "won: '2' is not a whole number from 0 to 1"),
            (save(score: "99999999999"), "score: '99999999999' is not a whole number"),
            (save(score: "8"), "score: 8 is more than any game reaching this board can have scored (at most 4)"),
            (
                save(score: "1000000", board: "1024@1,1024@2,0,0/0,0,0,0/0,0,0,0/0,0,0,4@8"),
                "score: 1000000 is more than any game reaching this board can have scored (at most 18436)"
            ),
            (
                "tessera-save;v=1;game=triples;size=4;spawn=twos-and-fours;seed=5;generator=x:1,2,3,4;next-id=3;"
                    + "score=25;moves=2;won=0;kept-going=0;board=3@1,0,0,0/0,0,0,0/0,0,0,0/0,0,0,6@2",
                "score: 25 is more than any game reaching this board can have scored (at most 24)"
            ),
            (save(extra: ";extra=1"), "the field 'extra' is not part of a version 1 save"),
            (save(extra: ";won=0"), "the field 'won' appears twice"),
            (save(extra: ";nonsense"), "'nonsense' is not a key=value field"),
        ])
    func inconsistentSave(text: String, message: String) {
        let error = rulesError { () throws(RulesError) in try SavedTileGame(text: Array(text.utf8)) }
        #expect(error?.kind == .save)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}
