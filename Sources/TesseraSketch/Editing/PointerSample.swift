/// One reading of a pointer as the page reports it, in drawing units.
public struct PointerSample: Sendable {
    public var x: Double
    public var y: Double
    /// Pen pressure from 0 to 1; 0 when the device does not report it.
    public var pressure: Double
    /// Milliseconds on the page's clock.
    public var time: Double

    public init(x: Double, y: Double, pressure: Double = 0, time: Double = 0) {
        self.x = x
        self.y = y
        self.pressure = pressure
        self.time = time
    }

    /// `false` when a coordinate is not a finite number (such a sample is ignored).
    var isUsable: Bool { x.isFinite && y.isFinite }
}

/// How a stroke's width follows the hand.
public enum WidthMode: Int32, Sendable {
    /// The base width throughout.
    case constant = 0
    /// Living: wider as a pen presses harder, once the samples report a pressure (a device
    /// without one reports 0 or 0.5 throughout); until then thinner as the pointer moves faster.
    case living = 1
}
