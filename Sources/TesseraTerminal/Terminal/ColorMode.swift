/// How many colours the terminal shows, chosen from the environment.
public enum ColorMode: Equatable, Sendable {
    /// No colour (`NO_COLOR` is set, or `TERM=dumb`): the board is drawn in `+--+` and `|` lines.
    case none
    /// The xterm 256-colour palette.
    case xterm256
    /// 24-bit colour (`COLORTERM` is `truecolor` or `24bit`).
    case trueColor

    /// The mode an environment asks for.
    public init(environment: [String: String]) {
        if environment["NO_COLOR"].map({ !$0.isEmpty }) == true || environment["TERM"] == "dumb" {
            self = .none
        } else if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else {
            self = .xterm256
        }
    }

    /// The escape sequence that sets `background` and `foreground`; empty without colour.
    func style(background: RGB, foreground: RGB, bold: Bool = false) -> String {
        let weight = bold ? "1;" : ""
        switch self {
        case .none:
            return ""
        case .xterm256:
            return "\u{1B}[0;\(weight)48;5;\(background.xterm256);38;5;\(foreground.xterm256)m"
        case .trueColor:
            return "\u{1B}[0;\(weight)48;2;\(background.red);\(background.green);\(background.blue);"
                + "38;2;\(foreground.red);\(foreground.green);\(foreground.blue)m"
        }
    }

    /// The sequence that ends a styled run; empty without colour.
    var reset: String { self == .none ? "" : "\u{1B}[0m" }

    /// Bold text, or plain text without colour.
    func bold(_ text: String) -> String {
        self == .none ? text : "\u{1B}[1m\(text)\u{1B}[0m"
    }

    /// Dim text, or plain text without colour.
    func dim(_ text: String) -> String {
        self == .none ? text : "\u{1B}[2m\(text)\u{1B}[0m"
    }
}
