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

/// A file-system failure, with a message naming the path.
struct FileSystemError: Error, CustomStringConvertible {
    /// The path involved.
    var path: String
    /// What went wrong.
    var message: String
    /// `path: error: message`.
    var description: String { "\(path): error: \(message)" }
}

extension FileSystemError {
    /// The reason for a failed system call, with what to do when it is a permission
    /// problem: which file or folder, and the command that fixes it.
    static func reason(errno code: Int32, path: String, writing: Bool) -> String {
        let what = writing ? "writable" : "readable"
        let mode = writing ? "u+w" : "u+r"
        switch code {
        case EACCES, EPERM:
            return
                "permission denied; make \(path) \(what) (chmod \(mode) \(MapRequest.shellQuoted(path))) or run rapidgen as a user who may \(writing ? "write" : "read") it"
        case EROFS:
            return
                "the file system is read-only; in an Xcode or SwiftPM plugin run, allow writing (swift package --allow-writing-to-package-directory rapidgen)"
        default:
            return String(cString: strerror(code))
        }
    }
}
