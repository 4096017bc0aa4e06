import TesseraRules

/// A drawing being edited: its strokes, and a history of commands to undo and redo.
///
/// The commands are the original app's: a dot or a stroke adds one stroke, an erase removes the
/// strokes an eraser touched, a clear removes them all; each is one step of the history. Undo
/// takes back the last step whole, redo puts it back, and a new command after an undo drops what
/// could have been redone. Every stroke keeps an id for the whole edit (an erased or cleared
/// stroke brought back by undo keeps its id), so a view can cache what it drew for each.
public struct Sketch: Sendable {
    /// A step of the history, holding what undo needs to take it back.
    private enum Step: Sendable {
        case add(id: Int)
        case erase([SketchChange.Insertion])
        case clear(order: [Int])
    }

    public private(set) var name: String
    public let width: Int
    public let height: Int
    public let background: SketchColor
    /// The ids of the visible strokes in drawing order.
    public private(set) var order: [Int]
    /// The number of points of the visible strokes.
    public private(set) var pointCount: Int
    /// The bytes the visible strokes take in the wire form, the comma before each included.
    private var strokeBytes: Int
    /// The bytes the wire form takes besides its strokes and name: version, size, background and brackets.
    private let frameBytes: Int
    /// Every stroke of this edit by id, visible or not.
    private var strokes: [Stroke]
    private var boxes: [StrokeBox]
    /// The bytes each stroke takes in the wire form (the comma before it included), by id.
    private var wireSizes: [Int]
    private var done: [Step] = []
    private var undone: [Step] = []

    /// Starts editing `drawing`, with nothing to undo; its strokes get the ids 0, 1, 2…
    public init(_ drawing: Drawing) {
        name = drawing.name
        width = drawing.width
        height = drawing.height
        background = drawing.background
        strokes = drawing.strokes
        boxes = []
        boxes.reserveCapacity(drawing.strokes.count)
        wireSizes = []
        wireSizes.reserveCapacity(drawing.strokes.count)
        for stroke in drawing.strokes {
            boxes.append(StrokeBox(stroke))
            wireSizes.append(stroke.wireByteCount)
        }
        order = Array(drawing.strokes.indices)
        pointCount = drawing.pointCount
        strokeBytes = wireSizes.reduce(0, +)
        frameBytes = drawing.wireFrameByteCount
    }

    /// The bytes of the drawing's wire form, what a save sends.
    public var wireByteCount: Int {
        frameBytes + Drawing.wireByteCount(ofName: name) + strokeBytes - (order.isEmpty ? 0 : 1)
    }

    /// How full the drawing is, 0–100: 100 when it takes no more strokes, else the share, in whole percent
    /// rounded down, of the limit it is nearest (strokes, points, or the bytes a save sends, the room kept for
    /// the longest name counted as taken).
    public var percentFull: Int {
        guard hasRoomForStroke else { return 100 }
        let bytes = (Drawing.largestWireByteCount - byteRoom) * 100 / Drawing.largestWireByteCount
        return min(
            max(order.count * 100 / Drawing.largestStrokeCount, pointCount * 100 / Drawing.largestPointCount, bytes),
            99)
    }

    /// Whether a stroke may begin: see ``beginStroke(at:color:width:mode:)``.
    private var hasRoomForStroke: Bool {
        refusal(forPoints: 1, bytes: Self.leastStrokeBytes) == nil
    }

    /// The visible strokes as a drawing.
    public var drawing: Drawing {
        var visible: [Stroke] = []
        visible.reserveCapacity(order.count)
        for id in order { visible.append(strokes[id]) }
        return Drawing(
            unchecked: name, width: width, height: height, background: background, strokes: visible,
            pointCount: pointCount)
    }

    /// The id the next stroke drawn will get (the live stroke's, while it is drawn).
    public var nextID: Int { strokes.count }

    public var canUndo: Bool { !done.isEmpty }
    public var canRedo: Bool { !undone.isEmpty }

    /// The stroke with this id (visible or not); `id` must be one this sketch gave.
    public func stroke(_ id: Int) -> Stroke { strokes[id] }

    /// Draws a stroke or a dot as one step; throws ``RulesError`` (`.drawing`) when the drawing
    /// would go over its limits of strokes, points or bytes, or a point lies outside its bounds.
    public mutating func add(_ stroke: Stroke) throws(RulesError) -> SketchChange {
        let size = stroke.wireByteCount
        try checkRoom(forPoints: stroke.points.count, bytes: size)
        try DrawingBounds(width: width, height: height).check(stroke.points, at: "points")
        let id = strokes.count
        strokes.append(stroke)
        boxes.append(StrokeBox(stroke))
        wireSizes.append(size)
        var change = record(.add(id: id))
        change.added = [id]
        return change
    }

    /// Removes the visible strokes among `ids` as one step; nothing (no step) when none is visible.
    public mutating func erase(_ ids: [Int]) -> SketchChange {
        let chosen = flags(ids)
        var removed: [SketchChange.Insertion] = []
        for (index, id) in order.enumerated() where chosen[id] {
            removed.append(SketchChange.Insertion(index: index, id: id))
        }
        guard !removed.isEmpty else { return SketchChange() }
        return record(.erase(removed))
    }

    /// Removes every stroke as one step; nothing (no step) when the drawing is blank.
    public mutating func clear() -> SketchChange {
        guard !order.isEmpty else { return SketchChange() }
        return record(.clear(order: order))
    }

    /// Takes back the last step; nothing when there is none.
    public mutating func undo() -> SketchChange {
        guard let step = done.popLast() else { return SketchChange() }
        undone.append(step)
        return revert(step)
    }

    /// Puts back the last step undone; nothing when there is none.
    public mutating func redo() -> SketchChange {
        guard let step = undone.popLast() else { return SketchChange() }
        done.append(step)
        return apply(step)
    }

    /// Renames the drawing (not a step of the history); throws ``RulesError`` saying which rule for a name
    /// given now the name breaks (unlabelled: the name is all a rename is about).
    public mutating func rename(_ name: String) throws(RulesError) {
        self.name = try DrawingName.checkedGiven(name)
    }

    /// Starts a stroke at `sample` (see ``LiveStroke``), kept to the points the drawing has room for; throws
    /// ``RulesError`` (`.drawing`) when the drawing has no room for another stroke, before anything is drawn.
    ///
    /// The room in bytes is counted as if every point took the most a point can (``Stroke/largestPointWireBytes``),
    /// so whatever the stroke becomes, the drawing stays within what a save sends.
    public func beginStroke(
        at sample: PointerSample, color: SketchColor, width: Double, mode: WidthMode
    ) throws(RulesError) -> LiveStroke {
        try checkRoom(forPoints: 1, bytes: Self.leastStrokeBytes)
        let pointsForBytes = (byteRoom - Stroke.largestFrameWireBytes) / Stroke.largestPointWireBytes
        return try LiveStroke(
            at: sample, color: color, width: width, mode: mode, drawingWidth: self.width, drawingHeight: height,
            mostPoints: min(Drawing.largestPointCount - pointCount, pointsForBytes))
    }

    /// The bytes a stroke begun must have room for: one point at the most a point takes.
    private static let leastStrokeBytes = Stroke.largestFrameWireBytes + Stroke.largestPointWireBytes

    /// The bytes more strokes may take in the wire form: what a save sends, less what the drawing takes with
    /// its name at the longest a name may be (so that a rename always fits).
    private var byteRoom: Int {
        Drawing.largestWireByteCount - frameBytes - Drawing.largestNameWireBytes - strokeBytes
    }

    /// Throws ``RulesError`` (`.drawing`) when a stroke of `points` points taking `bytes` bytes of the wire form
    /// would take the drawing over its limits of strokes, points or bytes.
    private func checkRoom(forPoints points: Int, bytes: Int) throws(RulesError) {
        if let message = refusal(forPoints: points, bytes: bytes) { throw RulesError(.drawing, message) }
    }

    /// Why a stroke of `points` points taking `bytes` bytes of the wire form would take the drawing over its limits
    /// of strokes, points or bytes; `nil` when it fits.
    private func refusal(forPoints points: Int, bytes: Int) -> String? {
        if order.count >= Drawing.largestStrokeCount {
            return "the drawing holds the most strokes it can (20000); erase some first"
        }
        if pointCount + points > Drawing.largestPointCount {
            return "the drawing holds the most points it can (200000); erase some first"
        }
        if bytes > byteRoom { return "the drawing is as large as a save may be (2 MiB); erase some first" }
        return nil
    }

    /// The visible strokes the segment `a`–`b` comes within `radius` of, among those not in `skipping`.
    func strokes(
        touching a: SegmentDistance.Point, _ b: SegmentDistance.Point, radius: Double, skipping: [Int]
    ) -> [Int] {
        let skipped = flags(skipping)
        var touched: [Int] = []
        for id in order where !skipped[id] && boxes[id].mayTouch(a, b, radius: radius) {
            if Self.touches(strokes[id], a, b, radius: radius) { touched.append(id) }
        }
        return touched
    }

    /// `true` when the segment `a`–`b` comes within `radius` of the stroke's ink: its ``CentreLine``, as
    /// painted, at the width drawn there.
    private static func touches(
        _ stroke: Stroke, _ a: SegmentDistance.Point, _ b: SegmentDistance.Point, radius: Double
    ) -> Bool {
        let points = stroke.points
        func reach(_ index: Int) -> Double {
            radius + Hundredths.units(stroke.drawnWidths?[index] ?? stroke.width) / 2
        }
        func point(_ index: Int) -> CentreLine.Point { (points[index].unitX, points[index].unitY) }
        guard points.count > 1 else {
            let limit = reach(0)
            return SegmentDistance.squared(point(0), a, b) <= limit * limit
        }
        var touched = false
        var from = point(0)
        CentreLine.walk(
            count: points.count, point: point,
            visit: { piece in
                switch piece {
                case .line(let end):
                    let limit = max(reach(0), reach(1))
                    touched = SegmentDistance.squared(from, end, a, b) <= limit * limit
                    from = end
                case .quad(let control, let end, let index):
                    let limit = max(reach(index - 1), reach(index), reach(index + 1))
                    CentreLine.flatten(from, control, end) { start, stop in
                        touched = SegmentDistance.squared(start, stop, a, b) <= limit * limit
                        return !touched
                    }
                    from = end
                }
                return !touched
            })
        return touched
    }

    /// A flag for every id of this sketch, set for those among `ids` (others are ignored).
    private func flags(_ ids: [Int]) -> [Bool] {
        var flags = [Bool](repeating: false, count: strokes.count)
        for id in ids where id >= 0 && id < strokes.count { flags[id] = true }
        return flags
    }

    /// Does a new step and records it, dropping the steps that could have been redone.
    private mutating func record(_ step: Step) -> SketchChange {
        done.append(step)
        undone.removeAll()
        return apply(step)
    }

    private mutating func apply(_ step: Step) -> SketchChange {
        var change = SketchChange()
        switch step {
        case .add(let id):
            change.inserted = [SketchChange.Insertion(index: order.count, id: id)]
            order.append(id)
            count(id, as: 1)
        case .erase(let removed):
            for insertion in removed.reversed() {
                order.remove(at: insertion.index)
                count(insertion.id, as: -1)
                change.removed.append(insertion.id)
            }
            change.removed.reverse()
        case .clear(let previous):
            change.removed = previous
            order = []
            pointCount = 0
            strokeBytes = 0
        }
        return change
    }

    private mutating func revert(_ step: Step) -> SketchChange {
        var change = SketchChange()
        switch step {
        case .add(let id):
            order.removeLast()
            count(id, as: -1)
            change.removed = [id]
        case .erase(let removed):
            for insertion in removed {
                order.insert(insertion.id, at: insertion.index)
                count(insertion.id, as: 1)
            }
            change.inserted = removed
        case .clear(let previous):
            order = previous
            for (index, id) in previous.enumerated() {
                change.inserted.append(SketchChange.Insertion(index: index, id: id))
                count(id, as: 1)
            }
        }
        return change
    }

    /// Counts the stroke `id`'s points and bytes in the visible totals (`sign` 1) or out of them (−1).
    private mutating func count(_ id: Int, as sign: Int) {
        pointCount += sign * strokes[id].points.count
        strokeBytes += sign * wireSizes[id]
    }
}
