import Foundation
import TestSupport
import Testing

@Suite("Saved drawings on a real server", .serialized)
struct DrawingServerTests {
    /// A small drawing in the model's canonical wire form (so the server stores these very bytes).
    static func drawing(_ name: String, strokes: Int) -> String {
        let dot = ##"{"color":"#1f2937","width":6,"points":[10.5,20]}"##
        return ##"{"version":1,"name":"\##(name)","width":1200,"height":800,"background":"#ffffff","strokes":["##
            + Array(repeating: dot, count: strokes).joined(separator: ",") + "]}"
    }

    @Test(
        "drawings the server answered for (saved 201, replaced 200, shared 201) survive kill -9 right after",
        arguments: TestDatabases.engines)
    func acknowledgedDrawingsSurviveKill(engine: TestDatabases.Engine) async throws {
        let database = try await freshDatabase(engine)
        let server = try await RunningServer(database: database)
        let http = HTTP(base: server.address)
        let token = try await http.call("POST", "/api/players", body: #"{"name":"Ada"}"#).json["token"] as? String ?? ""
        let cat = try await http.call("POST", "/api/drawings", token: token, body: Self.drawing("Cat", strokes: 3))
        let dog = try await http.call("POST", "/api/drawings", token: token, body: Self.drawing("Dog", strokes: 1))
        let dogID = dog.json["id"] as? String ?? ""
        let replaced = try await http.call(
            "PUT", "/api/drawings/\(dogID)", token: token, body: Self.drawing("Wolf", strokes: 2))
        let shared = try await http.call("POST", "/api/drawings/\(dogID)/share", token: token)
        _ = try await server.stop(signal: SIGKILL)  // at once: no graceful shutdown, nothing flushed after the answers
        #expect([cat.status, dog.status, replaced.status, shared.status] == [201, 201, 200, 201] as [Int])

        let restarted = try await RunningServer(database: database)
        defer { restarted.killNow() }
        let after = HTTP(base: restarted.address)
        let list = try await after.call("GET", "/api/drawings", token: token)
        let names = (list.json["drawings"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        #expect(Set(names) == ["Cat", "Wolf"])
        let catID = cat.json["id"] as? String ?? ""
        #expect(
            try await after.call("GET", "/api/drawings/\(catID)", token: token).text == Self.drawing("Cat", strokes: 3))
        let url = shared.json["url"] as? String ?? ""
        let link = try await after.call("GET", "/api/shared/\(url.dropFirst("/s/".count))")
        #expect(
            link.status == 200 && link.text == Self.drawing("Wolf", strokes: 2), "the link shows the replaced drawing")
    }
}
