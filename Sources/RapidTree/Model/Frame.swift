import RapidMap
/// A rectangle in screen points: the top-left corner and the size, as recorded.
public struct Frame: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame from its corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The frame at the origin with no size.
    public static let zero = Frame(x: 0, y: 0, width: 0, height: 0)

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// True when both the width and the height are 0.
    @inlinable public var isZeroSize: Bool { width == 0 && height == 0 }

    /// Whether this is an Apple TV's screen: tvOS lays every app out at 1920×1080 points, on
    /// an HD and a 4K television alike. The readers of automation recordings, which do not
    /// name the device, take a recording whose root (or first window) has this frame for a
    /// tvOS one.
    package var isTelevisionScreen: Bool { width == 1920 && height == 1080 }

    /// `{{x, y}, {w, h}}`, the notation of XCUITest's debugDescription.
    public var description: String {
        "{{\(Self.format(x)), \(Self.format(y))}, {\(Self.format(width)), \(Self.format(height))}}"
    }

    /// A number as short as it can be written: `20`, `20.5`, `-0.25`, `inf`, `nan`.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
