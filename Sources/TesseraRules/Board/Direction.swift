/// One of the four directions a move slides the tiles toward.
public enum Direction: CaseIterable, Equatable, Sendable {
    case left, right, up, down

    /// The direction's letter in move strings: `L`, `R`, `U` or `D`.
    public var letter: UInt8 {
        switch self {
        case .left: UInt8(ascii: "L")
        case .right: UInt8(ascii: "R")
        case .up: UInt8(ascii: "U")
        case .down: UInt8(ascii: "D")
        }
    }

    /// The direction for a move letter (`L R U D`, upper case only); `nil` for any other byte.
    public init?(letter: UInt8) {
        switch letter {
        case UInt8(ascii: "L"): self = .left
        case UInt8(ascii: "R"): self = .right
        case UInt8(ascii: "U"): self = .up
        case UInt8(ascii: "D"): self = .down
        default: return nil
        }
    }
}
