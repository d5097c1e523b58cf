import Foundation

/// Why a tree could not be captured from a running app, in plain words.
public struct CaptureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    /// The application is not running, so there is nothing to capture.
    public static let applicationNotRunning = CaptureError(
        reason: "the application is not running; call launch() before capturing")

    /// Was thrown for a test bundle without a host application; such a bundle (a Swift
    /// package's test target) is now captured in a window of the capture's own.
    @available(*, deprecated, message: "a bundle without a host application is captured in a window of the capture's own")
    public static let noHostApplication = CaptureError(
        reason: "the test bundle has no host application: a unit-test capture of a view needs the app running "
            + "(set the test target's Host Application in Xcode)")

    /// Was thrown when a windowless view had no key window to be shown in; it is now shown in
    /// a window of the capture's own.
    @available(*, deprecated, message: "a windowless view is shown in a window of the capture's own when the app has no key window")
    public static let noKeyWindow = CaptureError(
        reason: "the view has no window and the app has no key window to host it in: "
            + "a view outside a window has zero accessibility frames")

    /// The walk stopped at one of its limits (`limit` says which, `where` names the object),
    /// so the tree is not the whole screen.
    public static func incompleteTree(_ limit: String, at place: String) -> CaptureError {
        CaptureError(
            reason: "the capture stopped at \(limit) (\(place)), so the tree is not the whole screen: a view whose "
                + "accessibility elements go on without end (a container building new elements on every call, or a "
                + "custom container listing its own ancestors) or a screen far larger than any VoiceOver reads")
    }

    /// No accessibility element appeared within `seconds` of the runtime being on; `hostless`
    /// adds what is known to be missing without a host application.
    public static func noElements(within seconds: TimeInterval, hostless: Bool) -> CaptureError {
        var reason =
            "the view exposed no accessibility element within \(Int(seconds)) s of the accessibility runtime being on: "
            + "check that the view is loaded and has content"
        if hostless {
            reason +=
                "; the test bundle has no host application (a Swift package's test target), where SwiftUI may expose "
                + "no elements (a ScrollView's content, a navigation bar's): run the test in an app's test target"
        }
        return CaptureError(reason: reason)
    }

    /// The test bundle has no host application (a Swift package's test target) and the
    /// view's accessibility elements came back with no label and no traits: UIKit did not
    /// populate their accessibility properties, as AccessibilitySnapshot finds without a
    /// host application.
    public static let propertiesUnsetWithoutHostApplication = CaptureError(
        reason: "the test bundle has no host application, and every accessibility element of the view has no label "
            + "and no traits: UIKit populates accessibility properties only in a host application; set the test "
            + "target's Host Application in Xcode (or capture from an app's test target)")

    /// The accessibility runtime could not be turned on, for `cause`.
    public static func accessibilityRuntime(_ cause: String) -> CaptureError {
        CaptureError(
            reason: "the accessibility runtime could not be turned on (\(cause)): without it UIKit leaves "
                + "accessibility properties unset and SwiftUI exposes no elements")
    }

    /// The reason.
    public var description: String { reason }
}
