import Foundation
import XCTest

/// Knows whether an XCTest test case is running and whether a failure reached one, by
/// observing XCTest.
///
/// XCTest has no public "current test case", and `XCTFail` outside a test case is
/// silently ignored, so RapidTesting watches test cases start and finish and counts the
/// failures XCTest reports to observers. It starts observing at the first use of any
/// RapidTesting assertion (``FailureSink/observing(_:)``), before anything fails.
///
/// XCTest tells an observer that a test case started only when it was registered before
/// that: the test that makes the first RapidTesting call of the process (of every
/// parallel clone) has already started. So a test case XCTest reports a failure of is
/// running too, until XCTest says it finished; the failure RapidTesting reports itself
/// makes it known before its files are attached. Its name comes from the call site
/// (``CallSite/function``) until then.
///
/// XCTest registers observers on the main thread only ("Test observers can only be
/// registered and unregistered on the main thread"), and a failure can be reported from
/// any thread: a detached task, an `async` test, the cooperative pool. So the tracker
/// registers at once on the main thread, and from any other thread asks the main actor to
/// register it, without waiting; until then it sees no test case and no failure
/// (``FailureSink/destinations(swiftTesting:xcTestRunning:xcTestReported:observing:)``
/// says where a report goes then).
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

    /// True between a test case's start (or first failure) and finish.
    var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return !testCases.isEmpty
    }

    /// The number of test failures XCTest reported since observing began.
    var failuresSeen: Int {
        lock.lock(); defer { lock.unlock() }
        return failures
    }

    /// Whether `testCase` is running: started (or failed) and not finished.
    func isRunning(_ testCase: XCTestCase) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return testCases.contains { $0 === testCase }
    }

    /// The test case running at a call into RapidTesting, held for a report made later from
    /// any thread: only its identity and its name are read.
    final class TestCaseAtCall: @unchecked Sendable {
        let testCase: XCTestCase
        init(_ testCase: XCTestCase) { self.testCase = testCase }
    }

    /// The test case that started (or failed) last and has not finished, for attachments.
    var runningTestCase: XCTestCase? {
        lock.lock(); defer { lock.unlock() }
        return testCases.last
    }

    // XCTest declares the issue observer with the Swift value type `XCTIssue` on iOS,
    // tvOS, visionOS and watchOS, and with the class `XCTIssueReference` on macOS; a method
    // with the other one would never be called.
    #if os(macOS) || RAPIDMAP_APPLE_STANDIN_MACOS
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssueReference) {
        failed(testCase)
    }
    #elseif canImport(Darwin) || RAPIDMAP_APPLE_STANDIN
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        failed(testCase)
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        failed(testCase)
    }
    #endif

    /// Counts a failure of `testCase`, which is running even when its start was not seen.
    private func failed(_ testCase: XCTestCase) {
        lock.lock(); defer { lock.unlock() }
        failures += 1
        if !testCases.contains(where: { $0 === testCase }) { testCases.append(testCase) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock(); testCases.append(testCase); lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        if let index = testCases.lastIndex(where: { $0 === testCase }) { testCases.remove(at: index) }
        lock.unlock()
    }
}
