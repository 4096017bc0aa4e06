/// What an edit of a ``Sketch`` changed in its visible order of strokes, for the page to redraw
/// only that: apply ``removed`` first, then ``inserted`` in order.
public struct SketchChange: Equatable, Sendable {
    /// A stroke put back into the visible order: `id` at `index`.
    public struct Insertion: Equatable, Sendable {
        public let index: Int
        public let id: Int
    }

    /// The ids taken out of the visible order.
    public internal(set) var removed: [Int] = []
    /// The strokes put into the visible order, indices ascending.
    public internal(set) var inserted: [Insertion] = []
    /// The ids of strokes new to the sketch (drawn, never seen before); each is also in ``inserted``.
    public internal(set) var added: [Int] = []

    /// `true` when nothing changed (an undo with nothing to undo, an eraser that touched nothing).
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }
}
