import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// What a failing `verify` reads and writes, path by path, through an injected file
/// system: the project only for what the failure says, and once (CONTRIBUTING's "A failing
/// verify, file by file").
@Suite("a failing verify reads the project once, and only for what it says")
struct FailureReadsTests {
    static let manifest = "/src/rapidmap.json"
    static let recording = "/src/Tests/Recordings/LoginScreen.json"

    /// A project whose manifest lists LoginScreen with a committed recording of the whole
    /// screen, recorded without a configuration; the test file is `sampleSite`'s.
    func project() -> FakeFiles {
        let manifest = #"{"maps": [{"recording": "Tests/Recordings/LoginScreen.json", "screen": "LoginScreen", "output": "Maps/LoginScreen.swift"}]}"#
        var committed = Trees.matching
        committed.configuration = RecordingConfiguration(language: "en")
        return FakeFiles([
            Self.manifest: Array(manifest.utf8),
            Self.recording: Array(NativeJSONWriter.write(committed, pretty: true)),
            "/src/Tests/LoginTests.swift": [],
        ])
    }

    func harness(_ mode: RecordMode, _ files: FakeFiles, issues: CapturedFailures) -> VerificationHarness {
        files.harness(mode, issues: issues)
    }

    @Test("record mode never, a tree without a configuration: no call into the project at all, not even an existence check")
    func neverMakesNoCallIntoTheProject() {
        let files = project()
        let issues = CapturedFailures()
        #expect(!harness(.never, files, issues: issues).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(files.calls.isEmpty, "\(files.calls)")
        let message = issues.messages(to: .swiftTesting).first ?? ""
        #expect(message.contains("1 missing"))
        #expect(!message.contains("rapidgen accept") && !message.contains("rapidgen generate"), "no command is printed, so none is worked out")
    }

    @Test("record mode never with attachments taken: the framework's copies are built, still no call into the project")
    func neverWithAttachmentsMakesNoCallIntoTheProject() {
        let files = project()
        let attachments = CapturedAttachments()
        var harness = harness(.never, files, issues: CapturedFailures())
        harness.sink = attachments.capturing(harness.sink)
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(attachments.names.count == 3)
        #expect(files.calls.isEmpty, "\(files.calls)")
    }

    @Test("a recording into the project refused (the entry's recording is not native JSON): the manifest is read once, not twice")
    func refusedRecordingReadsTheManifestOnce() throws {
        let manifest = #"{"maps": [{"recording": "Tests/Recordings/LoginScreen.xml", "screen": "LoginScreen", "output": "Maps/LoginScreen.swift"}]}"#
        let files = FakeFiles([
            Self.manifest: Array(manifest.utf8), "/src/Package.swift": [], "/src/Tests/LoginTests.swift": [],
            "/src/Maps/LoginScreen.swift": Array("enum LoginScreen {}\n".utf8),
        ])
        let issues = CapturedFailures()
        #expect(!harness(.failed, files, issues: issues).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("Not recorded into the project: LoginScreen's recording Tests/Recordings/LoginScreen.xml is not native JSON"))
        #expect(files.reads.filter { $0 == Self.manifest }.count == 1, "\(files.reads)")
        #expect(!message.contains("rapidgen accept"), "one next step, the refusal's: rapidgen accept refuses the entry too")
        #expect(files.writes.isEmpty)
    }

    @Test("record mode never, a tree in a known configuration: the manifest and the committed recording, once each, for the notes")
    func configurationNotesReadTwoFiles() throws {
        let files = project()
        let issues = CapturedFailures()
        var tree = Trees.missingSignIn
        tree.configuration = RecordingConfiguration(language: "ar", layoutDirection: .rightToLeft)
        #expect(!harness(.never, files, issues: issues).verify(LoginScreen.self, tree, mode: nil, at: sampleSite))
        #expect(files.reads == [Self.manifest, Self.recording])
        #expect(files.writes.isEmpty)
        // The manifest found upwards and its entry's output checked; no Package.swift is
        // looked for, since no command is printed.
        #expect(files.existenceChecks == ["/src/Tests/rapidmap.json", Self.manifest, "/src/Maps/LoginScreen.swift"])
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("Compared with the committed recording Tests/Recordings/LoginScreen.json"))
    }

    @Test("CI's evidence (never, RAPIDMAP_EVIDENCE=1): the manifest read once, the tree, the map and the picture written to the artifacts folder only")
    func evidenceReadsTheManifestOnce() throws {
        let files = project()
        let issues = CapturedFailures()
        var evidence = harness(.never, files, issues: issues)
        evidence.environment.evidence = true
        #expect(!evidence.verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(files.reads == [Self.manifest])
        #expect(files.writes.map { URL(fileURLWithPath: $0).pathExtension } == ["json", "swift", "svg"])
        #expect(files.writes.allSatisfy { $0.hasPrefix("/artifacts/") })
        let message = try #require(issues.messages(to: .swiftTesting).first)
        #expect(message.contains("rapidgen accept"))
        #expect(message.contains("Tests/Recordings/LoginScreen.json"))
    }

    @Test("a passing verify touches no file, whatever the record mode but all")
    func passingTouchesNothing() {
        for mode in [RecordMode.never, .failed] {
            let files = project()
            #expect(harness(mode, files, issues: CapturedFailures()).verify(LoginScreen.self, Trees.matching, mode: nil, at: sampleSite))
            #expect(files.calls.isEmpty, "\(files.calls)")
        }
    }
}
