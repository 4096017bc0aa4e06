extension TileSetup {
    /// Reads a setup from its compact text form `board;seed`, as the page sends it.
    ///
    /// `board` is a ``TileVariant/key`` (`2048-4-twos-and-fours`, `triples`); the seed
    /// is a decimal `UInt64` or `deterministic`. Throws a ``RulesError`` of kind
    /// `.setting` naming the part at fault.
    public init(text: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw RulesError(.setting, "a setup has two parts, board;seed, not \(parts.count)")
        }
        let variant = try TileVariant(key: parts[0])
        guard let seed = SeedChoice(text: parts[1]) else {
            throw RulesError(.setting, "seed: \(ASCII.quoted(parts[1])) is neither a whole number nor deterministic")
        }
        self.init(variant: variant, seed: seed)
    }

    /// The setup's text form, `board;seed`, as ``init(text:)`` reads it.
    public var text: String {
        var bytes = Array(variant.key.utf8)
        bytes.append(UInt8(ascii: ";"))
        seed.write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TileVariant {
    /// The variant a settings form describes: `game;size;spawn`, where options the
    /// game does not take are ignored and empty ones take the game's defaults.
    ///
    /// This is the lenient reading for forms that keep every field while the
    /// player switches games (`triples;6;twos-only` is Triples). Throws a
    /// ``RulesError`` of kind `.setting` for an unknown game, size or spawn rule.
    public init(form text: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw RulesError(.setting, "a board form has three parts, game;size;spawn, not \(parts.count)")
        }
        guard let kind = TileKind(name: parts[0]) else {
            throw RulesError(.setting, "game: \(ASCII.quoted(parts[0])) is not a game; use 2048 or triples")
        }
        var size: Int? = nil
        if !parts[1].isEmpty {
            guard let number = ASCII.decimal(parts[1], upTo: 1000) else {
                throw RulesError(.setting, "size: \(ASCII.quoted(parts[1])) is not a board size")
            }
            size = Int(number)
        }
        var spawnRule: SpawnRule? = nil
        if !parts[2].isEmpty {
            guard let rule = SpawnRule(name: parts[2]) else {
                throw RulesError(
                    .setting, "spawn: \(ASCII.quoted(parts[2])) is not a spawn rule; use twos-and-fours or twos-only")
            }
            spawnRule = rule
        }
        try self.init(ignoringUnusedOptionsOf: kind, size: size, spawnRule: spawnRule)
    }

    /// A checked variant in which options the game does not take are ignored (Triples' size and spawn rule).
    ///
    /// Throws a ``RulesError`` of kind `.setting` when an option the game takes is out of range.
    public init(ignoringUnusedOptionsOf kind: TileKind, size: Int?, spawnRule: SpawnRule?) throws(RulesError) {
        switch kind {
        case .twentyFortyEight: try self.init(kind: kind, size: size, spawnRule: spawnRule)
        case .triples: self = .triples
        }
    }
}

extension SeedChoice {
    /// The seed spelled `deterministic` (any case) or as a decimal `UInt64`; `nil` for anything else.
    public init?(text: some Collection<UInt8>) {
        if ASCII.equalsIgnoringCase(text, "deterministic") {
            self = .deterministic
        } else if let seed = ASCII.decimal(text, upTo: UInt64.max) {
            self = .seeded(seed)
        } else {
            return nil
        }
    }

    /// The seed's text: its decimal value, or `deterministic`.
    public func write(into bytes: inout [UInt8]) {
        switch self {
        case .seeded(let seed): DecimalText.write(seed, into: &bytes)
        case .deterministic: bytes += "deterministic".utf8
        }
    }
}
