import Foundation
import RapidVerify
import RapidProject
@testable import rapidgen
import RapidMapTestSupport

/// Runs the rapidgen command line in-process in a temporary directory, capturing its output.
final class CLIHarness {
    /// The temporary directory (absolute, no trailing slash).
    let root: String
    var output = ""
    var errors = ""
    /// The environment the command line sees.
    var environment: [String: String] = [:]
    /// True: recordings are read by RapidMap's readers, not by ``TestRecording``.
    var realReaders = false
    /// The clock `rapidgen live` reads and waits with (nil: the system's).
    var clock: (any LiveClock)?

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        root = MapOutputPath.normalize(base + "/rapidgen-tests-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Runs `rapidgen arguments…` with the current directory `directory` (relative to root).
    @discardableResult
    func run(_ arguments: [String], in directory: String = "", fileSystem: any FileSystem = LocalFileSystem()) -> ExitCode {
        output = ""
        errors = ""
        var context = CommandContext(
            currentDirectory: directory.isEmpty ? root : root + "/" + directory,
            fileSystem: fileSystem,
            standardOutput: { [unowned self] in self.output += $0 },
            standardError: { [unowned self] in self.errors += $0 })
        if !realReaders { context.readRecording = { data, _, path, _ in try TestRecording.read(data, path: path) } }
        context.environment = environment
        if let clock { context.clock = clock }
        return Rapidgen(context: context).run(arguments)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ text: String, to relative: String) throws {
        let p = path(relative)
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: p))
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(relative))), as: UTF8.self)
    }

    /// Creates a folder (and its parents) under root.
    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// The inode and modification time of a file: both change when the file is rewritten.
    func identity(_ relative: String) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(relative))
        return ["\(attributes[.systemFileNumber] ?? "?")", "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"]
    }

    /// Every file name under root, recursively.
    func allFiles() -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }
}

/// A tiny recording format for these tests, so they do not depend on the format readers:
/// the first line is `root IDENTIFIER`, every other line `type|identifier|label` is an
/// accessibility element under that root (an empty identifier or label is nil). A document
/// that starts with `{` is native JSON, for the tests that need real frames and traits.
enum TestRecording {
    static func read(_ data: Data, path: String) throws -> AccessibilityTree {
        if data.first == UInt8(ascii: "{") { return try AccessibilityTree(reading: data, format: .nativeJSON) }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, first.hasPrefix("root ") else {
            throw RecordingError(format: nil, file: path, line: 1, column: 1, message: "expected `root IDENTIFIER`")
        }
        var children: [NestedNode] = []
        for (n, line) in lines.dropFirst().enumerated() {
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let type = ControlType(parsing: parts[0]) else {
                throw RecordingError(format: nil, file: path, line: n + 2, column: 1, message: "expected `type|identifier|label`")
            }
            children.append(
                NestedNode(
                    AccessibilityNode(
                        type: type, identifier: parts[1].isEmpty ? nil : parts[1], label: parts[2].isEmpty ? nil : parts[2],
                        frame: Frame(x: 0, y: Double(n * 50), width: 100, height: 44), isAccessibilityElement: .yes)))
        }
        let screen = NestedNode(AccessibilityNode(type: .other, identifier: String(first.dropFirst(5)), isAccessibilityElement: .no), children: children)
        let outside = NestedNode(
            AccessibilityNode(
                type: .button, identifier: "outside", label: "Outside the screen",
                frame: Frame(x: 0, y: -60, width: 100, height: 44), isAccessibilityElement: .yes))
        return AccessibilityTree(root: NestedNode(AccessibilityNode(type: .window), children: [outside, screen]))
    }

    static let login = """
        root LoginScreen
        textField|LoginScreen.email|Email
        secureTextField|LoginScreen.password|Password
        staticText||Forgot your password?
        button|LoginScreen.signIn|Sign In

        """
}
