import RapidMap
/// A screen's size in points.
public struct ScreenSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Landscape when wider than tall, else portrait.
    public var orientation: Orientation { width > height ? .landscape : .portrait }

    /// `390×844`.
    public var description: String { "\(Frame.format(width))×\(Frame.format(height))" }
}
