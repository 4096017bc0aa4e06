import TesseraRules
import TesseraTerminal
import Testing

@Suite("Terminal frames")
struct FrameRendererTests {
    private func game(_ notation: String, _ kind: TileKind = .twentyFortyEight) throws -> TileGame {
        let board = try BoardNotation.board(Array(notation.utf8), kind: kind)
        let generator = SeedChoice.seeded(1).makeGenerator()
        switch kind {
        case .twentyFortyEight: return .twentyFortyEight(Game2048(board: board, generator: generator))
        case .triples: return .triples(Triples(board: board, generator: generator))
        }
    }

    private func visible(_ line: String) -> String {
        ScreenText.visibleText(line)
    }

    @Test("escape sequences take no room on a line")
    func visibleText() {
        #expect(ScreenText.visibleText("\u{1B}[0;1;48;5;231;38;5;16m 2 \u{1B}[0m|") == " 2 |")
    }

    @Test("long title and key lines never wrap on a narrow terminal", arguments: [40, 50, 60])
    func narrowTerminal(columns: Int) throws {
        let view = PlayView(
            game: try game("1,2,3,6/0,0,0,0/0,0,0,0/0,0,0,0", .triples), seed: .seeded(UInt64.max), best: 0)
        for line in FrameRenderer.render(view, columns: columns, rows: 30, colors: .xterm256) {
            #expect(visible(line).count <= columns, "\(visible(line))")
        }
    }

    @Test(
        "every number on the board is drawn, and no line is wider than the terminal",
        arguments: [ColorMode.none, .xterm256, .trueColor])
    func drawsNumbersWithinWidth(colors: ColorMode) throws {
        let view = PlayView(
            game: try game("2,4,8,16/32,64,128,256/512,1024,2048,4096/8192,16384,32768,65536"), seed: .seeded(1),
            best: 0)
        let lines = FrameRenderer.render(view, columns: 60, rows: 30, colors: colors)
        let text = lines.map(visible).joined(separator: "\n")
        for number in ["2", "16", "256", "4096", "65536"] { #expect(text.contains(number)) }
        #expect(lines.allSatisfy { visible($0).count <= 60 })
        #expect(lines.count <= 30)
    }

    @Test("tiles are three lines tall when the terminal has room, one line when it is short")
    func cellHeight() throws {
        let view = PlayView(game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0)
        let tall = FrameRenderer.render(view, columns: 80, rows: 30, colors: .none)
        let short = FrameRenderer.render(view, columns: 80, rows: 14, colors: .none)
        #expect(tall.count > short.count)
        #expect(short.count <= 14)
    }

    @Test("a terminal too small for the board says how large it must be")
    func tooSmall() throws {
        let view = PlayView(game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0)
        let lines = FrameRenderer.render(view, columns: 40, rows: 6, colors: .none)
        #expect(lines.joined().contains("Make the terminal at least"))
    }

    @Test("the header shows the score, the last gain and the best score")
    func header() throws {
        let view = PlayView(
            game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .deterministic, best: 900, gain: 16)
        let text = FrameRenderer.render(view, columns: 80, rows: 30, colors: .none).joined(separator: "\n")
        #expect(text.contains("Score 0 +16"))
        #expect(text.contains("Best 900"))
        #expect(text.contains("Deterministic"))
    }

    @Test("a win and a game over are said plainly; the new best entry is marked")
    func banners() throws {
        let won = PlayView(
            game: try game("2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0, banner: .won)
        #expect(FrameRenderer.render(won, columns: 80, rows: 30, colors: .none).joined().contains("You win!"))
        let entry = BestScore(score: 512, maxTile: 64, moveCount: 90, date: "2026-11-21 10:00")
        let over = PlayView(
            game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 512,
            banner: .over(best: [entry], newPlace: 1))
        let text = FrameRenderer.render(over, columns: 80, rows: 40, colors: .none).joined(separator: "\n")
        #expect(text.contains("Game over"))
        #expect(text.contains("512") && text.contains("← new"))
    }

    @Test("a spawn hidden in the slide frame is not drawn")
    func hiddenSpawn() throws {
        let shown = try game("0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,32")
        let hidden = PlayView(game: shown, seed: .seeded(1), best: 0, hiddenTile: shown.board[15]!.id)
        #expect(!FrameRenderer.render(hidden, columns: 80, rows: 30, colors: .none).joined().contains("32"))
    }

    @Test("the colour mode follows NO_COLOR, TERM and COLORTERM")
    func colorMode() {
        #expect(ColorMode(environment: ["NO_COLOR": "1"]) == .none)
        #expect(ColorMode(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode(environment: ["TERM": "xterm-256color"]) == .xterm256)
    }

    @Test("palette colours map to the xterm cube")
    func xtermCube() {
        #expect(RGB(0x000000).xterm256 == 16)
        #expect(RGB(0xFFFFFF).xterm256 == 231)
        #expect(RGB(0xFF0000).xterm256 == 196)
    }
}
