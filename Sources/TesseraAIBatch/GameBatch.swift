import Foundation
import Synchronization
import TesseraAI
import TesseraRules

/// Plays a batch of games on threads: seeds `firstSeed`, `firstSeed + 1`, …, each game's line written as it ends.
public struct GameBatch: Sendable {
    /// How many games to play.
    public let games: Int
    /// The first game's seed; each next game takes the next seed.
    public let firstSeed: UInt64
    /// How many games are played at once, each on a thread of its own: no more than asked, than the games, or
    /// than the cores.
    public let players: Int

    /// A batch of `games` games from `firstSeed`, `jobs` at a time.
    /// - Precondition: `games` and `jobs` are 1 or more, and the last seed is at most `UInt64.max`.
    public init(games: Int, firstSeed: UInt64, jobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        precondition(games >= 1 && jobs >= 1 && UInt64.max - firstSeed >= UInt64(games - 1), "no such batch")
        self.games = games
        self.firstSeed = firstSeed
        players = min(jobs, games, max(cores, 1))
    }

    /// Plays the games and returns their results, in the order they ended.
    ///
    /// Each thread makes its player with `makePlayer` (a player builds its tables before it plays, so the
    /// threads make one each), then takes the next seed until none is left. Each game's `line` is handed to
    /// `write` as it ends, under one lock, so lines never interleave.
    public func play(
        variant: TileVariant, makePlayer: @escaping @Sendable () -> (TileSetup) -> PlayedGame,
        line: GameLine, write: @escaping @Sendable (String) -> Void
    ) -> [GameResult] {
        let progress = Progress()
        let (games, firstSeed) = (games, firstSeed)
        Self.onThreads(players) {
            let play = makePlayer()
            while let index = progress.take(below: games) {
                let seed = firstSeed + UInt64(index)
                let played = play(TileSetup(variant: variant, seed: .seeded(seed)))
                let result = GameResult(played, seed: seed)
                progress.finish(result) { write(line.text(of: played, result)) }
            }
        }
        return progress.results
    }

    /// Runs `body` on `count` threads at once and waits for them all.
    ///
    /// Each thread has a stack of 256 MiB (reserved, not used): the formation tables solve by deep recursion.
    private static func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            let thread = Thread {
                body()
                done.leave()
            }
            thread.stackSize = 1 << 28
            thread.start()
        }
        done.wait()
    }

    /// The games handed out and the games finished, shared by the threads.
    private final class Progress: Sendable {
        private let next = Mutex(0)
        private let finished = Mutex<[GameResult]>([])

        /// The next game's index below `count`, or `nil` when every game has been taken.
        func take(below count: Int) -> Int? {
            next.withLock { index in
                guard index < count else { return nil }
                defer { index += 1 }
                return index
            }
        }

        /// Records a finished game and, under the same lock, runs `announce`.
        func finish(_ result: GameResult, announce: () -> Void) {
            finished.withLock {
                $0.append(result)
                announce()
            }
        }

        /// The finished games, in the order they ended.
        var results: [GameResult] { finished.withLock { $0 } }
    }
}
