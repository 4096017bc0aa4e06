import Foundation
import TesseraRules

/// The terminal game's behaviour without the terminal: keys in, views out, saves and best scores kept.
///
/// The session saves the game after every move (so a crash loses nothing),
/// records a game on the best-score list when it ends or is replaced by a
/// new one, and resumes the saved game of the same board setting on start.
public final class PlaySession: TerminalSession {
    /// What a key led to: the views to show in turn (a move's slide, then its spawn), and whether to leave.
    public typealias Reaction = TerminalReaction<PlayView>

    private let folder: DataFolder
    private let options: TileSetup
    private let seedChosen: Bool
    private let now: () -> Date
    private let freshSeed: () -> UInt64
    private var saved: SavedTileGame
    private var best = BestScores()
    private var banner: PlayView.Banner?
    private var recorded = false

    /// Starts a session: resumes the saved game for `setup`'s board setting unless `seedChosen`, else starts a new game.
    ///
    /// - Parameters:
    ///   - setup: the game and options asked for; its seed is used for new games when `seedChosen`.
    ///   - seedChosen: `true` when the player named a seed or Deterministic mode.
    ///   - now: the clock, for best-score dates.
    ///   - freshSeed: where random games get their seeds.
    public init(
        setup: TileSetup, seedChosen: Bool, folder: DataFolder, now: @escaping () -> Date = Date.init,
        freshSeed: @escaping () -> UInt64 = { UInt64.random(in: 0...UInt64.max) }
    ) {
        self.folder = folder
        self.options = setup
        self.seedChosen = seedChosen
        self.now = now
        self.freshSeed = freshSeed
        var notices: [String] = []
        do {
            if let text = try folder.read(folder.bestScoresFile) { best = try BestScores(text: text) }
        } catch {
            notices.append("Best scores unreadable (\(error)); kept as \(folder.setAside(folder.bestScoresFile)).")
        }
        let resumed = seedChosen ? nil : Self.resume(setup, from: folder, notices: &notices)
        saved = resumed ?? Self.freshGame(setup, seedChosen: seedChosen, freshSeed: freshSeed)
        if let notice = notices.first { banner = .notice(notice) }
        if saved.game.isShowingWin { banner = .won }
    }

    /// The view to show now.
    public var view: PlayView {
        PlayView(
            game: saved.game, seed: saved.setup.seed, best: best.list(for: saved.setup.variant).first?.score ?? 0,
            banner: banner)
    }

    public func react(to key: TerminalKey) -> Reaction {
        Key(key).map(handle) ?? Reaction(frames: [], quits: false)
    }

    public static func render(_ view: PlayView, columns: Int, rows: Int, colors: ColorMode) -> [String] {
        FrameRenderer.render(view, columns: columns, rows: rows, colors: colors)
    }

    /// Applies a key.
    public func handle(_ key: Key) -> Reaction {
        switch key {
        case .quit:
            persist()
            return Reaction(frames: [], quits: true)
        case .newGame:
            recordIfScored()
            saved = Self.freshGame(options, seedChosen: seedChosen, freshSeed: freshSeed)
            banner = nil
            recorded = false
            persist()
            return Reaction(frames: [view], quits: false)
        case .confirm:
            guard banner == .won else { return Reaction(frames: [], quits: false) }
            saved.game.keepGoing()
            banner = nil
            persist()
            return Reaction(frames: [view], quits: false)
        case .move(let direction):
            return move(direction)
        }
    }

    private func move(_ direction: Direction) -> Reaction {
        guard !saved.game.isOver, !saved.game.isShowingWin else { return Reaction(frames: [], quits: false) }
        if case .notice = banner { banner = nil }
        let outcome = saved.game.move(direction)
        guard outcome.moved else { return Reaction(frames: [], quits: false) }
        var slid = view
        slid.gain = outcome.scoreGain
        slid.hiddenTile = outcome.spawn?.id
        if outcome.reachedWin { banner = .won }
        if outcome.isOver {
            let place = recordIfScored()
            banner = .over(best: best.list(for: saved.setup.variant), newPlace: place)
        }
        persist()
        var settled = view
        settled.gain = outcome.scoreGain
        return Reaction(frames: [slid, settled], quits: false)
    }

    /// A new game with the chosen seed, or a fresh random one.
    private static func freshGame(_ options: TileSetup, seedChosen: Bool, freshSeed: () -> UInt64) -> SavedTileGame {
        var setup = options
        if !seedChosen { setup.seed = .seeded(freshSeed()) }
        return SavedTileGame(setup: setup, game: setup.newGame())
    }

    /// The saved game of `options`' board setting, if there is one that is not over.
    private static func resume(_ options: TileSetup, from folder: DataFolder, notices: inout [String]) -> SavedTileGame?
    {
        let file = folder.saveFile(for: options.variant)
        do {
            guard let text = try folder.read(file) else { return nil }
            let resumed = try SavedTileGame(text: Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8))
            guard resumed.setup.variant == options.variant, !resumed.game.isOver else { return nil }
            return resumed
        } catch {
            notices.append("Saved game not resumed (\(error)); kept as \(folder.setAside(file)).")
            return nil
        }
    }

    /// Records the current game on the best-score list once; returns its place.
    @discardableResult
    private func recordIfScored() -> Int? {
        guard !recorded else { return nil }
        recorded = true
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        let date = String(formatter.string(from: now()).prefix(16))
        let entry = BestScore(
            score: saved.game.score, maxTile: saved.game.board.maxValue,
            moveCount: saved.game.moveCount, date: date)
        return best.record(entry, for: saved.setup.variant)
    }

    /// Writes the save and the best scores; a failure becomes a notice, never a crash.
    private func persist() {
        do {
            try folder.write(saved.text + "\n", to: folder.saveFile(for: saved.setup.variant))
            try folder.write(best.text, to: folder.bestScoresFile)
        } catch {
            banner = .notice("Could not save: \(error)")
        }
    }
}
