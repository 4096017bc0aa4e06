/// The JSON the page builds its game options and board lists from, so that it repeats no rule.
extension TileVariant {
    /// Writes the variant as `{"board":"2048-4-twos-and-fours","game":"2048","size":4,"spawn":"twos-and-fours","title":"2048 · 4×4 · 2s and 4s"}`
    /// (`spawn` is `null` for Triples).
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("board") { $0.string(key) }
            json.field("game") { $0.string(kind.name) }
            json.field("size") { $0.number(size) }
            json.field("spawn") { json in
                if let spawnRule { json.string(spawnRule.name) } else { json.null() }
            }
            json.field("title") { $0.string(title) }
        }
    }

    /// Writes every game with its options and every board:
    /// `{"rulesVersion":1,"games":[{"game","title","sizes","spawns":[{"spawn","title"}],"defaultBoard"}],"boards":[…]}`.
    ///
    /// A game that takes no size or spawn rule lists none.
    public static func writeCatalog(to json: inout JSONWriter) {
        json.object { json in
            json.field("rulesVersion") { $0.number(TileSetup.rulesVersion) }
            json.field("games") { json in
                json.array { json in
                    for kind in TileKind.allCases { kind.writeOptions(to: &json) }
                }
            }
            json.field("boards") { json in
                json.array { json in
                    for variant in all { variant.write(to: &json) }
                }
            }
        }
    }
}

extension TileKind {
    /// The options a settings form offers for this game and the board it starts on.
    fileprivate func writeOptions(to json: inout JSONWriter) {
        let sizes: [Int]
        let spawns: [SpawnRule]
        let standard: TileVariant
        switch self {
        case .twentyFortyEight:
            sizes = Array(Board.smallestSize...Board.largestSize)
            spawns = SpawnRule.allCases
            standard = .classic2048
        case .triples:
            sizes = []
            spawns = []
            standard = .triples
        }
        json.object { json in
            json.field("game") { $0.string(name) }
            json.field("title") { $0.string(title) }
            json.field("sizes") { json in
                json.array { json in
                    for size in sizes { json.number(size) }
                }
            }
            json.field("spawns") { json in
                json.array { json in
                    for spawn in spawns {
                        json.object { json in
                            json.field("spawn") { $0.string(spawn.name) }
                            json.field("title") { $0.string(spawn.title) }
                        }
                    }
                }
            }
            json.field("defaultBoard") { $0.string(standard.key) }
        }
    }
}
