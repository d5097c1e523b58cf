import Foundation

/// Where the tests find the package's own files, wherever the test file that asks sits:
/// the package root, the fixture folders and the built executables.
package enum PackagePaths {
    /// The package root (the folder of `Package.swift`), found from this source file.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // RapidMapTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A file or folder of the package, by its path from the root: `PackagePaths.file(".ci/layers.sh")`.
    package static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The folder of one kind of fixture: `Tests/Fixtures/<kind>` (`AppiumXML`, `NativeJSON`, …).
    package static func fixtures(_ kind: String) -> URL { root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(kind) }

    /// A built executable of the package (`rapidgen`): next to the test bundle (as Xcode and
    /// `swift test` lay them out), or in the package's `.build/debug`; nil when not built.
    package static func builtExecutable(_ name: String) -> URL? {
        var candidates: [URL] = []
        if let runner = CommandLine.arguments.first {
            var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent(name))
                directory.deleteLastPathComponent()
            }
        }
        candidates.append(root.appendingPathComponent(".build/debug").appendingPathComponent(name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// What a process printed and how it ended.
package struct ProcessOutcome: Sendable {
    /// The exit status.
    package var status: Int32
    /// Standard output.
    package var output: String
    /// Standard error.
    package var errors: String
}

extension PackagePaths {
    /// Runs `executable arguments…` in `directory` and waits for it, reading both outputs.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessOutcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutcome(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }
}
