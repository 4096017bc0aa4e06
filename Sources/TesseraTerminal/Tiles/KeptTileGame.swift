import Foundation
import TesseraRules

/// A tile game as the terminal keeps it on file: the rules' save, and what the AI did in the game.
///
/// The file's first line is the rules' save (``SavedTileGame/text``); a game the AI helped with has a
/// second line, `ai=hints` or `ai=autoplay`. A file of one line (as every earlier build wrote) is a game
/// the AI never helped with.
struct KeptTileGame: Equatable {
    var saved: SavedTileGame
    var assistance: Assistance?

    /// The file's text.
    var text: String {
        saved.text + "\n" + (assistance.map { "ai=\($0.rawValue)\n" } ?? "")
    }

    init(saved: SavedTileGame, assistance: Assistance?) {
        self.saved = saved
        self.assistance = assistance
    }

    /// Reads a save file's text; throws what is wrong with it: a save the rules refuse, a second line that is
    /// not `ai=hints` or `ai=autoplay`, or more lines than two.
    init(text: String) throws(StorageError) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard let first = lines.first else { throw StorageError("the file is empty") }
        guard lines.count <= 2 else { throw StorageError("the file has \(lines.count) lines; a save has one or two") }
        do {
            saved = try SavedTileGame(text: Array(first.utf8))
        } catch {
            throw StorageError("\(error)")
        }
        assistance = nil
        if let second = lines.dropFirst().first {
            guard second.hasPrefix("ai="), let assistance = Assistance(rawValue: String(second.dropFirst(3))) else {
                throw StorageError(
                    "line 2 is \(second.prefix(40)), not what the AI did (ai=hints or ai=autoplay)")
            }
            self.assistance = assistance
        }
    }
}
