import TesseraAI
import TesseraRules

/// How a batch prints each game as it ends: a JSON line, or a row of the table.
public enum GameLine: Sendable {
    /// `{"seed","score","maxTile","moveCount","moves","msPerMove"}`, one line.
    case json
    /// The numbers right-aligned under ``header``, then the moves.
    case table

    /// The table's heading row (the JSON lines have none).
    public static let header = row("seed", "score", "max tile", "move count", "ms/move", moves: "moves")

    /// The line of `played`, whose figures are `result`.
    public func text(of played: PlayedGame, _ result: GameResult) -> String {
        switch self {
        case .json:
            var json = JSONWriter()
            json.object {
                $0.field("seed") { $0.number(result.seed) }
                $0.field("score") { $0.number(result.score) }
                $0.field("maxTile") { $0.number(result.maxTile) }
                $0.field("moveCount") { $0.number(result.moveCount) }
                $0.field("moves") { $0.string(played.moves) }
                $0.field("msPerMove") { $0.number(result.millisecondsPerMove, decimals: 3) }
            }
            return json.text
        case .table:
            return Self.row(
                "\(result.seed)", "\(result.score)", "\(result.maxTile)", "\(result.moveCount)",
                Self.decimal(result.millisecondsPerMove, digits: 3),
                moves: String(decoding: played.moves, as: UTF8.self))
        }
    }

    /// A table row: the number columns right-aligned in 10 characters, then the moves as they are.
    static func row(_ numbers: String..., moves: String) -> String {
        (numbers.map { $0.count < 10 ? String(repeating: " ", count: 10 - $0.count) + $0 : $0 } + ["  " + moves])
            .joined(separator: " ")
    }

    /// A number with at most `digits` decimals, as the JSON lines write it.
    static func decimal(_ value: Double, digits: Int) -> String {
        var json = JSONWriter()
        json.number(value, decimals: digits)
        return json.text
    }
}
