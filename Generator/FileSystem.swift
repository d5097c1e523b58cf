import Foundation
import RapidVerify
import RapidProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations `rapidgen` uses, so tests can observe or break them.
protocol FileSystem {
    /// The bytes of a file.
    func contents(of path: String) throws(FileSystemError) -> [UInt8]
    /// The bytes of a file as `Data`, for the readers: one copy of the file in memory,
    /// not an array and a `Data` side by side (a recording can be hundreds of megabytes).
    func data(of path: String) throws(FileSystemError) -> Data
    /// The bytes of a recording, with a way for the reader to give back the part it has
    /// read (see ``RapidVerify/InputRelease``), or nil when the bytes must stay whole.
    func recordingData(of path: String) throws(FileSystemError) -> (data: Data, release: (any InputRelease)?)
    /// Whether anything exists at a path.
    func exists(_ path: String) -> Bool
    /// Whether a directory exists at a path.
    func isDirectory(_ path: String) -> Bool
    /// Creates a directory and its missing parents.
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Replaces a file's content atomically: readers see the old or the new content,
    /// never a part, also when the process dies midway.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// The names of the entries of a folder (none when it cannot be listed).
    func names(in directory: String) -> [String]
    /// The path with its symbolic links resolved; for a path that does not exist yet, its
    /// nearest existing folder is resolved and the rest appended.
    func resolvingLinks(_ path: String) -> String
    /// Creates a file only when nothing is there: the lock a writer of the project takes
    /// (`ProjectWriter.createLockFile`); false when another writer holds it; throws when it
    /// cannot be created here.
    func createExclusively(_ path: String) throws -> Bool
    /// Removes a file; nothing when it is not there.
    func remove(_ path: String)
}

extension FileSystem {
    func resolvingLinks(_ path: String) -> String {
        MapOutputPath.resolvingLinks(
            path, exists: exists, resolve: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
    }

    func createExclusively(_ path: String) throws -> Bool { try ProjectWriter.createLockFile(path) }
    func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    func data(of path: String) throws(FileSystemError) -> Data { Data(try contents(of: path)) }
    func recordingData(of path: String) throws(FileSystemError) -> (data: Data, release: (any InputRelease)?) {
        (try data(of: path), nil)
    }
}
