/// The JSON forms of move outcomes and games that the page and the command line read.
///
/// These shapes are a contract with JavaScript; a fixture test pins them.
extension TileEvent {
    /// Writes the event as `{"type":"moved","id":3,"from":[0,1],"to":[0,0]}` and the like.
    public func write(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case .moved(let id, let from, let to):
                json.field("type") { $0.string("moved") }
                json.field("id") { $0.number(id) }
                json.field("from") { $0.position(from) }
                json.field("to") { $0.position(to) }
            case .merged(let id, let from, let to, let value, let absorbed):
                json.field("type") { $0.string("merged") }
                json.field("id") { $0.number(id) }
                json.field("from") { $0.position(from) }
                json.field("to") { $0.position(to) }
                json.field("value") { $0.number(value) }
                json.field("absorbed") { $0.number(absorbed) }
            case .removed(let id, let from, let to):
                json.field("type") { $0.string("removed") }
                json.field("id") { $0.number(id) }
                json.field("from") { $0.position(from) }
                json.field("to") { $0.position(to) }
            case .spawned(let id, let at, let value):
                json.field("type") { $0.string("spawned") }
                json.field("id") { $0.number(id) }
                json.field("at") { $0.position(at) }
                json.field("value") { $0.number(value) }
            }
        }
    }
}

extension MoveOutcome {
    /// Writes the outcome: the move's `letter` (as move strings spell it), `moved`, `points` (merges),
    /// `scoreGain`, `won`, `over` and the `events` in order.
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("letter") { $0.string(CollectionOfOne(direction.letter)) }
            json.field("moved") { $0.bool(moved) }
            json.field("points") { $0.number(slide.points) }
            json.field("scoreGain") { $0.number(scoreGain) }
            json.field("won") { $0.bool(reachedWin) }
            json.field("over") { $0.bool(isOver) }
            json.field("events") { json in
                json.array { json in
                    for event in events { event.write(to: &json) }
                }
            }
        }
    }
}

extension TileGame {
    /// Writes the game's summary: `game`, `board` (notation), `score`, `over`, `won`, `maxTile`, `moveCount`.
    public func writeSummary(to json: inout JSONWriter) {
        json.object { json in
            json.field("game") { $0.string(kind.name) }
            json.field("board") { json in
                var notation: [UInt8] = []
                BoardNotation.write(board, into: &notation)
                json.string(notation)
            }
            json.field("score") { $0.number(score) }
            json.field("over") { $0.bool(isOver) }
            json.field("won") { $0.bool(hasWon) }
            json.field("maxTile") { $0.number(board.maxValue) }
            json.field("moveCount") { $0.number(moveCount) }
        }
    }

    /// Writes every tile as `{"id":…,"value":…,"at":[row,column]}`, row by row; views build their tiles from it.
    public func writeTiles(to json: inout JSONWriter) {
        let board = board
        json.array { json in
            for index in board.cells.indices {
                guard let tile = board[index] else { continue }
                json.object { json in
                    json.field("id") { $0.number(tile.id) }
                    json.field("value") { $0.number(tile.value) }
                    json.field("at") { $0.position(board.position(ofIndex: index)) }
                }
            }
        }
    }
}

extension JSONWriter {
    /// Writes a board position as `[row,column]`.
    public mutating func position(_ position: Position) {
        array {
            $0.number(position.row)
            $0.number(position.column)
        }
    }
}
