import Foundation
import TesseraRules

/// Where ranked games, their verified results and the players who played them are kept.
///
/// What concerns the whole database (secrets, backups, closing) comes from
/// ``StoreConnection``, which ``DrawingStore`` shares.
///
/// The server calls only this protocol for ranked play; ``openServerStore(_:logger:)`` picks the
/// engine (SQLite or PostgreSQL). Every method throws ``StoreError`` when the database
/// cannot be reached or refuses a statement; rules the schema enforces (one result per
/// game, one daily game per player and day) come back as return values, not errors.
public protocol LeaderboardStore: StoreConnection {
    /// Adds a new player, known from now on by the hash of their token.
    func addPlayer(_ player: Player, tokenHash: String) async throws
    /// The player whose token has this hash; `nil` when no player has it.
    func player(tokenHash: String) async throws -> Player?
    /// Renames a player; `false` when no player has this id.
    func renamePlayer(id: String, to name: String) async throws -> Bool
    /// Gives the player a new token in place of the one whose hash is `oldHash`, which stops
    /// working; `false` (and nothing changed) when the player no longer has that token.
    func replaceToken(ofPlayer id: String, oldHash: String, newHash: String) async throws -> Bool
    /// Bans a player (an operator's decision): their token stops working and every result of
    /// theirs leaves the boards. The number of results removed; `nil` when no player has this id.
    func banPlayer(id: String, at time: Date) async throws -> Int?
    /// Records a ranked game the server has just issued a seed for.
    func addGame(_ game: RankedGame) async throws
    /// The player's daily game for `candidate`'s day and game, adding `candidate` when they have none yet.
    func claimDailyGame(_ candidate: RankedGame) async throws -> DailyClaim
    /// The ranked game with this id; `nil` when there is none.
    func game(id: String) async throws -> RankedGame?
    /// The player's games on `board` issued at or after `time` that have no result, dailies excepted.
    func openGames(ofPlayer playerID: String, on board: TileVariant, issuedSince time: Date) async throws
        -> [RankedGame]
    /// Records a verified result, and makes it the player's best on its board when it scores more;
    /// `false` (and nothing written) when the game already has one.
    func addResult(_ result: VerifiedResult) async throws -> Bool
    /// The result a game already has (on the boards or removed by an operator); `nil` when it has none.
    func result(ofGame gameID: String) async throws -> PlayerResult?
    /// The place `score` takes on the all-time board for `board` against every other player's best.
    func rank(of score: Int, on board: TileVariant, amongPlayersOtherThan playerID: String) async throws -> Int
    /// One row per player (their best result), best first; ties share a rank (1, 1, 3).
    ///
    /// The all-time board costs the same however many results there are; a period's
    /// costs what the results of games issued in it do.
    func leaderboard(_ query: LeaderboardQuery) async throws -> [LeaderboardEntry]
    /// A player's own results, best first, optionally for one board only.
    func results(ofPlayer playerID: String, on board: TileVariant?, limit: Int) async throws -> [PlayerResult]
    /// Takes a result off every board (an operator's decision); the game stays finished.
    /// `false` when the game has no result on the boards.
    func removeResult(gameID: String, at time: Date) async throws -> Bool
}
