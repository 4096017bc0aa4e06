import Foundation
import TesseraRules

/// The lines of a terminal save file: the save itself, then, when there is one, a `key=value` line that the
/// terminal keeps beside it (a pentomino board's hints, what the AI did in a tile game), and, where the file
/// takes one, a third line, read by the caller (a pentomino board's undo and redo lists).
struct SaveFileLines<Save, Value> {
    /// The first line, as `parse` read it.
    let save: Save
    /// The second line's value; `nil` when the file has one line.
    let value: Value?
    /// The third line; `nil` when the file has two lines or fewer.
    let third: String?

    /// Reads a save file's text, its lines trimmed of spaces and blank ones skipped. Throws what is wrong
    /// with it, the save first: no line, a first line `parse` refuses (its error's words), more than two
    /// lines (three when the file `takesThird`), or a second that is not `key=` and a value `read` takes
    /// (`form` says what it should be, as `hints=N`).
    init(
        _ text: String, key: String, form: String, parse: (String) throws -> Save, read: (Substring) -> Value?,
        takesThird: Bool = false
    ) throws(StorageError) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let first = lines.first else { throw StorageError("the file is empty") }
        do {
            save = try parse(first)
        } catch {
            throw StorageError("\(error)")
        }
        guard lines.count <= (takesThird ? 3 : 2) else {
            throw StorageError(takesThird ? "more than three lines" : "more than two lines")
        }
        third = lines.count == 3 ? lines[2] : nil
        guard lines.count >= 2 else {
            value = nil
            return
        }
        let second = lines[1]
        guard second.hasPrefix(key + "="), let value = read(second.dropFirst(key.count + 1)) else {
            throw StorageError("the second line is \(ASCII.quoted(second.utf8)), not \(form)")
        }
        self.value = value
    }
}
