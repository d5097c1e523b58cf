import Foundation

/// The real captured trees in `../shared/realtrees/` beside the project, when present.
/// Tests that read them are skipped (visibly) when the folder does not exist.
package enum RealTrees {
    /// The folder, found relative to this source file.
    package static let directory: URL = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/realtrees")

    /// True when the folder exists.
    package static var available: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)
    }

    /// The URL of one file in the folder.
    package static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
