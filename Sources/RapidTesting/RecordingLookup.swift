import Foundation

extension AccessibilityTree {
    /// The folder, next to a test file, where recordings are kept and looked for.
    package static let recordingFolder = "Recordings"

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
            throw RecordingNotFoundError(
                name: name, triedPaths: candidates.map(\.path),
                reason: name.hasPrefix("/") ? nil : TreeRecorder.missingTestFolder(filePath))
        }
        try self.init(contentsOf: found)
    }

    /// Reads a recording bundled with the tests, for runs where the test sources are not on
    /// the machine that runs them (a device, a sandboxed host): `name` (`"Login.json"`,
    /// `"Dark/Login.json"`) is looked for in the bundle's `Recordings` folder (a
    /// `.copy("Recordings")` resource), then at its top level (a `.process` resource, or
    /// files added to an Xcode target's Copy Bundle Resources).
    ///
    /// In an Xcode test bundle, the bundle is the one holding a class of it:
    /// ```swift
    /// let tree = try AccessibilityTree(recording: "Login.json", bundle: Bundle(for: LoginTests.self))
    /// ```
    /// `Bundle.module` exists only in a Swift package's test target that declares resources
    /// (`resources: [.copy("Recordings")]`), where SwiftPM generates it:
    /// ```swift
    /// let tree = try AccessibilityTree(recording: "Login.json", bundle: .module)
    /// ```
    /// Throws ``RecordingNotFoundError`` naming the bundle paths tried, or the reader's
    /// ``RecordingError``.
    public init(recording name: String, bundle: Bundle) throws {
        let candidates = Self.bundledCandidates(name: name, bundle: bundle)
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw RecordingNotFoundError(name: name, triedPaths: candidates.map(\.path))
        }
        try self.init(contentsOf: found)
    }

    /// The paths ``init(recording:bundle:)`` tries, in order.
    static func bundledCandidates(name: String, bundle: Bundle) -> [URL] {
        let resources = bundle.resourceURL ?? bundle.bundleURL
        return [
            resources.appendingPathComponent(recordingFolder).appendingPathComponent(name),
            resources.appendingPathComponent(name),
        ]
    }

    /// The paths ``init(recording:filePath:)`` tries, in order.
    static func recordingCandidates(name: String, filePath: String) -> [URL] {
        if name.hasPrefix("/") { return [URL(fileURLWithPath: name)] }
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        return [folder.appendingPathComponent(recordingFolder).appendingPathComponent(name)]
    }
}
