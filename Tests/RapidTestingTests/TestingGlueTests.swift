import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// The glue between an assertion and the test framework that runs it, on a Mac and on a
/// device (issue 40, "Testing glue"). The XCTest rules it rests on run against the XCTest
/// stand-in in `.ci/typecheck-adapters.sh` (Tests/AppleStandIn/IsolationCheck.swift); these
/// are the parts every platform runs.
@Suite("Testing glue")
struct TestingGlueTests {
    /// A call site in an XCTest method, as `#function` gives it.
    let inTestMethod = CallSite(
        fileID: "RapidTestingTests/LoginTests.swift", filePath: "/src/Tests/LoginTests.swift", line: 42, column: 9,
        function: "testSignIn()")

    @Test func theFirstUseOfRapidTestingStartsObservingXCTest() {
        // An XCTest observer hears of a test's start only when registered before it: the
        // first failure is too late for the test that makes it. Getting the live sink, as
        // every entry point does, registers (or, off the main thread, queues) the observer.
        let tracker = XCTestCaseTracker()
        _ = FailureSink.observing(tracker, swiftTestingTest: { nil })
        #expect(tracker.registration != .none)
    }

    @Test func theFirstUseInASwiftTestingTestRegistersNoXCTestObserver() {
        // Strict interoperability makes any XCTest API used in a Swift Testing test fatal.
        let tracker = XCTestCaseTracker()
        let sink = FailureSink.observing(tracker, swiftTestingTest: { "loginOrder()" })
        #expect(tracker.registration == .none)
        #expect(sink.swiftTestingTestAtCall == "loginOrder()")
        #expect(sink.testContinuesAfterFailure())
    }

    @Test func aTestNoFrameworkNamesIsNamedByTheCallingFunction() throws {
        // The first failing test of a process (of each parallel clone) started before the
        // observer existed: its name comes from `#function`, as swift-snapshot-testing's.
        let folder = temporaryFolder()
        let files = FakeFiles()
        var sink = CapturedFailures().sink(swiftTesting: { false })
        sink.currentTestName = { nil }
        let harness = VerificationHarness(
            environment: quietEnvironment(.failed, folder: folder), sink: sink, files: files.files)
        #expect(!harness.verify(LoginScreen.self, Trees.missingSignIn, mode: .exact, at: inTestMethod))
        let names = files.writes.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names.contains("LoginTests.testSignIn-42-LoginScreen.json"), "\(names)")
        // The framework's name wins when it knows one.
        sink.currentTestName = { "-[LoginTests testSignUp]" }
        #expect(sink.testName(at: inTestMethod) == "-[LoginTests testSignUp]")
        #expect(CapturedFailures().sink().testName(at: sampleSite) == nil)
    }

    @Test func everyRecordingWrittenIsAttachedForADevice() throws {
        // On a device the artifacts folder is the device's: only an attachment reaches the
        // test report on the Mac, so every written file is one.
        let issues = CapturedFailures()
        let attachments = CapturedAttachments()
        let files = FakeFiles()
        let recorder = TreeRecorder(
            environment: TestEnvironment(recordMode: .failed, artifactsDirectory: URL(fileURLWithPath: "/device/artifacts"), colour: false),
            sink: attachments.capturing(issues.sink(swiftTesting: { true })), files: files.files)
        #expect(!recorder.record(Trees.matching, named: "Login", screen: nil, testFile: "/src/Tests/LoginTests.swift", at: sampleSite))
        let written = try #require(files.writes.first)
        #expect(attachments.names == [URL(fileURLWithPath: written).lastPathComponent])
        #expect(attachments.contents.first == files.file(written))
    }

    @Test func anExperienceOnADeviceSaysTheTestFolderIsNotOnThisMachine() {
        // `#filePath` names the Mac that built the tests; on a device that folder does not
        // exist, so "no reference" would send the author looking for a file that is there.
        let issues = CapturedFailures()
        let harness = ExperienceHarness(
            environment: quietEnvironment(.never), sink: issues.sink(swiftTesting: { true }), files: FakeFiles().files)
        let reference = ExperienceHarness.referenceURL(name: "Login", format: .transcript(), filePath: "/Users/ada/App/Tests/LoginTests.swift")
        #expect(!harness.assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        let message = issues.messages(to: .swiftTesting).first ?? ""
        #expect(message.hasPrefix("no reference experience can be read here: /Users/ada/App/Tests does not exist on this machine"), "\(message)")
        #expect(message.contains("pass assertExperience its bundle"))
        #expect(!message.contains("no reference experience at"))

        // Where the folder exists, a missing reference is just missing.
        let here = CapturedFailures()
        let withFolder = ExperienceHarness(
            environment: quietEnvironment(.never), sink: here.sink(swiftTesting: { true }),
            files: FakeFiles(["/Users/ada/App/Tests/LoginTests.swift": []]).files)
        #expect(!withFolder.assert(Trees.matching, reference: reference, as: .transcript(), screen: nil, at: sampleSite))
        #expect(here.messages(to: .swiftTesting).first?.hasPrefix("no reference experience at \(reference.path)") == true)
    }

    @Test func anExperienceOnADeviceIsReadFromTheTestBundle() throws {
        let reference = ExperienceHarness.referenceURL(name: "Login", format: .transcript(), filePath: "/Users/ada/App/Tests/LoginTests.swift")
        let bundle = try #require(Bundle(path: "/"))
        let bundled = ExperienceHarness.bundledReferenceURLs(name: "Login", format: .transcript(), bundle: bundle)
        #expect(bundled.map(\.lastPathComponent) == ["Login.txt", "Login.txt"])
        #expect(bundled.first?.deletingLastPathComponent().lastPathComponent == "__Experience__")
        let text = ExperienceHarness.text(of: Trees.matching, format: .transcript(), screen: nil)
        // The bundle's copy is read; the project's file is never looked for on the device.
        let files = FakeFiles([bundled[1].path: Array(text.utf8)])
        let issues = CapturedFailures()
        let harness = ExperienceHarness(environment: quietEnvironment(.failed), sink: issues.sink(swiftTesting: { true }), files: files.files)
        #expect(harness.assert(Trees.matching, reference: reference, bundled: bundled, as: .transcript(), screen: nil, at: sampleSite))
        #expect(files.reads == bundled.map(\.path))
        // A difference names the bundle's copy it read, and the accept command the project's file.
        #expect(!harness.assert(Trees.missingSignIn, reference: reference, bundled: bundled, as: .transcript(), screen: nil, at: sampleSite))
        let message = issues.messages(to: .swiftTesting).first ?? ""
        #expect(message.hasPrefix("the experience differs from \(bundled[1].path)"), "\(message)")
        #expect(message.contains("--reference \(reference.path)"), "\(message)")
        // None in the bundle: the paths tried.
        let empty = CapturedFailures()
        let none = ExperienceHarness(environment: quietEnvironment(.never), sink: empty.sink(swiftTesting: { true }), files: FakeFiles().files)
        #expect(!none.assert(Trees.matching, reference: reference, bundled: bundled, as: .transcript(), screen: nil, at: sampleSite))
        #expect(
            empty.messages(to: .swiftTesting).first?.hasPrefix("no reference experience in the test bundle: tried \(bundled[0].path), \(bundled[1].path)")
                == true)
    }

    @Test(arguments: [
        // Swift Testing runs the test: its issue only.
        (true, false, false, true, [FailureSink.Destination.swiftTesting]),
        (true, true, true, true, [FailureSink.Destination.swiftTesting]),
        // XCTest runs it (known, or seen taking the failure): its failure only.
        (false, true, false, true, [FailureSink.Destination.xcTest]),
        (false, false, true, true, [FailureSink.Destination.xcTest]),
        // Not observing yet: XCTest takes it if it runs a test; nobody can know, so standard
        // error too, never a second issue of no test in Swift Testing.
        (false, false, false, false, [FailureSink.Destination.xcTest, .standardError]),
        // Observing, and XCTest did not take it: no XCTest test runs.
        (false, false, false, true, [FailureSink.Destination.xcTest, .swiftTesting, .standardError]),
    ])
    func oneFailureIsOneIssueInTheFrameworkRunningTheTest(
        swiftTesting: Bool, xcTestRunning: Bool, xcTestReported: Bool, observing: Bool,
        expected: [FailureSink.Destination]
    ) {
        #expect(
            FailureSink.destinations(
                swiftTesting: swiftTesting, xcTestRunning: xcTestRunning, xcTestReported: xcTestReported,
                observing: observing) == expected)
    }

    @Test func aFailureReportedOutsideTheSwiftTestingTestItWasCalledInNeverGoesToXCTest() {
        #expect(
            FailureSink.destinations(swiftTesting: false, swiftTestingAtCall: true, xcTestRunning: true, xcTestReported: false, observing: true)
                == [.swiftTesting, .standardError])
        let captured = CapturedFailures()
        var sink = captured.sink(swiftTesting: { false }, xcTest: { true })
        sink.swiftTestingTestAtCall = "loginOrder()"
        sink.fail("report", at: sampleSite)
        #expect(captured.destinations == [.swiftTesting, .standardError])
        #expect(captured.messages(to: .standardError).first?.hasSuffix("(reported outside its Swift Testing test, loginOrder())\n") == true)
    }

    @Test func aFailureBeforeTheObserverIsRegisteredIsNotRecordedTwice() {
        let captured = CapturedFailures()
        var sink = captured.sink(swiftTesting: { false })
        sink.xcTestIsObserved = { false }
        sink.fail("report", at: sampleSite)
        #expect(captured.destinations == [.xcTest, .standardError])
    }
}
