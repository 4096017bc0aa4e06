import Foundation
import TesseraRules
import TestSupport
import Testing

/// The games of 2048 that `Scripts/strength-ai` keeps in `docs/ai-strength`: at the standard setting, and the formation player's.
enum StrengthLedger {
    /// One finished game as the ledger records it.
    struct Game: Decodable {
        var seed: UInt64
        var score: Int
        var maxTile: Int
        var moveCount: Int
        var firstAt: [String: Int]
        var moves: String
    }

    /// The folder that holds the ledger and the games in progress.
    static let folder = ToolSupport.packageRoot.appendingPathComponent("docs/ai-strength")

    /// The two ledgers: the standard setting's and the formation player's.
    static let ledgers = ["2048-standard.jsonl", "2048-formation.jsonl"]

    /// The finished games of a ledger, in the order they finished (the committed ledger: a missing one is an error).
    static func games(in ledger: String = ledgers[0]) throws -> [Game] {
        let ledger = folder.appendingPathComponent(ledger)
        let text = try String(contentsOf: ledger, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Game.self, from: Data($0.utf8)) }
    }

    /// The games in progress: each seed with its moves so far.
    static func unfinished() throws -> [(seed: UInt64, moves: Substring)] {
        let directory = folder.appendingPathComponent("unfinished")
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".partial") }  // the run's lock, a checkpoint being written
            .sorted().map { name in
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let parts = text.split(separator: " ")
                let seed = try #require(UInt64(name), "an unfinished game's file is named for its seed: \(name)")
                try #require(
                    parts.count == 3 && UInt64(parts[1]) != nil,
                    "unfinished game \(name) is not 'engine nanoseconds moves'")
                return (seed, parts[2])
            }
    }
}

@Suite("The strength ledger")
struct StrengthLedgerTests {
    @Test(
        "every game in the ledgers replays with the rules to its recorded score, largest tile and milestones",
        arguments: StrengthLedger.ledgers)
    func gamesReplay(ledger: String) async throws {
        try await onOwnThread {
            for game in try StrengthLedger.games(in: ledger) {
                let setup = TileSetup(variant: .classic2048, seed: .seeded(game.seed))
                let replayed = try setup.replayRanked(Array(game.moves.utf8))  // ranked: no move that changes nothing
                #expect(replayed.isOver, "seed \(game.seed): the ledger holds finished games only")
                #expect(replayed.score == game.score, "seed \(game.seed)")
                #expect(replayed.board.maxValue == game.maxTile, "seed \(game.seed)")
                #expect(game.moves.utf8.count == game.moveCount, "seed \(game.seed)")
                var firstAt: [String: Int] = [:]
                var step = setup.newGame()
                for (index, letter) in game.moves.utf8.enumerated() {
                    try step.replay([letter])
                    let top = step.board.maxValue
                    if top >= 8192 && firstAt[String(top)] == nil { firstAt[String(top)] = index + 1 }
                }
                #expect(firstAt == game.firstAt, "seed \(game.seed)")
            }
        }
    }

    @Test("each ledger holds each seed once, and no finished game of the standard setting is also in progress")
    func seedsAreUnique() throws {
        for ledger in StrengthLedger.ledgers {
            let seeds = try StrengthLedger.games(in: ledger).map(\.seed)
            #expect(Set(seeds).count == seeds.count, "\(ledger)")
        }
        let seeds = try StrengthLedger.games().map(\.seed)
        #expect(Set(seeds).isDisjoint(with: try StrengthLedger.unfinished().map(\.seed)))
    }

    @Test("every game in progress replays legally and is not over, so the next run can go on from it")
    func unfinishedGamesResume() throws {
        for (seed, moves) in try StrengthLedger.unfinished() {
            let replayed = try TileSetup(variant: .classic2048, seed: .seeded(seed)).replayRanked(Array(moves.utf8))
            #expect(!replayed.isOver, "seed \(seed)")
        }
    }
}
