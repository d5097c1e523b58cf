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

    /// Where a report goes, given which framework is running.
    ///
    /// Inside a Swift Testing test: `Issue.record`. Otherwise `XCTFail`, which reaches a
    /// running XCTest test and is ignored by XCTest when none runs. When XCTest neither is
    /// known to be running nor was seen to record the failure, the report also goes to
    /// standard error (so the log shows it) and to `Issue.record`, which makes a running
    /// Swift Testing run fail with an issue of an unknown test (and is ignored when Swift
    /// Testing is not running): a report is never silently lost.
    static func destinations(swiftTesting: Bool, xcTestRunning: Bool, xcTestReported: Bool) -> [Destination] {
        if swiftTesting { return [.swiftTesting] }
        if xcTestRunning || xcTestReported { return [.xcTest] }
        return [.xcTest, .standardError, .swiftTesting]
    }

    /// Sends a report where ``destinations(swiftTesting:xcTestRunning:xcTestReported:)`` says.
    func fail(_ message: String, at site: CallSite) {
        if swiftTestingTestIsRunning() {
            recordSwiftTestingIssue(message, site)
            return
        }
        let recorded = failXCTestTest(message, site)
        let destinations = Self.destinations(swiftTesting: false, xcTestRunning: xcTestTestIsRunning(), xcTestReported: recorded)
        if destinations.contains(.standardError) {
            writeToStandardError("\(site.filePath):\(site.line): error: \(message)\n")
        }
        if destinations.contains(.swiftTesting) {
            recordSwiftTestingIssue(message, site)
        }
    }

    /// The real frameworks and the process's standard error.
    static let live = FailureSink(
        swiftTestingTestIsRunning: { Test.current != nil },
        xcTestTestIsRunning: { XCTestCaseTracker.shared.isRunning },
        recordSwiftTestingIssue: { message, site in
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: Testing.SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
        },
        failXCTestTest: { message, site in
            let tracker = XCTestCaseTracker.shared
            tracker.observe()
            let before = tracker.failuresSeen
            XCTFail(message, file: site.filePath, line: site.line)
            return tracker.failuresSeen > before
        },
        writeToStandardError: { text in
            FileHandle.standardError.write(Data(text.utf8))
        },
        attach: { attachment, site in attachment.attachToRunningTest(at: site) },
        currentTestName: { Test.current?.name ?? XCTestCaseTracker.shared.runningTestCase?.name })
}
