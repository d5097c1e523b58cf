import Foundation
import RapidMap

/// A point in screen points, as a capture records it: an element's activation point
/// (``AccessibilityNode/activationPoint``), where VoiceOver sends the tap when the element is
/// activated.
public struct ScreenPoint: Sendable, Hashable, CustomStringConvertible {
    /// The distance from the screen's left edge.
    public var x: Double
    /// The distance from the screen's top edge.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point of a `CGPoint`, as given.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    /// Whether the point lies in `frame` (its edges included): a point on the edge is still
    /// where a tap reaches the element.
    public func isInside(_ frame: Frame) -> Bool {
        let left = min(frame.x, frame.maxX)
        let top = min(frame.y, frame.maxY)
        return x >= left && x <= max(frame.x, frame.maxX) && y >= top && y <= max(frame.y, frame.maxY)
    }

    /// `{x, y}`, the notation of UIKit's `NSStringFromCGPoint`.
    public var description: String { "{\(Frame.format(x)), \(Frame.format(y))}" }
}
