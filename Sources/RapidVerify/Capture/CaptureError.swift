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

    /// The reason.
    public var description: String { reason }
}
