import Foundation
import HTTPTypes
import Synchronization
import TesseraRules
import TestSupport
import Testing

@testable import TesseraServer

/// What a submission may cost the server: no idle moves, a move limit, a replay queue that
/// lets short games pass and refuses when full, and a per-player quota of failed verifications.
@Suite("The cost of a submission")
struct SubmissionCostTests {
    @Test("a ranked game holding a move that changes nothing is refused (422), naming the move")
    func idleMoveRefused() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            // Left until nothing moves, then one more: the cheap padding of the old attack.
            var settled = standardSetup(seed: game.seed).newGame()
            var lefts = 0
            while settled.move(.left).moved { lefts += 1 }
            let padded = try await api.submit(String(repeating: "L", count: lefts + 1), game: game.id, token: ada.token)
            #expect(padded.status == .unprocessableContent)
            #expect(
                padded.error
                    == "move \(lefts + 1): 'L' changes nothing on the board; a ranked game holds only moves that change it"
            )
            let honest = try await api.submit(String(repeating: "L", count: lefts), game: game.id, token: ada.token)
            #expect(honest.status == .created && honest.int("moveCount") == lefts)
        }
    }

    @Test("a game longer than any board allows is refused before anything is looked up or replayed")
    func moveLimit() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let small = try await api.game(ada.token, #"{"game":"2048","size":3}"#)
            let overSmall = try await api.submit(String(repeating: "L", count: 4_609), game: small.id, token: ada.token)
            #expect(overSmall.status == .unprocessableContent && overSmall.error.contains("at most 4608 moves"))
            let overAny = try await api.submit(
                String(repeating: "L", count: 100_001), game: "unknown", token: ada.token)
            #expect(overAny.status == .badRequest && overAny.error.contains("at most 100000 moves"))
        }
    }

    @Test("failed verifications use up a player's quota: then 429 with Retry-After, without a replay; others go on")
    func failedVerificationQuota() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let options = APIOptions(
            rateLimit: nil, now: { clock.now }, uptime: { clock.uptime }, failedVerificationsPerHour: 2)
        try await TestServer.with(api: options) { api in
            let eve = try await api.player("Eve")
            let game = try await api.game(eve.token)
            let (moves, _) = playToTheEnd(standardSetup(seed: game.seed))
            // A letter outside ASCII is an illegal move like any other.
            for bad in ["X", "é"] {
                #expect(
                    try await api.submit(moves + bad, game: game.id, token: eve.token).status == .unprocessableContent)
            }
            clock.advance(by: 600)
            let refused = try await api.submit(moves, game: game.id, token: eve.token)
            #expect(refused.status == .tooManyRequests && refused.error.contains("failed verification"))
            #expect(refused.headers[.retryAfter] == "3000")
            let ada = try await api.player("Ada")
            let adaGame = try await api.game(ada.token)
            let adaMoves = playToTheEnd(standardSetup(seed: adaGame.seed)).moves
            #expect(try await api.submit(adaMoves, game: adaGame.id, token: ada.token).status == .created)
            clock.advance(by: 3_000)
            #expect(try await api.submit(moves, game: game.id, token: eve.token).status == .created)
        }
    }

    @Test("failing submissions sent all at once replay no more than the quota: the rest get 429 unheard")
    func failuresAtOnce() async throws {
        let options = APIOptions(rateLimit: nil, failedVerificationsPerHour: 2)
        try await TestServer.with(api: options) { api in
            let eve = try await api.player("Eve")
            let game = try await api.game(eve.token)
            let moves = playToTheEnd(standardSetup(seed: game.seed)).moves + "X"
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<6 {
                    group.addTask { try await api.submit(moves, game: game.id, token: eve.token).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.count(where: { $0 == .unprocessableContent }) <= 2)
            #expect(statuses.count(where: { $0 == .tooManyRequests }) >= 4)
            #expect(statuses.allSatisfy { $0 == .unprocessableContent || $0 == .tooManyRequests })
        }
    }

    @Test(
        "starting a game leaves open the game being replayed: its verdict is its moves', not its opening's",
        .timeLimit(.minutes(20)))
    func startWhileReplaying() async throws {
        let pool = ReplayPool(threads: 1, waiting: 8)
        let run = QueueRun()
        try await TestServer.with(api: APIOptions(rateLimit: nil, replays: pool)) { api in
            // However the test ends (a failure, or its time limit), the held thread is let go.
            defer { run.gate.withLock { $0 = true } }
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            let (moves, final) = playToTheEnd(standardSetup(seed: game.seed))
            // A job holds the only replay thread until the gate opens, so the submission waits in the queue.
            let holder = Task {
                try await pool.run(cost: 0) {
                    run.finished.withLock { $0.append(0) }
                    while !run.gate.withLock({ $0 }) { usleep(1_000) }
                }
            }
            while run.finished.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
            let answered = Mutex(false)
            let verdict = Task {
                defer { answered.withLock { $0 = true } }
                let answer = try await api.submit(moves, game: game.id, token: ada.token)
                return (answer.status, answer.int("score"))
            }
            while await pool.queued == 0 {
                try #require(
                    !answered.withLock { $0 }, "the submission was answered (or failed) without waiting for the replay")
                try await Task.sleep(for: .milliseconds(5))
            }
            _ = try await api.game(ada.token)  // the next game on the same board, while the first is replayed
            run.gate.withLock { $0 = true }
            try await holder.value
            let (status, score) = try await verdict.value
            #expect(status == .created && score == final.score, "the game sent keeps its own score")
        }
    }

    @Test(
        "queued replays run cheapest first; a full queue drops its longest for a shorter one and refuses the rest (503)",
        .timeLimit(.minutes(20)))
    func replayQueueOrder() async throws {
        let pool = ReplayPool(threads: 1, waiting: 2)
        let run = QueueRun()
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            // However the body ends (a failure, or the time limit), the first job is let go, so the
            // group's children all end and the group can close.
            defer { run.gate.withLock { $0 = true } }
            var sent = 0
            for cost in [1, 100, 200, 50, 300] {
                group.addTask {
                    do {
                        // The first job holds the only thread until the gate opens; each records its cost when it runs.
                        let ran = try await pool.run(cost: cost) {
                            run.started.withLock { $0 += 1 }
                            while cost == 1 && !run.gate.withLock({ $0 }) { usleep(1_000) }
                            run.finished.withLock { $0.append(cost) }
                            return cost
                        }
                        return (cost, "ran \(ran)")
                    } catch let error as APIError {
                        run.refused.withLock { $0 += 1 }
                        return (cost, "\(error.status.code) \(error.headers[.retryAfter] ?? "")")
                    }
                }
                // Each job reaches the pool (runs, waits or is refused) before the next one is sent. A signal,
                // not a deadline: while other tests hold the cooperative threads, a job may wait minutes to start.
                while await pool.queued + run.started.withLock({ $0 }) + run.refused.withLock({ $0 }) < sent + 1 {
                    try await Task.sleep(for: .milliseconds(5))
                }
                sent += 1
            }
            run.gate.withLock { $0 = true }
            var outcomes: [Int: String] = [:]
            for try await (cost, outcome) in group { outcomes[cost] = outcome }
            #expect(outcomes == [1: "ran 1", 100: "ran 100", 50: "ran 50", 200: "503 2", 300: "503 2"])
        }
        #expect(run.finished.withLock { $0 } == [1, 50, 100])
    }
}

/// The shared state of the replay-queue tests: a gate the first job waits on, how many jobs started
/// or were refused, and the order jobs finished in.
private final class QueueRun: Sendable {
    let gate = Mutex(false)
    let started = Mutex(0)
    let refused = Mutex(0)
    let finished = Mutex<[Int]>([])
}
