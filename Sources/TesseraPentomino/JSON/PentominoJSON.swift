import TesseraRules

/// The JSON forms of pentomino puzzles that the page reads; fixture tests pin them.
extension PentominoPlacement {
    /// Writes `{"piece":"F","orientation":2,"origin":[r,c],"squares":[[r,c],…]}`.
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("piece") { $0.string(CollectionOfOne(piece.letter)) }
            json.field("orientation") { $0.number(orientation) }
            json.field("origin") { $0.position(origin) }
            json.field("squares") { json in
                json.array { json in
                    for square in squares { json.position(square) }
                }
            }
        }
    }
}

extension PentominoPuzzle {
    /// Writes the puzzle: `board`, `rows`, `columns`, `notation`, its `placements` in piece order, and `solved`.
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("board") { $0.string(board.name) }
            json.field("rows") { $0.number(board.rows) }
            json.field("columns") { $0.number(board.columns) }
            json.field("notation") { json in
                var notation: [UInt8] = []
                PentominoNotation.write(self, into: &notation)
                json.string(notation)
            }
            json.field("placements") { json in
                json.array { json in
                    for placement in placements { placement.write(to: &json) }
                }
            }
            json.field("solved") { $0.bool(isSolved) }
        }
    }
}

extension PentominoEntry {
    /// Writes the members `"steps"` (`[{"piece":"L","from":{placement}|null,"to":{placement}|null,"turn":"rotate"|null}]`,
    /// in the order the change made them) and `"cleared"` (a reset's `{"hints":N,"elapsed":ms}`, else `null`) of
    /// `entry`; none and `null` for no change.
    public static func writeMembers(of entry: PentominoEntry?, to json: inout JSONWriter) {
        json.field("steps") { json in
            json.array { json in
                for step in entry?.steps ?? [] {
                    json.object { json in
                        json.field("piece") { $0.string(CollectionOfOne(step.piece.letter)) }
                        json.field("from") { json in
                            if let from = step.from { from.write(to: &json) } else { json.null() }
                        }
                        json.field("to") { json in
                            if let to = step.to { to.write(to: &json) } else { json.null() }
                        }
                        json.field("turn") { json in
                            if let turn = step.turn { json.string(turn.nameBytes) } else { json.null() }
                        }
                    }
                }
            }
        }
        json.field("cleared") { json in
            guard let cleared = entry?.cleared else { return json.null() }
            json.object { json in
                json.field("hints") { $0.number(cleared.hintsUsed) }
                json.field("elapsed") { $0.number(cleared.elapsed) }
            }
        }
    }
}

extension PentominoBoard {
    /// Writes every piece's orientations, what each turn makes of each, and every board:
    /// `{"rulesVersion":1,"pieces":[{"piece":"F","orientations":[[[r,c],…],…],"turns":[{"rotate":1,…},…]}],
    /// "boards":[{"board","rows","columns","holes"}]}`.
    public static func writeCatalog(to json: inout JSONWriter) {
        json.object { json in
            json.field("rulesVersion") { $0.number(PentominoPuzzle.rulesVersion) }
            json.field("pieces") { json in
                json.array { json in
                    for piece in Pentomino.allCases {
                        json.object { json in
                            json.field("piece") { $0.string(CollectionOfOne(piece.letter)) }
                            json.field("orientations") { json in
                                json.array { json in
                                    for shape in piece.orientations {
                                        json.array { json in
                                            for square in shape.squares { json.position(square) }
                                        }
                                    }
                                }
                            }
                            json.field("turns") { json in
                                json.array { json in
                                    for orientation in piece.orientations.indices {
                                        piece.writeTurns(of: orientation, to: &json)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            json.field("boards") { json in
                json.array { json in
                    for board in allCases {
                        json.object { json in
                            json.field("board") { $0.string(board.name) }
                            json.field("rows") { $0.number(board.rows) }
                            json.field("columns") { $0.number(board.columns) }
                            json.field("holes") { json in
                                json.array { json in
                                    for row in 0..<board.rows {
                                        for column in 0..<board.columns
                                        where !board.contains(Position(row: row, column: column)) {
                                            json.position(Position(row: row, column: column))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension Pentomino {
    /// Writes the orientation each turn makes of orientation number `orientation`:
    /// `{"rotate":1,"rotateBack":3,"flip":4,"flipVertically":6}`.
    fileprivate func writeTurns(of orientation: Int, to json: inout JSONWriter) {
        json.object { json in
            for turn in PentominoTurn.allCases {
                json.field(turn.name) { $0.number(self.orientation(orientation, turned: turn)) }
            }
        }
    }
}

extension PentominoTurn {
    /// The turn's name in JSON and on the page: `rotate`, `rotateBack`, `flip` or `flipVertically`.
    var name: StaticString {
        switch self {
        case .rotate: "rotate"
        case .rotateBack: "rotateBack"
        case .flip: "flip"
        case .flipVertically: "flipVertically"
        }
    }

    /// The bytes of the turn's ``name``.
    var nameBytes: [UInt8] {
        Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}
