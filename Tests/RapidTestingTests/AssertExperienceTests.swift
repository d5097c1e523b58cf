import Foundation
import Testing
import XCTest
@testable import RapidTesting
import RapidMapTestSupport

/// Captures what a harness attaches.
final class CapturedAttachments: @unchecked Sendable {
    private let lock = NSLock()
    private var _names: [String] = []
    private var _bytes: [[UInt8]] = []
    var names: [String] { lock.lock(); defer { lock.unlock() }; return _names }
    var contents: [[UInt8]] { lock.lock(); defer { lock.unlock() }; return _bytes }

    /// `sink` with its attachments captured here.
    func capturing(_ sink: FailureSink) -> FailureSink {
        var sink = sink
        sink.attach = { attachment, _ in
            self.lock.lock(); self._names.append(attachment.name); self._bytes.append(attachment.bytes); self.lock.unlock()
        }
        return sink
    }
}

@Suite("assertExperience")
struct AssertExperienceTests {
    let folder = temporaryFolder()
    var reference: URL { folder.appendingPathComponent("__Experience__/Login.txt") }

    func harness(_ mode: RecordMode, _ captured: CapturedFailures, _ attachments: CapturedAttachments = CapturedAttachments()) -> ExperienceHarness {
        ExperienceHarness(environment: quietEnvironment(mode, folder: folder), sink: attachments.capturing(captured.sink()))
    }

    /// What `rapidgen accept ARTIFACT --reference FILE` does: the recorded artifact becomes the reference.
    func accept(_ artifact: String, as reference: URL) throws {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: folder.appendingPathComponent(artifact)).write(to: reference)
    }

    @Test func theReferenceIsFoundNextToTheTestFile() {
        #expect(
            ExperienceHarness.referenceURL(name: "Login", format: .transcript(), filePath: "/src/Tests/LoginTests.swift").path
                == "/src/Tests/__Experience__/Login.txt")
        #expect(
            ExperienceHarness.referenceURL(name: "Login.json", format: .json(), filePath: "/src/Tests/LoginTests.swift").path
                == "/src/Tests/__Experience__/Login.json")
    }

    @Test func aCommittedReferenceMatches() {
        #expect(assertExperience(of: Trees.matching, matches: "Login"))
        #expect(assertExperience(of: Trees.matching, matches: "Login", as: .json()))
        #expect(assertExperience(of: Trees.matching, matches: "LoginScreen-frames", as: .transcript(frames: true), screen: "LoginScreen"))
    }

    @Test("a screen type is compared over its declared scope: for appWindow, without status bar, keyboard or other windows")
    func aScreenTypeIsComparedOverItsDeclaredScope() {
        #expect(assertExperience(of: Trees.windowLogin, matches: "WindowLoginScreen", screen: WindowLoginScreen.self))
        #expect(assertExperience(of: Trees.windowLogin, matches: "WindowLoginScreen", as: .json(), screen: WindowLoginScreen.self))
        // The identifier alone scopes as a map scoped to its root: the whole tree, which differs.
        let captured = CapturedFailures()
        let committed = ExperienceHarness.referenceURL(name: "WindowLoginScreen", format: .transcript(), filePath: #filePath)
        #expect(
            !harness(.never, captured).assert(
                Trees.windowLogin, reference: committed, as: .transcript(), screen: WindowLoginScreen.screenIdentifier, at: sampleSite))
        #expect(captured.messages(to: .swiftTesting).first?.contains("12:00") == true)
    }

    @Test func aMissingReferenceNeverRecordedFailsWithoutWritingAFile() throws {
        // The test file's folder exists (a Mac with the sources); only the reference is missing.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let captured = CapturedFailures()
        #expect(!harness(.never, captured).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        let message = captured.messages(to: .swiftTesting).first ?? ""
        #expect(message.contains("no reference experience at \(reference.path)"))
        #expect(message.contains("Run with RAPIDMAP_RECORD=failed (or the .recordMode(.failed) trait) to record it."))
    }

    @Test func aMissingReferenceIsRecordedAsAnArtifactInFailedModeNeverBesideTheTest() throws {
        let captured = CapturedFailures()
        #expect(!harness(.failed, captured).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        #expect(!FileManager.default.fileExists(atPath: reference.path), "the test never writes into the project")
        let artifact = folder.appendingPathComponent("LoginTests-42-Login.txt")
        let written = try String(contentsOf: artifact, encoding: .utf8)
        #expect(
            written
                == "1. Email. Text Field.\n   hint: Double tap to edit.\n\n2. Password. Secure Text Field.\n   hint: Double tap to edit.\n\n3. Sign In. Button.\n"
        )
        let message = captured.messages(to: .swiftTesting).first ?? ""
        #expect(message.contains("Recorded (RAPIDMAP_RECORD=failed):\n  experience: \(artifact.path)"))
        // No Package.swift above the temporary folder: the rapidgen of the checkout the tests were built from.
        #expect(message.contains("  swift run --package-path \(PackagePaths.root.path) rapidgen accept \(artifact.path) --reference \(reference.path)"))
        // Once accepted, it matches, and records nothing more.
        try accept("LoginTests-42-Login.txt", as: reference)
        let again = CapturedFailures()
        #expect(harness(.failed, again).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        #expect(again.entries.isEmpty)
    }

    @Test func aDifferenceIsOneIssueWithALineDiffAndTheActualTextAndPictureAreAttached() throws {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("1. Email. Text Field.\n   hint: Double tap to edit.\n\n2. Log In. Button.\n".utf8).write(to: reference)
        let captured = CapturedFailures(), attachments = CapturedAttachments()
        #expect(!harness(.never, captured, attachments).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        #expect(captured.entries.count == 1)
        let message = captured.messages(to: .swiftTesting).first ?? ""
        #expect(message.contains("- 2. Log In. Button."))
        #expect(message.contains("+ 2. Password. Secure Text Field."))
        #expect(message.contains("+ 3. Sign In. Button."))
        #expect(attachments.names == ["LoginTests-42-Login.txt", "LoginTests-42-Login.svg"])
        #expect(String(decoding: attachments.contents[1], as: UTF8.self).contains("<svg"))
        // `never` left the reference alone.
        #expect(try String(contentsOf: reference, encoding: .utf8).contains("Log In"))
    }

    @Test func allModeRecordsAMatchingExperienceAndFails() throws {
        _ = harness(.failed, CapturedFailures()).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite)
        try accept("LoginTests-42-Login.txt", as: reference)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("LoginTests-42-Login.txt"))
        let captured = CapturedFailures()
        #expect(!harness(.all, captured).assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        let message = captured.messages(to: .swiftTesting).first ?? ""
        #expect(message.contains("the experience matches"))
        #expect(message.contains("Failing because RAPIDMAP_RECORD=all records every assertion."))
        // The second assertion this process names the same gets -2: nothing is overwritten.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("LoginTests-42-Login-2.txt").path))
    }

    @Test(.recordMode(.never)) func aTraitSetsTheRecordModeOfOneTest() {
        #expect(TestEnvironment.current.recordMode == .never)
        #expect(TestEnvironment.current.recordModeSetting == "record mode never, set for this test")
        withRecordMode(.all) { #expect(TestEnvironment.current.recordMode == .all) }
        #expect(TestEnvironment.current.recordMode == .never)
    }

    @Test func theJSONSnapshotToleratesSubPointMovesAndListsChangesPerElement() throws {
        let json = folder.appendingPathComponent("__Experience__/Login.json")
        _ = harness(.failed, CapturedFailures()).assert(Trees.matching, reference: json, as: .json(), screen: nil, at: sampleSite)
        try accept("LoginTests-42-Login.json", as: json)
        var nudged = Trees.matching
        nudged[2].frame.x += 0.05
        #expect(harness(.never, CapturedFailures()).assert(nudged, reference: json, as: .json(), screen: nil, at: sampleSite))
        nudged[2].frame.x += 1
        let captured = CapturedFailures()
        #expect(!harness(.never, captured).assert(nudged, reference: json, as: .json(), screen: nil, at: sampleSite))
        #expect(captured.messages(to: .swiftTesting).first?.contains("#1 textField \"LoginScreen.email\": frame.x 20 → 21.05") == true)
        #expect(harness(.never, CapturedFailures()).assert(nudged, reference: json, as: .json(tolerance: 2), screen: nil, at: sampleSite))
    }

    @Test func aFailingVerifyAttachesTheTreeTheCorrectedMapAndThePicture() {
        let captured = CapturedFailures(), attachments = CapturedAttachments()
        let harness = VerificationHarness(environment: quietEnvironment(.never, folder: folder), sink: attachments.capturing(captured.sink()))
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
        #expect(attachments.names == ["LoginTests-42-LoginScreen.json", "LoginTests-42-LoginScreen.swift", "LoginTests-42-LoginScreen.svg"])
        let svg = String(decoding: attachments.contents[2], as: UTF8.self)
        #expect(svg.contains("[missing] button &quot;LoginScreen.signIn&quot;"))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "never mode writes no file")
    }

    @Test func aFailingVerifyInFailedModeWritesThePictureBesideTheTreeAndMap() throws {
        let captured = CapturedFailures()
        let harness = VerificationHarness(environment: quietEnvironment(.failed, folder: folder), sink: captured.sink())
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
        let picture = folder.appendingPathComponent("LoginTests-42-LoginScreen.svg")
        #expect(FileManager.default.fileExists(atPath: picture.path))
        #expect(captured.messages(to: .swiftTesting).first?.contains("picture: \(picture.path)") == true)
    }

    @Test func aPassingVerifyAttachesNothing() {
        let attachments = CapturedAttachments()
        let harness = VerificationHarness(environment: quietEnvironment(.never, folder: folder), sink: attachments.capturing(CapturedFailures().sink()))
        #expect(harness.verify(LoginScreen.self, Trees.matching, mode: .exact, at: sampleSite))
        #expect(attachments.names.isEmpty)
    }
}

/// The same entry point under XCTest.
final class AssertExperienceXCTests: XCTestCase {
    func testACommittedReferenceMatchesUnderXCTest() {
        XCTAssert(assertExperience(of: Trees.matching, matches: "Login"))
    }
}
