import Foundation
import RapidVerify
import Testing
@testable import rapidgen
import RapidMapTestSupport

@Suite("rapidgen generate")
struct GenerateCommandTests {
    @Test("without -o the Swift file is printed, scoped to the screen's subtree")
    func printsToStandardOutput() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        #expect(cli.run(["generate", "Recordings/Login.rec", "--screen", "LoginScreen"]) == .success)
        #expect(cli.output.contains("public enum LoginScreen: RapidScreen {"))
        #expect(cli.output.contains(#"controls.append(ControlInformation(index: 2, type: .staticText, identifier: nil, label: "Forgot your password?"))"#))
        #expect(cli.output.contains("// Generated from Recordings/Login.rec by rapidgen."))
        #expect(!cli.output.contains("Outside the screen"))
        #expect(cli.errors.isEmpty)
    }

    @Test("the same input gives byte-identical output")
    func deterministic() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        cli.run(["generate", "Login.rec", "--screen", "LoginScreen"])
        let first = cli.output
        cli.run(["generate", "Login.rec", "--screen", "LoginScreen"])
        #expect(cli.output == first)
        #expect(!first.contains(String(Calendar.current.component(.year, from: Date()))))  // no timestamp
    }

    @Test("ordered mode lists only elements with an identifier and says so")
    func orderedMode() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "--mode", "ordered"]) == .success)
        #expect(!cli.output.contains("Forgot"))
        #expect(cli.output.contains(#"controls.append(ControlInformation(index: 2, type: .button, identifier: "LoginScreen.signIn", label: "Sign In"))"#))
        #expect(cli.output.contains("public static var verificationMode: VerificationMode { .ordered }"))
    }

    @Test("a second run writes nothing: same inode, same modification time")
    func idempotent() throws {
        let cli = try CLIHarness()
        try cli.write("", to: "Package.swift")
        try cli.write(TestRecording.login, to: "Recordings/Login.rec")
        try cli.makeFolder("Maps")
        #expect(cli.run(["generate", "Recordings/Login.rec", "--screen", "LoginScreen", "-o", "Maps/LoginScreen.swift"]) == .success)
        #expect(cli.errors.contains("created Maps/LoginScreen.swift (LoginScreen, 4 controls)"))
        let before = try cli.identity("Maps/LoginScreen.swift")
        Thread.sleep(forTimeInterval: 0.02)
        #expect(cli.run(["generate", "Recordings/Login.rec", "--screen", "LoginScreen", "-o", "Maps/LoginScreen.swift", "-v"]) == .success)
        #expect(try cli.identity("Maps/LoginScreen.swift") == before)
        #expect(cli.errors.contains("unchanged"))
    }

    @Test("regenerating in place keeps the code around the region")
    func inPlace() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        try cli.write(
            "import RapidMap\r\n\r\n/// Mine.\r\nenum LoginScreen: RapidScreen {\r\n  // rapidgen:begin LoginScreen\r\n  // rapidgen:end\r\n  static let mine = 1\r\n}",
            to: "LoginScreen.swift")
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "-o", "LoginScreen.swift"]) == .success)
        let text = try cli.read("LoginScreen.swift")
        #expect(text.hasPrefix("import RapidMap\r\n\r\n/// Mine.\r\nenum LoginScreen: RapidScreen {\r\n  // rapidgen:begin LoginScreen\r\n"))
        #expect(text.hasSuffix("  // rapidgen:end\r\n  static let mine = 1\r\n}"))
        #expect(
            text.contains("\r\n    controls.append(ControlInformation(index: 0, type: .textField, identifier: \"LoginScreen.email\", label: \"Email\"))\r\n"))
    }

    @Test("a file without markers is refused (exit 3) unless --force")
    func refusesFileWithoutMarkers() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        try cli.write("let handWritten = 1\n", to: "LoginScreen.swift")
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "-o", "LoginScreen.swift"]) == .input)
        #expect(cli.errors.contains("LoginScreen.swift:1:1: error: the file has no `// rapidgen:begin LoginScreen` region"))
        #expect(try cli.read("LoginScreen.swift") == "let handWritten = 1\n")
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "-o", "LoginScreen.swift", "--force"]) == .success)
        #expect(try cli.read("LoginScreen.swift").contains("// rapidgen:begin LoginScreen"))
    }

    @Test("merge-conflict markers are refused with file and line")
    func refusesConflicts() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        let conflicted = "enum LoginScreen {\n// rapidgen:begin LoginScreen\n<<<<<<< HEAD\n=======\n>>>>>>> other\n// rapidgen:end\n}\n"
        try cli.write(conflicted, to: "LoginScreen.swift")
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "-o", "LoginScreen.swift", "--force"]) == .input)
        #expect(cli.errors.contains("LoginScreen.swift:3:1: error: merge-conflict marker"))
        #expect(try cli.read("LoginScreen.swift") == conflicted)
    }

    @Test("-o DIR writes <Name>.swift inside DIR, even for a screen name like ../../x")
    func outputDirectoryContainsHostileNames() throws {
        let cli = try CLIHarness()
        try cli.write("root ../../x\nbutton|a|A\n", to: "x.rec")
        try cli.makeFolder("Out")
        #expect(cli.run(["generate", "x.rec", "--screen", "../../x", "-o", "Out/"]) == .success)
        #expect(cli.exists("Out/______x.swift"))
        #expect(cli.allFiles().filter { $0.hasSuffix(".swift") } == ["Out/______x.swift"])
        let text = try cli.read("Out/______x.swift")
        #expect(text.contains(#"public static var screenIdentifier: String { "../../x" }"#))
    }

    @Test("an unreadable or malformed recording is an input error naming the file")
    func badRecording() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["generate", "missing.rec", "--screen", "S"]) == .input)
        #expect(cli.errors.contains("missing.rec: error: cannot read the recording: no such file"))
        try cli.write("root S\nnot a line\n", to: "bad.rec")
        #expect(cli.run(["generate", "bad.rec", "--screen", "S"]) == .input)
        #expect(cli.errors.contains("bad.rec:2:1: error: expected `type|identifier|label`"))
    }

    @Test(
        "usage mistakes exit with 2 and a hint",
        arguments: [
            ["generate", "x.rec"],
            ["generate", "x.rec", "--screen", "S", "--mode", "strict"],
            ["generate", "x.rec", "--screen", "S", "--format", "pdf"],
            ["generate", "--screen", "S"],
            ["generate", "x.rec", "--screen", "S", "--manifest", "c.json"],
            ["generate", "x.rec", "--screen", "S", "-o"],
            ["frobnicate"],
            ["chek"],
        ])
    func usageMistakes(_ arguments: [String]) throws {
        let cli = try CLIHarness()
        #expect(cli.run(arguments) == .usage)
        #expect(cli.errors.hasPrefix("rapidgen: error: "))
        #expect(cli.errors.contains("hint: see 'rapidgen"))
        #expect(cli.output.isEmpty)
    }

    @Test("a write that is interrupted leaves the old file and no temporary file")
    func interruptedWrite() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        try cli.write("enum LoginScreen {\n// rapidgen:begin LoginScreen\n// rapidgen:end\n}\n", to: "LoginScreen.swift")
        struct Crash: Error {}
        var temporary = ""
        let failing = LocalFileSystem(beforeRename: { path in
            temporary = path
            #expect(FileManager.default.fileExists(atPath: path))
            throw Crash()
        })
        #expect(cli.run(["generate", "Login.rec", "--screen", "LoginScreen", "-o", "LoginScreen.swift"], fileSystem: failing) == .output)
        #expect(try cli.read("LoginScreen.swift") == "enum LoginScreen {\n// rapidgen:begin LoginScreen\n// rapidgen:end\n}\n")
        #expect(!temporary.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(cli.allFiles() == ["Login.rec", "LoginScreen.swift"])
    }

    @Test("a recording past the huge-page size reads as the same bytes, and so do one byte under it and a small one")
    func largeFileReads() throws {
        let cli = try CLIHarness()
        var sizes = [0, 1, 4096]
        #if os(Linux)
        sizes += [HugePageRecording.leastBytes - 1, HugePageRecording.leastBytes, HugePageRecording.leastBytes + 12_345]
        #else
        sizes += [9 << 20]
        #endif
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
            try Data(bytes).write(to: URL(fileURLWithPath: cli.path("big.rec")))
            let read = try LocalFileSystem().data(of: cli.path("big.rec"))
            #expect(read.count == size)
            #expect(read.elementsEqual(bytes), "\(size) bytes")
        }
    }

    #if os(Linux)
    @Test("a large recording gives back the part the reader has read, and reads it back for an error")
    func largeRecordingGivesBack() throws {
        let cli = try CLIHarness()
        let size = HugePageRecording.leastBytes + 3 * HugePageRecording.hugePageBytes + 12_345
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) | 1 }
        try Data(bytes).write(to: URL(fileURLWithPath: cli.path("big.rec")))
        let recording = try #require(HugePageRecording(path: cli.path("big.rec")))
        let data = recording.data
        #expect(data.elementsEqual(bytes))
        // Only whole huge pages before the offset go back; they read as zeros.
        recording.release(before: 2 * HugePageRecording.hugePageBytes + 100)
        #expect(recording.released == 2 * HugePageRecording.hugePageBytes)
        #expect(data.prefix(recording.released).allSatisfy { $0 == 0 })
        #expect(data.dropFirst(recording.released).elementsEqual(bytes.dropFirst(recording.released)))
        recording.release(before: HugePageRecording.hugePageBytes)
        #expect(recording.released == 2 * HugePageRecording.hugePageBytes, "a release never goes back")
        recording.restore()
        #expect(recording.released == 0)
        #expect(data.elementsEqual(bytes))
        // Cut short meanwhile, the file gives back what it still has; the rest reads as zeros.
        recording.release(before: 3 * HugePageRecording.hugePageBytes)
        let kept = HugePageRecording.hugePageBytes + 7
        try FileHandle(forWritingTo: URL(fileURLWithPath: cli.path("big.rec"))).truncate(atOffset: UInt64(kept))
        recording.restore()
        #expect(data.prefix(kept).elementsEqual(bytes.prefix(kept)))
        #expect(recording.released == 0)
        #expect(data[kept..<(3 * HugePageRecording.hugePageBytes)].allSatisfy { $0 == 0 })
        #expect(data.dropFirst(3 * HugePageRecording.hugePageBytes).elementsEqual(bytes.dropFirst(3 * HugePageRecording.hugePageBytes)))
        #expect(HugePageRecording(path: cli.path("missing.rec")) == nil)
        try Data(count: HugePageRecording.leastBytes - 1).write(to: URL(fileURLWithPath: cli.path("small.rec")))
        #expect(HugePageRecording(path: cli.path("small.rec")) == nil)
    }

    @Test("rapidgen reads a large recording giving its bytes back, with errors where a whole read puts them")
    func largeRecordingThroughRapidgen() throws {
        let cli = try CLIHarness()
        cli.realReaders = true
        var builder = AccessibilityTree.Builder()
        _ = builder.open(AccessibilityNode(type: .application, frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        let label = String(repeating: "A long label of a row ", count: 12)
        var n = 0
        while n * label.utf8.count < HugePageRecording.leastBytes + 4 * HugePageRecording.hugePageBytes {
            _ = builder.leaf(
                AccessibilityNode(
                    type: .button, identifier: "row.\(n)", label: label + "\(n)",
                    frame: Frame(x: 0, y: Double(n), width: 390, height: 1), traits: .button))
            n += 1
        }
        builder.close()
        let good = Array(NativeJSONWriter.write(try builder.finish()))
        #expect(good.count > HugePageRecording.leastBytes + 4 * HugePageRecording.hugePageBytes)
        try Data(good).write(to: URL(fileURLWithPath: cli.path("big.json")))
        #expect(cli.run(["order", "big.json"]) == .success, "\(cli.errors)")
        #expect(cli.output.contains("row.\(n - 1)"))

        // Damaged near the end: the line and column count every line before.
        var bad = good
        let key = Array(#""traits""#.utf8)
        let last = try #require((0...(bad.count - key.count)).reversed().first { bad[$0..<($0 + key.count)].elementsEqual(key) })
        bad.insert(contentsOf: Array("nul ".utf8), at: last)
        try Data(bad).write(to: URL(fileURLWithPath: cli.path("bad.json")))
        let whole = #expect(throws: RecordingError.self) {
            try AccessibilityTree(reading: Data(bad), path: "bad.json")
        }
        #expect(cli.run(["order", "bad.json"]) == .input)
        let expected = try #require(whole?.description)
        #expect(cli.errors.contains(expected), "\(cli.errors) vs \(expected)")
        #expect((whole?.line ?? 0) > n)
    }
    #endif

    @Test("an atomic write keeps the file's permissions")
    func keepsPermissions() throws {
        let cli = try CLIHarness()
        try cli.write("old", to: "f.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: cli.path("f.swift"))
        try LocalFileSystem().writeAtomically(Array("new".utf8), to: cli.path("f.swift"))
        #expect(try cli.read("f.swift") == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: cli.path("f.swift"))[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}

@Suite("rapidgen generate: scope")
struct GenerateScopeTests {
    @Test("a first map of a screen without its root identifier covers the app's window, declares it and warns")
    func missingScreenRoot() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["generate", "Login.rec", "--screen", "OtherScreen"]) == .success)
        #expect(
            cli.errors.contains(
                "Login.rec: warning: no element has the identifier \"OtherScreen\"; the map of OtherScreen covers the app's window without the status bar, the keyboard and other windows, and its region declares mapScope"
            ))
        #expect(cli.output.contains("identifier: \"outside\""))
        #expect(cli.output.contains("nonisolated public static var mapScope: MapScope { .appWindow }"))
        #expect(cli.run(["generate", "Login.rec", "--screen", "OtherScreen", "-q"]) == .success)
        #expect(cli.errors.isEmpty)
    }

    @Test("a region that declares no scope keeps covering the whole tree when the root is missing")
    func regionWithoutScopeKeepsItsMeaning() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login.replacingOccurrences(of: "root LoginScreen", with: "root OtherScreen"), to: "Other.rec")
        try cli.write(TestRecording.login, to: "Login.rec")
        #expect(cli.run(["generate", "Other.rec", "--screen", "OtherScreen", "-o", "Other.swift"]) == .success)
        #expect(try !cli.read("Other.swift").contains("mapScope"))
        #expect(!(try cli.read("Other.swift")).contains("identifier: \"outside\""))
        // The same region regenerated from a recording without the root: the whole tree, as before.
        #expect(cli.run(["generate", "Login.rec", "--screen", "OtherScreen", "-o", "Other.swift"]) == .success)
        #expect(cli.errors.contains("the map of OtherScreen covers the whole tree"))
        #expect(try !cli.read("Other.swift").contains("mapScope"))
        #expect(try cli.read("Other.swift").contains("identifier: \"outside\""))
    }

    @Test("a map recorded over the app's window keeps it, and is scoped to the root once the root has its identifier")
    func appWindowMapRescopedByARecordingWithTheRoot() throws {
        let cli = try CLIHarness()
        try cli.write(TestRecording.login, to: "Login.rec")
        try cli.write(TestRecording.login.replacingOccurrences(of: "root LoginScreen", with: "root OtherScreen"), to: "Other.rec")
        #expect(cli.run(["generate", "Login.rec", "--screen", "OtherScreen", "-o", "Other.swift"]) == .success)
        let window = try cli.read("Other.swift")
        #expect(window.contains("static var mapScope: MapScope { .appWindow }"))
        #expect(cli.run(["generate", "Login.rec", "--screen", "OtherScreen", "-o", "Other.swift", "-v"]) == .success)
        #expect(cli.errors.contains("unchanged Other.swift"))
        #expect(cli.run(["generate", "Other.rec", "--screen", "OtherScreen", "-o", "Other.swift"]) == .success)
        let root = try cli.read("Other.swift")
        #expect(!root.contains("mapScope"))
        #expect(!root.contains("identifier: \"outside\""))
    }

    @Test("check passes a map recorded over the app's window, and calls it stale once the recording has the root")
    func checkOfAnAppWindowMap() throws {
        let cli = try CLIHarness()
        try cli.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try cli.write(
            #"{"maps": [{"recording": "Recordings/Other.rec", "screen": "OtherScreen", "output": "Maps/OtherScreen.swift"}]}"#,
            to: "rapidmap.json")
        try cli.write(TestRecording.login, to: "Recordings/Other.rec")
        try cli.makeFolder("Maps")
        #expect(cli.run([]) == .success)
        #expect(try cli.read("Maps/OtherScreen.swift").contains("static var mapScope: MapScope { .appWindow }"))
        #expect(cli.run(["check"]) == .success)
        // The root view got its identifier and the recording was made again: the map must follow.
        try cli.write(TestRecording.login.replacingOccurrences(of: "root LoginScreen", with: "root OtherScreen"), to: "Recordings/Other.rec")
        #expect(cli.run(["check"]) == .checkFailed)
        #expect(cli.errors.contains("error: map for OtherScreen is stale"))
        #expect(cli.errors.contains("- nonisolated public static var mapScope: MapScope { .appWindow }"))
    }
}
