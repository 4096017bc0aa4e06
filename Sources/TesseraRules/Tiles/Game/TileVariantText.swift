extension TileVariant {
    /// The variant a settings form describes: `game;size;spawn`, where options the
    /// game does not take are not read and empty ones take the game's defaults.
    ///
    /// This is the lenient reading for forms and links that keep every field while the
    /// player switches games (`triples;6;twos-only` is Triples). Throws a
    /// ``RulesError`` of kind `.setting` for an unknown game, or a size or spawn rule
    /// the game takes that is not one of its own.
    public init(form text: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw RulesError(.setting, "a board form has three parts, game;size;spawn, not \(parts.count)")
        }
        guard let kind = TileKind(name: parts[0]) else {
            throw RulesError(.setting, "game: \(ASCII.quoted(parts[0])) is not a game; use 2048 or triples")
        }
        guard kind.takesOptions else {
            try self.init(kind: kind)
            return
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
        try self.init(kind: kind, size: size, spawnRule: spawnRule)
    }

    /// The variant of a key written by ``key`` (any case).
    ///
    /// Throws a ``RulesError`` of kind `.setting` that says what is wrong.
    public init(key: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(key).split(separator: UInt8(ascii: "-"), maxSplits: 2, omittingEmptySubsequences: false)
        guard let kind = TileKind(name: parts[0]) else {
            throw RulesError(.setting, "board: \(ASCII.quoted(key)) is not a board; use 2048-<size>-<spawn> or triples")
        }
        switch kind {
        case .triples:
            guard parts.count == 1 else {
                throw RulesError(.setting, "board: \(ASCII.quoted(key)) is not a board; Triples is just triples")
            }
            self = .triples
        case .twentyFortyEight:
            guard parts.count == 3, let size = ASCII.decimal(parts[1], upTo: 1000) else {
                throw RulesError(
                    .setting,
                    "board: \(ASCII.quoted(key)) is not a board; use 2048-<size>-<spawn>, as 2048-4-twos-and-fours")
            }
            guard let spawn = SpawnRule(name: parts[2]) else {
                throw RulesError(
                    .setting, "board: \(ASCII.quoted(parts[2])) is not a spawn rule; use twos-and-fours or twos-only")
            }
            try self.init(kind: kind, size: Int(size), spawnRule: spawn)
        }
    }
}
