import ArgumentParser
import TesseraRules

extension TileKind: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: Array(argument.utf8))
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension SpawnRule: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: Array(argument.utf8))
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension Direction: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: Array(argument.utf8))
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

/// Refuses a size or spawn rule that `kind` does not take as a usage error (exit 64) with the rules' message.
func validateVariant(_ kind: TileKind, size: Int? = nil, spawn: SpawnRule?) throws {
    do {
        _ = try TileVariant(kind: kind, size: size, spawnRule: spawn)
    } catch {
        throw ValidationError(error.message)
    }
}

/// The options that choose a game's board and randomness, shared by `play` and `replay`.
struct GameOptions: ParsableArguments {
    // Numbers are read unconditionally, so that a negative one is refused for what it is, not taken for an option.
    @Option(parsing: .unconditional, help: "The 2048 board size, 3 to 8 (default 4). Not for Triples.")
    var size: Int?

    @Option(help: "Which tiles 2048 spawns: twos-and-fours or twos-only (default twos-and-fours). Not for Triples.")
    var spawn: SpawnRule?

    @Option(
        parsing: .unconditional,
        help: "Play the default generator with this seed (a decimal number from 0 to 18446744073709551615).")
    var seed: UInt64?

    @Flag(help: "Deterministic mode: the course generator seeded with 14, as the course app's switch.")
    var deterministic = false

    func validate() throws {
        if seed != nil && deterministic {
            throw ValidationError("--seed and --deterministic choose the randomness two ways; give one of them")
        }
    }

    /// The seed asked for, if any.
    var seedChoice: SeedChoice? {
        if deterministic { return .deterministic }
        return seed.map(SeedChoice.seeded)
    }

    /// The checked setup for `kind`, with `fallbackSeed` when no seed was asked for.
    func setup(_ kind: TileKind, fallbackSeed: SeedChoice) throws(RulesError) -> TileSetup {
        TileSetup(variant: try TileVariant(kind: kind, size: size, spawnRule: spawn), seed: seedChoice ?? fallbackSeed)
    }
}
