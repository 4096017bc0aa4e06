import TesseraAI

/// How fast the AI plays by itself: a few steps from 2 moves a second to as fast as it chooses them.
public enum AutoplaySpeed: CaseIterable, Equatable, Sendable {
    case twoPerSecond
    case fivePerSecond
    case tenPerSecond
    case twentyPerSecond
    case fastest

    /// The speed autoplay starts at.
    public static let initial = AutoplaySpeed.tenPerSecond

    /// Moves a second, or `nil` for as fast as the AI chooses them (the drawing and the saves set the pace).
    public var movesPerSecond: Int? {
        switch self {
        case .twoPerSecond: 2
        case .fivePerSecond: 5
        case .tenPerSecond: 10
        case .twentyPerSecond: 20
        case .fastest: nil
        }
    }

    /// The speed in words: "10 moves/s", or "max speed".
    public var pace: String {
        movesPerSecond.map { "\($0) moves/s" } ?? "max speed"
    }

    /// The time from one move to the next, in nanoseconds; 0 for the fastest speed.
    public var intervalNanoseconds: UInt64 {
        movesPerSecond.map { 1_000_000_000 / UInt64($0) } ?? 0
    }

    /// The next step up, or this one at the top.
    public var faster: AutoplaySpeed {
        Self.allCases.drop { $0 != self }.dropFirst().first ?? self
    }

    /// The next step down, or this one at the bottom.
    public var slower: AutoplaySpeed {
        Self.allCases.reversed().drop { $0 != self }.dropFirst().first ?? self
    }

    /// The search for each move, within the interval between moves.
    ///
    /// It searches half the interval (at most a hint's budget) with the adaptive
    /// depth, or at the fastest speed with the quick setting.
    public var settings: SearchSettings {
        guard movesPerSecond != nil else { return .quick }
        return SearchSettings(timeBudgetNanoseconds: min(intervalNanoseconds / 2, MoveAdvisor.hintBudgetNanoseconds))
    }

    /// `true` when there is time to show a move's slide before its spawn, as a player's move does.
    var showsSlide: Bool {
        intervalNanoseconds >= 200_000_000
    }
}
