import Foundation
import TesseraPentomino
import TesseraRules

/// The terminal's pentomino puzzle without the terminal: keys in, views out, the puzzle saved after every change.
///
/// Keys: arrows (or h j k l) move the cursor; Tab or `]` takes the next piece from the tray,
/// `[` the previous, and a capital letter that piece; `r` turns the piece in hand clockwise, `R`
/// counter-clockwise (no piece is called R), `f` flips it; Enter or space drops it where its
/// outline shows; `x`, Backspace or Delete picks up the piece under the cursor; `u` undoes, `y` redoes;
/// `?` places a hint; `n` clears the board; `b` moves on to the next board; `q` or `Q` saves and quits.
/// Lower-case letters are commands and capitals are pieces, so F (the piece) and f (flip) never clash.
public final class PentominoSession: TerminalSession {
    public typealias Reaction = TerminalReaction<PentominoView>

    private let folder: DataFolder
    /// The board's save, claimed for as long as the session plays that board.
    private var claim: SaveClaim?
    private var solver: PentominoSolver
    /// The puzzle with its undo and redo lists and the hints used.
    private var history: PentominoHistory
    private var cursor = Position(row: 0, column: 0)
    private var selected: Pentomino?
    private var orientation = 0
    private var message: String?
    /// Why the puzzle as shown is not saved (the last save failed); `nil` once a save succeeds.
    private var unsaved: String?
    /// How the player last tried to leave the puzzle when it could not be saved, which was said: leaving the
    /// same way again leaves without saving.
    private var leavingUnsaved: Leaving?
    private var count = 0

    /// Starts on `board`, resuming its saved puzzle if there is one (a corrupt save is set aside and said so).
    ///
    /// The board's save is claimed first (``SaveClaim``): while a puzzle in another terminal plays it, nothing
    /// is read or written, and the error says where the puzzle is.
    public init(board: PentominoBoard, folder: DataFolder) throws(StorageError) {
        do {
            claim = try SaveClaim.take(folder.pentominoFile(for: board))
        } catch {
            throw StorageError(error.message(for: "The \(board.name) pentomino board"))
        }
        self.folder = folder
        solver = PentominoSolver(board: board)
        (history, message) = Self.resume(board, from: folder)
        selected = puzzle.tray.first
        recount()
        // A save set aside is written afresh at once (the board kept, when only its lists were dropped), so that
        // leaving before any key finds it where it was.
        if message != nil { persist() }
    }

    private var puzzle: PentominoPuzzle { history.puzzle }

    /// The view to show now: a failed save is said first, before the message of the last key.
    public var view: PentominoView {
        let held = selected.map { PentominoPlacement(piece: $0, orientation: orientation, origin: cursor) }
        let notes = [unsaved.map { "Not saved: \($0)." }, message].compactMap { $0 }
        return PentominoView(
            puzzle: puzzle, cursor: cursor, held: held, landing: held.flatMap(puzzle.nearestFit),
            count: count, hintsUsed: history.hintsUsed,
            message: notes.isEmpty ? nil : notes.joined(separator: " "))
    }

    public static func render(_ view: PentominoView, columns: Int, rows: Int, colors: ColorMode) -> [String] {
        PentominoRenderer.render(view, columns: columns, rows: rows, colors: colors)
    }

    public static func fits(_ view: PentominoView, columns: Int, rows: Int) -> Bool {
        PentominoRenderer.fits(view, columns: columns, rows: rows)
    }

    public func react(to key: TerminalKey) -> Reaction {
        let (shown, leaving) = (message, leavingUnsaved)
        message = nil
        // Leaving after other keys asks again.
        if Leaving(key) != leavingUnsaved { leavingUnsaved = nil }
        switch key {
        case .interrupt: return quit()
        case .arrow(let direction): moveCursor(direction)
        case .enter: drop()
        case .tab: choose(step: 1)
        case .backspace: pickUp()
        case .character(let byte):
            if let piece = Pentomino(letter: byte) {
                choose(piece)
            } else if byte == UInt8(ascii: "R") {
                turn(.rotateBack)
            } else {
                switch byte {
                case UInt8(ascii: "q"), UInt8(ascii: "Q"): return quit()
                case UInt8(ascii: "h"): moveCursor(.left)
                case UInt8(ascii: "j"): moveCursor(.down)
                case UInt8(ascii: "k"): moveCursor(.up)
                case UInt8(ascii: "l"): moveCursor(.right)
                case UInt8(ascii: "]"): choose(step: 1)
                case UInt8(ascii: "["): choose(step: -1)
                case UInt8(ascii: "r"): turn(.rotate)
                case UInt8(ascii: "f"): turn(.flip)
                case UInt8(ascii: " "): drop()
                case UInt8(ascii: "x"): pickUp()
                case UInt8(ascii: "u"): undo()
                case UInt8(ascii: "y"): redo()
                case UInt8(ascii: "?"): hint()
                case UInt8(ascii: "n"): clear()
                case UInt8(ascii: "b"): nextBoard()
                default: return unchanged(shown, leaving)
                }
            }
        case .escape, .suspend: return unchanged(shown, leaving)
        }
        return Reaction(frames: [view], quits: false)
    }

    // MARK: Keys

    /// A key that means nothing here (Escape too: Alt with a key sends it first) changes nothing, a question
    /// on the screen included: what it showed, and how the player was leaving, come back.
    private func unchanged(_ shown: String?, _ leaving: Leaving?) -> Reaction {
        (message, leavingUnsaved) = (shown, leaving)
        return Reaction(frames: [], quits: false)
    }

    /// Saves and leaves; when the save fails, says so and leaves only on a second quit.
    private func quit() -> Reaction {
        guard mayLeave(.quit) else { return Reaction(frames: [view], quits: false) }
        return Reaction(frames: [], quits: true)
    }

    /// Saves the puzzle before leaving it `way`: `true` when it is saved, or when the player, told it could not
    /// be, leaves that way again.
    private func mayLeave(_ way: Leaving) -> Bool {
        persist()
        guard unsaved != nil, leavingUnsaved != way else { return true }
        leavingUnsaved = way
        message =
            switch way {
            case .quit: "Press q (or Ctrl-C) again to quit without saving."
            case .nextBoard: "Press b again to move on without saving this board."
            }
        return false
    }

    private func moveCursor(_ direction: Direction) {
        let (row, column) =
            switch direction {
            case .up: (cursor.row - 1, cursor.column)
            case .down: (cursor.row + 1, cursor.column)
            case .left: (cursor.row, cursor.column - 1)
            case .right: (cursor.row, cursor.column + 1)
            }
        cursor = Position(
            row: min(max(row, 0), puzzle.board.rows - 1), column: min(max(column, 0), puzzle.board.columns - 1))
    }

    /// Takes the tray piece `step` places after (or before) the one in hand.
    private func choose(step: Int) {
        let tray = puzzle.tray
        guard !tray.isEmpty else { return }
        let current = selected.flatMap { tray.firstIndex(of: $0) } ?? 0
        choose(tray[(current + step + tray.count) % tray.count])
    }

    private func choose(_ piece: Pentomino) {
        guard puzzle.placement(of: piece) == nil else {
            message = "\(piece.name) is on the board; put the cursor on it and press x to pick it up."
            return
        }
        if piece != selected { orientation = 0 }
        selected = piece
    }

    /// Turns or mirrors the piece in hand.
    private func turn(_ turn: PentominoTurn) {
        guard let held = view.held else { return }
        orientation = held.turned(turn).orientation
    }

    /// Drops the piece in hand where its outline shows.
    private func drop() {
        guard let landing = view.landing else {
            message = view.held == nil ? nil : "It does not fit here: move the cursor, turn or flip it."
            return
        }
        change { () throws(RulesError) in try history.put(landing) }
    }

    /// Picks up the piece under the cursor: it goes back in hand, turned as it lay.
    private func pickUp() {
        guard let piece = puzzle[cursor], let placement = puzzle.placement(of: piece) else {
            message = "No piece here to pick up."
            return
        }
        change { () throws(RulesError) in try history.remove(piece) }
        selected = piece
        orientation = placement.orientation
        cursor = placement.origin
    }

    /// Goes back a step (the hints count never drops by it: see ``PentominoHistory``).
    private func undo() {
        replay("Nothing to undo.") { () throws(RulesError) in try history.undo() }
    }

    private func redo() {
        replay("Nothing to redo.") { () throws(RulesError) in try history.redo() }
    }

    /// Undoes or redoes with `step`, or says `nothing` when there is no step (or why it could not be taken).
    private func replay(_ nothing: String, _ step: () throws(RulesError) -> PentominoEntry?) {
        do {
            guard try step() != nil else {
                message = nothing
                return
            }
        } catch {
            message = error.message
        }
        show()
    }

    /// Places one piece the solver says keeps a completion possible.
    private func hint() {
        guard let hint = history.hint(from: solver)?.steps.first?.to else {
            // Undo is offered only when there is a step to undo.
            message =
                puzzle.isSolved
                ? "Solved already." : "Dead end: take a piece off (x)\(history.undoList.isEmpty ? "" : " or undo (u)")."
            return
        }
        show()
        if !puzzle.isSolved { message = "Hint: \(hint.piece.name) goes there." }
    }

    /// Takes every piece off and counts hints from 0 again, as a step an undo takes back.
    private func clear() {
        guard history.reset(elapsed: 0) != nil else {
            message = "The board is empty already."
            return
        }
        show()
    }

    /// Saves this board's puzzle and moves on to the next board another terminal does not play, resuming its
    /// puzzle; the boards skipped are said. When every other board is taken, the session stays.
    private func nextBoard() {
        guard mayLeave(.nextBoard) else { return }
        let boards = PentominoBoard.allCases
        let here = boards.firstIndex(of: puzzle.board)!
        var skipped: [String] = []
        for step in 1..<boards.count {
            let board = boards[(here + step) % boards.count]
            do {
                claim = try SaveClaim.take(folder.pentominoFile(for: board))
            } catch {
                skipped.append(board.name)
                continue
            }
            solver = PentominoSolver(board: board)
            cursor = Position(row: 0, column: 0)
            let (resumed, notice) = Self.resume(board, from: folder)
            history = resumed
            show()
            let notes = [skippedNote(skipped), notice].compactMap { $0 }
            if !notes.isEmpty { message = notes.joined(separator: " ") }
            return
        }
        message = "Every other board is open in another terminal."
    }

    /// The note for boards `nextBoard` passed over, or `nil` when it passed over none.
    private func skippedNote(_ boards: [String]) -> String? {
        guard !boards.isEmpty else { return nil }
        guard boards.count > 1 else { return "\(boards[0]) is open in another terminal, so b skipped it." }
        return "\(boards.joined(separator: ", ")) are open in other terminals, so b skipped them."
    }

    /// The saved puzzle of `board` with the hints used on it and its undo and redo lists, or an empty board; a
    /// save that cannot be read is set aside, and the notice says so.
    ///
    /// A save is the puzzle's line (``SavedPentominoPuzzle``), then `hints=N`, then the lists
    /// (``PentominoHistory/listsText``). A save without the hints line, written before hints were kept, counts
    /// none; one without the lists has nothing to undo. Lists that do not match the board are dropped: the
    /// board is resumed as it was left, the save set aside and the notice says so.
    private static func resume(_ board: PentominoBoard, from folder: DataFolder) -> (
        history: PentominoHistory, notice: String?
    ) {
        let file = folder.pentominoFile(for: board)
        do {
            guard let text = try folder.read(file) else { return (PentominoHistory(board: board), nil) }
            let lines = try SaveFileLines(
                text, key: "hints", form: "hints=N", parse: { try SavedPentominoPuzzle.puzzle(Array($0.utf8)) },
                read: { ASCII.decimal($0.utf8, upTo: UInt64(PentominoHistory.mostHints)).map { Int($0) } },
                takesThird: true)
            let saved = lines.save
            guard saved.board == board else {
                throw StorageError("it is the \(saved.board.name) board's puzzle, not \(board.name)'s")
            }
            let hints = lines.value ?? 0
            guard let lists = lines.third else { return (PentominoHistory(puzzle: saved, hintsUsed: hints), nil) }
            do {
                return (try PentominoHistory(puzzle: saved, hintsUsed: hints, lists: Array(lists.utf8)), nil)
            } catch {
                return (
                    PentominoHistory(puzzle: saved, hintsUsed: hints),
                    "Undo list not resumed: \(error.message); the board is as you left it, with nothing to undo (the save was kept as \(folder.setAside(file)))."
                )
            }
        } catch {
            return (
                PentominoHistory(board: board),
                "Saved puzzle not resumed: \(error); kept as \(folder.setAside(file))."
            )
        }
    }

    // MARK: State

    /// Makes a change to the puzzle and shows it, or says why the rules refused it.
    private func change(_ body: () throws(RulesError) -> PentominoEntry?) {
        do {
            _ = try body()
        } catch {
            message = error.message
            return
        }
        show()
    }

    /// Shows the puzzle as it stands, keeps it, and counts what remains.
    private func show() {
        if selected.map({ puzzle.placement(of: $0) != nil }) ?? true {
            // The piece in hand went on the board: the next one in the tray comes to hand, unturned.
            selected = puzzle.tray.first
            orientation = 0
        }
        recount()
        persist()
        if puzzle.isSolved {
            let hints = history.hintsUsed
            let said = hints == 0 ? "No hints" : hints == 1 ? "1 hint" : "\(hints) hints"
            message = "Solved! \(said). n clears, b moves on."
        }
    }

    private func recount() {
        count = solver.countSolutions(containing: puzzle)
    }

    /// Saves the puzzle, the hints used and the undo and redo lists; a failure is kept in ``unsaved`` and shown
    /// until a save succeeds.
    private func persist() {
        do {
            try folder.write(
                SavedPentominoPuzzle.text(of: puzzle) + "\nhints=\(history.hintsUsed)\n\(history.listsText)\n",
                to: folder.pentominoFile(for: puzzle.board))
            unsaved = nil
        } catch {
            unsaved = error.description
        }
    }
}

extension DataFolder {
    /// The file of a pentomino board's puzzle in progress: `pentomino-6x10.save`.
    public func pentominoFile(for board: PentominoBoard) -> URL {
        url.appendingPathComponent("pentomino-\(board.name).save")
    }
}

/// A way out of a puzzle, which saves it first.
private enum Leaving {
    /// `q`, `Q`, Ctrl-C or Ctrl-D: the game ends.
    case quit
    /// `b`: the next board.
    case nextBoard

    /// The way `key` leaves, or `nil` for a key that stays.
    init?(_ key: TerminalKey) {
        if key.leaves {
            self = .quit
        } else if key == .character(UInt8(ascii: "b")) {
            self = .nextBoard
        } else {
            return nil
        }
    }
}
