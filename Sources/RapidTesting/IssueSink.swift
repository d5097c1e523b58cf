import Foundation
import Testing
import XCTest

/// Where a failing verification's report goes: the test framework that is running, and
/// standard error when none is known to be. Every part is a closure so tests can capture
/// what would be recorded ("injectable"); ``live`` is the real one.
struct IssueSink: Sendable {
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
    /// Records an issue with Swift Testing.
    var recordInSwiftTesting: @Sendable (String, CallSite) -> Void
    /// Records a failure with XCTest.
    var recordInXCTest: @Sendable (String, CallSite) -> Void
    /// Writes text to standard error.
    var writeToStandardError: @Sendable (String) -> Void

    /// Where a report goes, given which framework is known to be running.
    ///
    /// With neither, the report goes everywhere it can without being lost: `XCTFail`
    /// reaches an XCTest test that started before RapidTesting began observing XCTest
    /// (and is ignored by XCTest otherwise), standard error shows it in the log, and
    /// `Issue.record` makes a running Swift Testing run fail with an issue of an unknown
    /// test (and is ignored when Swift Testing is not running).
    static func destinations(swiftTesting: Bool, xcTest: Bool) -> [Destination] {
        if swiftTesting { return [.swiftTesting] }
        if xcTest { return [.xcTest] }
        return [.xcTest, .standardError, .swiftTesting]
    }

    /// Sends a report to every destination that applies.
    func report(_ message: String, at site: CallSite) {
        for destination in Self.destinations(swiftTesting: swiftTestingTestIsRunning(), xcTest: xcTestTestIsRunning()) {
            switch destination {
            case .swiftTesting: recordInSwiftTesting(message, site)
            case .xcTest: recordInXCTest(message, site)
            case .standardError: writeToStandardError("\(site.filePath):\(site.line): error: \(message)\n")
            }
        }
    }

    /// The real frameworks and the process's standard error.
    static let live = IssueSink(
        swiftTestingTestIsRunning: { Test.current != nil },
        xcTestTestIsRunning: { XCTestCaseTracker.shared.isRunning },
        recordInSwiftTesting: { message, site in
            Issue.record(Comment(rawValue: message),
                         sourceLocation: Testing.SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                                                                line: Int(site.line), column: Int(site.column)))
        },
        recordInXCTest: { message, site in
            XCTFail(message, file: site.filePath, line: site.line)
        },
        writeToStandardError: { text in
            FileHandle.standardError.write(Data(text.utf8))
        })
}
