import Foundation

/// What a unit-test capture of a live view asks of the app around the walk: the host
/// application, the accessibility runtime's switch, a key window for a windowless view,
/// layout and a turn of the run loop. RapidTesting's UIKit adapter answers with UIKit; tests
/// use a fake. ``AccessibilityTree/init(capturingLiveView:host:)`` decides the order.
@MainActor
package protocol CaptureHost {
    /// The objects captured.
    associatedtype Object: CapturableAccessibilityObject

    /// False when the test bundle runs without a host application (a view then has no
    /// window scene to be shown in, and the accessibility runtime cannot start).
    var hasHostApplication: Bool { get }
    /// The idiom of the device the test runs on.
    var deviceIdiom: Idiom { get }
    /// Whether the accessibility runtime's automation switch is on; throws when the switch
    /// cannot be reached.
    func accessibilityAutomationIsOn() throws(CaptureError) -> Bool
    /// Sets the automation switch; throws when it cannot be reached.
    func setAccessibilityAutomation(_ on: Bool) throws(CaptureError)
    /// Whether `object` is in a window (its frames are on screen).
    func isInWindow(_ object: Object) -> Bool
    /// Puts `object` (its topmost superview) into the key window, and returns what puts it
    /// back; throws ``CaptureError/noKeyWindow`` when there is no window to host it in.
    func host(_ object: Object) throws(CaptureError) -> @MainActor () -> Void
    /// Lays `object` out (`layoutIfNeeded()`).
    func layOut(_ object: Object)
    /// Lets the main run loop turn once, so pending layout and accessibility updates land.
    func turnRunLoop()
}
