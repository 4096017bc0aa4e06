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

    @Test(
        "no line is wider than a narrow terminal, a long title's and the key hints' included", arguments: [40, 50, 60])
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

    @Test("a terminal too small for the board says how large it must be, both numbers showing however narrow")
    func tooSmall() throws {
        let view = PlayView(game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0)
        let lines = FrameRenderer.render(view, columns: 40, rows: 6, colors: .none)
        #expect(lines.joined().contains("Make the terminal at least"))
        let eight = PlayView(
            game: try game(Array(repeating: "2,0,0,0,0,0,0,0", count: 8).joined(separator: "/")), seed: .seeded(1),
            best: 0)
        let narrow = FrameRenderer.render(eight, columns: 30, rows: 10, colors: .none)
        #expect(narrow.count <= 10 && narrow.allSatisfy { visible($0).count <= 30 })
        #expect(narrow.joined(separator: " ").contains("41×23 to see the board (now 30×10)."), "\(narrow)")
        #expect(narrow.last == "q quits")
        // A notice shows there too: after a failed save, the next q leaves without saving.
        let unsaved = PlayView(
            game: eight.game, seed: .seeded(1), best: 0,
            notice: "Could not save: the disk is full. Press q (or Ctrl-C) again to quit without saving.")
        let told = FrameRenderer.render(unsaved, columns: 30, rows: 12, colors: .none).joined(separator: " ")
        #expect(
            told.contains("q quits") && told.contains("Press q (or Ctrl-C) again to quit without saving."), "\(told)")
    }

    @Test("the size a too-small screen asks for is one the board shows on, however small the screen was")
    func askedSizeFits() throws {
        let board = try game("2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        for view in [
            PlayView(game: board, seed: .seeded(UInt64.max), best: 0),
            PlayView(game: board, seed: .seeded(UInt64.max), best: 0, banner: .won, status: .autoplayPausedAtWin),
        ] {
            for columns in 12...60 {
                for rows in 4...30 where !FrameRenderer.fits(view, columns: columns, rows: rows) {
                    let text = FrameRenderer.render(view, columns: columns, rows: rows, colors: .none)
                        .joined(separator: " ")
                    let asked = try #require(text.firstMatch(of: /at least (\d+)×(\d+)/), "\(columns)×\(rows)")
                    let (wide, tall) = (try #require(Int(asked.1)), try #require(Int(asked.2)))
                    #expect(
                        FrameRenderer.fits(view, columns: wide, rows: tall), "\(columns)×\(rows) asks \(wide)×\(tall)")
                }
            }
        }
    }

    @Test(
        "on every screen the board shows on, the AI's line shows whole in a game under way; at a win or a game over the blank lines give way to it; a key beside its meaning"
    )
    func aiLineShowsWhole() throws {
        let board = try game("2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        let over = PlayView.Banner.over(best: [], newPlace: nil)
        let lines: [(PlayView.Status, PlayView.Banner?, String)] = [
            (.hint(.right, shallowSearch: true), nil, "Hint: → right (shallower search)"),
            (.autoplaySpeed(.twentyPerSecond), nil, "Autoplay speed: 20 moves/s · p starts it"),
            (.autoplayPausedAtWin, .won, "Autoplay paused for the win · p plays on"),
            (.noHintAtWin, .won, "No hint while the win shows: c keeps going."),
            (.noHint, over, "No hint: the game is over."),
            (.noAutoplay, over, "No autoplay: the game is over."),
        ]
        for (status, banner, line) in lines {
            for notice in [nil, String(repeating: "Could not save: the disk is full. ", count: 6)] {
                let view = PlayView(
                    game: board, seed: .seeded(UInt64.max), best: 0, banner: banner, notice: notice, status: status)
                for columns in 25...50 {
                    for rows in 8...30 where FrameRenderer.fits(view, columns: columns, rows: rows) {
                        let shown = FrameRenderer.render(view, columns: columns, rows: rows, colors: .none)
                            .map { $0.trimmingCharacters(in: .whitespaces) }
                        #expect(
                            !shown.contains { ["plays on", "going.", "starts it"].contains($0) }, "\(columns)×\(rows)")
                        // A notice (a save that failed) keeps a line: under a win's lines it may cut the AI's line.
                        guard notice == nil || banner == nil else { continue }
                        // A line that wraps at a " · " leaves it out.
                        let text = shown.joined(separator: " ").replacingOccurrences(of: " · ", with: " ")
                        let whole = text.contains(line.replacingOccurrences(of: " · ", with: " "))
                        // Four lines under the board are kept, which a win's or a game over's lines (up to four)
                        // and the AI's line share: where they need more, the AI's line is cut, with no blank left.
                        #expect(
                            whole || (banner != nil && shown.count == rows && !shown.contains("")),
                            "\(columns)×\(rows): \(shown)")
                    }
                }
            }
        }
    }

    @Test("an 8×8 game's win and game over show on an 80×24 terminal")
    func eightByEightEndsFitTheDefaultTerminal() throws {
        let row = "2,4,2,4,2,4,2,4/4,2,4,2,4,2,4,2"
        let full = try game(Array(repeating: row, count: 4).joined(separator: "/"))
        let empty = Array(repeating: "0,0,0,0,0,0,0,0", count: 7).joined(separator: "/")
        let won = PlayView(
            game: try game("2048,0,0,0,0,0,0,0/" + empty), seed: .seeded(UInt64.max), best: 0, banner: .won,
            status: .autoplayPausedAtWin)
        let over = PlayView(game: full, seed: .seeded(UInt64.max), best: 0, banner: .over(best: [], newPlace: nil))
        for view in [won, over] {
            #expect(FrameRenderer.fits(view, columns: 80, rows: 24))
        }
    }

    @Test("the title and the score line start in the same column, whatever the width")
    func headerLinesUp() throws {
        let view = PlayView(
            game: try game("3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", .triples), seed: .deterministic, best: 1836)
        for columns in 25...60 {
            let screen = FrameRenderer.render(view, columns: columns, rows: 30, colors: .none).map(visible)
            let title = try #require(screen.first { $0.contains("Tessera") })
            let score = try #require(screen.first { $0.contains("Score ") })
            let start = { (line: String) in line.prefix { $0 == " " }.count }
            #expect(start(title) == start(score), "\(columns) columns: \(screen.prefix(3))")
        }
    }

    @Test("a title too long for the terminal wraps between its parts, so that the whole seed shows")
    func titleWraps() throws {
        let view = PlayView(
            game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(UInt64.max), best: 0)
        let narrow = FrameRenderer.render(view, columns: 30, rows: 20, colors: .none).map(visible)
        #expect(narrow.contains { $0.trimmingCharacters(in: .whitespaces) == "Tessera · 2048 4×4" })
        #expect(narrow.contains { $0.trimmingCharacters(in: .whitespaces) == "seed \(UInt64.max)" })
        let wide = FrameRenderer.render(view, columns: 80, rows: 20, colors: .none).map(visible)
        #expect(wide.contains { $0.contains("Tessera · 2048 4×4 · seed \(UInt64.max)") })
    }

    @Test(
        "on every screen the board shows on, the seed, the score, the best score, a hint and each key hint show whole"
    )
    func partsShowWhole() throws {
        for board in ["2,0,0/0,0,0/0,0,0", "4096,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"] {
            let view = PlayView(
                game: try game(board), seed: .seeded(UInt64.max), best: 40_960, gain: 8192,
                status: .hint(.right, shallowSearch: true))
            let smallest = try #require((8...80).first { FrameRenderer.fits(view, columns: $0, rows: 40) })
            #expect(smallest == 25, "as wide as the widest key hint, \"arrows · WASD · hjkl move\"")
            for columns in smallest...smallest + 12 {
                let screen = FrameRenderer.render(view, columns: columns, rows: 40, colors: .xterm256)
                    .map(ScreenText.visibleText)
                #expect(screen.allSatisfy { $0.count <= columns })
                let shown = screen.map { $0.trimmingCharacters(in: .whitespaces) }
                for part in [
                    "seed \(UInt64.max)", "Best 40960", "(shallower search)", "arrows · WASD · hjkl move", "p autoplay",
                ] {
                    #expect(shown.contains { $0.contains(part) }, "\(columns) columns: \(part)")
                }
                // The gain shows where the score line holds it: "Score 0 +8192   Best 40960" is 26 columns.
                #expect(
                    shown.contains { $0.hasPrefix("Score ") && $0.contains("+8192") } == (columns >= 26),
                    "\(columns) columns")
            }
        }
    }

    @Test("the title names the spawn rule when it is not the original's")
    func titleNamesTwosOnly() throws {
        let game = TileGame.twentyFortyEight(
            Game2048(
                board: try BoardNotation.board(Array("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0".utf8), kind: .twentyFortyEight),
                spawnRule: .twosOnly, generator: SeedChoice.seeded(1).makeGenerator()))
        let text = FrameRenderer.render(
            PlayView(game: game, seed: .seeded(7), best: 0), columns: 80, rows: 30, colors: .none
        )
        .map(visible).joined(separator: "\n")
        #expect(text.contains("Tessera · 2048 4×4 · 2s only · seed 7"))
    }

    @Test("on every screen the board shows on, a win's and a game over's two lines show too")
    func bannersAlwaysShow() throws {
        let won = PlayView(
            game: try game("2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0, banner: .won)
        let over = PlayView(
            game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 0,
            banner: .over(best: [], newPlace: nil))
        var shown = 0
        for (view, lines) in [(won, ["You win!", "c/Enter keeps going"]), (over, ["Game over", "n new game"])] {
            for columns in 20...40 {
                for rows in 8...24 where FrameRenderer.fits(view, columns: columns, rows: rows) {
                    let screen = FrameRenderer.render(view, columns: columns, rows: rows, colors: .none).joined()
                    for line in lines { #expect(screen.contains(line), "\(columns)×\(rows)") }
                    shown += 1
                }
            }
        }
        #expect(shown > 0)
    }

    @Test("a board that shows while the game goes on still shows at its win and its game over, with the AI's line")
    func endsShowWherePlayShows() throws {
        for board in ["2048,4,0/0,0,0/0,0,0", "2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"] {
            let playing = PlayView(game: try game(board), seed: .seeded(5), best: 2564)
            let endings: [(PlayView.Banner, PlayView.Status)] = [
                (.won, .autoplayPausedAtWin), (.won, .noHintAtWin),
                (.over(best: [], newPlace: nil), .noHint), (.over(best: [], newPlace: nil), .noAutoplay),
            ]
            for (banner, status) in endings {
                var ended = playing
                ended.banner = banner
                ended.status = status
                for columns in 20...40 {
                    for rows in 8...24 where FrameRenderer.fits(playing, columns: columns, rows: rows) {
                        #expect(FrameRenderer.fits(ended, columns: columns, rows: rows), "\(columns)×\(rows)")
                    }
                }
            }
        }
    }

    @Test("fits says whether the board shows: exactly the screens render draws the board on")
    func fitsMatchesRender() throws {
        for board in [
            "2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0", "65536,2,0/0,0,0/0,0,0",
            "2,0,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,0/0,0,0,0,0",
        ] {
            let view = PlayView(game: try game(board), seed: .seeded(1), best: 0)
            var shown = 0
            for columns in 8...40 {
                for rows in 4...20 {
                    // The screen asking for a larger one (cut to narrow widths) shows no score line.
                    let asksForMore = !FrameRenderer.render(view, columns: columns, rows: rows, colors: .none)
                        .joined().contains("Score ")
                    #expect(
                        FrameRenderer.fits(view, columns: columns, rows: rows) == !asksForMore, "\(columns)×\(rows)")
                    if !asksForMore { shown += 1 }
                }
            }
            #expect(shown > 0, "the board shows on some screen of those sizes")
        }
    }

    @Test(
        "a move's gain never makes the header taller: it shows where the score line holds it, so the board keeps showing"
    )
    func gainNeverTakesALine() throws {
        for board in ["2,0,0/0,0,0/0,0,0", "4096,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"] {
            let still = PlayView(game: try game(board), seed: .seeded(5), best: 2564)
            for gain in [4, 64, 8192, 131_072] {
                var moved = still
                moved.gain = gain
                for columns in 20...40 {
                    for rows in 10...24 {
                        #expect(
                            FrameRenderer.fits(moved, columns: columns, rows: rows)
                                == FrameRenderer.fits(still, columns: columns, rows: rows),
                            "+\(gain) at \(columns)×\(rows)")
                        let screens = [still, moved].map {
                            FrameRenderer.render($0, columns: columns, rows: rows, colors: .none).map(visible)
                        }
                        #expect(screens[0].count == screens[1].count, "+\(gain) at \(columns)×\(rows)")
                        #expect(screens[1].allSatisfy { $0.count <= columns })
                    }
                }
            }
        }
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

    @Test("the best scores after a game over fit the screen: dates with their time, without it, or none")
    func bestScoresFitTheWidth() throws {
        let entries = [
            BestScore(score: 387_084, maxTile: 16384, moveCount: 18000, date: "2026-11-21 10:00"),
            BestScore(score: 512, maxTile: 64, moveCount: 90, date: "2026-11-22 23:59"),
        ]
        let over = PlayView(
            game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 387_084,
            banner: .over(best: entries, newPlace: 2))
        let full = [
            "Best  score   tile  date", "  1. 387084  16384  2026-11-21 10:00",
            "  2.    512     64  2026-11-22 23:59 ← new",
        ]
        let dateOnly = [
            "Best  score   tile  date", "  1. 387084  16384  2026-11-21", "  2.    512     64  2026-11-22 ← new",
        ]
        let noDate = ["Best  score   tile", "  1. 387084  16384", "  2.    512     64 ← new"]
        for (columns, table) in [(80, full), (42, full), (41, dateOnly), (36, dateOnly), (35, noDate), (25, noDate)] {
            let screen = FrameRenderer.render(over, columns: columns, rows: 40, colors: .none)
            let shown = screen.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown == table.map { $0.trimmingCharacters(in: .whitespaces) }, "\(columns): \(screen)")
        }
        for columns in 25...80 {
            let screen = FrameRenderer.render(over, columns: columns, rows: 40, colors: .none)
            #expect(screen.allSatisfy { $0.count <= columns }, "\(columns): \(screen)")
        }
    }

    @Test("the best scores mark the games the AI helped with, hints or AI, in a column dropped after the dates")
    func bestScoresMarkTheAI() throws {
        let entries = [
            BestScore(
                score: 387_084, maxTile: 16384, moveCount: 18000, date: "2026-11-21 10:00", assistance: .autoplay),
            BestScore(score: 2048, maxTile: 256, moveCount: 200, date: "2026-11-22 08:00", assistance: .hints),
            BestScore(score: 512, maxTile: 64, moveCount: 90, date: "2026-11-22 23:59"),
        ]
        let over = PlayView(
            game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 387_084,
            banner: .over(best: entries, newPlace: 3))
        let screen = FrameRenderer.render(over, columns: 80, rows: 40, colors: .none)
        #expect(
            screen.suffix(4).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Best  score   tile         date", "1. 387084  16384  AI     2026-11-21 10:00",
                "2.   2048    256  hints  2026-11-22 08:00", "3.    512     64         2026-11-22 23:59 ← new",
            ])
        // Narrower, the dates go, then the marks (at 30 columns and fewer); the new entry's arrow still shows
        // (as it does at any width the table's barest layout fits).
        for columns in 25...80 {
            let narrow = FrameRenderer.render(over, columns: columns, rows: 40, colors: .none)
            #expect(narrow.allSatisfy { $0.count <= columns }, "\(columns): \(narrow)")
            let table = narrow.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(table[2].hasSuffix("← new"), "\(columns): \(narrow)")
            #expect(table[1].contains("hints") == (columns >= 31), "\(columns): \(narrow)")
            #expect(table[0].contains("2026") == (columns >= 43), "\(columns): \(narrow)")
        }
    }

    @Test("a full best-score list on an 80×24 screen shows its first entries, … and the new entry below them")
    func bestScoresOnAShortScreen() throws {
        let entries = (1...10).map {
            BestScore(score: 11_000 - 1000 * $0, maxTile: 1024, moveCount: 500, date: "2026-11-2\($0 % 10) 10:00")
        }
        func shown(newPlace: Int?, rows: Int) throws -> [String] {
            let over = PlayView(
                game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 10_000,
                banner: .over(best: entries, newPlace: newPlace))
            let screen = FrameRenderer.render(over, columns: 80, rows: rows, colors: .none)
            #expect(screen.count <= rows)
            let table = try #require(screen.firstIndex { $0.contains("Best score") })
            return screen[(table + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let tenth = try shown(newPlace: 10, rows: 24)
        #expect(tenth.last?.hasPrefix("10.  1000") == true && tenth.last?.hasSuffix("← new") == true, "\(tenth)")
        #expect(tenth.dropLast().last == "…" && tenth.first?.hasPrefix("1. 10000") == true, "\(tenth)")
        let third = try shown(newPlace: 3, rows: 24)
        #expect(third.last == "…" && third.contains { $0.hasPrefix("3.  8000") && $0.hasSuffix("← new") }, "\(third)")
        let none = try shown(newPlace: nil, rows: 24)
        #expect(none.last == "…" && none.count == tenth.count, "\(none)")
        let tall = try shown(newPlace: 10, rows: 40)
        #expect(tall.count == 10 && !tall.contains("…"), "\(tall)")
    }

    @Test("on a short screen a long notice is cut, ending in …, so that the win's two lines show under it")
    func longNoticeGivesWayToTheWin() throws {
        let notice = String(repeating: "Could not save: the disk is full. ", count: 6)
        let won = PlayView(
            game: try game("2048,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0, banner: .won,
            notice: notice)
        let screen = FrameRenderer.render(won, columns: 40, rows: 18, colors: .none)
        #expect(screen.count <= 18)
        #expect(
            screen.contains { $0.contains("You win!") } && screen.contains { $0.contains("c/Enter keeps going") })
        #expect(screen.contains { $0.contains("Could not save") && $0.hasSuffix("…") })
        // With room, the whole notice shows above the win.
        let tall = FrameRenderer.render(won, columns: 40, rows: 40, colors: .none).joined(separator: " ")
        #expect(!tall.contains("…") && tall.contains("You win!"))
    }

    @Test(
        "the key hints offer ? hint and p autoplay, wrapping under the board on a narrow terminal", arguments: [40, 80])
    func keyHints(columns: Int) throws {
        let view = PlayView(game: try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"), seed: .seeded(1), best: 0)
        let lines = FrameRenderer.render(view, columns: columns, rows: 30, colors: .xterm256).map(visible)
        let text = lines.joined(separator: "\n")
        for keys in ["arrows · WASD · hjkl move", "n new game", "q quit", "? hint", "p autoplay"] {
            #expect(text.contains(keys))
        }
        #expect(lines.allSatisfy { $0.count <= columns })
    }

    @Test("while the AI plays, its speed and the keys that stop it and change it replace the key hints")
    func autoplayLine() throws {
        let board = try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        let ten = PlayView(game: board, seed: .seeded(1), best: 0, autoplay: .tenPerSecond)
        let text = FrameRenderer.render(ten, columns: 80, rows: 30, colors: .none).joined(separator: "\n")
        #expect(text.contains("Autoplay · 10 moves/s · p stops · +/- speed · q quit"))
        #expect(!text.contains("? hint"))
        let fastest = PlayView(game: board, seed: .seeded(1), best: 0, autoplay: .fastest)
        #expect(FrameRenderer.render(fastest, columns: 40, rows: 30, colors: .none).joined().contains("max speed"))
    }

    @Test("a hint shows the move's arrow and name, and says when the shallower search chose it")
    func hintLine() throws {
        let board = try game("2,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0")
        let hint = PlayView(game: board, seed: .seeded(1), best: 0, status: .hint(.left, shallowSearch: false))
        let text = FrameRenderer.render(hint, columns: 80, rows: 30, colors: .none).joined(separator: "\n")
        #expect(text.contains("Hint: ← left\n"))
        let simple = PlayView(game: board, seed: .seeded(1), best: 0, status: .hint(.down, shallowSearch: true))
        #expect(
            FrameRenderer.render(simple, columns: 80, rows: 30, colors: .none).joined().contains(
                "Hint: ↓ down (shallower search)"))
    }

    @Test("asking for a hint or autoplay in a game that is over says so under the game-over lines")
    func refusalUnderGameOver() throws {
        let over = PlayView(
            game: try game("2,4,2,4/4,2,4,2/2,4,2,4/4,2,4,2"), seed: .seeded(1), best: 0,
            banner: .over(best: [], newPlace: nil), status: .noAutoplay)
        let lines = FrameRenderer.render(over, columns: 80, rows: 30, colors: .none)
        let gameOver = try #require(lines.firstIndex { $0.contains("Game over") })
        #expect(lines[gameOver + 2].contains("No autoplay: the game is over."))
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
