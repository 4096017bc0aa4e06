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
        arguments: TestServer.engines)
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
