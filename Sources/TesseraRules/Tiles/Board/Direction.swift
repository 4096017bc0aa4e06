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

extension Direction {
    /// The direction's name: `left`, `right`, `up` or `down`.
    public var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        }
    }

    /// The direction named `left`, `right`, `up` or `down`, or by its letter, in any case; `nil` for anything else.
    public init?(name: some Collection<UInt8>) {
        if name.count == 1, let letter = name.first,
            let direction = Direction.allCases.first(where: { ASCII.lowercased($0.letter) == ASCII.lowercased(letter) })
        {
            self = direction
        } else if ASCII.equalsIgnoringCase(name, "left") {
            self = .left
        } else if ASCII.equalsIgnoringCase(name, "right") {
            self = .right
        } else if ASCII.equalsIgnoringCase(name, "up") {
            self = .up
        } else if ASCII.equalsIgnoringCase(name, "down") {
            self = .down
        } else {
            return nil
        }
    }
}
