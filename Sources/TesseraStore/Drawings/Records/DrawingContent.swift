/// What a drawing holds: its wire form, with the name and stroke count read from it for lists.
///
/// The store keeps the text as it is given; the server gives only what the drawing
/// model parsed and wrote back in its canonical form.
public struct DrawingContent: Equatable, Sendable {
    public var name: String
    public var strokeCount: Int
    /// The drawing's wire form: JSON text.
    public var wire: String

    /// The wire form's size: its bytes of UTF-8.
    public var bytes: Int { wire.utf8.count }

    public init(name: String, strokeCount: Int, wire: String) {
        self.name = name
        self.strokeCount = strokeCount
        self.wire = wire
    }
}
