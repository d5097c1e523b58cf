import Foundation
import Testing
@testable import RapidTesting
import RapidAudit
import RapidMapTestSupport

/// An XCTest test with `continueAfterFailure = false`, as Xcode's UI-test template sets it in
/// `setUp`: its first failure stops it ("the test stops as soon as a failure occurs", Apple's
/// documentation of `XCTestCase.continueAfterFailure`), so nothing after the failing
/// `XCTFail` runs. The fake logs every write, attachment, warning and failure in one
/// timeline, and marks what comes after the failure: on a Mac it would never happen.
final class StoppingTest: @unchecked Sendable {
    private let lock = NSLock()
    private var _events: [String] = []
    private var stopped = false

    /// What the test did, in order; `lost: …` for what a Mac would never run.
    var events: [String] { lock.withLock { _events } }
    /// The messages of the failures reported, lost or not.
    private(set) var failures: [String] {
        get { lock.withLock { _failures } }
        set { lock.withLock { _failures = newValue } }
    }
    private var _failures: [String] = []

    private func log(_ event: String) { lock.withLock { _events.append(stopped ? "lost: \(event)" : event) } }

    /// A sink of a running XCTest test whose failure stops it.
    var sink: FailureSink {
        var sink = FailureSink(
            swiftTestingTestIsRunning: { false }, xcTestTestIsRunning: { true },
            recordSwiftTestingIssue: { _, _ in self.log("Issue.record") },
            failXCTestTest: { message, _ in
                self.log("XCTFail")
                self.failures.append(message)
                self.lock.withLock { self.stopped = true }
                return true
            },
            writeToStandardError: { _ in self.log("standard error") })
        sink.attach = { attachment, _ in self.log("attach \(attachment.name)") }
        sink.testContinuesAfterFailure = { false }
        return sink
    }

    /// `fake`'s file system, its writes logged here.
    func files(_ fake: FakeFiles = FakeFiles()) -> TestFiles {
        var files = fake.files
        let write = files.write
        files.write = { bytes, path in
            self.log("write \(path)")
            try write(bytes, path)
        }
        return files
    }

    /// A warning that does not fail, logged here.
    func warn(_ message: String, _ site: CallSite) { log("warn \(message.prefix(24))") }
}

@Suite("a failure that stops the test (continueAfterFailure = false) keeps its evidence")
struct StoppingFailureTests {
    /// A folder of this test's own (artifact names are numbered when a path was used before).
    let artifacts = URL(fileURLWithPath: "/artifacts-\(UUID().uuidString)")

    @Test("verify writes and attaches the tree, the corrected map and the picture before it fails")
    func verifyReportsLast() {
        let test = StoppingTest()
        let harness = VerificationHarness(environment: quietEnvironment(.failed, folder: artifacts), sink: test.sink, files: test.files())
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: sampleSite))
        let names = ["LoginTests-42-LoginScreen.json", "LoginTests-42-LoginScreen.swift", "LoginTests-42-LoginScreen.svg"]
        #expect(test.events.filter { $0.hasPrefix("write ") } == names.map { "write \(artifacts.path)/\($0)" })
        #expect(test.events.filter { !$0.hasPrefix("write ") } == names.map { "attach \($0)" } + ["XCTFail"])
        #expect(test.events.last == "XCTFail")
    }

    @Test("recordTree on a device writes and attaches the recording before it fails")
    func recordTreeReportsLast() {
        let test = StoppingTest()
        var recorder = TreeRecorder(environment: quietEnvironment(.failed, folder: artifacts), sink: test.sink)
        recorder.writer.files = test.files()
        #expect(!recorder.record(Trees.matching, named: "Login", screen: nil, testFile: "/device/Tests/LoginTests.swift", at: sampleSite))
        #expect(test.events == ["write \(artifacts.path)/LoginTests-42-Login.json", "attach LoginTests-42-Login.json", "XCTFail"])
    }

    @Test("assertExperience attaches the actual experience and its picture before it fails")
    func assertExperienceReportsLast() {
        let test = StoppingTest()
        let reference = "/src/Tests/__Experience__/Login.txt"
        let files = test.files(FakeFiles([reference: Array("1. Email. Text Field.\n".utf8)]))
        let harness = ExperienceHarness(environment: quietEnvironment(.never, folder: artifacts), sink: test.sink, files: files)
        #expect(
            !harness.assert(Trees.matching, reference: URL(fileURLWithPath: reference), as: .transcript(), screen: nil, at: sampleSite))
        #expect(test.events == ["attach LoginTests-42-Login.txt", "attach LoginTests-42-Login.svg", "XCTFail"])
    }

    @Test("an audit reports its warnings and fixed baseline entries before its failing issues")
    func auditReportsFailuresLast() {
        let test = StoppingTest()
        let harness = AuditHarness(sink: test.sink, warn: test.warn)
        #expect(!harness.audit(AuditGlueTests.tree, checks: AuditCheck.all, options: AuditOptions(), at: sampleSite))
        #expect(test.events == ["warn warning: [min-size] stat", "XCTFail"])
    }

    @Test("an audit with several failing issues reports them all in the one failure that stops the test")
    func auditReportsEveryFailingIssueInOneFailure() throws {
        let test = StoppingTest()
        let harness = AuditHarness(sink: test.sink, warn: test.warn)
        #expect(!harness.audit(AuditGlueTests.tree, checks: AuditCheck.all, options: AuditOptions(warningsFail: true), at: sampleSite))
        #expect(test.events == ["XCTFail"])
        let failure = try #require(test.failures.first)
        #expect(failure.hasPrefix("2 accessibility issues fail"))
        #expect(failure.contains("error: [min-interactive-size] button \"Close\""))
        #expect(failure.contains("warning: [min-size] staticText \"Terms\""))
    }

    @Test("a test that goes on after a failure gets one failure per failing audit issue")
    func auditReportsOneFailurePerIssueWhenTheTestGoesOn() {
        let captured = CapturedFailures()
        var sink = captured.sink(swiftTesting: { false }, xcTest: { true }, xcTestRecords: true)
        sink.testContinuesAfterFailure = { true }
        let harness = AuditHarness(sink: sink, warn: { _, _ in })
        #expect(!harness.audit(AuditGlueTests.tree, checks: AuditCheck.all, options: AuditOptions(warningsFail: true), at: sampleSite))
        #expect(captured.messages(to: .xcTest).map { $0.prefix(10) } == ["error: [mi", "warning: ["])
    }

    @Test("the first failing test of a process, unknown until its failure, gets its files after it")
    func anUnknownTestIsAttachedAfterItsFailure() {
        let test = StoppingTest()
        var sink = test.sink
        sink.testTakesAttachments = { false }
        sink.fail("report", attaching: [TestAttachment(name: "Login.svg", bytes: [])], at: sampleSite)
        #expect(test.events == ["XCTFail", "lost: attach Login.svg"])
    }

    @Test("a failure reported after its test ended goes to standard error, never to the test running then")
    func aLateFailureIsNotGivenToAnotherTest() {
        let test = StoppingTest()
        var sink = test.sink
        sink.testAtCallEnded = { "LoginTests.testEarlier" }
        sink.fail("report", attaching: [TestAttachment(name: "Login.svg", bytes: [])], at: sampleSite)
        #expect(test.events == ["standard error"])
    }
}
