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

    @Test("record mode never, a tree without a configuration: nothing is read and nothing is written")
    func neverReadsNothing() {
        let files = project()
        let issues = CapturedFailures()
        #expect(!harness(.never, files, issues: issues).verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(files.reads.isEmpty)
        #expect(files.writes.isEmpty)
        #expect(issues.messages(to: .swiftTesting).first?.contains("1 missing") == true)
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
            #expect(files.reads.isEmpty)
            #expect(files.writes.isEmpty)
        }
    }
}
