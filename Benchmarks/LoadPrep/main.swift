// Prepares the load test of result submission: ranked games on a running server, each of a
// player of its own, played to 1,000 moves (or its end) by a bot, one per line for wrk.
// With a flood file, it also prepares the attack: games on 8×8 boards, each of a player of
// its own, played as long as a corner-hugging bot lasts (up to the 100,000-move limit), each
// line's moves followed by an `X` so that the server replays the whole game and then refuses it.
// Usage: LoadPrep <server URL> <games> <output file> [<flood games> <flood file>]
// Prints the games' mean length and the native cost of verifying one (the server's replay).
import Foundation
import Synchronization
import TesseraRules

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A two-move-lookahead bot (expectimax: its move, a 2 spawned in up to six open cells, its
/// best reply) that keeps big tiles in a snake from the top-left corner and cells open.
func botMoves(_ setup: TileSetup, limit: Int) -> [UInt8] {
    let size = setup.variant.size
    // Snake weights: falling by 4 along the rows, alternating direction, from the corner.
    var weights = [Double](repeating: 0, count: size * size)
    for row in 0..<size {
        for column in 0..<size {
            let step = row * size + (row % 2 == 0 ? column : size - 1 - column)
            weights[row * size + column] = pow(0.25, Double(step))
        }
    }
    let directions: [Direction] = [.left, .up, .right, .down]
    func value(_ board: Board) -> Double {
        var total = Double(board.openCount) * Double(board.maxValue) * 0.1
        for index in 0..<(size * size) {
            if let tile = board[index] { total += Double(tile.value) * weights[index] }
        }
        return total
    }
    func bestReply(_ board: Board) -> Double {
        var best = -1.0
        for direction in directions {
            var trial = board
            if TileGame.slide(&trial, kind: setup.variant.kind, toward: direction).moved {
                best = max(best, value(trial))
            }
        }
        return best
    }
    var game = setup.newGame()
    var letters: [UInt8] = []
    while letters.count < limit && !game.isOver {
        var choice: (direction: Direction, score: Double)?
        for direction in directions {
            var trial = game.board
            guard TileGame.slide(&trial, kind: setup.variant.kind, toward: direction).moved else { continue }
            let open = (0..<(size * size)).filter { trial[$0] == nil }
            let sampled = stride(from: 0, to: open.count, by: max(1, open.count / 6)).map { open[$0] }
            var total = 0.0
            for index in sampled {
                var spawned = trial
                spawned[index] = Tile(id: 0, value: 2)
                total += bestReply(spawned)
            }
            let score = sampled.isEmpty ? value(trial) : total / Double(sampled.count)
            if choice == nil || score > choice!.score { choice = (direction, score) }
        }
        guard let choice else { break }
        game.move(choice.direction)
        letters.append(choice.direction.letter)
    }
    return letters
}

/// A cheap bot for long games: down, else left, else right, else up; every move changes the board.
func cornerMoves(_ setup: TileSetup) -> [UInt8] {
    var game = setup.newGame()
    var letters: [UInt8] = []
    while letters.count < setup.variant.rankedMoveLimit && !game.isOver {
        for direction in [Direction.down, .left, .right, .up] where game.move(direction).moved {
            letters.append(direction.letter)
            break
        }
    }
    return letters
}

func post(_ url: URL, token: String?, body: String) async throws -> [String: Any] {
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let (data, _) = try await URLSession.shared.data(for: request)
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw NSError(domain: "LoadPrep", code: 1, userInfo: [NSLocalizedDescriptionKey: "not JSON: \(data)"])
    }
    return json
}

let arguments = CommandLine.arguments
guard [4, 6].contains(arguments.count), let server = URL(string: arguments[1]), let count = Int(arguments[2]),
    arguments.count == 4 || Int(arguments[4]) != nil
else {
    FileHandle.standardError.write(
        Data("usage: LoadPrep <server URL> <games> <output file> [<flood games> <flood file>]\n".utf8))
    exit(2)
}
// Each game is a player's own: starting a second ranked game on a board would close the first.
var issuing: [(id: String, token: String, setup: TileSetup)] = []
for index in 0..<count {
    let player = try await post(
        server.appendingPathComponent("api/players"), token: nil, body: #"{"name":"Player \#(index + 1)"}"#)
    let token = player["token"] as! String
    let game = try await post(
        server.appendingPathComponent("api/games"), token: token,
        body: #"{"game":"2048","size":4,"spawn":"twos-and-fours"}"#)
    issuing.append(
        (
            game["id"] as! String, token,
            TileSetup(variant: .classic2048, seed: .seeded(UInt64(game["seed"] as! String)!))
        ))
}
let issued = issuing
// The bot plays the games on every core.
let played = Mutex([[UInt8]](repeating: [], count: count))
DispatchQueue.concurrentPerform(iterations: count) { index in
    let moves = botMoves(issued[index].setup, limit: 1_000)
    played.withLock { $0[index] = moves }
}
let allMoves = played.withLock { $0 }
let lengths = allMoves.map(\.count)
let lines = issued.indices.map {
    "\(issued[$0].id) \(issued[$0].token) \(String(decoding: allMoves[$0], as: UTF8.self))"
}
let samples = (0..<min(200, count)).map { (issued[$0].setup, allMoves[$0]) }
try lines.joined(separator: "\n").appending("\n").write(toFile: arguments[3], atomically: true, encoding: .utf8)

// The native cost of one verification: replaying the sample games, many times over.
let clock = ContinuousClock()
var replays = 0
let elapsed = clock.measure {
    for _ in 0..<20 {
        for (setup, moves) in samples {
            _ = try! setup.replay(moves)
            replays += 1
        }
    }
}
let perReplay = elapsed / replays
let mean = Double(lengths.reduce(0, +)) / Double(lengths.count)
let meanSampleMoves = Double(samples.map(\.1.count).reduce(0, +)) / Double(samples.count)
let microseconds = Double(perReplay.components.attoseconds) / 1e12
print(
    "games=\(count) meanMoves=\(Int(mean.rounded())) atLimit=\(lengths.filter { $0 == 1_000 }.count) "
        + "replayMicroseconds=\(String(format: "%.1f", microseconds)) "
        + "per1000Moves=\(String(format: "%.1f", microseconds / meanSampleMoves * 1000))")

guard arguments.count == 6 else { exit(0) }

// The flood: each attacker a player of its own, with one long 8×8 game sent with a bad last letter.
let floodCount = Int(arguments[4])!
let floodBoard = TileVariant.twentyFortyEight(size: 8, spawn: .twosAndFours)
var attackers: [(id: String, token: String, setup: TileSetup)] = []
for number in 1...floodCount {
    let player = try await post(
        server.appendingPathComponent("api/players"), token: nil, body: #"{"name":"Flood \#(number)"}"#)
    let token = player["token"] as! String
    let game = try await post(
        server.appendingPathComponent("api/games"), token: token, body: #"{"game":"2048","size":8}"#)
    attackers.append(
        (game["id"] as! String, token, TileSetup(variant: floodBoard, seed: .seeded(UInt64(game["seed"] as! String)!))))
}
let attacking = attackers
let floodPlayed = Mutex([[UInt8]](repeating: [], count: floodCount))
DispatchQueue.concurrentPerform(iterations: floodCount) { index in
    let moves = cornerMoves(attacking[index].setup)
    floodPlayed.withLock { $0[index] = moves }
}
let floodMoves = floodPlayed.withLock { $0 }
try attacking.indices.map {
    "\(attacking[$0].id) \(attacking[$0].token) \(String(decoding: floodMoves[$0], as: UTF8.self))X"
}
.joined(separator: "\n").appending("\n").write(toFile: arguments[5], atomically: true, encoding: .utf8)
let floodElapsed = clock.measure {
    for index in 0..<min(20, floodCount) { _ = try? attacking[index].setup.replayRanked(floodMoves[index] + [88]) }
}
let floodMean = Double(floodMoves.map(\.count).reduce(0, +)) / Double(floodCount)
let floodMilliseconds = Double((floodElapsed / min(20, floodCount)).components.attoseconds) / 1e15
print(
    "floodGames=\(floodCount) floodMeanMoves=\(Int(floodMean.rounded())) "
        + "floodReplayMilliseconds=\(String(format: "%.1f", floodMilliseconds))")
