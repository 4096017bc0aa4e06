/// What the AI player did in a game: showed hints, or played moves itself (autoplay), which outranks hints.
///
/// A game keeps the most the AI did in it, and its best-score entry says so; the raw values are how the save
/// file and the best-score file spell it.
public enum Assistance: String, Sendable {
    case hints
    case autoplay

    /// The short mark a best-score list shows beside a game the AI helped with.
    public var mark: String {
        switch self {
        case .hints: "hints"
        case .autoplay: "AI"
        }
    }
}
