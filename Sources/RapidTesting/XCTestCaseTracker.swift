import Foundation
import XCTest

/// Knows whether an XCTest test case is running and whether a failure reached one, by
/// observing XCTest.
///
/// XCTest has no public "current test case", and `XCTFail` outside a test case is
/// silently ignored, so RapidTesting watches test cases start and finish and counts the
/// failures XCTest reports to observers. It starts observing when ``observe(onMainThread:)``
/// is first called (by the first failure reported to XCTest, just before its `XCTFail`),
/// so a test case already running then is not seen as running, but its failure is still
/// seen being recorded.
///
/// XCTest registers observers on the main thread only ("Test observers can only be
/// registered and unregistered on the main thread"), and a failure can be reported from
/// any thread: a detached task, an `async` test, the cooperative pool. So the tracker
/// registers at once on the main thread, and from any other thread asks the main actor to
/// register it, without waiting; until then it sees no test case and no failure, and the
/// failure's report also goes to standard error (``FailureSink``), never lost.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// The one tracker; it observes XCTest once ``observe(onMainThread:)`` has been called.
    static let shared = XCTestCaseTracker()

    /// Where the tracker is in registering with XCTest.
    enum Registration: Sendable, Equatable {
        /// Not asked yet.
        case none
        /// Asked off the main thread: queued on the main actor.
        case pending
        /// Observing.
        case registered
    }

    private let lock = NSLock()
    private var state = Registration.none
    private var running = 0
    private var failures = 0
    private var testCases: [XCTestCase] = []

    /// Where the tracker is in registering.
    var registration: Registration {
        lock.lock(); defer { lock.unlock() }
        return state
    }

    /// Starts observing XCTest, once: at once on the main thread, else by a task on the
    /// main actor that this thread does not wait for. The registration itself always runs
    /// on the main thread, as XCTest requires.
    func observe(onMainThread: Bool = Thread.isMainThread) {
        lock.lock()
        let first = state == .none
        if first { state = onMainThread ? .registered : .pending }
        lock.unlock()
        guard first else { return }
        if onMainThread {
            MainActor.assumeIsolated { register() }
        } else {
            Task { @MainActor in self.register() }
        }
    }

    /// Registers with XCTest, which allows it on the main thread only.
    private func register() {
        XCTestObservationCenter.shared.addTestObserver(self)
        lock.lock(); state = .registered; lock.unlock()
    }

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
