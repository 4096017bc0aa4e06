import Foundation
import TesseraRules

/// The terminal game's behaviour without the terminal: keys in, views out, saves and best scores kept.
///
/// The session saves the game after every move (so a crash loses nothing),
/// records a game on the best-score list when it ends or is replaced by a
/// new one, and resumes the saved game of the same board setting on start.
/// The AI player gives hints (`?`) and plays by itself on ticks while autoplay
/// is on (`p`); its moves are saved like the player's, and the game's
/// best-score entry says what the AI did in it (``Assistance``).
public final class PlaySession: TerminalSession {
    /// What a key led to: the views to show in turn (a move's slide, then its spawn), and whether to leave.
    public typealias Reaction = TerminalReaction<PlayView>

    private let folder: DataFolder
    /// The board setting's save, claimed for as long as the session plays it.
    private let claim: SaveClaim?
    private let options: TileSetup
    private let seedChosen: Bool
    private let now: () -> Date
    private let freshSeed: () -> UInt64
    private var saved: SavedTileGame
    /// What the AI has done in the current game so far.
    private var assisted: Assistance?
    private var best = BestScores()
    /// Games put on the best-score list that the file does not hold yet.
    private var unwritten: [(entry: BestScore, board: TileVariant)] = []
    private var banner: PlayView.Banner?
    /// What went wrong with a saved game or the best scores, shown until the next move, new game or keeping going.
    private var notice: String?
    private var recorded = false
    /// `true` once a quit could not save and said so: the next quit leaves without saving.
    private var quitUnsaved = false
    private let advisor: MoveAdvisor
    private var status: PlayView.Status?
    /// The speed while autoplay is on; `nil` while the player plays.
    private var autoplay: AutoplaySpeed?
    /// The speed autoplay starts at next: the last one chosen.
    private var speed = AutoplaySpeed.initial

    /// Starts a session: resumes the saved game for `setup`'s board setting unless `seedChosen`, else starts a new game.
    ///
    /// The setting's save is claimed first (``SaveClaim``): while a game in another terminal plays it, nothing is
    /// read or written, and the error says where the game is.
    ///
    /// - Parameters:
    ///   - setup: the game and options asked for; its seed is used for new games when `seedChosen`.
    ///   - seedChosen: `true` when the player named a seed or Deterministic mode.
    ///   - now: the clock, for best-score dates.
    ///   - freshSeed: where random games get their seeds.
    ///   - clock: nanoseconds from any fixed origin, timing the AI's searches for hints and autoplay.
    public init(
        setup: TileSetup, seedChosen: Bool, folder: DataFolder, now: @escaping () -> Date = Date.init,
        freshSeed: @escaping () -> UInt64 = { UInt64.random(in: 0...UInt64.max) },
        clock: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) throws(StorageError) {
        do {
            claim = try SaveClaim.take(folder.saveFile(for: setup.variant))
        } catch {
            throw StorageError(error.message(for: "The \(setup.variant.title) game"))
        }
        self.folder = folder
        self.advisor = MoveAdvisor(clock: clock)
        self.options = setup
        self.seedChosen = seedChosen
        self.now = now
        self.freshSeed = freshSeed
        var notices: [String] = []
        let onFile = Self.bestScoresOnFile(in: folder)
        if let scores = onFile.scores { best = scores }
        if let notice = onFile.notice { notices.append(notice) }
        let resumed = Self.resume(setup, from: folder, notices: &notices)
        if !seedChosen, let resumed {
            saved = resumed.saved
            assisted = resumed.assistance
        } else {
            saved = Self.freshGame(setup, seedChosen: seedChosen, freshSeed: freshSeed)
        }
        if seedChosen, let earlier = resumed {
            // A named seed starts a new game: the game saved on this board goes on the best-score list, as New does.
            // The new game is saved at once too, so that the earlier one is never listed twice.
            let entry = Self.entry(for: earlier.saved.game, assistance: earlier.assistance, at: now())
            _ = best.record(entry, for: earlier.saved.setup.variant)
            unwritten.append((entry, earlier.saved.setup.variant))
            persist(after: notices)
        } else if !notices.isEmpty {
            notice = notices.joined(separator: " ")
        }
        if saved.game.isShowingWin { banner = .won }
    }

    /// The view to show now.
    public var view: PlayView {
        PlayView(
            game: saved.game, seed: saved.setup.seed, best: best.list(for: saved.setup.variant).first?.score ?? 0,
            banner: banner, notice: notice, status: status, autoplay: autoplay)
    }

    public var tickIntervalNanoseconds: UInt64? {
        autoplay?.intervalNanoseconds
    }

    /// Plays the AI's move while autoplay is on; nothing while it is off.
    public func tick() -> Reaction {
        guard let current = autoplay else { return Reaction(frames: [], quits: false) }
        guard let direction = advisor.choice(in: saved.game, settings: current.settings).best else {
            autoplay = nil
            return Reaction(frames: [view], quits: false)
        }
        assisted = .autoplay  // before the move: a move that ends the game records it with the mark
        return move(direction, showsSlide: current.showsSlide)
    }

    public func react(to key: TerminalKey) -> Reaction {
        Key(key).map(handle) ?? Reaction(frames: [], quits: false)
    }

    public static func render(_ view: PlayView, columns: Int, rows: Int, colors: ColorMode) -> [String] {
        FrameRenderer.render(view, columns: columns, rows: rows, colors: colors)
    }

    public static func fits(_ view: PlayView, columns: Int, rows: Int) -> Bool {
        FrameRenderer.fits(view, columns: columns, rows: rows)
    }

    /// Applies a key.
    public func handle(_ key: Key) -> Reaction {
        // Esc with nothing to stop does nothing, and so leaves a quit that asked again as it was.
        if key == .stopAutoplay && autoplay == nil { return Reaction(frames: [], quits: false) }
        if key != .quit { quitUnsaved = false }  // a quit after other keys asks again
        switch key {
        case .quit:
            if persist() || quitUnsaved { return Reaction(frames: [], quits: true) }
            // Leaving now would lose the game: say why, and let a second quit leave all the same.
            quitUnsaved = true
            if let text = notice { notice = text + " Press q (or Ctrl-C) again to quit without saving." }
            return Reaction(frames: [view], quits: false)
        case .newGame:
            autoplay = nil
            status = nil
            recordIfScored()
            saved = Self.freshGame(options, seedChosen: seedChosen, freshSeed: freshSeed)
            assisted = nil
            banner = nil
            notice = nil
            recorded = false
            persist()
            return Reaction(frames: [view], quits: false)
        case .confirm:
            guard banner == .won else { return Reaction(frames: [], quits: false) }
            saved.game.keepGoing()
            banner = nil
            notice = nil
            status = nil  // its line was about the win: no hint while it shows, or autoplay paused for it
            persist()
            return Reaction(frames: [view], quits: false)
        case .move(let direction):
            let wasAutoplaying = autoplay != nil
            autoplay = nil
            let reaction = move(direction, showsSlide: true)
            return reaction.frames.isEmpty && wasAutoplaying ? Reaction(frames: [view], quits: false) : reaction
        case .hint:
            return hint()
        case .autoplay:
            return toggleAutoplay()
        case .stopAutoplay:
            autoplay = nil
            return Reaction(frames: [view], quits: false)
        case .faster, .slower:
            speed = key == .faster ? speed.faster : speed.slower
            if autoplay != nil { autoplay = speed } else { status = .autoplaySpeed(speed) }
            return Reaction(frames: [view], quits: false)
        }
    }

    /// Shows the AI's move for the position, or says why there is none (the game is over, or a win waits for `c`).
    private func hint() -> Reaction {
        status = saved.game.isShowingWin ? .noHintAtWin : .noHint
        if !saved.game.isOver && !saved.game.isShowingWin {
            let choice = advisor.choice(in: saved.game, settings: MoveAdvisor.hintSettings)
            if let best = choice.best {
                status = .hint(best, shallowSearch: choice.usedReferenceRules)
                if assisted == nil {
                    assisted = .hints
                    persist()
                }
            }
        }
        return Reaction(frames: [view], quits: false)
    }

    /// Starts autoplay (keeping going after a win shown), or stops it; a game that is over is said so.
    private func toggleAutoplay() -> Reaction {
        if autoplay != nil {
            autoplay = nil
        } else if saved.game.isOver {
            status = .noAutoplay
        } else {
            if saved.game.isShowingWin {
                saved.game.keepGoing()
                banner = nil
                persist()
            }
            status = nil
            autoplay = speed
        }
        return Reaction(frames: [view], quits: false)
    }

    /// Plays a move; the frames are its slide and its spawn, or the spawn alone when `showsSlide` is `false`.
    ///
    /// A move that changes the board clears the hint; a win or the end of the game stops autoplay.
    private func move(_ direction: Direction, showsSlide: Bool) -> Reaction {
        guard !saved.game.isOver, !saved.game.isShowingWin else { return Reaction(frames: [], quits: false) }
        notice = nil
        let outcome = saved.game.move(direction)
        guard outcome.moved else { return Reaction(frames: [], quits: false) }
        status = nil
        var slid = view
        slid.gain = outcome.scoreGain
        slid.hiddenTile = outcome.spawn?.id
        if outcome.reachedWin {
            banner = .won
            if autoplay != nil { status = .autoplayPausedAtWin }
            autoplay = nil
        }
        let entry = outcome.isOver ? recordIfScored() : nil
        persist()
        if outcome.isOver {
            autoplay = nil
            status = nil
            // The list as saved, another terminal's games merged in, so the place is counted among them.
            let list = best.list(for: saved.setup.variant)
            banner = .over(best: list, newPlace: entry.flatMap { list.firstIndex(of: $0) }.map { $0 + 1 })
        }
        var settled = view
        settled.gain = outcome.scoreGain
        return Reaction(frames: showsSlide ? [slid, settled] : [settled], quits: false)
    }

    /// A new game with the chosen seed, or a fresh random one.
    private static func freshGame(_ options: TileSetup, seedChosen: Bool, freshSeed: () -> UInt64) -> SavedTileGame {
        var setup = options
        if !seedChosen { setup.seed = .seeded(freshSeed()) }
        return SavedTileGame(setup: setup, game: setup.newGame())
    }

    /// The saved game of `options`' board setting, if there is one that is not over.
    private static func resume(_ options: TileSetup, from folder: DataFolder, notices: inout [String]) -> KeptTileGame?
    {
        let file = folder.saveFile(for: options.variant)
        do {
            guard let text = try folder.read(file) else { return nil }
            let resumed = try KeptTileGame(text: text)
            let variant = resumed.saved.setup.variant
            guard variant == options.variant else {
                // Not this board's: set aside rather than written over by this board's game.
                notices.append(
                    "Saved game not resumed: it is a game of \(variant.title), not \(options.variant.title); "
                        + "kept as \(folder.setAside(file)).")
                return nil
            }
            return resumed.saved.game.isOver ? nil : resumed
        } catch {
            notices.append("Saved game not resumed: \(error); kept as \(folder.setAside(file)).")
            return nil
        }
    }

    /// Records the current game on the best-score list once; returns its entry when it scored.
    ///
    /// The entry may make the list as saved even where it did not make this terminal's (another
    /// terminal may have set the file aside or written a shorter list), so its place is looked up there.
    @discardableResult
    private func recordIfScored() -> BestScore? {
        guard !recorded else { return nil }
        recorded = true
        let entry = Self.entry(for: saved.game, assistance: assisted, at: now())
        unwritten.append((entry, saved.setup.variant))
        _ = best.record(entry, for: saved.setup.variant)
        return entry.score > 0 ? entry : nil
    }

    /// The best-score entry of `game`, which the AI helped with as `assistance` says, dated `time` (to the
    /// minute, UTC).
    private static func entry(for game: TileGame, assistance: Assistance?, at time: Date) -> BestScore {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        return BestScore(
            score: game.score, maxTile: game.board.maxValue, moveCount: game.moveCount,
            date: String(formatter.string(from: time).prefix(16)), assistance: assistance)
    }

    /// The best scores on file (nil when there is no file, or it cannot be read) and, when something was wrong
    /// with it, the notice that says so: an unreadable file is set aside; one with lines that are not entries,
    /// or too many, is set aside and what it still holds written back.
    private static func bestScoresOnFile(in folder: DataFolder) -> (scores: BestScores?, notice: String?) {
        do {
            guard let text = try folder.read(folder.bestScoresFile) else { return (nil, nil) }
            let read = BestScores.reading(text)
            return (read.scores, read.problem.map { setAside(read.scores, because: $0, in: folder) })
        } catch {
            return (nil, unreadableBestScores(error, in: folder))
        }
    }

    /// Sets aside a best-score file that cannot be read; the notice that says so.
    private static func unreadableBestScores(_ reason: any Error, in folder: DataFolder) -> String {
        "Best scores unreadable: \(reason); kept as \(folder.setAside(folder.bestScoresFile))."
    }

    /// Sets aside a best-score file with lines that are not entries, or too many, and writes back the entries it
    /// keeps, `kept`; the notice that says so.
    private static func setAside(_ kept: BestScores, because problem: StorageError, in folder: DataFolder) -> String {
        guard !kept.isEmpty else { return unreadableBestScores(problem, in: folder) }
        let keptAs = folder.setAside(folder.bestScoresFile)
        do {
            try folder.write(kept.text, to: folder.bestScoresFile)
            return
                "Best scores: \(problem). The entries kept are written back; the file as it was is kept as \(keptAs)."
        } catch {
            return "Best scores: \(problem); the file as it was is kept as \(keptAs). Could not save: \(error)."
        }
    }

    /// Writes the save and the games new on the best-score list, each whatever became of the other; a
    /// failure becomes a notice (beside a win or the game over, never in their place), never a crash.
    /// `false` when either failed.
    ///
    /// The list is read again first, under the folder's lock, so that games another terminal added
    /// meanwhile stay on it. The notice shows `earlier` (what the start found wrong) before any failure.
    @discardableResult
    private func persist(after earlier: [String] = []) -> Bool {
        var problems = earlier
        var kept = true
        do {
            let file = KeptTileGame(saved: saved, assistance: assisted)
            try folder.write(file.text, to: folder.saveFile(for: saved.setup.variant))
        } catch {
            problems.append("Could not save the game: \(error).")
            kept = false
        }
        if !unwritten.isEmpty {
            do {
                try folder.exclusively { () throws(StorageError) in
                    var current = best  // the list as this terminal knows it, its new games on it
                    // Spoilt or made unreadable meanwhile, the file is set aside, never written over.
                    let onFile = Self.bestScoresOnFile(in: folder)
                    if let problem = onFile.notice { problems.append(problem) }
                    if var scores = onFile.scores {
                        for (entry, board) in unwritten { _ = scores.record(entry, for: board) }
                        current = scores
                    }
                    try folder.write(current.text, to: folder.bestScoresFile)
                    best = current
                    unwritten = []
                }
            } catch {
                problems.append("The best scores were not kept: \(error).")
                kept = false
            }
        }
        if !problems.isEmpty { notice = problems.joined(separator: " ") }
        return kept
    }
}
