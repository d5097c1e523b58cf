import Foundation

/// The real captured trees in `../shared/realtrees/` beside the project, when present.
/// Tests that read them are skipped (visibly) when the folder does not exist.
package enum RealTrees {
    /// The folder, found relative to this source file: `shared/realtrees` beside the project,
    /// or beside the folder that holds it (a git worktree kept in a folder of worktrees).
    package static let directory: URL = {
        let beside = PackagePaths.root.deletingLastPathComponent()
        let candidates = [beside, beside.deletingLastPathComponent()].map { $0.appendingPathComponent("shared/realtrees") }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("SOURCES.md").path) }
            ?? candidates[0]
    }()

    /// True when the folder exists.
    package static var available: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)
    }

    /// The URL of one file in the folder.
    package static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
