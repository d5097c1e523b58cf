import Foundation
import Testing
import XCTest

/// Where a failing verification's report goes: the test framework that is running, and
/// standard error when none is known to be. Every part is a closure so tests can capture
/// what would be reported ("injectable"); ``live`` is the real one.
struct FailureSink: Sendable {
    /// A place a report can be sent.
    enum Destination: Sendable, Hashable {
        /// `Issue.record` (Swift Testing).
        case swiftTesting
        /// `XCTFail` (XCTest).
        case xcTest
        /// Standard error.
        case standardError
    }

    /// True inside a Swift Testing test (`Test.current != nil`; task-local, so false in a
    /// detached task).
    var swiftTestingTestIsRunning: @Sendable () -> Bool
    /// True while an XCTest test case is known to be running.
    var xcTestTestIsRunning: @Sendable () -> Bool
    /// Reports an issue to Swift Testing.
    var recordSwiftTestingIssue: @Sendable (String, CallSite) -> Void
    /// Reports a failure to XCTest; returns true when XCTest was seen to take it
    /// for a running test.
    var failXCTestTest: @Sendable (String, CallSite) -> Bool
    /// Writes text to standard error.
    var writeToStandardError: @Sendable (String) -> Void
    /// Attaches a file's bytes, with its name, to the running test (see ``TestAttachment``).
    var attach: @Sendable (TestAttachment, CallSite) -> Void = { _, _ in }
    /// The running test's name, when it is known: Swift Testing's current test, else the
    /// XCTest test case seen running. Artifact names carry it (``ArtifactWriter``).
    var currentTestName: @Sendable () -> String? = { nil }
    /// Whether XCTest is observed yet: from then on the tracker sees every failure XCTest
    /// records.
    var xcTestIsObserved: @Sendable () -> Bool = { true }
    /// Whether an attachment reaches the running test before its failure is reported: a
    /// Swift Testing test, or an XCTest test case the tracker knows is running. False only for
    /// the first failing test of a process that started before RapidTesting's first use: its
    /// failure makes it known (``XCTestCaseTracker``), so its files are attached after it.
    var testTakesAttachments: @Sendable () -> Bool = { true }
    /// The name of the XCTest test case that was running when the sink was made (at the
    /// call into RapidTesting), when it has finished since; nil while it runs, or when none
    /// was known. A failure reported late (from a detached task, or after the test returned)
    /// would go to whichever test XCTest runs then: `XCTFail` records a failure of the test
    /// running now, which XCTest keeps as its current test case (modelled by the stand-in's
    /// `XCTFail`), so it goes to standard error instead, naming the test that ended.
    var testAtCallEnded: @Sendable () -> String? = { nil }

    /// The running test's name for artifact names: the framework's (``currentTestName``),
    /// else the calling function's (``CallSite/function``), else nil.
    func testName(at site: CallSite) -> String? {
        currentTestName() ?? ("\(site.function)".isEmpty ? nil : "\(site.function)")
    }

    /// Where a report goes, given what is known of the frameworks: one issue, in the
    /// framework running the test, and standard error only when none can be known.
    ///
    /// - Inside a Swift Testing test: `Issue.record` only, never `XCTFail`, whatever
    ///   Swift Testing's XCTest interoperability mode (ST-0021,
    ///   `SWIFT_TESTING_XCTEST_INTEROP_MODE`, read by swift-testing after 6.3; 6.2 and 6.3
    ///   behave as `none`): with `none` an `XCTFail` there is dropped (the test would
    ///   pass), with `limited` it is a warning (the test would pass), with `complete` a
    ///   failure plus a warning (two issues), with `strict` a fatal error. Each mode
    ///   records a framework's own API in its own test as one issue.
    /// - Otherwise `XCTFail` first: it reaches a running XCTest test (XCTest records it
    ///   from any thread) and is dropped when none runs (swift-corelibs-xctest's
    ///   Sources/XCTest/Public/XCTAssert.swift:98 at swift-6.3.1-RELEASE). When XCTest is
    ///   known to run a test, or was seen recording this failure: nothing more.
    /// - When the tracker is not observing yet (asked off the main thread, registration
    ///   queued): nobody can know whether `XCTFail` reached a test, so standard error too,
    ///   and never `Issue.record`: outside a Swift Testing test Swift Testing posts it to
    ///   every running Swift Testing run as an issue of no test (swift-testing's
    ///   Sources/Testing/Events/Event.swift:298 at 6.2.0, :334 at 6.3.1), a second,
    ///   unattributed failure in a bundle mixing both frameworks.
    /// - When observing and XCTest did not take it, no XCTest test runs: `Issue.record`
    ///   (a `Task.detached` of a Swift Testing test, whose task-local `Test.current` is
    ///   gone: the run reports an issue of no test), and standard error, since nothing
    ///   says a Swift Testing run exists. (From the interoperability modes on, XCTest hands
    ///   an `XCTFail` with no test of its own to Swift Testing — swift-corelibs-xctest's
    ///   XCTAssert.swift after 6.3 — so these two cases, which call `XCTFail` to find out,
    ///   would add its warning, and stop the process under `strict`; Swift 6.2 and 6.3
    ///   drop it.)
    static func destinations(swiftTesting: Bool, xcTestRunning: Bool, xcTestReported: Bool, observing: Bool) -> [Destination] {
        if swiftTesting { return [.swiftTesting] }
        if xcTestRunning || xcTestReported { return [.xcTest] }
        if !observing { return [.xcTest, .standardError] }
        return [.xcTest, .swiftTesting, .standardError]
    }

    /// Attaches `attachments`, then reports `message`: the evidence first, the failure last.
    ///
    /// With `continueAfterFailure = false` (Xcode's UI-test template sets it in `setUp`)
    /// `XCTFail` stops the test: nothing after it runs ("Stops the test as soon as a failure
    /// occurs", Apple's documentation of `XCTestCase.continueAfterFailure`), so a file
    /// attached after it would be lost, and on a device the attachment is the only copy the
    /// test report keeps. swift-snapshot-testing writes and attaches first too: its
    /// `verifySnapshot` writes the snapshot (Sources/SnapshotTesting/AssertSnapshot.swift:366
    /// and :453 at 6bb6c9a), adds the attachments (:373 to :389, :460) and only then returns
    /// the message `assertSnapshot` reports (:114 to :127). Files
    /// written to the artifacts folder are written before this is called. Only a test the
    /// tracker does not know yet (``testTakesAttachments``) gets its files after its failure.
    func fail(_ message: String, attaching attachments: [TestAttachment], at site: CallSite) {
        if testAtCallEnded() != nil {  // Its files stay in the artifacts folder, never on another test.
            fail(message, at: site)
            return
        }
        let attachFirst = testTakesAttachments()
        if attachFirst { for attachment in attachments { attach(attachment, site) } }
        fail(message, at: site)
        if !attachFirst { for attachment in attachments { attach(attachment, site) } }
    }

    /// Sends a report where ``destinations(swiftTesting:xcTestRunning:xcTestReported:observing:)`` says.
    func fail(_ message: String, at site: CallSite) {
        if swiftTestingTestIsRunning() {
            recordSwiftTestingIssue(message, site)
            return
        }
        if let ended = testAtCallEnded() {
            writeToStandardError("\(site.filePath):\(site.line): error: \(message)\n  (reported after its test, \(ended), ended)\n")
            return
        }
        let recorded = failXCTestTest(message, site)
        let destinations = Self.destinations(
            swiftTesting: false, xcTestRunning: xcTestTestIsRunning(), xcTestReported: recorded, observing: xcTestIsObserved())
        if destinations.contains(.swiftTesting) {
            recordSwiftTestingIssue(message, site)
        }
        if destinations.contains(.standardError) {
            writeToStandardError("\(site.filePath):\(site.line): error: \(message)\n")
        }
    }

    /// The real frameworks and the process's standard error, observing XCTest with the
    /// shared tracker from the first use on (``observing(_:recordSwiftTestingIssue:writeToStandardError:)``).
    static var live: FailureSink { observing(.shared) }

    /// The real frameworks, with `tracker` observing XCTest from now on: every RapidTesting
    /// entry point gets its sink here, so the first use of any of them registers the
    /// observer, before anything fails.
    static func observing(
        _ tracker: XCTestCaseTracker,
        recordSwiftTestingIssue: @escaping @Sendable (String, CallSite) -> Void = recordIssue,
        writeToStandardError: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) -> FailureSink {
        tracker.observe()
        let atCall = tracker.runningTestCase.map(XCTestCaseTracker.TestCaseAtCall.init)
        return FailureSink(
            swiftTestingTestIsRunning: { Test.current != nil },
            xcTestTestIsRunning: { tracker.isRunning },
            recordSwiftTestingIssue: recordSwiftTestingIssue,
            failXCTestTest: { message, site in
                let before = tracker.failuresSeen
                XCTFail(message, file: site.filePath, line: site.line)
                return tracker.failuresSeen > before
            },
            writeToStandardError: writeToStandardError,
            attach: { attachment, site in attachment.attachToRunningTest(at: site, tracker: tracker) },
            currentTestName: { Test.current?.name ?? tracker.runningTestCase?.name },
            xcTestIsObserved: { tracker.registration == .registered },
            testTakesAttachments: { Test.current != nil || tracker.runningTestCase != nil },
            testAtCallEnded: {
                guard let atCall, !tracker.isRunning(atCall.testCase) else { return nil }
                return atCall.testCase.name
            })
    }

    /// `Issue.record` at the call site.
    @Sendable static func recordIssue(_ message: String, at site: CallSite) {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                line: Int(site.line), column: Int(site.column)))
    }
}
