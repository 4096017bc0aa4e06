import Foundation
import TesseraStore
import TestSupport
import Testing

@testable import TesseraServer

/// Rotating a player's secret: a new token replaces the old one, which stops working everywhere.
@Suite("Token rotation")
struct TokenRotationTests {
    @Test(
        "a new token replaces the old: the old one gets a 401, the player and results stay",
        arguments: TestDatabases.engines)
    func rotation(engine: TestDatabases.Engine) async throws {
        try await TestServer.with(engine) { api in
            let ada = try await api.player("Ada")
            let game = try await api.game(ada.token)
            #expect(
                try await api.submit(
                    playToTheEnd(standardSetup(seed: game.seed)).moves, game: game.id, token: ada.token
                ).status == .created)
            let rotated = try await api.call(.post, "/api/players/me/token", token: ada.token)
            #expect(rotated.status == .ok && rotated.string("id") == ada.id && rotated.string("name") == "Ada")
            let token = rotated.string("token")
            #expect(token.count == 64 && token != ada.token)
            let old = try await api.call(.get, "/api/players/me", token: ada.token)
            #expect(old.status == .unauthorized)
            #expect(try await api.call(.get, "/api/players/me", token: token).string("id") == ada.id)
            #expect(try await api.call(.get, "/api/players/me/results", token: token).entries.count == 1)
            #expect(try await api.call(.post, "/api/players/me/token").status == .unauthorized)
        }
    }

    @Test("a proposed token becomes the player's, and sent again after it took it is answered alike")
    func proposedToken() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let proposal = String(repeating: "5e", count: 32)
            let body = #"{"token":"\#(proposal)"}"#
            let first = try await api.call(.post, "/api/players/me/token", token: ada.token, body: body)
            #expect(first.status == .ok && first.string("token") == proposal && first.string("id") == ada.id)
            #expect(try await api.call(.get, "/api/players/me", token: ada.token).status == .unauthorized)
            #expect(try await api.call(.get, "/api/players/me", token: proposal).string("id") == ada.id)
            // The answer was lost, so the client sends the same change again, still with the old token.
            let again = try await api.call(.post, "/api/players/me/token", token: ada.token, body: body)
            #expect(again.status == .ok && again.text == first.text)
            #expect(try await api.call(.get, "/api/players/me", token: proposal).string("name") == "Ada")
            // An unknown old token with an unknown proposal is no repeat.
            let unknown = String(repeating: "7", count: 64)
            let stranger = try await api.call(
                .post, "/api/players/me/token", token: ada.token, body: #"{"token":"\#(unknown)"}"#)
            #expect(stranger.status == .unauthorized && stranger.error.contains("unknown token"))
        }
    }

    @Test(
        "a proposed token that is malformed, the one sent, or another player's is refused and changes nothing",
        arguments: [
            (String(repeating: "AB", count: 32), "64 lowercase hex digits"),
            (String(repeating: "a", count: 63), "64 lowercase hex digits"),
            (String(repeating: "g", count: 64), "64 lowercase hex digits"),
            ("", "64 lowercase hex digits"),
            ("ADA", "must differ"),
            ("BEA", "another player"),
        ])
    func refusedProposal(proposal: String, said: String) async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let bea = try await api.player("Bea")
            let token = proposal == "ADA" ? ada.token : proposal == "BEA" ? bea.token : proposal
            let answer = try await api.call(
                .post, "/api/players/me/token", token: ada.token, body: #"{"token":"\#(token)"}"#)
            #expect(answer.status == (proposal == "BEA" ? .conflict : .badRequest))
            #expect(answer.error.contains(said), "\(answer.error)")
            #expect(try await api.call(.get, "/api/players/me", token: ada.token).string("id") == ada.id)
            #expect(try await api.call(.get, "/api/players/me", token: bea.token).string("id") == bea.id)
        }
    }

    @Test(
        "an unknown token is a 401 whatever it proposes: who is asking is told before what is wrong with the proposal")
    func unknownSenderFirst() async throws {
        try await TestServer.with { api in
            let answer = try await api.call(
                .post, "/api/players/me/token", token: String(repeating: "0", count: 64), body: #"{"token":"zz"}"#)
            #expect(answer.status == .unauthorized && answer.error.hasPrefix("unknown token"))
        }
    }

    @Test("a body sent without the JSON type, or with a token that is not a string, is refused and changes nothing")
    func refusedBody() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let proposal = String(repeating: "1", count: 64)
            let plain = try await api.call(
                .post, "/api/players/me/token", token: ada.token, body: #"{"token":"\#(proposal)"}"#,
                headers: [.contentType: "text/plain"])
            #expect(plain.status == .unsupportedMediaType)
            let number = try await api.call(.post, "/api/players/me/token", token: ada.token, body: #"{"token":12}"#)
            #expect(number.status == .badRequest && number.error == #""token" must be a string"#)
            #expect(try await api.call(.get, "/api/players/me", token: ada.token).string("id") == ada.id)
        }
    }

    @Test("a rotation with the JSON type but no body, or an empty object, gets a token the server made")
    func emptyBody() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let empty = try await api.call(
                .post, "/api/players/me/token", token: ada.token, headers: [.contentType: "application/json"])
            #expect(empty.status == .ok && empty.string("token").count == 64)
            let object = try await api.call(.post, "/api/players/me/token", token: empty.string("token"), body: "{}")
            #expect(object.status == .ok && object.string("token").count == 64)
            #expect(try await api.call(.get, "/api/players/me", token: object.string("token")).string("id") == ada.id)
        }
    }

    @Test(
        "the same proposal sent many times at once is answered alike every time: it took the token, or it was a repeat"
    )
    func sameProposalAtOnce() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            var sender = ada.token
            for round in 1...5 {
                let proposal = String(repeating: String(format: "%02x", round), count: 32)
                let body = #"{"token":"\#(proposal)"}"#
                // Each answer: whether it is a 200 with the proposed token, and its text.
                let answers = try await withThrowingTaskGroup(of: (Bool, String).self) { group in
                    for _ in 0..<8 {
                        group.addTask { [sender] in
                            let answer = try await api.call(.post, "/api/players/me/token", token: sender, body: body)
                            return (answer.status == .ok && answer.string("token") == proposal, answer.text)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                for (took, text) in answers { #expect(took, "\(text)") }
                sender = proposal
            }
            #expect(try await api.call(.get, "/api/players/me", token: sender).string("id") == ada.id)
        }
    }

    @Test("of two rotations sent with the same token, the second is refused and the first token holds")
    func rotationRace() async throws {
        try await TestServer.with { api in
            let ada = try await api.player("Ada")
            let player = try #require(try await api.store.player(tokenHash: PlayerToken(text: ada.token).hash))
            // Another request replaced the token between this one's sign-in and its change.
            #expect(
                try await api.store.replaceToken(
                    ofPlayer: player.id, oldHash: PlayerToken(text: ada.token).hash, newHash: "elsewhere"))
            #expect(
                try await api.store.replaceToken(
                    ofPlayer: player.id, oldHash: PlayerToken(text: ada.token).hash, newHash: "mine") == false)
            #expect(try await api.store.player(tokenHash: "elsewhere")?.id == player.id)
        }
    }
}
