import Foundation

/// The real captured trees in `../shared/realtrees/` beside the project, when present.
/// Tests that read them are skipped (visibly) when the folder does not exist.
enum RealTrees {
    /// The folder, found relative to this source file.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RapidVerifyTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/realtrees")

    /// True when the folder exists.
    static var available: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)
    }

    /// The URL of one file in the folder.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
