import TesseraRules

/// One finished game on a best-score list.
public struct BestScore: Equatable, Sendable {
    public var score: Int
    public var maxTile: Int
    public var moveCount: Int
    /// When the game ended, as `YYYY-MM-DD HH:MM` UTC.
    public var date: String
    /// What the AI did in the game; `nil` when the player played alone.
    public var assistance: Assistance?

    public init(score: Int, maxTile: Int, moveCount: Int, date: String, assistance: Assistance? = nil) {
        self.score = score
        self.maxTile = maxTile
        self.moveCount = moveCount
        self.date = date
        self.assistance = assistance
    }
}

/// The best scores per board setting, ten each, kept as lines of text.
///
/// A line is `board score maxTile moves date time`, separated by single spaces,
/// where `board` is the ``TileVariant/key`` (`2048-4-twos-and-fours`, `triples`);
/// a game the AI helped with has a seventh field, `hints` or `autoplay` (``Assistance``).
/// The file is rewritten whole after every change. Lines of the earlier form,
/// which spelled the board as three fields (`2048 4 twos-and-fours`,
/// `triples 4 -`), are read too and written back in the new form.
public struct BestScores: Equatable, Sendable {
    /// How many entries each board setting keeps.
    public static let capacity = 10

    private var entries: [(board: TileVariant, entry: BestScore)] = []

    public init() {}

    /// Reads a best-score file's text; throws the problem ``reading(_:)`` finds (a line that is not an entry, a
    /// board with more than ``capacity``).
    public init(text: String) throws(StorageError) {
        let read = Self.reading(text)
        if let problem = read.problem { throw problem }
        self = read.scores
    }

    /// Reads a best-score file's text line by line: the entries of the lines that are entries, each board's
    /// best first and at most ``capacity`` of them (a list edited by hand may be out of order or too long), and a
    /// message naming the first line that is not an entry and each board with too many, nil when there are none.
    public static func reading(_ text: String) -> (scores: BestScores, problem: StorageError?) {
        var read: [(board: TileVariant, entry: BestScore)] = []
        var bad: [(number: Int, line: Substring)] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            if let entry = entry(line) { read.append(entry) } else { bad.append((index + 1, line)) }
        }
        var problems: [String] = []
        if let first = bad.first {
            let more = bad.count == 1 ? "" : " (and \(bad.count - 1) more line\(bad.count == 2 ? "" : "s") like it)"
            problems.append("line \(first.number) is not a best-score entry: \(first.line.prefix(60))\(more)")
        }
        var scores = BestScores()
        var boards: [TileVariant] = []
        for (board, _) in read where !boards.contains(board) { boards.append(board) }
        for board in boards {
            let list = read.filter { $0.board == board }.map(\.entry).enumerated()
                .sorted { ($0.element.score, $1.offset) > ($1.element.score, $0.offset) }.map(\.element)
            if list.count > capacity {
                problems.append("\(board.title) has \(list.count) entries, and keeps its best \(capacity)")
            }
            scores.entries += list.prefix(capacity).map { (board, $0) }
        }
        return (scores, problems.isEmpty ? nil : StorageError(problems.joined(separator: "; ")))
    }

    /// Whether the list holds no entry at all.
    public var isEmpty: Bool { entries.isEmpty }

    /// The board and entry of a line, or nil when it is not an entry.
    private static func entry(_ line: Substring) -> (board: TileVariant, entry: BestScore)? {
        var fields = line.split(separator: " ").map(String.init)
        var assistance: Assistance?
        if fields.count == 7 {
            guard let named = Assistance(rawValue: fields.removeLast()) else { return nil }
            assistance = named
        }
        guard let board = board(fields) else { return nil }
        let numbers = fields.suffix(5).prefix(3).compactMap { Int($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        let date = fields.suffix(2).joined(separator: " ")
        let entry = BestScore(
            score: numbers[0], maxTile: numbers[1], moveCount: numbers[2], date: date, assistance: assistance)
        return (board, entry)
    }

    /// The board of a line's fields (what the AI did taken off): its first field (a board key) when the line
    /// has six, or the first three (`game size spawn`, the earlier form) when it has eight; `nil` for anything else.
    private static func board(_ fields: [String]) -> TileVariant? {
        switch fields.count {
        case 6:
            return try? TileVariant(key: Array(fields[0].utf8))
        case 8:
            guard let kind = TileKind(name: Array(fields[0].utf8)), let size = Int(fields[1]) else { return nil }
            switch kind {
            case .triples:
                return fields[1] == "4" && fields[2] == "-" ? .triples : nil
            case .twentyFortyEight:
                guard let spawn = SpawnRule(name: Array(fields[2].utf8)) else { return nil }
                return try? TileVariant(kind: kind, size: size, spawnRule: spawn)
            }
        default:
            return nil
        }
    }

    /// The file's text.
    public var text: String {
        entries.map { board, entry in
            let assistance = entry.assistance.map { " " + $0.rawValue } ?? ""
            return "\(board.key) \(entry.score) \(entry.maxTile) \(entry.moveCount) \(entry.date)\(assistance)\n"
        }
        .joined()
    }

    /// The entries for a board setting, best first.
    public func list(for board: TileVariant) -> [BestScore] {
        entries.filter { $0.board == board }.map(\.entry)
    }

    /// Adds a finished game; returns its place (from 1) when it made the top ten, else `nil`.
    ///
    /// Ties keep the older entry ahead. A game with no score is not recorded.
    @discardableResult
    public mutating func record(_ entry: BestScore, for board: TileVariant) -> Int? {
        guard entry.score > 0 else { return nil }
        var list = list(for: board)
        let place = list.firstIndex { $0.score < entry.score } ?? list.count
        guard place < Self.capacity else { return nil }
        list.insert(entry, at: place)
        entries.removeAll { $0.board == board }
        entries += list.prefix(Self.capacity).map { (board, $0) }
        return place + 1
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text == rhs.text
    }
}
