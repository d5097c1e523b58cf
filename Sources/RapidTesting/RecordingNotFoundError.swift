import Foundation

/// Thrown when a recording named in a test is not in any of the folders looked in.
public struct RecordingNotFoundError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the test gave.
    public var name: String
    /// Every path that was tried, in order.
    public var triedPaths: [String]
    /// Why the paths could not hold it on this machine, when that is known: the test
    /// file's folder does not exist here (a device run, a sandboxed host, a runner without
    /// the sources).
    public var reason: String?

    /// Creates an error.
    package init(name: String, triedPaths: [String], reason: String? = nil) {
        self.name = name
        self.triedPaths = triedPaths
        self.reason = reason
    }

    /// `recording "Login.json" not found; looked for: …` with one path per line, then the
    /// reason when there is one.
    public var description: String {
        "recording \"\(name)\" not found; looked for:\n" + triedPaths.map { "  " + $0 }.joined(separator: "\n")
            + (reason.map { "\n" + $0 } ?? "")
    }
}
