import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport
import RapidProject

/// What `recordTree` does with a committed recording, mode by mode, on an in-memory
/// project (``FakeFiles``): it records into the project as `verify` does, and fails only
/// when it records or the tree differs.
@Suite("recordTree checks the committed recording and records it into the project as record mode says")
struct RecordTreeInPlaceTests {
    static let testFile = "/proj/Tests/AppTests/LoginTests.swift"
    static let recording = "/proj/Tests/AppTests/Recordings/Login.json"
    static let site = CallSite(fileID: "AppTests/LoginTests.swift", filePath: "/proj/Tests/AppTests/LoginTests.swift", line: 7, column: 9)

    /// What the committed recording holds before the run.
    enum Committed: String, CaseIterable, Sendable {
        case missing, unchanged, differs
    }

    /// A project with the test file and, unless `committed` is missing, the committed recording.
    static func project(_ committed: Committed, extra: [String: [UInt8]] = [:]) -> FakeFiles {
        var contents: [String: [UInt8]] = ["/proj/Package.swift": [], testFile: Array("import Testing\n".utf8)]
        switch committed {
        case .missing: break
        case .unchanged: contents[recording] = Array(NativeJSONWriter.write(Trees.matching))
        case .differs: contents[recording] = Array(NativeJSONWriter.write(Trees.missingSignIn))
        }
        return FakeFiles(contents.merging(extra) { $1 })
    }

    static func recorder(_ mode: RecordMode, _ files: FakeFiles, _ issues: CapturedFailures, evidence: Bool = false) -> TreeRecorder {
        var environment = quietEnvironment(mode, folder: URL(fileURLWithPath: "/artifacts"))
        environment.evidence = evidence
        return TreeRecorder(environment: environment, sink: issues.sink(swiftTesting: { true }), files: files.files)
    }

    /// The behaviour table, written out rather than derived from `RecordMode`: whether the
    /// project's recording is written, and whether the test passes.
    static let table: [(RecordMode, Committed, writes: Bool, passes: Bool)] = [
        (.never, .missing, false, false), (.never, .unchanged, false, true), (.never, .differs, false, false),
        (.missing, .missing, true, false), (.missing, .unchanged, false, true), (.missing, .differs, false, false),
        (.failed, .missing, true, false), (.failed, .unchanged, false, true), (.failed, .differs, true, false),
        // `all` records an unchanged tree too: the same bytes, so nothing changes, and it fails.
        (.all, .missing, true, false), (.all, .unchanged, false, false), (.all, .differs, true, false),
    ]

    @Test("each record mode against a missing, an unchanged and a different recording", arguments: table.indices)
    func modeByState(_ row: Int) throws {
        let (mode, committed, writes, passes) = Self.table[row]
        let files = Self.project(committed)
        let issues = CapturedFailures()
        #expect(Self.recorder(mode, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site) == passes)
        #expect(files.writes == (writes ? [Self.recording] : []), "nothing is written outside the project, nor to the artifacts folder")
        #expect(issues.entries.count == (passes ? 0 : 1), "one issue at most")
        if writes {
            #expect(files.file(Self.recording) == Array(NativeJSONWriter.write(Trees.matching)))
        }
        guard let message = issues.messages(to: .swiftTesting).first else { return }
        #expect(!message.contains("/proj/"), "paths relative to the project")
        if writes {
            let change = committed == .missing ? "new recording" : "recording updated"
            #expect(
                message.contains(
                    "Recorded \"Login\" into the project (RAPIDMAP_RECORD=\(mode.rawValue)):\n  Tests/AppTests/Recordings/Login.json (\(change))\n"))
            #expect(message.contains("Run the tests again"))
        } else if committed == .unchanged {
            #expect(message.contains("Nothing changed: the project already holds this tree. Failing because RAPIDMAP_RECORD=all records every assertion."))
        } else {
            #expect(message.contains("Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it."))
        }
        switch committed {
        case .missing: #expect(message.hasPrefix("\"Login\" has no committed recording yet (Tests/AppTests/Recordings/Login.json)."))
        case .unchanged: #expect(message.hasPrefix("\"Login\" matches the committed recording Tests/AppTests/Recordings/Login.json."))
        case .differs:
            #expect(
                message.hasPrefix("\"Login\" differs from the committed recording Tests/AppTests/Recordings/Login.json (- committed, + captured):\n@@ line "))
            let added = message.split(separator: "\n").filter { $0.hasPrefix("+ ") }
            #expect(added.contains { $0.contains("\"identifier\": \"LoginScreen.signIn\"") }, "the difference names the added element")
        }
    }

    @Test("the second run after recording passes and writes nothing")
    func secondRunIsGreen() {
        let files = Self.project(.missing)
        let issues = CapturedFailures()
        #expect(!Self.recorder(.missing, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(Self.recorder(.missing, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes == [Self.recording])
        #expect(issues.entries.count == 1)
        #expect(files.heldLocks.isEmpty)
    }

    @Test("the same tree in other bytes (compact, another format) is unchanged: the trees are compared, not the bytes")
    func sameTreeOtherBytesIsUnchanged() throws {
        let compact = Self.project(.missing, extra: [Self.recording: Array(NativeJSONWriter.write(Trees.matching, pretty: false))])
        #expect(Self.recorder(.failed, compact, CapturedFailures()).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(compact.writes.isEmpty)
        // Read back from a recording, a tree knows its file; the comparison does not care.
        let read = try AccessibilityTree(reading: NativeJSONWriter.write(Trees.matching), path: "/elsewhere/Login.json")
        let files = Self.project(.unchanged)
        #expect(Self.recorder(.never, files, CapturedFailures()).record(read, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
    }

    @Test("a committed recording that cannot be read differs, with the reader's error; failed replaces it")
    func unreadableRecordingDiffers() throws {
        let files = Self.project(.missing, extra: [Self.recording: Array("{\"format\": \"rapidmap-native-json\"".utf8)])
        let issues = CapturedFailures()
        #expect(!Self.recorder(.missing, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes.isEmpty)
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("(- committed, + captured):\nit cannot be read: "))
        #expect(!Self.recorder(.failed, files, CapturedFailures()).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes == [Self.recording])
    }

    @Test("on CI (never) a difference writes nothing; with RAPIDMAP_EVIDENCE the tree goes to the artifacts folder only")
    func ciEvidenceGoesToArtifactsOnly() throws {
        let plain = Self.project(.differs)
        #expect(!Self.recorder(.never, plain, CapturedFailures()).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(plain.writes.isEmpty)

        let files = Self.project(.differs)
        let issues = CapturedFailures()
        #expect(
            !Self.recorder(.never, files, issues, evidence: true).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        // Named after the call site, `-2`… when this process wrote that name before.
        #expect(files.writes.count == 1)
        let written = try #require(files.writes.first)
        #expect(written.hasPrefix("/artifacts/LoginTests-7-Login") && written.hasSuffix(".json"))
        #expect(files.file(Self.recording) == Array(NativeJSONWriter.write(Trees.missingSignIn)), "the checkout is untouched")
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(issues.entries.count == 1)
        #expect(message.contains("(- committed, + captured):"))
        #expect(message.contains("Evidence (RAPIDMAP_EVIDENCE):\n  recording: \(written)\n"))
    }

    @Test("where the test's sources are not on this machine, recording goes to the artifacts folder with the accept command; never passes")
    func unreachableFallsBackToArtifacts() throws {
        let files = FakeFiles()
        let issues = CapturedFailures()
        #expect(!Self.recorder(.missing, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes.count == 1)
        let written = try #require(files.writes.first)
        #expect(written.hasPrefix("/artifacts/LoginTests-7-Login") && written.hasSuffix(".json"))
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.hasPrefix("\"Login\": no committed recording could be looked for: /proj/Tests/AppTests does not exist on this machine"))
        #expect(message.contains("Recorded (RAPIDMAP_RECORD=missing):\n  recording: \(written)\n"))
        #expect(message.contains("rapidgen generate \(written) --screen Login"))

        let never = FakeFiles()
        let quiet = CapturedFailures()
        #expect(Self.recorder(.never, never, quiet).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(never.writes.isEmpty)
        #expect(quiet.entries.isEmpty)
    }

    @Test("a recording another test holds past the wait is left to it: this one says so, with one next step, and writes nothing")
    func lockedByAnotherWriter() throws {
        let files = Self.project(.differs)
        files.holdLock(Self.recording + ".rapidmap-lock")
        let issues = CapturedFailures()
        #expect(!Self.recorder(.failed, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes.isEmpty, "neither the project nor the artifacts folder")
        #expect(files.pauses.reduce(0, +) >= ProjectWriter.lockWait)
        #expect(files.heldLocks == [Self.recording + ".rapidmap-lock"], "the other test's lock is not taken or removed")
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(
            message.contains(
                "Not recorded into the project: Tests/AppTests/Recordings/Login.json is still being recorded by another test or rapidgen after 30 s"))
        #expect(!message.contains("rapidgen accept") && !message.contains("rapidgen generate"))
        #expect(issues.entries.count == 1)
    }

    @Test("a recording another test wrote after this one compared is not overwritten")
    func writtenMeanwhileIsKept() throws {
        let files = Self.project(.missing)
        let other = Array(NativeJSONWriter.write(Trees.missingSignIn))
        // The other test writes the recording just before this one takes the lock.
        var racing = files.files
        let take = racing.createExclusively
        let write = racing.write
        racing.createExclusively = { lock in
            try? write(other, Self.recording)
            return try take(lock)
        }
        let issues = CapturedFailures()
        let recorder = TreeRecorder(
            environment: quietEnvironment(.missing, folder: URL(fileURLWithPath: "/artifacts")), sink: issues.sink(swiftTesting: { true }),
            files: racing)
        #expect(!recorder.record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.file(Self.recording) == other)
        #expect(issues.messages(to: .swiftTesting).first?.contains("was recorded by another test while this one compared it; run again") == true)
    }

    @Test("a Recordings folder linked outside the project is never written")
    func linkOutsideRefused() throws {
        let files = Self.project(.missing)
        files.link("/proj/Tests/AppTests/Recordings", to: "/home/someone/elsewhere")
        let issues = CapturedFailures()
        #expect(!Self.recorder(.missing, files, issues).record(Trees.matching, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.projectWrites.isEmpty)
        #expect(issues.messages(to: .swiftTesting).first?.contains("outside the project") == true)
    }

    @Test("a screen listed in rapidmap.json is compared with, and recorded to, the recording its entry names")
    func manifestEntryNamesTheRecording() throws {
        let entryRecording = "/proj/ScreenMaps/Recordings/LoginScreen.json"
        let manifest =
            #"{"maps": [{"recording": "ScreenMaps/Recordings/LoginScreen.json", "screen": "LoginScreen", "output": "Sources/App/LoginScreen.swift"}]}"#
        let files = Self.project(
            .missing,
            extra: [
                "/proj/rapidmap.json": Array(manifest.utf8), "/proj/Sources/App/LoginScreen.swift": [],
                entryRecording: Array(NativeJSONWriter.write(Trees.matching)),
            ])
        #expect(
            Self.recorder(.missing, files, CapturedFailures()).record(
                Trees.matching, named: "Login", screen: "LoginScreen", testFile: Self.testFile, at: Self.site))
        #expect(
            !Self.recorder(.failed, files, CapturedFailures()).record(
                Trees.missingSignIn, named: "Login", screen: "LoginScreen", testFile: Self.testFile, at: Self.site))
        #expect(files.writes == [entryRecording])
    }

    @Test("an entry whose recording is in another format is never overwritten: the recording is the one beside the test")
    func entryInAnotherFormatIsLeftAlone() throws {
        let xml = "/proj/ScreenMaps/Recordings/LoginScreen.xml"
        let manifest =
            #"{"maps": [{"recording": "ScreenMaps/Recordings/LoginScreen.xml", "screen": "LoginScreen", "output": "Sources/App/LoginScreen.swift", "format": "appium-xml"}]}"#
        let files = Self.project(
            .missing, extra: ["/proj/rapidmap.json": Array(manifest.utf8), "/proj/Sources/App/LoginScreen.swift": [], xml: Array("<AppiumAUT/>".utf8)])
        #expect(
            !Self.recorder(.all, files, CapturedFailures()).record(
                Trees.matching, named: "Login", screen: "LoginScreen", testFile: Self.testFile, at: Self.site))
        #expect(files.writes == [Self.recording])
        #expect(files.file(xml) == Array("<AppiumAUT/>".utf8))
    }

    @Test("a tree in another configuration than the committed recording is recorded beside it, never over it")
    func otherConfigurationBesideIt() throws {
        let files = Self.project(.missing, extra: [Self.recording: Array(NativeJSONWriter.write(ConfigurationLoopTests.english))])
        let issues = CapturedFailures()
        #expect(
            !Self.recorder(.missing, files, issues).record(ConfigurationLoopTests.arabic, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
        #expect(files.writes == ["/proj/Tests/AppTests/Recordings/Login@ar-rtl.json"])
        #expect(issues.messages(to: .swiftTesting).first?.contains("  Tests/AppTests/Recordings/Login@ar-rtl.json (new recording)") == true)
        #expect(
            Self.recorder(.never, files, CapturedFailures()).record(
                ConfigurationLoopTests.arabic, named: "Login", screen: nil, testFile: Self.testFile, at: Self.site))
    }
}
