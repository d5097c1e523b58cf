import Foundation
import RapidProject

/// The file system as RapidTesting's assertions use it: the one place they read and write,
/// passed in as a value so a test can give a fake one and see every path a failure reads
/// or writes. ``live`` is the process's file system.
struct TestFiles: Sendable {
    /// A file's bytes, or nil when it does not exist or cannot be read.
    var read: @Sendable (String) -> [UInt8]?
    /// Whether anything exists at a path.
    var exists: @Sendable (String) -> Bool
    /// Whether a directory exists at a path.
    var isDirectory: @Sendable (String) -> Bool
    /// Writes a file atomically (readers see the old or the new bytes), creating its folder.
    var write: @Sendable ([UInt8], String) throws -> Void
    /// The working directory, against which a relative `RAPIDMAP_MANIFEST` is resolved.
    var currentDirectory: @Sendable () -> String
    /// The names of a folder's entries, nil when it cannot be listed.
    var list: @Sendable (String) -> [String]? = { try? FileManager.default.contentsOfDirectory(atPath: $0) }
    /// The path with every symbolic link resolved (`/private` included on Apple
    /// platforms); for a path that does not exist yet, its nearest existing ancestor is
    /// resolved and the rest appended, so a new file's real place is known before it is made.
    var resolve: @Sendable (String) -> String = TestFiles.resolvedPath
    /// Creates `path` only when nothing is there (an exclusive create): the lock two writers
    /// of one file take (`ProjectWriter.createLockFile`, a stale lock taken over); false when
    /// another holds it; throws when it cannot be created here (a read-only checkout).
    var createExclusively: @Sendable (String) throws -> Bool = { try ProjectWriter.createLockFile($0) }
    /// Removes a file; nothing when it is not there.
    var remove: @Sendable (String) -> Void = { try? FileManager.default.removeItem(atPath: $0) }
    /// Waits this many seconds before asking for a taken lock again (the thread sleeps).
    var pause: @Sendable (TimeInterval) -> Void = { ProjectWriter.sleep($0) }

    /// ``resolve``'s real implementation.
    static func resolvedPath(_ path: String) -> String {
        MapOutputPath.resolvingLinks(
            path, exists: { FileManager.default.fileExists(atPath: $0) },
            resolve: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
    }

    /// The process's file system, through `FileManager`.
    static let live = TestFiles(
        read: { path in FileManager.default.contents(atPath: path).map(Array.init) },
        exists: { FileManager.default.fileExists(atPath: $0) },
        isDirectory: { path in
            var flag: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
        },
        write: { bytes, path in
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        },
        currentDirectory: { FileManager.default.currentDirectoryPath })
}

extension TestFiles {
    /// The project search (RapidProject's `ProjectSearch`) through these files.
    var search: ProjectSearch {
        ProjectSearch(read: read, list: list, isDirectory: isDirectory, resolve: resolve)
    }

    /// The project's writer (RapidProject's `ProjectWriter`, which `rapidgen accept` uses
    /// too) through these files.
    var writer: ProjectWriter {
        ProjectWriter(
            read: read, write: write, createExclusively: createExclusively, remove: remove, search: search, pause: pause)
    }
}
