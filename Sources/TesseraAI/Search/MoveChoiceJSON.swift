import TesseraRules

extension MoveChoice {
    /// Writes the choice's `"best"` and `"values"` members into the object `json` is writing.
    ///
    /// `best` is the move's letter (`L R U D`), or `null` when no move changes
    /// the board; `values` maps each letter that changes the board to its
    /// expected value, with three decimals: `"best":"L","values":{"L":12.5,"U":9.25}`.
    public func writeMembers(to json: inout JSONWriter) {
        json.field("best") { json in
            if let best { json.string(CollectionOfOne(best.letter)) } else { json.null() }
        }
        json.field("values") { json in
            json.object { json in
                for direction in Direction.allCases {
                    guard let value = values[direction] else { continue }
                    json.field(Self.key(direction)) { $0.number(Double(value), decimals: 3) }
                }
            }
        }
    }

    private static func key(_ direction: Direction) -> StaticString {
        switch direction {
        case .left: "L"
        case .right: "R"
        case .up: "U"
        case .down: "D"
        }
    }
}
