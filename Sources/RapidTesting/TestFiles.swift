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
    /// Creates `path` only when nothing is there (an exclusive create): the lock two tests
    /// recording one file take; false when another holds it.
    var createExclusively: @Sendable (String) -> Bool = { path in
        // The folder first: a recording's `Recordings/` may not exist yet.
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for attempt in 0..<2 {
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
            if fd >= 0 {
                close(fd)
                return true
            }
            // A lock left by a test that was stopped while it recorded (Xcode's stop button,
            // a crash) would refuse every later run: one older than a recording can take is
            // taken over, once.
            guard attempt == 0, errno == EEXIST,
                let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                Date().timeIntervalSince(modified) > TestFiles.staleLockAge
            else { return false }
            try? FileManager.default.removeItem(atPath: path)
        }
        return false
    }

    /// How old a lock may be before it counts as left behind: a recording reads and writes
    /// a few files, in milliseconds; a minute is far beyond any real one.
    static let staleLockAge: TimeInterval = 60
    /// Removes a file; nothing when it is not there.
    var remove: @Sendable (String) -> Void = { try? FileManager.default.removeItem(atPath: $0) }

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
    /// The project search (``RapidVerify/ProjectSearch``) through these files.
    var search: ProjectSearch {
        ProjectSearch(read: read, list: list, isDirectory: isDirectory, resolve: resolve)
    }
}
