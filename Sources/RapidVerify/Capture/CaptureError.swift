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

    /// The test bundle runs without a host application, so a view cannot be shown in a window
    /// and the accessibility runtime cannot start.
    public static let noHostApplication = CaptureError(
        reason: "the test bundle has no host application: a unit-test capture of a view needs the app running "
            + "(set the test target's Host Application in Xcode)")

    /// The view has no window and the app has no key window to host it in.
    public static let noKeyWindow = CaptureError(
        reason: "the view has no window and the app has no key window to host it in: "
            + "a view outside a window has zero accessibility frames")

    /// The accessibility runtime could not be turned on, for `cause`.
    public static func accessibilityRuntime(_ cause: String) -> CaptureError {
        CaptureError(
            reason: "the accessibility runtime could not be turned on (\(cause)): without it UIKit leaves "
                + "accessibility properties unset and SwiftUI exposes no elements")
    }

    /// The reason.
    public var description: String { reason }
}
