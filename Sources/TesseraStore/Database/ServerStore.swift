/// Every store a Tessera server keeps in its one database, over one connection: the leaderboard and the drawings.
///
/// ``openServerStore(_:logger:)`` opens one on either engine; a part of the server that
/// needs only one concern takes that protocol alone.
public typealias ServerStore = DrawingStore & LeaderboardStore
