import Foundation
import XCTest

/// Knows whether an XCTest test case is running and whether a failure reached one, by
/// observing XCTest.
///
/// XCTest has no public "current test case", and `XCTFail` outside a test case is
/// silently ignored, so RapidTesting watches test cases start and finish and counts the
/// failures XCTest reports to observers. It starts observing the first time it is used
/// (the first failing verification, just before its `XCTFail`), so a test case already
/// running then is not seen as running, but its failure is still seen being recorded.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// The tracker registered with XCTest.
    static let shared: XCTestCaseTracker = {
        let tracker = XCTestCaseTracker()
        XCTestObservationCenter.shared.addTestObserver(tracker)
        return tracker
    }()

    private let lock = NSLock()
    private var running = 0
    private var failures = 0
    private var testCases: [XCTestCase] = []

    /// True between a test case's start and finish.
    var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return running > 0
    }

    /// The number of test failures XCTest reported since observing began.
    var failuresSeen: Int {
        lock.lock(); defer { lock.unlock() }
        return failures
    }

    /// The test case that started last and has not finished, for attachments added off the
    /// main thread.
    var runningTestCase: XCTestCase? {
        lock.lock(); defer { lock.unlock() }
        return testCases.last
    }

    // XCTest declares the issue observer with the Swift value type `XCTIssue` on iOS,
    // tvOS, visionOS and watchOS, and with the class `XCTIssueReference` on macOS; a method
    // with the other one would never be called.
    #if os(macOS) || RAPIDMAP_APPLE_STANDIN_MACOS
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssueReference) {
        lock.lock(); failures += 1; lock.unlock()
    }
    #elseif canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        lock.lock(); failures += 1; lock.unlock()
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        lock.lock(); failures += 1; lock.unlock()
    }
    #endif

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock(); running += 1; testCases.append(testCase); lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        running = max(0, running - 1)
        if let index = testCases.lastIndex(where: { $0 === testCase }) { testCases.remove(at: index) }
        lock.unlock()
    }
}
