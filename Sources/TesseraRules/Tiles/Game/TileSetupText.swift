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
