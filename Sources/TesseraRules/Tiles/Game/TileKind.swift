/// The games whose rules Tessera knows.
public enum TileKind: CaseIterable, Equatable, Sendable {
    /// The original web game 2048.
    case twentyFortyEight
    /// The course's Threes-like game.
    case triples

    /// `true` when the game takes a board size and a spawn rule (2048); Triples takes neither.
    public var takesOptions: Bool {
        switch self {
        case .twentyFortyEight: true
        case .triples: false
        }
    }

    /// The game's name for people: `2048` or `Triples`.
    public var title: String {
        switch self {
        case .twentyFortyEight: "2048"
        case .triples: "Triples"
        }
    }

    /// The game's name in commands, URLs and saves: `2048` or `triples`.
    public var name: String {
        switch self {
        case .twentyFortyEight: "2048"
        case .triples: "triples"
        }
    }

    /// The game for a name (`2048` or `triples`, any case); `nil` for any other text.
    public init?(name: some Collection<UInt8>) {
        if ASCII.equalsIgnoringCase(name, "2048") {
            self = .twentyFortyEight
        } else if ASCII.equalsIgnoringCase(name, "triples") {
            self = .triples
        } else {
            return nil
        }
    }
}

/// Which values 2048 spawns.
public enum SpawnRule: CaseIterable, Equatable, Sendable {
    /// The original game's rule: a 2 with probability 0.9, a 4 with 0.1.
    case twosAndFours
    /// The course variant: always a 2 (no value is drawn).
    case twosOnly

    /// The rule's name for people: `2s and 4s` or `2s only`.
    public var title: String {
        switch self {
        case .twosAndFours: "2s and 4s"
        case .twosOnly: "2s only"
        }
    }

    /// The rule's name in commands and saves: `twos-and-fours` or `twos-only`.
    public var name: String {
        switch self {
        case .twosAndFours: "twos-and-fours"
        case .twosOnly: "twos-only"
        }
    }

    /// The rule for a name (any case); `nil` for any other text.
    public init?(name: some Collection<UInt8>) {
        if ASCII.equalsIgnoringCase(name, "twos-and-fours") {
            self = .twosAndFours
        } else if ASCII.equalsIgnoringCase(name, "twos-only") {
            self = .twosOnly
        } else {
            return nil
        }
    }
}
