import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// A failure builds only what it shows: each artifact's content (the pretty tree, the map
/// file, the picture with its transcript) is made when it is written or attached, once, and
/// never on a path where it is neither (``ArtifactBuildLog`` counts the builds).
@Suite("a failure builds only the files it writes or attaches")
struct FailureBuildsTests {
    /// A harness on an empty in-memory file system, its builds logged in `builds`.
    func harness(_ mode: RecordMode, _ builds: ArtifactBuildLog, sink: FailureSink) -> VerificationHarness {
        var harness = FakeFiles().harness(mode, issues: CapturedFailures())
        harness.sink = sink
        harness.builds = builds
        return harness
    }

    @Test("record mode never where the framework drops attachments (XCTest on Linux): nothing is built")
    func nothingAttachedNothingWrittenBuildsNothing() {
        let builds = ArtifactBuildLog()
        let issues = CapturedFailures()
        // The sink's default `attach` drops the file, as XCTest on Linux does.
        #expect(
            !harness(.never, builds, sink: issues.sink(swiftTesting: { true })).verify(
                LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(builds.built.isEmpty, "\(builds.built)")
        #expect(issues.messages(to: .swiftTesting).first?.contains("1 missing") == true, "the report itself is still shown")
    }

    @Test("record mode never with the attachments taken: each file is built once, when attached")
    func attachedFilesAreBuiltOnce() {
        let builds = ArtifactBuildLog()
        let attachments = CapturedAttachments()
        #expect(
            !harness(.never, builds, sink: attachments.capturing(CapturedFailures().sink(swiftTesting: { true }))).verify(
                LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(builds.built == ["tree", "map", "picture"])
        #expect(String(decoding: attachments.contents[1], as: UTF8.self).contains("ControlInformation("))
    }

    @Test("written to the artifacts folder and attached: each file is built once, not once for each")
    func writtenAndAttachedFilesAreBuiltOnce() throws {
        let builds = ArtifactBuildLog()
        let files = FakeFiles()
        let attachments = CapturedAttachments()
        var harness = files.harness(.never, issues: CapturedFailures())
        harness.environment.evidence = true
        harness.sink = attachments.capturing(harness.sink)
        harness.builds = builds
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(builds.built == ["tree", "map", "picture"])
        #expect(files.writes.count == 3)
        let written = try #require(files.file(files.writes[2]))
        #expect(attachments.contents[2] == written, "the attachment is the file written, built once")
    }

    @Test("written where attachments are dropped: built once each, for the files")
    func writtenOnlyFilesAreBuiltOnce() {
        let builds = ArtifactBuildLog()
        let files = FakeFiles()
        var harness = files.harness(.never, issues: CapturedFailures())
        harness.environment.evidence = true
        harness.builds = builds
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: nil, at: sampleSite))
        #expect(builds.built == ["tree", "map", "picture"])
    }

    @Test("an attachment no framework takes (no running test: a detached task, XCTest on Linux) is never built")
    func anAttachmentNobodyTakesIsNotBuilt() async {
        let builds = ArtifactBuildLog()
        let writer = ArtifactWriter(environment: quietEnvironment(), builds: builds)
        let picture = writer.artifact(role: "picture", fileName: "LoginScreen.svg") { Array("<svg/>".utf8) }
        await Task.detached {
            ArtifactWriter.attachment(picture).attachToRunningTest(at: sampleSite, tracker: XCTestCaseTracker())
        }.value
        #expect(builds.built.isEmpty)
        #expect(picture.bytes == Array("<svg/>".utf8))
        #expect(picture.bytes == Array("<svg/>".utf8))
        #expect(builds.built == ["picture"], "built on first use, then kept")
    }

    @Test("assertExperience builds its picture (and the transcript in it) only when the framework takes it")
    func theExperiencePictureIsBuiltOnlyWhenAttached() {
        let reference = temporaryFolder().appendingPathComponent("__Experience__/Login.txt")
        for taken in [false, true] {
            let builds = ArtifactBuildLog()
            let attachments = CapturedAttachments()
            let sink = CapturedFailures().sink(swiftTesting: { true })
            var harness = ExperienceHarness(
                environment: quietEnvironment(.never), sink: taken ? attachments.capturing(sink) : sink, files: FakeFiles().files)
            harness.builds = builds
            #expect(!harness.assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
            #expect(builds.built == (taken ? ["picture"] : []))
        }
    }
}
