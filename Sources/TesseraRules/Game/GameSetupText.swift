extension GameSetup {
    /// Reads a setup from its compact text form `game;size;spawn;seed`, as the page sends it.
    ///
    /// Size and spawn may be empty (the game's defaults); the seed is a
    /// decimal `UInt64` or `deterministic`. Throws a ``RulesError`` of kind
    /// `.setting` naming the part at fault.
    public init(text: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw RulesError(.setting, "a setup has four parts, game;size;spawn;seed, not \(parts.count)")
        }
        guard let kind = GameKind(name: parts[0]) else {
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
                throw RulesError(.setting, "spawn: \(ASCII.quoted(parts[2])) is not a spawn rule; use twos-and-fours or twos-only")
            }
            spawnRule = rule
        }
        guard let seed = SeedChoice(text: parts[3]) else {
            throw RulesError(.setting, "seed: \(ASCII.quoted(parts[3])) is neither a whole number nor deterministic")
        }
        try self.init(kind: kind, size: size, spawnRule: spawnRule, seed: seed)
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
