/// A tile game in progress together with the setup it started from, in a compact, versioned text form.
///
/// The text is one line of `key=value` fields separated by `;`:
/// ```
/// tessera-save;v=1;game=2048;size=4;spawn=twos-and-fours;seed=42;
/// generator=x:…,…,…,…;next-id=9;score=36;moves=12;won=0;kept-going=0;board=2@1,0,…
/// ```
/// `seed` is `deterministic` or the default generator's decimal seed;
/// `generator` is the live state (`x:` four xoshiro words, or `c:` the course
/// generator's word); `board` is board notation with each tile's `@id`.
public struct SavedTileGame: Equatable, Sendable {
    /// The first field of every save.
    public static let header = "tessera-save"

    /// The setup the game started from (its seed makes share links and replays possible).
    public var setup: TileSetup
    /// The game as it stands.
    public var game: TileGame

    public init(setup: TileSetup, game: TileGame) {
        self.setup = setup
        self.game = game
    }

    /// The save's text.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The save's text as UTF-8 bytes.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        func field(_ key: StaticString, _ write: (inout [UInt8]) -> Void) {
            out.append(UInt8(ascii: ";"))
            out += UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            out.append(UInt8(ascii: "="))
            write(&out)
        }
        out += Self.header.utf8
        field("v") { DecimalText.write(TileSetup.rulesVersion, into: &$0) }
        field("game") { $0 += game.kind.name.utf8 }
        field("size") { DecimalText.write(setup.variant.size, into: &$0) }
        // Triples has one spawn rule; its saves have always spelled it as 2048's default.
        field("spawn") { $0 += (setup.variant.spawnRule ?? .twosAndFours).name.utf8 }
        field("seed") { setup.seed.write(into: &$0) }
        field("generator") { out in
            switch game.generator {
            case .standard(let generator):
                out += "x:".utf8
                let words = generator.state
                for (index, word) in [words.0, words.1, words.2, words.3].enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    DecimalText.write(word, into: &out)
                }
            case .course(let generator):
                out += "c:".utf8
                DecimalText.write(generator.current, into: &out)
            }
        }
        field("next-id") { DecimalText.write(game.nextTileID, into: &$0) }
        field("score") { DecimalText.write(game.score, into: &$0) }
        field("moves") { DecimalText.write(game.moveCount, into: &$0) }
        field("won") { DecimalText.write(game.hasWon ? 1 : 0, into: &$0) }
        field("kept-going") { DecimalText.write(game.hasKeptGoing ? 1 : 0, into: &$0) }
        field("board") { BoardNotation.write(game.board, ids: true, into: &$0) }
        return out
    }
}
