import Foundation

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
