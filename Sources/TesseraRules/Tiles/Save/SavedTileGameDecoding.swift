extension SavedTileGame {
    /// Decodes a save written by ``text``.
    ///
    /// Throws a ``RulesError`` of kind `.save` that names the faulty field
    /// when the text is not a save, comes from another rules version, is
    /// missing a field, or holds a value that no real game could have (a bad
    /// tile, a repeated or out-of-range id, a generator that does not match
    /// the seed). A corrupt save is refused whole; nothing is guessed.
    public init(text: some Collection<UInt8>) throws(RulesError) {
        var fields = try SaveFields(text)
        let version = try fields.number("v", upTo: 1_000_000)
        guard version == TileSetup.rulesVersion else {
            throw RulesError(
                .save,
                "the save is from rules version \(version); this build plays version \(TileSetup.rulesVersion) and cannot resume it"
            )
        }
        let gameText = try fields.take("game")
        guard let kind = TileKind(name: gameText) else {
            throw RulesError(.save, "game: \(ASCII.quoted(gameText)) is not a game (2048 or triples)")
        }
        let size = try fields.number("size", upTo: UInt64(Board.largestSize))
        let spawnText = try fields.take("spawn")
        guard let spawnRule = SpawnRule(name: spawnText) else {
            throw RulesError(
                .save, "spawn: \(ASCII.quoted(spawnText)) is not a spawn rule (twos-and-fours or twos-only)")
        }
        let seedText = try fields.take("seed")
        guard let seed = SeedChoice(text: seedText) else {
            throw RulesError(.save, "seed: \(ASCII.quoted(seedText)) is neither deterministic nor a whole number")
        }
        let variant: TileVariant
        do throws(RulesError) {
            switch kind {
            case .triples:
                guard size == Triples.size, spawnRule == .twosAndFours else {
                    throw RulesError(.setting, "a Triples save is size=4 and spawn=twos-and-fours")
                }
                variant = .triples
            case .twentyFortyEight:
                variant = try TileVariant(kind: kind, size: size, spawnRule: spawnRule)
            }
        } catch {
            throw RulesError(.save, "settings: \(error.message)")
        }
        let setup = TileSetup(variant: variant, seed: seed)
        let generator = try Self.generator(try fields.take("generator"), for: seed)
        let nextTileID = try fields.number("next-id", upTo: UInt64(Int32.max))
        guard nextTileID >= 1 else { throw RulesError(.save, "next-id: tile ids start at 1") }
        let score = try fields.number("score", upTo: UInt64(Int32.max))
        let moveCount = try fields.number("moves", upTo: UInt64(Int32.max))
        let won = try fields.flag("won")
        let keptGoing = try fields.flag("kept-going")
        let board: Board
        do {
            board = try BoardNotation.board(try fields.take("board"), kind: kind)
        } catch {
            throw RulesError(.save, "board: \(error.message)")
        }
        try fields.finish()
        guard board.size == variant.size else {
            throw RulesError(.save, "board: it is \(board.size)×\(board.size), but the size field says \(variant.size)")
        }
        for case let tile? in board.cells where tile.id >= nextTileID {
            throw RulesError(.save, "board: tile id \(tile.id) is not below next-id \(nextTileID)")
        }
        let highest =
            switch kind {
            case .twentyFortyEight: Game2048.highestScore(reaching: board)
            case .triples: Triples.highestScore(reaching: board)
            }
        guard Int64(score) <= highest else {
            throw RulesError(
                .save, "score: \(score) is more than any game reaching this board can have scored (at most \(highest))")
        }
        guard !keptGoing || won else {
            throw RulesError(.save, "kept-going: a game that was not won cannot have kept going")
        }
        switch variant {
        case .twentyFortyEight(_, let spawn):
            guard won || board.maxValue < Game2048.winningValue else {
                throw RulesError(.save, "won: the board holds \(board.maxValue), so the game was won")
            }
            game = .twentyFortyEight(
                Game2048(
                    board: board, spawnRule: spawn, score: score, nextTileID: nextTileID,
                    generator: generator, moveCount: moveCount, hasWon: won, keptGoing: keptGoing))
        case .triples:
            guard !won else { throw RulesError(.save, "won: Triples has no win") }
            game = .triples(
                Triples(
                    board: board, score: score, nextTileID: nextTileID, generator: generator,
                    moveCount: moveCount))
        }
        self.setup = setup
    }

    /// The generator field, which must be of the kind the seed plays.
    private static func generator(_ text: ArraySlice<UInt8>, for seed: SeedChoice) throws(RulesError) -> Generator {
        let words = text.dropFirst(2).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        let numbers = words.compactMap { ASCII.decimal($0, upTo: UInt64.max) }
        let prefix = Array(text.prefix(2))
        switch seed {
        case .seeded:
            if prefix == Array("x:".utf8), words.count == 4, numbers.count == 4,
                let generator = Xoshiro256StarStar(state: (numbers[0], numbers[1], numbers[2], numbers[3]))
            {
                return .standard(generator)
            }
            throw RulesError(
                .save,
                "generator: \(ASCII.quoted(text)) is not a default generator state (x: and four nonzero-total words)")
        case .deterministic:
            if prefix == Array("c:".utf8), words.count == 1, numbers.count == 1 {
                return .course(CourseGenerator(current: numbers[0]))
            }
            throw RulesError(
                .save, "generator: \(ASCII.quoted(text)) is not a course generator state (c: and one word)")
        }
    }
}

/// The `key=value` fields of a save, taken one by one so that each is read exactly once.
private struct SaveFields {
    private var fields: [(key: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] = []

    init(_ text: some Collection<UInt8>) throws(RulesError) {
        let parts = Array(text).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let first = parts.first, first.elementsEqual(SavedTileGame.header.utf8) else {
            throw RulesError(.save, "this is not a Tessera save (it does not start with \(SavedTileGame.header))")
        }
        for part in parts.dropFirst() {
            guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else {
                throw RulesError(.save, "\(ASCII.quoted(part)) is not a key=value field")
            }
            let key = part[..<equals]
            guard !fields.contains(where: { $0.key.elementsEqual(key) }) else {
                throw RulesError(.save, "the field \(ASCII.quoted(key)) appears twice")
            }
            fields.append((key, part[(equals + 1)...]))
        }
    }

    /// Removes and returns the value of `key`; throws when it is missing.
    mutating func take(_ key: StaticString) throws(RulesError) -> ArraySlice<UInt8> {
        let name = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        guard let index = fields.firstIndex(where: { $0.key.elementsEqual(name) }) else {
            throw RulesError(.save, "the field \(ASCII.quoted(name)) is missing")
        }
        return fields.remove(at: index).value
    }

    /// Removes and returns a whole number field of at most `limit`.
    mutating func number(_ key: StaticString, upTo limit: UInt64) throws(RulesError) -> Int {
        let text = try take(key)
        guard let value = ASCII.decimal(text, upTo: limit) else {
            throw RulesError(.save, "\(key): \(ASCII.quoted(text)) is not a whole number from 0 to \(limit)")
        }
        return Int(value)
    }

    /// Removes and returns a `0`/`1` field.
    mutating func flag(_ key: StaticString) throws(RulesError) -> Bool {
        try number(key, upTo: 1) == 1
    }

    /// Throws when fields remain that no save has.
    func finish() throws(RulesError) {
        if let extra = fields.first {
            throw RulesError(
                .save, "the field \(ASCII.quoted(extra.key)) is not part of a version \(TileSetup.rulesVersion) save")
        }
    }
}
