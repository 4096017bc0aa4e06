import TesseraRules

/// The undo and redo lists as text, which a save keeps beside the puzzle's own save text.
///
/// `tessera-pentomino-history;v=1;undo=<entries>;redo=<entries>`, each list in its order (the next change
/// last). Entries are split by `|` and an entry's steps by `,`. A step is `L:<from>:<to>`, then `:<turn>`
/// when a turn made it (`rotate`, `rotateBack`, `flip` or `flipVertically`); a placement is
/// `<orientation>.<row>.<column>` and the tray `-`. A reset's entry ends with `*:<hints>:<elapsed ms>`.
/// The version is the pentomino rules' own.
extension PentominoHistory {
    /// The first field of the lists' text.
    public static let listsHeader = "tessera-pentomino-history"

    /// The undo and redo lists as text.
    public var listsText: String {
        var text = Array("\(Self.listsHeader);v=\(PentominoPuzzle.rulesVersion);undo=".utf8)
        Self.write(undoList, into: &text)
        text += Array(";redo=".utf8)
        Self.write(redoList, into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The history of `puzzle` with `hintsUsed` hints used, resuming the lists `text` holds.
    ///
    /// The lists are checked whole: each change of the undo list is taken back, and each of the redo list
    /// made again, from the puzzle as it stands. Throws a ``RulesError`` of kind `.save` naming what is
    /// wrong: not such a text, another rules version, a list (or the two together) past ``mostKept``, a
    /// step that cannot be read, or a change that does not match the board.
    public init(puzzle: PentominoPuzzle, hintsUsed: Int, lists text: some Collection<UInt8>) throws(RulesError) {
        let fields = try PentominoSaveFields.checked(
            text, header: Self.listsHeader, what: "undo list", keys: ("undo", "redo"))
        let undo = try Self.entries(try PentominoSaveFields.value(fields[2], "undo"), list: "undo")
        let redo = try Self.entries(try PentominoSaveFields.value(fields[3], "redo"), list: "redo")
        // An undo moves a change from one list to the other, so together they hold no more than are kept.
        guard undo.count + redo.count <= Self.mostKept else {
            throw RulesError(
                .save,
                "the lists hold \(undo.count + redo.count) changes between them; at most \(Self.mostKept) are kept")
        }
        var board = puzzle
        for (index, entry) in undo.enumerated().reversed() {
            board = try Self.checked(entry, on: board, backwards: true, "undo", index)
        }
        board = puzzle
        for (index, entry) in redo.enumerated().reversed() {
            board = try Self.checked(entry, on: board, backwards: false, "redo", index)
        }
        self.init(puzzle: puzzle, hintsUsed: hintsUsed, undo: undo, redo: redo)
    }

    // MARK: Writing

    private static func write(_ entries: [PentominoEntry], into text: inout [UInt8]) {
        for (index, entry) in entries.enumerated() {
            if index > 0 { text.append(UInt8(ascii: "|")) }
            for (index, step) in entry.steps.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                text.append(step.piece.letter)
                text.append(UInt8(ascii: ":"))
                write(step.from, into: &text)
                text.append(UInt8(ascii: ":"))
                write(step.to, into: &text)
                if let turn = step.turn {
                    text.append(UInt8(ascii: ":"))
                    text += turn.nameBytes
                }
            }
            if let cleared = entry.cleared {
                if !entry.steps.isEmpty { text.append(UInt8(ascii: ",")) }
                text += Array("*:\(cleared.hintsUsed):\(cleared.elapsed)".utf8)
            }
        }
    }

    private static func write(_ placement: PentominoPlacement?, into text: inout [UInt8]) {
        guard let placement else {
            text.append(UInt8(ascii: "-"))
            return
        }
        text += Array("\(placement.orientation).\(placement.origin.row).\(placement.origin.column)".utf8)
    }

    // MARK: Reading

    /// The entries of a list's text (none for an empty one).
    private static func entries(_ text: ArraySlice<UInt8>, list: String) throws(RulesError) -> [PentominoEntry] {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard parts.count <= mostKept else {
            throw RulesError(.save, "the \(list) list holds \(parts.count) changes; at most \(mostKept) are kept")
        }
        var entries: [PentominoEntry] = []
        for (index, part) in parts.enumerated() {
            do {
                entries.append(try entry(part))
            } catch {
                throw RulesError(.save, "\(list) change \(index + 1): \(error.message)")
            }
        }
        return entries
    }

    /// One entry: its steps, and a reset's `*:<hints>:<elapsed>` last.
    private static func entry(_ text: ArraySlice<UInt8>) throws(RulesError) -> PentominoEntry {
        var steps: [PentominoStep] = []
        var cleared: PentominoEntry.Cleared?
        for part in text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard cleared == nil else { throw RulesError(.save, "a reset's *:hints:time comes last") }
            let fields = part.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            if fields.first?.elementsEqual([UInt8(ascii: "*")]) == true {
                guard fields.count == 3, let hints = ASCII.decimal(fields[1], upTo: UInt64(mostHints)),
                    let elapsed = ASCII.decimal(fields[2], upTo: mostElapsed)
                else {
                    throw RulesError(
                        .save,
                        "\(ASCII.quoted(part)) is not a reset's *:hints:time (at most \(mostHints) hints and \(mostElapsed) ms)"
                    )
                }
                cleared = PentominoEntry.Cleared(hintsUsed: Int(hints), elapsed: elapsed)
                continue
            }
            let step = try step(part, fields)
            // Each piece moves once in a change, so no change has more than twelve steps.
            guard !steps.contains(where: { $0.piece == step.piece }) else {
                throw RulesError(.save, "a change moves \(step.piece.name) twice")
            }
            steps.append(step)
        }
        guard !steps.isEmpty else { throw RulesError(.save, "a change moves at least one piece") }
        return PentominoEntry(steps: steps, cleared: cleared)
    }

    /// One step, `L:<from>:<to>` with an optional `:<turn>`.
    private static func step(_ text: ArraySlice<UInt8>, _ fields: [ArraySlice<UInt8>]) throws(RulesError)
        -> PentominoStep
    {
        guard (3...4).contains(fields.count), fields[0].count == 1,
            let piece = Pentomino(letter: fields[0][fields[0].startIndex])
        else {
            throw RulesError(.save, "\(ASCII.quoted(text)) is not a step, L:from:to")
        }
        var turn: PentominoTurn?
        if fields.count == 4 {
            turn = PentominoTurn.allCases.first { $0.nameBytes.elementsEqual(fields[3]) }
            guard turn != nil else {
                throw RulesError(
                    .save, "\(ASCII.quoted(fields[3])) is not a turn (rotate, rotateBack, flip or flipVertically)")
            }
        }
        let from = try placement(of: piece, fields[1])
        let to = try placement(of: piece, fields[2])
        guard from != to else { throw RulesError(.save, "\(ASCII.quoted(text)) moves \(piece.name) nowhere") }
        return PentominoStep(piece: piece, from: from, to: to, turn: turn)
    }

    /// A placement `<orientation>.<row>.<column>`, or `nil` for the tray's `-`.
    private static func placement(of piece: Pentomino, _ text: ArraySlice<UInt8>) throws(RulesError)
        -> PentominoPlacement?
    {
        if text.elementsEqual([UInt8(ascii: "-")]) { return nil }
        let numbers = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            ASCII.decimal($0, upTo: 1000).map { Int($0) }
        }
        guard numbers.count == 3, let orientation = numbers[0], let row = numbers[1], let column = numbers[2],
            piece.orientations.indices.contains(orientation)
        else {
            throw RulesError(
                .save,
                "\(ASCII.quoted(text)) is not a place of \(piece.name): orientation (0 to \(piece.orientations.count - 1)).row.column, or -"
            )
        }
        return PentominoPlacement(piece: piece, orientation: orientation, origin: Position(row: row, column: column))
    }

    /// `board` with `entry` taken back or made again, or a refusal naming the change.
    private static func checked(
        _ entry: PentominoEntry, on board: PentominoPuzzle, backwards: Bool, _ list: String, _ index: Int
    ) throws(RulesError) -> PentominoPuzzle {
        do {
            return try replayed(entry, on: board, backwards: backwards)
        } catch {
            throw RulesError(.save, "\(list) change \(index + 1) does not match the board: \(error.message)")
        }
    }
}
