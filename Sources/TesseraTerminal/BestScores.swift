import TesseraRules

/// One finished game on a best-score list.
public struct BestScore: Equatable, Sendable {
    public var score: Int
    public var maxTile: Int
    public var moveCount: Int
    /// When the game ended, as `YYYY-MM-DD HH:MM` UTC.
    public var date: String

    public init(score: Int, maxTile: Int, moveCount: Int, date: String) {
        self.score = score
        self.maxTile = maxTile
        self.moveCount = moveCount
        self.date = date
    }
}

/// The best scores per board setting (game, size, spawn rule), ten each, kept as lines of text.
///
/// A line is `game size spawn score maxTile moves date time`, separated by
/// single spaces; the file is rewritten whole after every change.
public struct BestScores: Equatable, Sendable {
    /// How many entries each board setting keeps.
    public static let capacity = 10

    private var entries: [(setting: String, entry: BestScore)] = []

    public init() {}

    /// Reads a best-score file's text; throws a message naming the first bad line.
    public init(text: String) throws(StorageError) {
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 8, let score = Int(fields[3]), let maxTile = Int(fields[4]),
                  let moves = Int(fields[5]), score >= 0, maxTile >= 0, moves >= 0 else {
                throw StorageError("line \(number + 1) is not a best-score entry: \(line.prefix(60))")
            }
            entries.append((fields[0...2].joined(separator: " "),
                            BestScore(score: score, maxTile: maxTile, moveCount: moves, date: fields[6] + " " + fields[7])))
        }
    }

    /// The file's text.
    public var text: String {
        entries.map { "\($0.setting) \($0.entry.score) \($0.entry.maxTile) \($0.entry.moveCount) \($0.entry.date)\n" }.joined()
    }

    /// The entries for a board setting, best first.
    public func list(for setup: GameSetup) -> [BestScore] {
        let key = Self.key(setup)
        return entries.filter { $0.setting == key }.map(\.entry)
    }

    /// Adds a finished game; returns its place (from 1) when it made the top ten, else `nil`.
    ///
    /// Ties keep the older entry ahead. A game with no score is not recorded.
    @discardableResult
    public mutating func record(_ entry: BestScore, for setup: GameSetup) -> Int? {
        guard entry.score > 0 else { return nil }
        let key = Self.key(setup)
        var list = list(for: setup)
        let place = list.firstIndex { $0.score < entry.score } ?? list.count
        guard place < Self.capacity else { return nil }
        list.insert(entry, at: place)
        entries.removeAll { $0.setting == key }
        entries += list.prefix(Self.capacity).map { (key, $0) }
        return place + 1
    }

    private static func key(_ setup: GameSetup) -> String {
        "\(setup.kind.name) \(setup.size) \(setup.kind == .triples ? "-" : setup.spawnRule.name)"
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text == rhs.text
    }
}

/// A problem with a file in the data folder, with a message for the player.
public struct StorageError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
