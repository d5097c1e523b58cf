import Foundation
import Testing
import XCTest

/// A file attached to a failing test: a picture, a recorded tree, a corrected map, a
/// transcript. Swift Testing saves attachments when run with
/// `swift test --attachments-path DIR`; Xcode keeps XCTest's in the test report.
struct TestAttachment: Sendable, Hashable {
    /// The file name, e.g. `LoginTests-42-LoginScreen.svg`.
    var name: String
    /// The content.
    var bytes: [UInt8]

    /// Attaches to the running test: with Swift Testing's `Attachment.record` inside a
    /// Swift Testing test, otherwise (on Apple platforms, where XCTest has attachments)
    /// as an `XCTAttachment` (see ``attachToRunningXCTest(onMainThread:tracker:)``).
    /// swift-corelibs-xctest (Linux) has no attachments, so there an XCTest failure keeps
    /// only the files written to the artifacts folder.
    ///
    /// Safe from any isolation: the main actor, a detached task, an `async` test.
    func attachToRunningTest(at site: CallSite) {
        if Test.current != nil {
            Attachment.record(
                bytes, named: name,
                sourceLocation: Testing.SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
            return
        }
        #if canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
        attachToRunningXCTest()
        #endif
    }

    #if canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
    /// Adds the file to the running XCTest test without ever trapping.
    ///
    /// `XCTContext.runActivity(named:block:)` is main-actor isolated and traps when called
    /// elsewhere, and a failing `verify` may run anywhere. So: on the main thread (where the
    /// main actor runs, hence `MainActor.assumeIsolated` holds) the attachment goes to a
    /// named activity; on any other thread it is added to the running test case, an
    /// `XCTActivity` whose `add(_:)` XCTest allows from any thread. The current thread is
    /// never blocked waiting for the main one, so a main thread waiting on this code cannot
    /// deadlock it. Off the main thread with no test case known to run (the tracker starts
    /// observing at the first failing verification, so it has not seen that test start),
    /// nothing is attached and the file stays in the artifacts folder.
    func attachToRunningXCTest(onMainThread: Bool = Thread.isMainThread, tracker: XCTestCaseTracker = .shared) {
        let attachment = XCTAttachment(data: Data(bytes))
        attachment.name = name
        attachment.lifetime = .keepAlways
        if onMainThread {
            let activityName = "RapidMap: \(name)"
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: activityName) { activity in activity.add(attachment) }
            }
        } else {
            tracker.runningTestCase?.add(attachment)
        }
    }
    #endif
}
