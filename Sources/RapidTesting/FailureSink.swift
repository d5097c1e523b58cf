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
    /// The Swift Testing test the call into RapidTesting was made in (`Test.current` when the
    /// sink was made), nil when none. Such a call never makes an XCTest call, even when its
    /// failure is reported from another task (a `Task.detached`, whose `Test.current` is
    /// gone): under an XCTest interoperability mode an `XCTFail` there is an issue of its own,
    /// or stops the process (see ``destinations(swiftTesting:swiftTestingAtCall:xcTestRunning:xcTestReported:observing:)``).
    var swiftTestingTestAtCall: String? = nil
    /// Whether the running test goes on after a failure: false for an XCTest test case with
    /// `continueAfterFailure = false` (XCTest stops it at its first failure), or one the
    /// tracker does not know (nothing says it goes on). Several failures of one call are then
    /// reported as one (``fail(each:together:at:)``), so none is lost.
    var testContinuesAfterFailure: @Sendable () -> Bool = { true }

    /// The running test's name for artifact names: the framework's (``currentTestName``),
    /// else the calling function's (``CallSite/function``), else nil.
    func testName(at site: CallSite) -> String? {
        currentTestName() ?? ("\(site.function)".isEmpty ? nil : "\(site.function)")
    }

    /// Where a report goes, given what is known of the frameworks: one issue, in the
    /// framework running the test, and standard error only when none can be known.
    ///
    /// - Inside a Swift Testing test: `Issue.record` only, never `XCTFail`, whatever the
    ///   XCTest interoperability mode. The draft pitch "Targeted Interoperability between
    ///   Swift Testing and XCTest" (swiftlang/swift-evolution,
    ///   proposals/testing/NNNN-targeted-interoperability-swift-testing-and-xctest.md at
    ///   0829ac1, a draft: accepted later as ST-0021 with other mode names) defines modes chosen
    ///   by `SWIFT_TESTING_XCTEST_INTEROP_MODE`: an `XCTFail` with no XCTest test running is
    ///   handed to Swift Testing's fallback event handler (swift-corelibs-xctest's
    ///   XCTAssert.swift at de15221, opted into with `XCT_EXPERIMENTAL_ENABLE_INTEROP=1` there)
    ///   and becomes two warnings (`advisory`), a failure and a warning (`permissive`), or a
    ///   fatal error (`strict`, where any XCTest API used in a Swift Testing test is fatal);
    ///   without a mode (Swift 6.2 and 6.3) it is dropped. The XCTest stand-in
    ///   (Tests/AppleStandIn/XCTest.swift) models the draft. Each mode records a framework's
    ///   own API in its own test as one issue.
    /// - Called inside a Swift Testing test, reported from another task (a `Task.detached`,
    ///   where `Test.current` is gone): `Issue.record` (the run takes it as an issue of no
    ///   test) and standard error, naming the test; never `XCTFail`, which an interoperability
    ///   mode would make a second issue, or fatal.
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
    ///   says a Swift Testing run exists. (Under an interoperability mode, in a process
    ///   Swift Testing runs, the `XCTFail` these two cases make to find out is handed to
    ///   Swift Testing: a call made outside any Swift Testing test and any known XCTest test,
    ///   from a detached task, is then reported twice, or stops the process under `strict`.
    ///   Nothing public tells which framework runs the process; Swift 6.2 and 6.3 drop it.)
    static func destinations(
        swiftTesting: Bool, swiftTestingAtCall: Bool = false, xcTestRunning: Bool, xcTestReported: Bool, observing: Bool
    ) -> [Destination] {
        if swiftTesting { return [.swiftTesting] }
        if swiftTestingAtCall { return [.swiftTesting, .standardError] }
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
        // Its files stay in the artifacts folder, never on another test: its XCTest test ended,
        // or its Swift Testing test's task is not this one.
        if testAtCallEnded() != nil || (swiftTestingTestAtCall != nil && !swiftTestingTestIsRunning()) {
            fail(message, at: site)
            return
        }
        let attachFirst = testTakesAttachments()
        if attachFirst { for attachment in attachments { attach(attachment, site) } }
        fail(message, at: site)
        if !attachFirst { for attachment in attachments { attach(attachment, site) } }
    }

    /// Reports the failures of one call (an audit's failing issues): one issue each, or, when
    /// the test stops at its first failure (``testContinuesAfterFailure``), one failure
    /// listing them all under `heading`, so none is lost.
    ///
    /// With `continueAfterFailure = false` XCTest stops the test at the first `XCTFail`, so
    /// the failures after it would never be reported (modelled by the XCTest stand-in).
    func fail(each messages: [String], together heading: String, at site: CallSite) {
        if messages.count > 1 && !testContinuesAfterFailure() {
            fail(([heading] + messages).joined(separator: "\n\n"), at: site)
            return
        }
        for message in messages { fail(message, at: site) }
    }

    /// Sends a report where ``destinations(swiftTesting:swiftTestingAtCall:xcTestRunning:xcTestReported:observing:)`` says.
    func fail(_ message: String, at site: CallSite) {
        if swiftTestingTestIsRunning() {
            recordSwiftTestingIssue(message, site)
            return
        }
        if let test = swiftTestingTestAtCall {  // Never XCTest: see destinations(…).
            recordSwiftTestingIssue(message, site)
            writeToStandardError("\(site.filePath):\(site.line): error: \(message)\n  (reported outside its Swift Testing test, \(test))\n")
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
    ///
    /// Called inside a Swift Testing test it makes no XCTest call at all, now or when it
    /// reports (no observer registered, no `XCTFail`, no `XCTAttachment`): the draft's strict
    /// interoperability mode makes any XCTest API used there fatal.
    /// `swiftTestingTest` and `failXCTestTest` are the frameworks' unless a check injects them.
    static func observing(
        _ tracker: XCTestCaseTracker,
        swiftTestingTest: @escaping @Sendable () -> String? = { Test.current?.name },
        failXCTestTest: @escaping @Sendable (String, CallSite) -> Void = { XCTFail($0, file: $1.filePath, line: $1.line) },
        recordSwiftTestingIssue: @escaping @Sendable (String, CallSite) -> Void = recordIssue,
        writeToStandardError: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) -> FailureSink {
        let swiftTestingTestAtCall = swiftTestingTest()
        if swiftTestingTestAtCall == nil { tracker.observe() }
        let atCall = swiftTestingTestAtCall == nil ? tracker.runningTestCase.map(XCTestCaseTracker.TestCaseAtCall.init) : nil
        let xcTestAllowed: @Sendable () -> Bool = { swiftTestingTestAtCall == nil && swiftTestingTest() == nil }
        var sink = FailureSink(
            swiftTestingTestIsRunning: { swiftTestingTest() != nil },
            xcTestTestIsRunning: { tracker.isRunning },
            recordSwiftTestingIssue: recordSwiftTestingIssue,
            failXCTestTest: { message, site in
                let before = tracker.failuresSeen
                failXCTestTest(message, site)
                return tracker.failuresSeen > before
            },
            writeToStandardError: writeToStandardError,
            attach: { attachment, site in attachment.attachToRunningTest(at: site, tracker: tracker) },
            currentTestName: { swiftTestingTest() ?? swiftTestingTestAtCall ?? tracker.runningTestCase?.name },
            xcTestIsObserved: { tracker.registration == .registered },
            testTakesAttachments: { swiftTestingTest() != nil || tracker.runningTestCase != nil },
            testAtCallEnded: {
                guard let atCall, !tracker.isRunning(atCall.testCase) else { return nil }
                return atCall.testCase.name
            })
        sink.swiftTestingTestAtCall = swiftTestingTestAtCall
        sink.testContinuesAfterFailure = { !xcTestAllowed() || (tracker.runningTestCase?.continueAfterFailure ?? false) }
        return sink
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
