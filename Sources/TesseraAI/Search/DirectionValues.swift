import TesseraRules

/// A value for each direction, `nil` for a direction that changes nothing.
public struct DirectionValues: Equatable, Sendable {
    /// The value of moving left.
    public var left: Float?
    /// The value of moving right.
    public var right: Float?
    /// The value of moving up.
    public var up: Float?
    /// The value of moving down.
    public var down: Float?

    /// The order the search tries the directions in and breaks ties by: up, down, left, right.
    ///
    /// A chance node's value depends on the probability of the line it is first
    /// reached on (a later line finds it in the table), so the order is part of what
    /// the search computes; this one is nneonneo's engine's.
    public static let searchOrder: [Direction] = [.up, .down, .left, .right]

    /// Values for the directions given, `nil` for the others.
    public init(left: Float? = nil, right: Float? = nil, up: Float? = nil, down: Float? = nil) {
        self.left = left
        self.right = right
        self.up = up
        self.down = down
    }

    /// The value of `direction`, or `nil` when it changes nothing.
    public subscript(direction: Direction) -> Float? {
        get {
            switch direction {
            case .left: left
            case .right: right
            case .up: up
            case .down: down
            }
        }
        set {
            switch direction {
            case .left: left = newValue
            case .right: right = newValue
            case .up: up = newValue
            case .down: down = newValue
            }
        }
    }

    /// The direction with the largest value (the first in ``searchOrder`` on a tie), or `nil` when none has one.
    public var best: Direction? {
        var best: Direction? = nil
        var bestValue: Float = 0
        for direction in Self.searchOrder {
            guard let value = self[direction] else { continue }
            if best == nil || value > bestValue {
                best = direction
                bestValue = value
            }
        }
        return best
    }
}
