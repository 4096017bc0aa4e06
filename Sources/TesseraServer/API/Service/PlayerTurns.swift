/// Runs each player's game starts one at a time, on this server.
///
/// Starting a game closes the player's open game on its board, then adds the new one: two
/// starts at once would each close the same old game and each add a game, leaving two
/// open, so a player could hold several seeds and send only the best. Players' turns do
/// not wait for one another.
actor PlayerTurns {
    private var last: [String: Task<Void, Never>] = [:]

    /// Runs `work` once the player's earlier work here has finished.
    func run<Value: Sendable>(for player: String, _ work: @escaping @Sendable () async throws -> Value)
        async throws -> Value
    {
        let earlier = last[player]
        let turn = Task {
            await earlier?.value
            return try await work()
        }
        let done = Task { _ = try? await turn.value }
        last[player] = done
        defer { forget(done, of: player) }
        return try await turn.value
    }

    /// Drops the player's entry once their last turn is over.
    private func forget(_ done: Task<Void, Never>, of player: String) {
        if last[player] == done { last[player] = nil }
    }
}
