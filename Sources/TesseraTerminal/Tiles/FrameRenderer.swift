import TesseraRules

/// Draws a ``PlayView`` as the lines of a terminal screen, centred, with coloured tiles sized to the numbers.
public enum FrameRenderer {
    /// The lines of the screen; none is wider than `columns` visible characters, and there are at most `rows`.
    public static func render(_ view: PlayView, columns: Int, rows: Int, colors: ColorMode) -> [String] {
        let board = view.game.board
        let widest = narrowestCell(board)
        let header = headerLines(view, columns: columns, colors: colors)
        let banner = bannerLines(view, columns: columns, colors: colors)
        let smallest = smallestScreen(view, headerCount: header.count, bannerCount: banner.count)
        guard columns >= smallest.columns, rows >= smallest.rows else {
            return TooSmallScreen.lines(
                title: "Tessera", needs: neededScreen(view), note: view.notice, columns: columns, rows: rows,
                colors: colors)
        }
        let cellWidth = [widest + 2, widest + 1].first { board.size * ($0 + 1) + 1 <= columns } ?? widest
        let boardWidth = board.size * (cellWidth + 1) + 1
        let margin = String(repeating: " ", count: max(0, (columns - boardWidth) / 2))
        let width = columns - margin.count
        let notice = view.notice.map { ScreenText.wrap($0, columns: width) } ?? []
        let whole = footerLines(view, banner: banner, width: width, columns: columns, rows: .max, colors: colors)
        let tallHeight = header.count + board.size * 4 + 1 + notice.count + whole.count + 2
        let cellHeight = tallHeight <= rows ? 3 : 1
        // The header's lines line up with each other: with the board, or as far right as the widest lets them.
        let headerIndent = min(margin.count, columns - (header.map(ScreenText.visibleWidth).max() ?? 0))
        let drawn = boardLines(view, cellWidth: cellWidth, cellHeight: cellHeight, colors: colors)
        // The lines kept under the board: a win's or a game over's and the AI's line after them (autoplay paused,
        // no hint), or the footer's room while the game goes on. On a screen too short for these and a notice's
        // first line, the blank lines around the board give way to them, the one above the board first.
        let kept = banner.count + (view.banner == nil ? footerRoom : statusCount(view, width: width))
        let spacers = min(max(rows - header.count - drawn.count - kept - min(notice.count, 1), 0), 2)
        var lines = header.map { ScreenText.indent($0, by: headerIndent, columns: columns) }
        if spacers == 2 { lines.append("") }
        lines += drawn.map { margin + $0 }
        if spacers >= 1 { lines.append("") }
        // A notice too long for the room left is cut: it gives way to a win's or a game over's lines and the AI's
        // line under them, and to the footer's room while the game goes on; past those, the key hints and the
        // best scores give way to it (the best scores keep the new entry in sight). The lines line up with the
        // board, or as far right as the widest (the best scores') lets them.
        let room = rows - lines.count
        let shownNotice = notice.isEmpty ? [] : ScreenText.cut(notice, to: room - kept, columns: width)
        let footer = footerLines(
            view, banner: banner, width: width, columns: columns, rows: room - shownNotice.count, colors: colors)
        let below = (shownNotice + footer).prefix(max(room, 0))
        let indent = min(margin.count, columns - (below.map(ScreenText.visibleWidth).max() ?? 0))
        lines += below.map { ScreenText.indent($0, by: indent, columns: columns) }
        return lines
    }

    /// Whether `view`'s board shows on a screen of `columns` × `rows`; on a smaller one ``render(_:columns:rows:colors:)``
    /// asks for a larger screen instead.
    public static func fits(_ view: PlayView, columns: Int, rows: Int) -> Bool {
        let smallest = smallestScreen(
            view, headerCount: headerLines(view, columns: columns, colors: .none).count,
            bannerCount: bannerLines(view, columns: columns, colors: .none).count)
        return columns >= smallest.columns && rows >= smallest.rows
    }

    /// The smallest screen the board shows on: one-line tiles as narrow as its widest number, under the header's
    /// lines, and over four lines (a blank line on each side of the board and the ``footerRoom``); and never
    /// narrower than the widest part of a line that wraps between its parts (the seed, the score, a key hint), so
    /// that each shows whole.
    ///
    /// A win's or a game over's lines (at most four, which say the keys that go on from there) and the AI's line
    /// after them take those four lines' place when they must: a board that shows while the game goes on still
    /// shows when it ends, and no key makes it give way to a request for a larger screen.
    private static func smallestScreen(_ view: PlayView, headerCount: Int, bannerCount: Int) -> (
        columns: Int, rows: Int
    ) {
        let board = view.game.board
        let widestPart = wrappedParts(view, colors: .none).joined().map(ScreenText.visibleWidth).max() ?? 0
        return (
            max(board.size * (narrowestCell(board) + 1) + 1, widestPart),
            headerCount + board.size * 2 + 1 + max(2 + footerRoom, bannerCount)
        )
    }

    /// The lines a screen keeps under the board while the game goes on (a notice gives way to them): room for
    /// the AI's line (a hint, its speed) in two lines, or else for the first key hints, so a key never seems to
    /// do nothing.
    private static let footerRoom = 2

    /// The lines of the AI's line at `width`, none without one.
    private static func statusCount(_ view: PlayView, width: Int) -> Int {
        view.status.map { statusLines($0, width: width, colors: .none).count } ?? 0
    }

    /// The screen a too-small one asks for: the smallest the board shows on at the narrowest width it takes,
    /// where the title and a win's lines wrap the most, so the board shows on any screen at least as large.
    private static func neededScreen(_ view: PlayView) -> (columns: Int, rows: Int) {
        let narrowest = smallestScreen(view, headerCount: 0, bannerCount: 0).columns
        return smallestScreen(
            view, headerCount: headerLines(view, columns: narrowest, colors: .none).count,
            bannerCount: bannerLines(view, columns: narrowest, colors: .none).count)
    }

    /// The parts of the lines that wrap between their parts, whatever the screen: the title's, the score line's,
    /// a win's or a game over's, and those of the keys (or of autoplay's line).
    private static func wrappedParts(_ view: PlayView, colors: ColorMode) -> [[String]] {
        let header = headerParts(view, colors: colors)
        return [header.title, header.score] + bannerParts(view, colors: colors) + [keyParts(view, colors: colors)]
    }

    /// The narrowest a cell may be drawn: its widest number, and never under four columns.
    private static func narrowestCell(_ board: Board) -> Int {
        max(digitCount(board.maxValue), 4)
    }

    /// The title and the score line, each wrapped between its parts to fit `columns` (so a seed always shows whole).
    ///
    /// The last move's gain ("+16") follows the score when the score line holds it, and is left out when it
    /// would take a line of its own: the screen a board shows on does not change with each move's gain.
    private static func headerLines(_ view: PlayView, columns: Int, colors: ColorMode) -> [String] {
        let parts = headerParts(view, colors: colors)
        let score = ScreenText.wrap(parts.score, separator: "   ", columns: columns)
        let gained = ScreenText.wrap(
            [parts.score[0] + " +\(view.gain)"] + parts.score.dropFirst(), separator: "   ", columns: columns)
        let showsGain =
            view.gain > 0 && gained.count == score.count && gained.allSatisfy { ScreenText.visibleWidth($0) <= columns }
        return ScreenText.wrap(parts.title, separator: " · ", columns: columns).map(colors.bold)
            + (showsGain ? gained : score)
    }

    /// The title's parts (the game, its board and spawn rule, the seed) and the score line's (the score, the best
    /// score).
    private static func headerParts(_ view: PlayView, colors: ColorMode) -> (title: [String], score: [String]) {
        let game = view.game
        var title = ["Tessera"]
        switch game.variant {
        case .twentyFortyEight(let size, let spawn):
            title.append("2048 \(size)×\(size)")
            if spawn == .twosOnly { title.append(spawn.title) }
        case .triples: title.append("Triples")
        }
        switch view.seed {
        case .deterministic: title.append("Deterministic")
        case .seeded(let seed): title.append("seed \(seed)")
        }
        let best = max(view.best, game.score)
        return (title, ["Score " + colors.bold("\(game.score)"), "Best " + colors.bold("\(best)")])
    }

    /// What a win or a game over must show, wrapped to `columns`: what happened, and the keys that go on from it.
    private static func bannerLines(_ view: PlayView, columns: Int, colors: ColorMode) -> [String] {
        zip(bannerParts(view, colors: colors), [" ", " · "]).flatMap {
            ScreenText.wrap($0, separator: $1, columns: columns)
        }
    }

    /// The parts of a win's or a game over's two lines (what happened, the keys that go on from it); none while
    /// the game goes on.
    private static func bannerParts(_ view: PlayView, colors: ColorMode) -> [[String]] {
        switch view.banner {
        case .won:
            [
                [colors.bold("★ You win!"), colors.bold("You made 2048.")],
                ["c/Enter keeps going", "n new game", "q quit"],
            ]
        case .over:
            [[colors.bold("Game over"), "— final score \(view.game.score)"], ["n new game", "q quit"]]
        case nil: []
        }
    }

    /// The lines under the board (the notice goes above them): a win's or a game over's `banner`, the AI's
    /// status, then the key hints, wrapped to fit `width`, or the best scores, fitted to the screen's `columns`
    /// and to the `rows` left for all of these.
    private static func footerLines(
        _ view: PlayView, banner: [String], width: Int, columns: Int, rows: Int, colors: ColorMode
    ) -> [String] {
        let status = view.status.map { statusLines($0, width: width, colors: colors) } ?? []
        let keys = ScreenText.wrap(
            keyParts(view, colors: colors), separator: view.autoplay == nil ? "   " : " · ", columns: width)
        // Under a win's or a game over's lines, an AI's line too long for the room left ends in "…".
        let shortStatus = ScreenText.cut(status, to: rows - banner.count, columns: width)
        switch view.banner {
        case .won:
            return banner + shortStatus
        case .over(let best, let newPlace):
            let above = banner + shortStatus + [""]
            return above
                + bestScoreLines(
                    best, newPlace: newPlace, width: columns, rows: rows - min(rows, above.count), colors: colors)
        case nil:
            return status + keys
        }
    }

    /// The best-score table a game over shows, its columns as wide as their widest entry, fitted to `width`:
    /// each date with its time, else without it, else no date, else without the marks of the games the AI
    /// helped with (`hints`, or `AI` for autoplay, in a column of their own before the date, there only when
    /// the list has such a game).
    ///
    /// When `rows` lines are too few to hold it, the table shows its first entries and `…` for the rest, and
    /// a new entry that would fall among the rest is shown after the `…`.
    private static func bestScoreLines(
        _ best: [BestScore], newPlace: Int?, width: Int, rows: Int, colors: ColorMode
    ) -> [String] {
        let scoreWidth = best.map { String($0.score).count }.reduce(5, max)
        let tileWidth = best.map { String($0.maxTile).count }.reduce(4, max)
        let marksWidth = best.compactMap { $0.assistance?.mark.count }.max().map { $0 + 2 } ?? 0
        let mark = " ← new"
        let numbersWidth = 4 + 1 + scoreWidth + 2 + tileWidth + (newPlace == nil ? 0 : mark.count)
        // From the fullest layout to the barest: (the date's length, the marks' column).
        let layouts = [(16, marksWidth), (10, marksWidth), (0, marksWidth), (0, 0)]
        let (dateLength, helpWidth) =
            layouts.first { date, marks in numbersWidth + marks + (date == 0 ? 0 : 2 + date) <= width } ?? (0, 0)
        func row(_ rank: String, _ score: String, _ tile: String, _ help: String, _ date: String) -> String {
            var numbers = pad(rank, 4) + " " + pad(score, scoreWidth) + "  " + pad(tile, tileWidth)
            if helpWidth > 0 { numbers += "  " + help + String(repeating: " ", count: helpWidth - 2 - help.count) }
            return dateLength == 0 ? numbers : numbers + "  " + date.prefix(dateLength)
        }
        // The places shown, nil for the `…` of those left out.
        var places: [Int?] = best.indices.map { $0 + 1 }
        let entryRows = rows - 1
        if best.count > entryRows, entryRows >= 2 {
            if let newPlace, newPlace > entryRows - 1 {
                places = Array(places.prefix(entryRows - 2)) + [nil, newPlace]
            } else {
                places = Array(places.prefix(entryRows - 1)) + [nil]
            }
        }
        var lines = [row("Best", "score", "tile", "", "date")]
        for place in places {
            guard let place else {
                lines.append(pad("…", 4))
                continue
            }
            let entry = best[place - 1]
            let line = row("\(place).", "\(entry.score)", "\(entry.maxTile)", entry.assistance?.mark ?? "", entry.date)
            lines.append(place == newPlace ? colors.bold(line + mark) : line)
        }
        return lines
    }

    /// The AI's line, wrapped to `width`: its hint, or why it gives none.
    private static func statusLines(_ status: PlayView.Status, width: Int, colors: ColorMode) -> [String] {
        switch status {
        case .hint(let direction, let shallowSearch):
            let arrow =
                switch direction {
                case .left: "←"
                case .right: "→"
                case .up: "↑"
                case .down: "↓"
                }
            let hint = "Hint: " + colors.bold("\(arrow) \(direction.name)")
            return ScreenText.wrap(
                shallowSearch ? [hint, "(shallower search)"] : [hint], separator: " ", columns: width)
        case .autoplayPausedAtWin:
            return wrap("Autoplay paused for the win", then: "p plays on", separator: " · ", width: width)
        case .noHint: return ScreenText.wrap("No hint: the game is over.", columns: width)
        case .noHintAtWin:
            return wrap("No hint while the win shows:", then: "c keeps going.", separator: " ", width: width)
        case .noAutoplay: return ScreenText.wrap("No autoplay: the game is over.", columns: width)
        case .autoplaySpeed(let speed):
            return wrap("Autoplay speed: \(speed.pace)", then: "p starts it", separator: " · ", width: width)
        }
    }

    /// `sentence` wrapped between its words, then `key` (a key and what it does) whole: on the sentence's last
    /// line when it fits there, so a key is never parted from its meaning.
    private static func wrap(_ sentence: String, then key: String, separator: String, width: Int) -> [String] {
        ScreenText.wrap(ScreenText.wrap(sentence, columns: width) + [key], separator: separator, columns: width)
    }

    /// The key hints' parts; while the AI plays, those of the line shown instead: its speed and the keys that
    /// change it.
    private static func keyParts(_ view: PlayView, colors: ColorMode) -> [String] {
        guard let speed = view.autoplay else {
            return ["arrows · WASD · hjkl move", "n new game", "q quit", "? hint", "p autoplay"].map(colors.dim)
        }
        return [colors.bold("Autoplay · \(speed.pace)"), "p stops", "+/- speed", "q quit"]
    }

    /// The board: a frame in the board colour around cells of `cellWidth` × `cellHeight`.
    private static func boardLines(_ view: PlayView, cellWidth: Int, cellHeight: Int, colors: ColorMode) -> [String] {
        let kind = view.game.kind
        let board = view.game.board
        let frame = TilePalette.board(kind)
        let gap = colors.style(background: frame, foreground: frame) + (colors == .none ? "+" : " ")
        let separator =
            colors == .none
            ? String(repeating: "+" + String(repeating: "-", count: cellWidth), count: board.size) + "+"
            : colors.style(background: frame, foreground: frame)
                + String(repeating: " ", count: board.size * (cellWidth + 1) + 1) + colors.reset
        var lines = [separator]
        for row in 0..<board.size {
            for line in 0..<cellHeight {
                var text = ""
                for column in 0..<board.size {
                    text += colors == .none ? "|" : gap
                    var tile = board[Position(row: row, column: column)]
                    if tile?.id == view.hiddenTile { tile = nil }
                    text += cell(
                        tile, kind: kind, width: cellWidth, showsNumber: line == cellHeight / 2, colors: colors)
                }
                text += (colors == .none ? "|" : gap) + colors.reset
                lines.append(text)
            }
            lines.append(separator)
        }
        return lines
    }

    /// One line of one cell: its colour, with the number centred on the middle line.
    private static func cell(_ tile: Tile?, kind: TileKind, width: Int, showsNumber: Bool, colors: ColorMode) -> String
    {
        guard let tile else {
            let empty = TilePalette.emptyCell(kind)
            return colors.style(background: empty, foreground: empty) + String(repeating: " ", count: width)
        }
        let (background, text) = TilePalette.tile(tile.value, kind: kind)
        let number = showsNumber ? "\(tile.value)" : ""
        let left = (width - number.count) / 2
        let content =
            String(repeating: " ", count: left) + number + String(repeating: " ", count: width - left - number.count)
        return colors.style(background: background, foreground: text, bold: true) + content
    }

    private static func digitCount(_ value: Int) -> Int {
        "\(value)".count
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
