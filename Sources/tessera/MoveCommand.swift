import ArgumentParser
import TesseraRules

/// `tessera move`: one slide of a board in notation, printed as JSON.
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Slide a board once and print the result as JSON.",
        discussion: """
            Prints {"board":"<notation>","moved":<bool>,"points":<int>}: the board after the \
            slide and before any spawn, whether anything moved, and the points the merges scored.
            Example: tessera move 2048 --board 0,2,2,2/4,2,4,4/0,8,2,4/0,0,4,4 --direction left
            """
    )

    @Argument(help: "The game: 2048 or triples.")
    var game: TileKind

    @Option(help: "The board in notation: rows split by /, cells by , and 0 for empty.")
    var board: String

    @Option(help: "left, right, up or down (or L, R, U, D), in any case.")
    var direction: Direction

    func run() throws {
        var tiles = try BoardNotation.board(Array(board.utf8), kind: game)
        let slide = TileGame.slide(&tiles, kind: game, toward: direction)
        var json = JSONWriter()
        json.object { json in
            json.field("board") { $0.string(BoardNotation.text(of: tiles)) }
            json.field("moved") { $0.bool(slide.moved) }
            json.field("points") { $0.number(slide.points) }
        }
        print(json.text)
    }
}
