import Foundation
import XCTest

/// Knows whether an XCTest test case is running, by observing XCTest.
///
/// XCTest has no public "current test case", and `XCTFail` outside a test case is
/// ignored, so RapidTesting watches test cases start and finish. It starts observing the
/// first time it is asked (the first verification), so a test case already running then is
/// not seen as running; ``IssueSink`` covers that case by sending the report to `XCTFail`
/// and standard error both.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// The tracker registered with XCTest.
    static let shared: XCTestCaseTracker = {
        let tracker = XCTestCaseTracker()
        XCTestObservationCenter.shared.addTestObserver(tracker)
        return tracker
    }()

    private let lock = NSLock()
    private var running = 0

    /// True between a test case's start and finish.
    var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return running > 0
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock(); running += 1; lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock(); running = max(0, running - 1); lock.unlock()
    }
}
