import Foundation

extension AccessibilityTree {
    /// The folder, next to a test file, where recordings are kept and looked for.
    public static let recordingFolder = "Recordings"

    /// Reads a recording kept next to the test file that calls this, the way
    /// swift-snapshot-testing keeps its references: `name` is looked for in
    /// `Recordings/` in the test file's folder. `name` may
    /// contain subfolders (`"Login/dark.json"`); an absolute path is used as is.
    /// The format is detected from the content.
    ///
    /// ```swift
    /// let tree = try AccessibilityTree(recording: "Login.json")
    /// ```
    /// Throws ``RecordingNotFoundError`` naming every path tried, or the reader's
    /// ``RecordingError`` when the file is not a valid recording.
    public init(recording name: String, filePath: String = #filePath) throws {
        let candidates = Self.recordingCandidates(name: name, filePath: filePath)
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw RecordingNotFoundError(name: name, triedPaths: candidates.map(\.path))
        }
        try self.init(contentsOf: found)
    }

    /// The paths ``init(recording:filePath:)`` tries, in order.
    static func recordingCandidates(name: String, filePath: String) -> [URL] {
        if name.hasPrefix("/") { return [URL(fileURLWithPath: name)] }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        return [folder.appendingPathComponent(recordingFolder).appendingPathComponent(name)]
    }
}
