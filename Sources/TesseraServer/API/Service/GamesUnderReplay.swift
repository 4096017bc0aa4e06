/// The ranked games whose submissions this server is replaying now.
///
/// Starting a game closes the player's open game on its board; one whose moves are being
/// replayed is left open for that replay to decide, so a player who starts another game
/// before a slow verdict arrives does not lose the game they sent. It counts, so two
/// submissions of one game at once keep it listed until both are done.
actor GamesUnderReplay {
    private var games: [String: Int] = [:]

    func insert(_ game: String) {
        games[game, default: 0] += 1
    }

    func remove(_ game: String) {
        let count = games[game, default: 1] - 1
        games[game] = count > 0 ? count : nil
    }

    func contains(_ game: String) -> Bool {
        games[game] != nil
    }
}
