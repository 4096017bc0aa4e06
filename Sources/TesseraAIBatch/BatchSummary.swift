import TesseraRules

/// What a batch of games came to: how many, how often each milestone tile was reached, the median and
/// best scores, and the search's speed.
public struct BatchSummary: Equatable, Sendable {
    /// How many games were played.
    public let games: Int
    /// Each milestone tile, from 2048 (Triples: 384) doubling up to the largest any game made, with the
    /// fraction of the games that made it or more; empty for no games.
    public let reached: [Milestone]
    /// The median score (the mean of the middle two for an even count); 0 for no games.
    public let medianScore: Double
    /// The best score; 0 for no games.
    public let bestScore: Int
    /// Moves made per second of search, over all the games; 0 when no time was measured.
    public let movesPerSecond: Double
    /// Board moves executed inside the search per second of search; 0 when no time was measured.
    public let evaluatedPerSecond: Double

    /// A milestone tile and the fraction of the games (0 to 1) that reached it.
    public struct Milestone: Equatable, Sendable {
        public let tile: Int
        public let fraction: Double

        public init(tile: Int, fraction: Double) {
            (self.tile, self.fraction) = (tile, fraction)
        }
    }

    /// The summary of `results`, games of `kind`.
    public init(_ results: [GameResult], kind: TileKind) {
        games = results.count
        let scores = results.map(\.score).sorted()
        let seconds = Double(results.map(\.searchNanoseconds).reduce(0, +)) / 1e9
        let largest = results.map(\.maxTile).max() ?? 0
        var milestones: [Milestone] = []
        if !results.isEmpty {
            var tile = kind == .triples ? 384 : 2048
            repeat {
                let fraction = Double(results.count { $0.maxTile >= tile }) / Double(results.count)
                milestones.append(Milestone(tile: tile, fraction: fraction))
                tile *= 2
            } while tile <= largest
        }
        reached = milestones
        let middle = scores.count / 2
        medianScore =
            scores.isEmpty
            ? 0 : scores.count % 2 == 1 ? Double(scores[middle]) : Double(scores[middle - 1] + scores[middle]) / 2
        bestScore = scores.last ?? 0
        movesPerSecond = seconds > 0 ? Double(results.map(\.moveCount).reduce(0, +)) / seconds : 0
        evaluatedPerSecond = seconds > 0 ? Double(results.map(\.evaluatedMoves).reduce(0, +)) / seconds : 0
    }

    /// The summary as one JSON line: `{"games","reached","medianScore","bestScore","movesPerSecond","evaluatedPerSecond"}`,
    /// `reached` mapping each milestone tile (as a string) to its fraction.
    public var json: String {
        var json = JSONWriter()
        json.object {
            $0.field("games") { $0.number(games) }
            $0.field("reached") {
                $0.object { json in
                    for milestone in reached {
                        json.field(named: String(milestone.tile)) { $0.number(milestone.fraction, decimals: 4) }
                    }
                }
            }
            $0.field("medianScore") { $0.number(medianScore, decimals: 1) }
            $0.field("bestScore") { $0.number(bestScore) }
            $0.field("movesPerSecond") { $0.number(movesPerSecond, decimals: 1) }
            $0.field("evaluatedPerSecond") { $0.number(evaluatedPerSecond, decimals: 0) }
        }
        return json.text
    }

    /// The summary as the table's closing lines: a blank line, the scores, a line per milestone, the speed.
    public var table: String {
        var lines = [
            "", "\(games) games: median score \(GameLine.decimal(medianScore, digits: 1)), best \(bestScore)",
        ]
        for milestone in reached {
            lines.append("  reached \(milestone.tile): \(GameLine.decimal(milestone.fraction * 100, digits: 1)) %")
        }
        lines.append(
            "\(GameLine.decimal(movesPerSecond, digits: 1)) moves/s of search, "
                + "\(GameLine.decimal(evaluatedPerSecond, digits: 0)) evaluated moves/s")
        return lines.joined(separator: "\n")
    }
}
