import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport
import RapidProject

/// A temporary package folder a user would have: `rapidmap.json`, recordings, map files
/// and a test folder. The real `rapidgen` binary runs in it as a subprocess, and a failing
/// test's record-mode step runs in-process through ``VerificationHarness`` with the
/// artifacts folder inside the package's temporary folder. Nothing here builds the package.
final class LoopPackage {
    /// The package folder (absolute, normalized).
    let root: String
    /// Where record mode writes (`RAPIDMAP_ARTIFACTS`), outside the package folder.
    let artifacts: String
    private let base: String

    init() throws {
        base = MapOutputPath.normalize(FileManager.default.temporaryDirectory.path + "/rapidmap-loop-" + UUID().uuidString)
        root = base + "/App"
        artifacts = base + "/artifacts"
        try FileManager.default.createDirectory(atPath: root + "/Tests/AppTests", withIntermediateDirectories: true)
        try write("// swift-tools-version:6.0\n", to: "Package.swift")
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    /// The built `rapidgen` (``PackagePaths/builtExecutable(_:)``).
    static var executable: URL? { PackagePaths.builtExecutable("rapidgen") }

    /// Runs `rapidgen arguments…` in `directory` (relative to the package folder).
    @discardableResult
    func rapidgen(_ arguments: [String], in directory: String = "") throws -> (status: Int32, output: String, errors: String) {
        let built: URL = try #require(Self.executable, "the rapidgen executable was not built")
        let outcome = try PackagePaths.run(
            built, arguments, in: URL(fileURLWithPath: directory.isEmpty ? root : root + "/" + directory))
        return (outcome.status, outcome.output, outcome.errors)
    }

    /// Runs the command a failure printed, as a user pastes it: the words after
    /// `swift run rapidgen` (or `swift run --package-path CHECKOUT rapidgen`, whose checkout
    /// must be this package), unquoted the way a POSIX shell reads single quotes.
    @discardableResult
    func runPrinted(_ command: String, in directory: String = "") throws -> (status: Int32, output: String, errors: String) {
        let words = Self.shellWords(command)
        let prefix: Int
        if words.first == "rapidgen" {
            prefix = 1
        } else if Array(words.prefix(3)) == ["swift", "run", "rapidgen"] {
            prefix = 3
        } else {
            try #require(
                words.count >= 5 && Array(words.prefix(3)) == ["swift", "run", "--package-path"] && words[4] == "rapidgen",
                "not a rapidgen command: \(command)")
            #expect(words[3] == PackagePaths.root.path, "the command runs another checkout than the one the tests link")
            prefix = 5
        }
        return try rapidgen(Array(words.dropFirst(prefix)), in: directory)
    }

    /// The printed command of a failure message: the line after the accept intro.
    static func printedCommand(in message: String) throws -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = try #require(
            lines.last { $0.hasPrefix("  swift run ") || $0.hasPrefix("  rapidgen ") }, "no command in:\n\(message)")
        return String(line.dropFirst(2))
    }

    static func shellWords(_ command: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        var chars = Array(command)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "'" { quoted = false } else { current.append(c) }
            } else if c == "'" {
                quoted = true; inWord = true
            } else if c == "\\", let next = chars.popFirst() {
                current.append(next); inWord = true
            } else if c == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(c); inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let p = path(relative)
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: p))
    }

    /// Writes a tree as a committed recording (native JSON, what record mode writes too).
    func writeRecording(_ tree: AccessibilityTree, to relative: String) throws {
        try write(NativeJSONWriter.write(tree, pretty: true), to: relative)
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(relative))), as: UTF8.self)
    }

    func bytes(_ relative: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(relative))) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Every file of the package, relative.
    func files() -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The files of the package whose text holds `needle` (a machine path must not be in any).
    func files(containing needle: String) throws -> [String] {
        try files().filter { name in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(name), isDirectory: &isDirectory), !isDirectory.boolValue else { return false }
            return try read(name).contains(needle)
        }
    }

    /// The harness a failing test runs in record mode `failed`, with its issues captured.
    func harness(_ captured: CapturedFailures) -> VerificationHarness {
        var environment = TestEnvironment(recordMode: .failed, artifactsDirectory: URL(fileURLWithPath: artifacts), colour: false)
        environment.manifestPath = path("rapidmap.json")
        return VerificationHarness(environment: environment, sink: captured.sink(swiftTesting: { true }))
    }

    /// A failing test's call site in the package's test folder.
    static let site = CallSite(fileID: "AppTests/LoginTests.swift", filePath: "AppTests/LoginTests.swift", line: 12, column: 9)

    /// Runs `verify` the way a failing test does and returns the recorded failure message.
    func failingVerification<S: RapidScreen>(_ screen: S.Type, _ tree: AccessibilityTree) throws -> String {
        let captured = CapturedFailures()
        #expect(!harness(captured).verify(screen, tree, mode: nil, at: Self.site))
        return try #require(captured.messages(to: .swiftTesting).first)
    }
}
