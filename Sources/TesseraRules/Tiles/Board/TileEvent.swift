/// What happened to one tile in a move, so a view can animate it without diffing boards.
///
/// A move reports at most one event per tile id; a tile that stayed put has none.
public enum TileEvent: Equatable, Sendable {
    /// The tile slid from one cell to another.
    case moved(id: Int, from: Position, to: Position)
    /// The tile arrived on another and took the combined `value`; `absorbed` names the other tile.
    case merged(id: Int, from: Position, to: Position, value: Int, absorbed: Int)
    /// The tile was absorbed by a merge: it slides from `from` to `to` and disappears there.
    case removed(id: Int, from: Position, to: Position)
    /// A new tile appeared.
    case spawned(id: Int, at: Position, value: Int)

    /// The id of the tile the event is about.
    public var id: Int {
        switch self {
        case .moved(let id, _, _), .merged(let id, _, _, _, _), .removed(let id, _, _), .spawned(let id, _, _):
            id
        }
    }
}

/// What a slide did: whether anything changed, what it scored and each tile's event.
public struct Slide: Equatable, Sendable {
    /// `true` when the slide changed the board.
    public var moved: Bool
    /// The sum of the values of the tiles that merges made.
    public var points: Int
    /// The events of the slide, ordered line by line from the destination edge.
    public var events: [TileEvent]

    public init(moved: Bool = false, points: Int = 0, events: [TileEvent] = []) {
        self.moved = moved
        self.points = points
        self.events = events
    }
}

/// What a whole move did: the slide, the spawn that followed it, and the game's new status.
public struct MoveOutcome: Equatable, Sendable {
    /// The direction of the move.
    public var direction: Direction
    /// The slide's events and merge points.
    public var slide: Slide
    /// The tile spawned after the slide, or `nil` when the slide changed nothing.
    public var spawn: TileEvent?
    /// How much the score rose in this move (Triples also counts the spawned tile).
    public var scoreGain: Int
    /// `true` on the one move that first reached the winning tile (2048 only).
    public var reachedWin: Bool
    /// `true` when, after this move, no direction changes the board.
    public var isOver: Bool

    /// `true` when the move changed the board.
    public var moved: Bool { slide.moved }

    /// The slide's events followed by the spawn's, in the order a view applies them.
    public var events: [TileEvent] {
        guard let spawn else { return slide.events }
        return slide.events + [spawn]
    }
}
