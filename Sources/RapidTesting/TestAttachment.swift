import Foundation
import Testing
import XCTest

/// A file attached to a failing test: a picture, a recorded tree, a corrected map, a
/// transcript. Swift Testing saves attachments when run with
/// `swift test --attachments-path DIR`; Xcode keeps XCTest's in the test report.
///
/// Its content is made only when a framework takes it (``attachToRunningTest(at:tracker:)``):
/// where attachments are dropped (XCTest on Linux, no running test) it is never built.
struct TestAttachment: Sendable {
    /// The file name, e.g. `LoginTests-42-LoginScreen.svg`.
    var name: String
    /// The content, made on first use (an artifact's, shared with its file).
    var content: ArtifactContent

    /// An attachment of bytes already made.
    init(name: String, bytes: [UInt8]) { self.init(name: name, content: ArtifactContent(bytes)) }

    /// An attachment whose content is made when it is first asked for.
    init(name: String, content: ArtifactContent) { (self.name, self.content) = (name, content) }

    /// The content, made now when it was not yet.
    var bytes: [UInt8] { content.bytes }

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
    /// as an `XCTAttachment` (see ``attachToRunningXCTest(onMainThread:activitiesAllowed:tracker:)``).
    /// swift-corelibs-xctest (Linux) has no attachments, so there an XCTest failure keeps
    /// only the files written to the artifacts folder.
    ///
    /// Safe from any isolation: the main actor, a detached task, an `async` test.
    func attachToRunningTest(at site: CallSite, tracker: XCTestCaseTracker = .shared) {
        if Test.current != nil {
            Attachment.record(
                bytes, named: name,
                sourceLocation: Testing.SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                    line: Int(site.line), column: Int(site.column)))
            return
        }
        #if canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
        attachToRunningXCTest(tracker: tracker)
        #else
        _ = tracker
        #endif
    }

    #if canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
    /// Adds the file to the running XCTest test without ever trapping.
    ///
    /// `XCTContext.runActivity(named:block:)` traps in three places a failing `verify` can
    /// be: off the main thread (it is main-actor isolated), outside a running XCTest test
    /// ("Current context must not be nil": a Swift Testing test, a main-queue callback after
    /// the test), and in a process XCTest was not started by Xcode's runner — `swift test`
    /// on macOS stops with "activities are disallowed in the current configuration"
    /// (pointfreeco/swift-snapshot-testing#121, swiftlang/swift-corelibs-xctest#357).
    /// So a named activity groups the file only on the main thread under Xcode's runner
    /// (``activitiesAllowed``), and otherwise the file goes to the test case itself, an
    /// `XCTActivity` whose `add(_:)` XCTest allows from any thread and in any runner. It
    /// goes only to a test case the tracker knows to be running (seen starting, or seen
    /// failing: ``XCTestCaseTracker``); with none, nothing is attached and the file stays in
    /// the artifacts folder. The current thread never waits for the main one, so a main
    /// thread waiting on this code cannot deadlock it.
    func attachToRunningXCTest(
        onMainThread: Bool = Thread.isMainThread, activitiesAllowed: Bool = Self.activitiesAllowed,
        tracker: XCTestCaseTracker = .shared
    ) {
        guard let testCase = tracker.runningTestCase else { return }
        let attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: uniformTypeIdentifier)
        attachment.name = name
        attachment.lifetime = .keepAlways
        if onMainThread && activitiesAllowed {
            let activityName = "RapidMap: \(name)"
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: activityName) { activity in activity.add(attachment) }
            }
        } else {
            testCase.add(attachment)
        }
    }

    /// Whether XCTest allows activities in this process: only under Xcode's test runner,
    /// which sets `__XCODE_BUILT_PRODUCTS_DIR_PATHS`, the variable swift-snapshot-testing
    /// checks before its activities (Sources/SnapshotTesting/AssertSnapshot.swift:371 and
    /// :457 at 6bb6c9a); XCTest offers no public way to ask (swift-corelibs-xctest#357).
    static var activitiesAllowed: Bool {
        ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] != nil
    }
    #endif
}
