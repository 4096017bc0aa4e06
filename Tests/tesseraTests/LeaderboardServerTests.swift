import Foundation
import TesseraRules
import TesseraStore
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTP {
    /// A new player's token, a new ranked 2048 game (id, seed) and moves that play it to the end.
    fileprivate func rankedGame(player name: String) async throws -> (
        token: String, playerID: String, game: String, seed: String, moves: String
    ) {
        let player = try await call("POST", "/api/players", body: #"{"name":"\#(name)"}"#)
        let token = player.json["token"] as? String ?? ""
        let game = try await call(
            "POST", "/api/games", token: token, body: #"{"game":"2048","size":4,"spawn":"twos-and-fours"}"#)
        let seed = game.json["seed"] as? String ?? "0"
        let moves = playToTheEnd(TileSetup(variant: .classic2048, seed: .seeded(UInt64(seed) ?? 0))).moves
        return (token, player.json["id"] as? String ?? "", game.json["id"] as? String ?? "", seed, moves)
    }

    /// `true` once `condition` holds, checked every 100 ms for up to 30 s (a busy machine's margin); `false` if it never does.
    fileprivate func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while clock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return try await condition()
    }

    /// The entries of the all-time board of classic 2048.
    fileprivate func board() async throws -> [[String: Any]] {
        try await call("GET", "/api/leaderboard?game=2048&size=4&spawn=twos-and-fours").json["entries"]
            as? [[String: Any]] ?? []
    }
}

@Suite("The shared leaderboard on a real server", .serialized)
struct LeaderboardServerTests {
    @Test(
        "a result the server answered 201 for survives kill -9 right after, and equals what tessera replay prints",
        arguments: TestDatabases.engines)
    func acknowledgedResultsSurviveKill(engine: TestDatabases.Engine) async throws {
        let database = try await freshDatabase(engine)
        let server = try await RunningServer(database: database)
        let http = HTTP(base: server.address)
        let game = try await http.rankedGame(player: "Ada")
        let answer = try await http.call(
            "POST", "/api/games/\(game.game)/result", token: game.token,
            body: #"{"moves":"\#(game.moves)"}"#)
        _ = try await server.stop(signal: SIGKILL)  // at once: no graceful shutdown, nothing flushed after the answer
        #expect(answer.status == 201)

        let replay = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            [
                "replay", "2048", "--size", "4", "--spawn", "twos-and-fours",
                "--seed", game.seed, "--moves", game.moves,
            ])
        let printed = try JSONSerialization.jsonObject(with: Data(replay.output.utf8)) as? [String: Any] ?? [:]
        for key in ["score", "maxTile", "moveCount"] {
            #expect(answer.json[key] as? Int == printed[key] as? Int, "\(key) matches tessera replay")
        }

        let restarted = try await RunningServer(database: database)
        defer { restarted.killNow() }
        let board = try await HTTP(base: restarted.address).board()
        #expect(board.count == 1)
        #expect(board.first?["score"] as? Int == answer.json["score"] as? Int)
        let repeated = try await HTTP(base: restarted.address).call(
            "POST", "/api/games/\(game.game)/result", token: game.token, body: #"{"moves":"\#(game.moves)"}"#)
        #expect(repeated.status == 409, "the game still counts once after the restart")
    }

    @Test(
        "tessera admin renames a player, backs up (owner-only, like the database) and removes a result while the server runs; TESSERA_DATABASE names the database"
    )
    func adminWhileServing() async throws {
        let database = try await freshDatabase(.sqlite)
        let server = try await RunningServer(database: database)
        defer { server.killNow() }
        let http = HTTP(base: server.address)
        let game = try await http.rankedGame(player: "Ada")
        #expect(
            try await http.call(
                "POST", "/api/games/\(game.game)/result", token: game.token,
                body: #"{"moves":"\#(game.moves)"}"#
            ).status == 201)

        let admin = { (arguments: [String]) async throws -> (status: Int32, output: String, error: String) in
            try await ToolSupport.run(ToolSupport.tesseraExecutable, ["admin"] + arguments + ["--database", database])
        }
        let renamed = try await admin(["rename-player", game.playerID, "Ada Two"])
        #expect(renamed.status == 0, "\(renamed.error)")
        #expect(try await http.board().first?["player"] as? String == "Ada Two")
        let badName = try await admin(["rename-player", game.playerID, "  "])
        #expect(badName.status == 64 && badName.error.hasPrefix("Error: a name needs"), "\(badName.error)")
        let nobody = try await admin(["rename-player", "no-such-id", "Bob"])
        #expect(nobody.status == 1 && nobody.error.contains("no player") && !nobody.error.contains("Usage"))

        let backup = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-backup-\(UUID().uuidString).sqlite"
        ).path
        #expect(try await admin(["backup", backup]).status == 0)
        #expect(try await admin(["backup", backup]).error.contains("already exists"))
        let nowhere = try await admin(["backup", "/no-such-folder-\(UUID().uuidString)/backup.sqlite"])
        #expect(
            nowhere.status == 1 && nowhere.error.contains("there is no folder /no-such-folder-"), "\(nowhere.error)")
        #expect(try await admin(["backup", ""]).error.contains("give the path of the backup file to create"))
        let mode = { (path: String) in
            (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).flatMap { $0 }
        }
        #expect(mode(backup) == 0o600, "a backup holds the daily secret: its owner's alone")
        #expect(mode(String(database.dropFirst("sqlite:".count))) == 0o600, "so does the database")

        // The database may be named by TESSERA_DATABASE instead (a password then stays out of `ps`).
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_DATABASE"] = database
        let second = backup + ".second"
        let fromEnvironment = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["admin", "backup", second], environment: environment)
        #expect(
            fromEnvironment.status == 0 && FileManager.default.fileExists(atPath: second), "\(fromEnvironment.error)")

        #expect(try await admin(["remove-result", game.game]).status == 0)
        // Another process changed the database: the server's board answer of a moment ago lasts a second.
        #expect(try await http.eventually { try await http.board().isEmpty })
        let resubmitted = try await http.call(
            "POST", "/api/games/\(game.game)/result", token: game.token, body: #"{"moves":"\#(game.moves)"}"#)
        #expect(resubmitted.status == 409, "a removed result is not resubmitted")
        #expect(resubmitted.json["result"] == nil, "no rank on a board the result is not on")
        #expect(
            (resubmitted.json["error"] as? String)?.contains("which an operator removed from the boards") == true,
            "\(resubmitted.text)")

        let fromBackup = try await RunningServer(database: "sqlite:" + backup)
        defer { fromBackup.killNow() }
        #expect(try await HTTP(base: fromBackup.address).board().first?["player"] as? String == "Ada Two")
    }

    @Test(
        "tessera admin bans a player while the server runs: the token stops working and every result leaves the boards")
    func banWhileServing() async throws {
        let database = try await freshDatabase(.sqlite)
        let server = try await RunningServer(database: database)
        defer { server.killNow() }
        let http = HTTP(base: server.address)
        let eve = try await http.rankedGame(player: "Eve")
        let ada = try await http.rankedGame(player: "Ada")
        for game in [eve, ada] {
            let answer = try await http.call(
                "POST", "/api/games/\(game.game)/result", token: game.token, body: #"{"moves":"\#(game.moves)"}"#)
            #expect(answer.status == 201)
        }
        let banned = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["admin", "ban-player", eve.playerID, "--database", database])
        #expect(banned.status == 0, "\(banned.error)")
        #expect(banned.output.contains("1 result left the boards"))
        #expect(try await http.board().map { $0["player"] as? String } == ["Ada"])
        #expect(try await http.call("GET", "/api/players/me", token: eve.token).status == 401)
        let unknown = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["admin", "ban-player", "no-such-id", "--database", database])
        #expect(unknown.status != 0 && unknown.error.contains("no player has the id no-such-id"))
    }

    @Test("tessera admin never creates a database: a mistyped path is an error")
    func adminNeedsAnExistingDatabase() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "no-such-\(UUID().uuidString).sqlite"
        ).path
        let result = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["admin", "remove-result", "g1", "--database", "sqlite:" + missing])
        #expect(result.status == 64 && result.error.contains("no database at"))
        #expect(result.error.contains("Usage: tessera admin remove-result"))
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test("tessera admin backup of a PostgreSQL database points to pg_dump without connecting")
    func adminBackupOfPostgres() async throws {
        let result = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["admin", "backup", "/tmp/never.dump", "--database", "postgres://nobody@127.0.0.1:1/none"])
        #expect(result.status == 64)
        #expect(result.error.contains("pg_dump --format=custom --file=/tmp/never.dump"))
        #expect(!result.error.contains("PSQLError"))
    }

    @Test("a PostgreSQL URL that cannot be read is a usage error that never shows its password, and names its source")
    func malformedPostgresURL() async throws {
        let url = "postgres://tessera:hunter2@db.example:notaport/tessera"
        let given = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["admin", "ban-player", "x", "--database", url])
        #expect(given.status == 64)
        #expect(
            given.error.contains("Error: postgres://tessera:•••@db.example:notaport/tessera is not a URL of the form"))
        #expect(!given.error.contains("hunter2") && !given.error.contains("NSURLErrorDomain"), "\(given.error)")
        var environment = ProcessInfo.processInfo.environment
        environment["TESSERA_DATABASE"] = "postgres://:hunter2@db.example/tessera"
        let fromEnvironment = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["admin", "ban-player", "x"], environment: environment)
        #expect(fromEnvironment.status == 64)
        #expect(
            fromEnvironment.error.contains("Error: TESSERA_DATABASE: postgres://:•••@db.example/tessera names no user"))
        #expect(!fromEnvironment.error.contains("hunter2"), "\(fromEnvironment.error)")
    }

    @Test("serve with a PostgreSQL server that does not answer says so in a line, hiding the password")
    func unreachablePostgres() async throws {
        let result = try await ToolSupport.run(
            ToolSupport.tesseraExecutable,
            ["serve", "--port", "0", "--database", "postgres://tessera:hunter2@127.0.0.1:1/tessera"])
        #expect(result.status == 1)
        let message = result.error.split(separator: "\n").first { $0.hasPrefix("Error:") }.map(String.init) ?? ""
        #expect(
            message == "Error: could not prepare the PostgreSQL database postgres://tessera:•••@127.0.0.1:1/tessera: "
                + "no PostgreSQL server answers there (is it running, and are the host and port right?)",
            "\(result.error)")
        #expect(!result.error.contains("hunter2"))
    }

    @Test("serve refuses a database it does not know, naming the forms it takes")
    func unknownDatabase() async throws {
        let result = try await ToolSupport.run(
            ToolSupport.tesseraExecutable, ["serve", "--port", "0", "--database", "mysql://x/y"])
        #expect(result.status != 0)
        #expect(result.error.contains("sqlite:PATH or postgres://"))
    }
}
