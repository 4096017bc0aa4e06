import TesseraRules

/// What a key press asks the terminal game to do.
public enum Key: Equatable, Sendable {
    /// Slide the tiles (arrow keys, WASD, h/j/k/l).
    case move(Direction)
    /// Start a new game (`n` or `r`).
    case newGame
    /// Save and leave (`q`, Ctrl-C, Ctrl-D).
    case quit
    /// Dismiss a message: keep going after a win (`c`, Enter, space).
    case confirm
}

/// Turns the bytes a raw-mode terminal sends into keys, across reads that split escape sequences.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys completed by `bytes`; bytes that mean nothing are dropped.
    ///
    /// An escape sequence cut off at the end of `bytes` is kept for the next
    /// call; call ``flush()`` when a read times out to drop a lone Escape.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard index + 2 < pending.count else { break }
                let introducer = pending[index + 1]
                if introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") {
                    if let direction = Self.arrow(pending[index + 2]) { keys.append(.move(direction)) }
                    index += 3
                } else {
                    index += 1
                }
                continue
            }
            if let key = Self.key(byte) { keys.append(key) }
            index += 1
        }
        pending.removeFirst(index)
        return keys
    }

    /// Drops an incomplete escape sequence (a lone Escape press).
    public mutating func flush() {
        pending.removeAll()
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

    private static func key(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "k"): .move(.up)
        case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "j"): .move(.down)
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "h"): .move(.left)
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "l"): .move(.right)
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "r"), UInt8(ascii: "R"): .newGame
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04: .quit
        case UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: " "), 0x0D, 0x0A: .confirm
        default: nil
        }
    }
}
