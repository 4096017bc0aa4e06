import TesseraRules

/// What a key press asks the terminal game to do.
public enum Key: Equatable, Sendable {
    /// Slide the tiles (arrow keys, WASD in either case, h/j/k/l).
    case move(Direction)
    /// Start a new game (`n` or `r`, in either case).
    case newGame
    /// Save and leave (`q` or `Q`, Ctrl-C, Ctrl-D).
    case quit
    /// Dismiss a message: keep going after a win (`c` or `C`, Enter, space).
    case confirm
    /// Show the AI's move for the position (`?`).
    case hint
    /// Start or stop the AI playing by itself (`p` or `P`).
    case autoplay
    /// Stop the AI playing by itself (Esc); nothing while the player plays.
    case stopAutoplay
    /// Make autoplay faster (`+`, or `=` without Shift).
    case faster
    /// Make autoplay slower (`-`).
    case slower
}

extension Key {
    /// The tile games' meaning of a key; `nil` for keys they do not use.
    public init?(_ key: TerminalKey) {
        switch key {
        case .arrow(let direction): self = .move(direction)
        case .enter: self = .confirm
        case .interrupt: self = .quit
        case .escape: self = .stopAutoplay
        case .tab, .backspace, .suspend: return nil
        case .character(let byte):
            switch byte {
            case UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "k"): self = .move(.up)
            case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "j"): self = .move(.down)
            case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "h"): self = .move(.left)
            case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "l"): self = .move(.right)
            case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "r"), UInt8(ascii: "R"): self = .newGame
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): self = .quit
            case UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: " "): self = .confirm
            case UInt8(ascii: "?"): self = .hint
            case UInt8(ascii: "p"), UInt8(ascii: "P"): self = .autoplay
            case UInt8(ascii: "+"), UInt8(ascii: "="): self = .faster
            case UInt8(ascii: "-"): self = .slower
            default: return nil
            }
        }
    }
}
