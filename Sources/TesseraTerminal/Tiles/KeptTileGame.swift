import TesseraRules

/// A tile game as the terminal keeps it on file: the rules' save, and what the AI did in the game.
///
/// The file's first line is the rules' save (``SavedTileGame/text``); a game the AI helped with has a
/// second line, `ai=hints` or `ai=autoplay`. A file of one line (as every earlier build wrote) is a game
/// the AI never helped with.
struct KeptTileGame {
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

    /// Reads a save file's text (``SaveFileLines``); throws what is wrong with it, the save first: a save the
    /// rules refuse, more lines than two, or a second line that is not `ai=hints` or `ai=autoplay`.
    init(text: String) throws(StorageError) {
        let lines = try SaveFileLines(
            text, key: "ai", form: "ai=hints or ai=autoplay",
            parse: { try SavedTileGame(text: Array($0.utf8)) }, read: { Assistance(rawValue: String($0)) })
        saved = lines.save
        assistance = lines.value
    }
}
