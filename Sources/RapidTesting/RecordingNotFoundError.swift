import Foundation

/// Thrown when a recording named in a test is not in any of the folders looked in.
public struct RecordingNotFoundError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name the test gave.
    public var name: String
    /// Every path that was tried, in order.
    public var triedPaths: [String]

    /// Creates an error.
    public init(name: String, triedPaths: [String]) {
        self.name = name
        self.triedPaths = triedPaths
    }

    /// `recording "Login.json" not found; looked for: …` with one path per line.
    public var description: String {
        "recording \"\(name)\" not found; looked for:\n" + triedPaths.map { "  " + $0 }.joined(separator: "\n")
    }
}
