import Foundation
import Synchronization
import TesseraAI
import TesseraRules

extension AICommand {
    /// The games played so far, shared by the threads that play them, and the summary of them all.
    final class Results: Sendable {
        private struct Game {
            let seed: UInt64
            let score: Int
            let maxTile: Int
            let moves: Int
            let searchNanoseconds: UInt64
            let evaluated: UInt64
        }

        /// Hands out the indices of the games still to play.
        final class Counter: Sendable {
            private let next = Mutex(0)

            /// The next index below `count`, or `nil` when every game has been taken.
            func take(below count: Int) -> Int? {
                next.withLock { index in
                    guard index < count else { return nil }
                    defer { index += 1 }
                    return index
                }
            }
        }

        private let games = Mutex<[Game]>([])

        /// Records a game and prints its line (under the same lock, so lines never interleave).
        ///
        /// The line is flushed at once: into a file or a pipe too, a run stopped early leaves every game it finished whole.
        func add(_ played: PlayedGame, seed: UInt64, print line: (PlayedGame, UInt64) -> String) {
            let game = Game(
                seed: seed, score: played.game.score, maxTile: played.maxTile, moves: played.moves.count,
                searchNanoseconds: played.searchNanoseconds, evaluated: played.evaluatedMoves)
            games.withLock {
                $0.append(game)
                Swift.print(line(played, seed))
                fflush(nil)  // every output stream: stdout is the one written
            }
        }

        /// The tiles a summary reports: from 2048 (Triples: 384) up to the largest any game made.
        private func milestones(_ variant: TileVariant, upTo largest: Int) -> [Int] {
            var tile = variant.kind == .triples ? 384 : 2048
            var tiles: [Int] = []
            repeat {
                tiles.append(tile)
                tile *= 2
            } while tile <= largest
            return tiles
        }

        private struct Summary {
            var count = 0
            var reached: [(tile: Int, fraction: Double)] = []
            var median = 0.0
            var best = 0
            var movesPerSecond = 0.0
            var evaluatedPerSecond = 0.0
        }

        private func summary(_ variant: TileVariant) -> Summary {
            let games = games.withLock { $0 }
            guard !games.isEmpty else { return Summary() }
            let scores = games.map(\.score).sorted()
            let seconds = Double(games.map(\.searchNanoseconds).reduce(0, +)) / 1e9
            let largest = games.map(\.maxTile).max() ?? 0
            return Summary(
                count: games.count,
                reached: milestones(variant, upTo: largest).map { tile in
                    (tile, Double(games.count { $0.maxTile >= tile }) / Double(games.count))
                },
                median: scores.count % 2 == 1
                    ? Double(scores[scores.count / 2])
                    : Double(scores[scores.count / 2 - 1] + scores[scores.count / 2]) / 2,
                best: scores.last ?? 0,
                movesPerSecond: seconds > 0 ? Double(games.map(\.moves).reduce(0, +)) / seconds : 0,
                evaluatedPerSecond: seconds > 0 ? Double(games.map(\.evaluated).reduce(0, +)) / seconds : 0)
        }

        func summaryJSON(_ variant: TileVariant) -> String {
            let summary = summary(variant)
            var json = JSONWriter()
            json.object {
                $0.field("games") { $0.number(summary.count) }
                $0.field("reached") {
                    $0.object { json in
                        for (tile, fraction) in summary.reached {
                            json.field(named: String(tile)) { $0.number(fraction, decimals: 4) }
                        }
                    }
                }
                $0.field("medianScore") { $0.number(summary.median, decimals: 1) }
                $0.field("bestScore") { $0.number(summary.best) }
                $0.field("movesPerSecond") { $0.number(summary.movesPerSecond, decimals: 1) }
                $0.field("evaluatedPerSecond") { $0.number(summary.evaluatedPerSecond, decimals: 0) }
            }
            return json.text
        }

        func summaryTable(_ variant: TileVariant) -> String {
            let summary = summary(variant)
            var lines = [
                "",
                "\(summary.count) games: median score \(AICommand.decimal(summary.median, digits: 1)), best \(summary.best)",
            ]
            for (tile, fraction) in summary.reached {
                lines.append("  reached \(tile): \(AICommand.decimal(fraction * 100, digits: 1)) %")
            }
            lines.append(
                "\(AICommand.decimal(summary.movesPerSecond, digits: 1)) moves/s of search, "
                    + "\(AICommand.decimal(summary.evaluatedPerSecond, digits: 0)) evaluated moves/s")
            return lines.joined(separator: "\n")
        }
    }
}
