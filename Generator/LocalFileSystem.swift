import Foundation
import RapidVerify
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system. ``writeAtomically(_:to:)`` writes the new content to a
/// temporary file in the same directory (so the rename never crosses file systems),
/// flushes it to disk and renames it over the target; an existing file's permissions
/// are kept. With glibc (Linux) the temporary file has no name until it is complete
/// (`O_TMPFILE`, then `linkat` to `.<file>.rapidgen.tmp`), so a process killed while
/// writing, even by SIGKILL, leaves nothing behind; a kill between the link and the
/// rename leaves a complete `.<file>.rapidgen.tmp`, which the next write of that file
/// replaces. Elsewhere, or on a file system without `O_TMPFILE`, the temporary file is
/// `.<file>.rapidgen-<pid>-<n>.tmp`, which a killed process leaves behind.
struct LocalFileSystem: FileSystem {
    /// Called after the temporary file is complete and before the rename, with its
    /// path; a test makes it throw to simulate a run interrupted at the worst moment.
    var beforeRename: ((String) throws -> Void)?

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        Array(try data(of: path))
    }

    func data(of path: String) throws(FileSystemError) -> Data {
        try recordingData(of: path).data
    }

    /// The bytes of a recording; on Linux, a large one comes with the way to give back the
    /// part the reader has read (``HugePageRecording``).
    func recordingData(of path: String) throws(FileSystemError) -> (data: Data, release: (any InputRelease)?) {
        guard !isDirectory(path) else { throw FileSystemError(path: path, message: "is a directory, not a file") }
        guard exists(path) else { throw FileSystemError(path: path, message: "no such file") }
        guard access(path, R_OK) == 0 else {
            throw FileSystemError(path: path, message: FileSystemError.reason(errno: errno, path: path, writing: false))
        }
        #if os(Linux)
        if let recording = HugePageRecording(path: path) { return (recording.data, recording) }
        #endif
        do {
            return (try Data(contentsOf: URL(fileURLWithPath: path)), nil)
        } catch {
            throw FileSystemError(path: path, message: "cannot read the file")
        }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func names(in directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func createDirectory(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: path, message: "cannot create the directory")
        }
    }

    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let folder = directory.isEmpty ? "." : directory
        var temporary = folder + "/.\(name).rapidgen.tmp"
        var unnamed = false
        var fd: Int32 = -1
        #if canImport(Glibc)
        // An unnamed file in the directory; file systems without O_TMPFILE refuse it.
        fd = open(folder, __O_TMPFILE | O_DIRECTORY | O_WRONLY, mode)
        unnamed = fd >= 0
        #endif
        if fd < 0 {
            for attempt in 0..<100 {
                temporary = folder + "/.\(name).rapidgen-\(getpid())-\(attempt).tmp"
                fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
                if fd >= 0 || errno != EEXIST { break }
            }
        }
        guard fd >= 0 else {
            let folder = directory.isEmpty ? "." : directory
            throw FileSystemError(
                path: path,
                message:
                    "cannot create a temporary file in \(folder) to replace it atomically: \(FileSystemError.reason(errno: errno, path: folder, writing: true))"
            )
        }
        var ok = fchmod(fd, mode) == 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while ok, offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; ok = false } else { offset += n }
            }
        }
        ok = ok && fsync(fd) == 0
        #if canImport(Glibc)
        if ok, unnamed {
            // Complete on disk: now give it a name (a leftover one is an earlier run's).
            unlink(temporary)
            ok = linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0
        }
        #endif
        ok = close(fd) == 0 && ok
        let reason = FileSystemError.reason(errno: errno, path: path, writing: true)
        guard ok else {
            unlink(temporary)
            throw FileSystemError(path: path, message: "cannot write the file: \(reason)")
        }
        do {
            try beforeRename?(temporary)
        } catch {
            unlink(temporary)
            throw FileSystemError(path: path, message: "interrupted before the file was replaced")
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileSystemError.reason(errno: errno, path: path, writing: true)
            unlink(temporary)
            throw FileSystemError(path: path, message: "cannot replace the file: \(reason)")
        }
    }
}
