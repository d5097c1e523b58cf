import Foundation

/// What a unit-test capture of a live view asks of the app around the walk: the accessibility
/// runtime's switch, a window for a windowless view, layout, the run loop and a clock.
/// RapidTesting's UIKit adapter answers with UIKit; tests use a fake.
/// `AccessibilityTree.init(capturingLiveView:host:)` decides the order.
@MainActor
package protocol CaptureHost {
    /// The objects captured.
    associatedtype Object: CapturableAccessibilityObject

    /// False when the test bundle runs without a host application (a Swift package's test
    /// target): `UIApplication.shared` is then not set up, the app has no window scene, and
    /// a windowless view is shown in a window of the capture's own.
    var hasHostApplication: Bool { get }
    /// The idiom of the device the test runs on.
    var deviceIdiom: Idiom { get }
    /// Whether the accessibility runtime's automation switch is on; throws when the switch
    /// cannot be reached.
    func accessibilityAutomationIsOn() throws(CaptureError) -> Bool
    /// Sets the automation switch; throws when it cannot be reached.
    func setAccessibilityAutomation(_ on: Bool) throws(CaptureError)
    /// Whether this process has already turned the runtime on (or found it on): set once by
    /// the first capture, so later captures leave the device-wide switch alone.
    var accessibilityAutomationSettled: Bool { get nonmutating set }
    /// Turns the automation switch back off when the process exits (the switch was off
    /// before the first capture turned it on).
    func switchAccessibilityAutomationOffAtExit()
    /// Whether `object` is in a window (its frames are on screen).
    func isInWindow(_ object: Object) -> Bool
    /// Puts `object` (its topmost superview) into the app's key window, or into a window of
    /// the capture's own when the app has none (a test bundle without a host application),
    /// and returns what puts it back.
    func host(_ object: Object) throws(CaptureError) -> @MainActor () -> Void
    /// Lays `object` out (`layoutIfNeeded()`).
    func layOut(_ object: Object)
    /// Lets the main run loop run for at most `seconds` (it returns sooner when something was
    /// handled), so pending layout and accessibility updates land.
    func turnRunLoop(upTo seconds: TimeInterval)
    /// Suspends the capturing task for at most `seconds` (none: a yield), so the main actor
    /// runs what is queued on it (tasks, SwiftUI's `.task {}` work) and the run loop turns.
    /// A `@MainActor` Swift Testing test that turns the run loop instead runs neither
    /// (swiftlang/swift-testing#748): the `async` capture waits this way.
    func suspend(upTo seconds: TimeInterval) async
    /// Seconds on a clock that only goes forward (the system's uptime).
    var now: TimeInterval { get }
}
