import TesseraRules

/// A key as the terminal sends it, before a game gives it a meaning.
public enum TerminalKey: Equatable, Sendable {
    /// An arrow key.
    case arrow(Direction)
    /// A printable ASCII character (space included).
    case character(UInt8)
    /// Enter or Return.
    case enter
    /// Tab.
    case tab
    /// Backspace, or the Delete key.
    case backspace
    /// A lone Escape, reported when a read times out after it.
    case escape
    /// Ctrl-C or Ctrl-D.
    case interrupt
    /// Ctrl-Z: the game stops until the shell's `fg` (``TerminalGame`` handles it; no session sees it).
    case suspend

    /// `true` for `q`, `Q`, Ctrl-C and Ctrl-D, the keys every game leaves by.
    ///
    /// They are the only keys that act while the screen is too small to show the game.
    public var leaves: Bool {
        self == .interrupt || self == .character(UInt8(ascii: "q")) || self == .character(UInt8(ascii: "Q"))
    }
}

/// Turns the bytes a raw-mode terminal sends into keys, across reads that split escape sequences.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys completed by `bytes`; bytes that mean nothing are dropped.
    ///
    /// An escape sequence cut off at the end of `bytes` is kept for the next
    /// call; call ``flush()`` when a read times out to report a lone Escape.
    public mutating func feed(_ bytes: [UInt8]) -> [TerminalKey] {
        pending += bytes
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 1 < pending.count else { break }
                let introducer = pending[index + 1]
                guard Self.introducers.contains(introducer) else {
                    // Escape, then a key typed at once (or Alt with that key): both count.
                    keys.append(.escape)
                    index += 1
                    continue
                }
                guard index + 2 < pending.count else { break }
                if introducer == UInt8(ascii: "O") {
                    if let direction = Self.arrow(pending[index + 2]) { keys.append(.arrow(direction)) }
                    index += 3
                } else if introducer == UInt8(ascii: "[") {
                    guard let end = Self.controlSequenceEnd(pending, from: index + 2) else {
                        // Still arriving, unless it runs far longer than any key's: then its ESC [ is
                        // dropped and the bytes after it are read as typed.
                        if pending.count - index <= Self.longestSequence { break }
                        index += 2
                        continue
                    }
                    let final = pending[end]
                    guard (0x40...0x7E).contains(final) else {
                        index = end  // cut short by a byte that is no part of it: that byte is read next
                        continue
                    }
                    // An arrow with or without modifiers (ESC [ 1 ; 5 A is Ctrl-Up) and the Delete key
                    // (ESC [ 3 ~); the Linux console's F1–F5 (ESC [ [ A…E) and every other sequence mean
                    // nothing here.
                    if pending[index + 2] != UInt8(ascii: "["), let direction = Self.arrow(final) {
                        keys.append(.arrow(direction))
                    } else if pending[(index + 2)...end].elementsEqual("3~".utf8) {
                        keys.append(.backspace)
                    }
                    index = end + 1
                }
                continue
            }
            if let key = Self.key(byte) { keys.append(key) }
            index += 1
        }
        pending.removeFirst(index)
        return keys
    }

    /// Ends an incomplete escape sequence when a read times out: a lone Escape press is reported, a
    /// sequence cut off (`ESC [` or `ESC O` and what followed, perhaps delayed on a slow link) dropped.
    public mutating func flush() -> [TerminalKey] {
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The bytes that follow Escape to start a key's sequence: `[` (a control sequence) and `O` (an arrow).
    private static let introducers: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "O")]

    /// The most bytes a key's control sequence takes here; a longer one is not waited for.
    private static let longestSequence = 32

    /// The index of the byte that ends the control sequence whose parameters start at `start` (after
    /// ESC [): its final byte (0x40–0x7E), or one that cuts it short; `nil` while it is still arriving.
    private static func controlSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if bytes[index] == UInt8(ascii: "[") { index += 1 }  // the Linux console's function keys: ESC [ [ A…E
        while index < bytes.count {
            guard (0x20...0x3F).contains(bytes[index]) else { return index }
            index += 1
        }
        return nil
    }

    private static func arrow(_ final: UInt8) -> Direction? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    private static func key(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case 0x03, 0x04: .interrupt
        case 0x1A: .suspend
        case 0x09: .tab
        case 0x0D, 0x0A: .enter
        case 0x08, 0x7F: .backspace
        case 0x20...0x7E: .character(byte)
        default: nil
        }
    }
}
