import Foundation
import RapidVerify
import Testing
@testable import rapidgen
import RapidMapTestSupport

/// The local file system, counting the writes to each path.
final class CountingFileSystem: FileSystem {
    let local = LocalFileSystem()
    private(set) var writes: [String: Int] = [:]

    func contents(of path: String) throws(FileSystemError) -> [UInt8] { try local.contents(of: path) }
    func exists(_ path: String) -> Bool { local.exists(path) }
    func isDirectory(_ path: String) -> Bool { local.isDirectory(path) }
    func createDirectory(_ path: String) throws(FileSystemError) { try local.createDirectory(path) }
    func names(in directory: String) -> [String] { local.names(in: directory) }
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        writes[path, default: 0] += 1
        try local.writeAtomically(bytes, to: path)
    }
}

@Suite("rapidgen with many screens generated into one map file")
struct ManifestOneFileTests {
    static let screens = ["LoginScreen", "SecondScreen", "ThirdScreen"]

    /// One entry of rapidmap.json writing `screen`'s map into Maps/All.swift, each from the
    /// login screen's recording and root.
    static func entry(_ screen: String) -> String {
        #"{"recording": "Recordings/Login.rec", "screen": "\#(screen)", "identifier": "LoginScreen", "output": "Maps/All.swift"}"#
    }

    static func config(_ screens: [String]) -> String {
        #"{"maps": ["# + screens.map(entry).joined(separator: ", ") + "]}"
    }

    /// A package whose Maps/All.swift holds the regions of `screens` (made with --force),
    /// with the user's own lines between and after them.
    func package(_ screens: [String] = Self.screens) throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        try cli.makeFolder("Maps")
        try cli.write(Self.config(screens), to: "rapidmap.json")
        #expect(cli.run(["--force"]) == .success, "\(cli.errors)")
        let made = try cli.read("Maps/All.swift")
        let edited = made.replacingOccurrences(of: "// rapidgen:end\n", with: "// rapidgen:end\n    // kept\n") + "// the user's own line\n"
        try cli.write(edited, to: "Maps/All.swift")
        return cli
    }

    /// What generating the entries one run at a time (one entry in rapidmap.json each, the
    /// one-screen path) makes of the same file.
    func oneAtATime(_ screens: [String], from file: String, force: Bool) throws -> String {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        try cli.makeFolder("Maps")
        try cli.write(file, to: "Maps/All.swift")
        for screen in screens {
            try cli.write(Self.config([screen]), to: "rapidmap.json")
            #expect(cli.run(force ? ["--force"] : []) == .success, "\(cli.errors)")
        }
        return try cli.read("Maps/All.swift")
    }

    @Test("every region is regenerated in place, the lines around them kept, and the file written once")
    func regionsAreRegeneratedTogether() throws {
        let cli = try package()
        let before = try cli.read("Maps/All.swift")
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        let files = CountingFileSystem()
        #expect(cli.run([], fileSystem: files) == .success, "\(cli.errors)")
        let after = try cli.read("Maps/All.swift")
        #expect(files.writes == [cli.path("Maps/All.swift"): 1])
        #expect(after.components(separatedBy: "Log In").count - 1 == Self.screens.count)
        #expect(!after.contains("Sign In"))
        #expect(after.components(separatedBy: "    // kept\n").count - 1 == Self.screens.count)
        #expect(after.hasSuffix("// the user's own line\n"))
        #expect(after == (try oneAtATime(Self.screens, from: before, force: false)))
        // What was done is said on standard error, as for one screen.
        for screen in Self.screens { #expect(cli.errors.contains("updated Maps/All.swift (\(screen), 4 controls)")) }
    }

    @Test("a run that changes nothing writes nothing")
    func unchangedFileIsNotWritten() throws {
        let cli = try package()
        let before = try cli.identity("Maps/All.swift")
        let files = CountingFileSystem()
        #expect(cli.run(["--verbose"], fileSystem: files) == .success)
        #expect(files.writes.isEmpty)
        #expect(try cli.identity("Maps/All.swift") == before)
        #expect(cli.errors.contains("unchanged Maps/All.swift (SecondScreen, 4 controls)"))
    }

    @Test("a screen appended with --force between regenerated ones: the same file as one screen at a time")
    func appendingBetweenRegeneratedRegions() throws {
        let cli = try package(["LoginScreen", "ThirdScreen"])
        let before = try cli.read("Maps/All.swift")
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        let order = ["LoginScreen", "SecondScreen", "ThirdScreen"]
        try cli.write(Self.config(order), to: "rapidmap.json")
        #expect(cli.run(["--force"]) == .success, "\(cli.errors)")
        let after = try cli.read("Maps/All.swift")
        #expect(after.contains("rapidgen:begin SecondScreen"))
        #expect(!after.contains("Sign In"))
        #expect(after == (try oneAtATime(order, from: before, force: true)))
    }

    @Test("without --force, a screen with no region is refused and the other screens' regions are still written")
    func refusedScreenLeavesTheOthersWritten() throws {
        let cli = try package(["LoginScreen", "ThirdScreen"])
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        try cli.write(Self.config(["LoginScreen", "SecondScreen", "ThirdScreen"]), to: "rapidmap.json")
        #expect(cli.run([]) != .success)
        #expect(cli.errors.contains("has no `// rapidgen:begin SecondScreen` region"))
        let after = try cli.read("Maps/All.swift")
        #expect(!after.contains("Sign In") && !after.contains("rapidgen:begin SecondScreen"))
    }

    @Test("a map file that cannot be scanned is reported once, and nothing is written")
    func unscannableFileIsReportedOnce() throws {
        let cli = try package()
        let broken = try cli.read("Maps/All.swift") + "<<<<<<< HEAD\n"
        try cli.write(broken, to: "Maps/All.swift")
        try cli.write(TestRecording.login.replacingOccurrences(of: "Sign In", with: "Log In"), to: "Recordings/Login.rec")
        let files = CountingFileSystem()
        #expect(cli.run([], fileSystem: files) == .input)
        #expect(cli.errors.components(separatedBy: "merge-conflict marker").count - 1 == 1)
        #expect(files.writes.isEmpty)
        #expect(try cli.read("Maps/All.swift") == broken)
    }
}
