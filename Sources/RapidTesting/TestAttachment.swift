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

    /// The uniform type identifier of the file, from its extension, so Xcode previews it:
    /// `public.svg-image`, `public.json`, `public.swift-source`, else `public.plain-text`.
    var uniformTypeIdentifier: String {
        switch name.split(separator: ".").last.map({ $0.lowercased() }) {
        case "svg": return "public.svg-image"
        case "json": return "public.json"
        case "swift": return "public.swift-source"
        default: return "public.plain-text"
        }
    }

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
    /// elsewhere, and outside a running XCTest test it stops the process ("Current context
    /// must not be nil": a Swift Testing test, a callback on the main queue after the test,
    /// `swift test` on macOS). A failing `verify` may run anywhere. So the attachment goes
    /// only to a test case the tracker has seen start and not finish: on the main thread
    /// (where the main actor runs, hence `MainActor.assumeIsolated` holds) to a named
    /// activity of it, on any other thread to the test case itself, an `XCTActivity` whose
    /// `add(_:)` XCTest allows from any thread. With no such test case, nothing is attached
    /// and the file stays in the artifacts folder. The current thread never waits for the
    /// main one, so a main thread waiting on this code cannot deadlock it.
    func attachToRunningXCTest(onMainThread: Bool = Thread.isMainThread, tracker: XCTestCaseTracker = .shared) {
        guard let testCase = tracker.runningTestCase else { return }
        let attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: uniformTypeIdentifier)
        attachment.name = name
        attachment.lifetime = .keepAlways
        if onMainThread {
            let activityName = "RapidMap: \(name)"
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: activityName) { activity in activity.add(attachment) }
            }
        } else {
            testCase.add(attachment)
        }
    }
    #endif
}
