// A test-only stand-in of the documented XCTest API (Xcode's XCTest, not
// swift-corelibs-xctest) that RapidTesting's Apple branches use, so `.ci/typecheck-adapters.sh`
// can type-check them on Linux and `.ci/apple-availability.sh` can check their availability.
// Names, types, isolation and availability follow Apple's documentation.
//
// Compiled twice: as iOS declares it, and with `-D STANDIN_MACOS` as macOS declares it (the
// issue-recording observer methods take `XCTIssue` on iOS, tvOS, visionOS and watchOS, and
// `XCTIssueReference` on macOS).
//
// Unlike the other stand-ins, the parts a failing verification runs through (attachments,
// activities, failures, observation) have working bodies that log what they receive in
// `StandInLog`, so `.ci/typecheck-adapters.sh` can also run RapidTesting's attachment code
// from every isolation on Linux: `XCTContext.runActivity` checks that it runs on the main
// thread, as the real one, main-actor isolated, requires (it traps elsewhere).
//
// Observer methods RapidTesting implements are declared without a default here (Apple's are
// `optional`), so a method with another signature fails to type-check instead of silently
// never being called.
@_exported import Foundation  // as the real framework does

/// What the stand-in was asked to do, in order (not part of XCTest).
public enum StandInLog {
    nonisolated(unsafe) private static var entries: [String] = []
    private static let lock = NSLock()

    /// Adds an entry.
    public static func record(_ entry: String) {
        lock.lock(); entries.append(entry); lock.unlock()
    }

    /// The entries so far, and forgets them.
    public static func take() -> [String] {
        lock.lock(); defer { entries = []; lock.unlock() }
        return entries
    }
}

/// `XCTActivity`.
@available(macOS 10.13, iOS 11.0, tvOS 11.0, *)
public protocol XCTActivity: NSObjectProtocol {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}

/// `XCTAttachment`.
@available(macOS 10.13, iOS 11.0, tvOS 11.0, *)
open class XCTAttachment: NSObject {
    /// `XCTAttachment.Lifetime`.
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    let payload: Data
    /// The type Xcode previews the attachment as (not a public property of XCTest).
    let standInType: String
    public init(data payload: Data) {
        self.payload = payload
        standInType = "public.data"
    }
    public init(data payload: Data, uniformTypeIdentifier identifier: String) {
        self.payload = payload
        standInType = identifier
    }
    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
}

/// `XCTContext`.
@available(macOS 10.13, iOS 11.0, tvOS 11.0, *)
open class XCTContext: NSObject {
    private final class Activity: NSObject, XCTActivity {
        let name: String
        init(name: String) { self.name = name }
        func add(_ attachment: XCTAttachment) {
            StandInLog.record("activity \(name): attachment \(attachment.name ?? "-") (\(attachment.payload.count) bytes, \(attachment.standInType))")
        }
    }

    @MainActor @preconcurrency
    open class func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result {
        // The real method is main-actor isolated and traps elsewhere; outside a running XCTest
        // test (no test case, as in a Swift Testing test) XCTest stops the process: "Current
        // context must not be nil" (swiftlang/swift-corelibs-xctest#418). In a process Xcode's
        // runner did not start (`swift test` on macOS) it stops it too, inside a running test:
        // "XCTContext.runActivity(named:block:) failed because activities are disallowed in
        // the current configuration" (pointfreeco/swift-snapshot-testing#121,
        // bannzai/UserDefaultsGenerator#5, MobileNativeFoundation/bluepill#260). Xcode's runner
        // is told by the variable swift-snapshot-testing checks before each activity
        // (Sources/SnapshotTesting/AssertSnapshot.swift:371 and :457 at 6bb6c9a).
        precondition(Thread.isMainThread, "XCTContext.runActivity(named:block:) called off the main thread")
        XCTestObservationCenter.shared.standInCheckInterop("XCTContext.runActivity(named:block:)")
        XCTestObservationCenter.shared.standInCheckNotStopped("XCTContext.runActivity(named:block:)")
        precondition(XCTestObservationCenter.shared.standInRunningTestCase != nil, "Current context must not be nil")
        precondition(
            ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] != nil,
            "XCTContext.runActivity(named:block:) failed because activities are disallowed in the current configuration")
        StandInLog.record("runActivity \(name) on the main thread")
        return try block(Activity(name: name))
    }
}

/// `XCTestCase` (the parts RapidTesting uses): an `XCTActivity` whose `add(_:)` may be
/// called from any thread.
open class XCTestCase: NSObject, XCTActivity {
    private let testName: String
    /// Not part of XCTest (XCTest makes its test cases itself): a test case named `standInName`.
    public init(standInName: String) { testName = standInName }
    open var name: String { testName }
    /// `continueAfterFailure`: true by default; Xcode's UI-test template sets it to false in
    /// `setUp`. When false, "the test stops as soon as a failure occurs" (Apple's
    /// documentation of `XCTestCase.continueAfterFailure`): XCTest interrupts the test at the
    /// failing `XCTFail`, and nothing after it in the test runs. The stand-in cannot unwind
    /// Swift code, so it traps at the next XCTest call the stopped test makes (an attachment,
    /// an activity, another failure): a call that never happens on a Mac.
    open var continueAfterFailure: Bool = true
    open func add(_ attachment: XCTAttachment) {
        XCTestObservationCenter.shared.standInCheckInterop("XCTestCase.add(_:)")
        XCTestObservationCenter.shared.standInCheckNotStopped("XCTestCase.add(_:) of \(attachment.name ?? "-")")
        StandInLog.record("test case \(name): attachment \(attachment.name ?? "-") (\(attachment.payload.count) bytes, \(attachment.standInType))")
    }
    // Set-up and tear-down, nonisolated as in XCTest: a main-actor test class overrides the
    // async pair (the docs' UI tests do), since an override of a synchronous one could not
    // take the class's isolation.
    open func setUp() async throws {}
    open func tearDown() async throws {}
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
}

/// `XCTIssue`: the Swift value type (iOS, tvOS, visionOS, watchOS observers receive it).
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.4, *)
public struct XCTIssue: Sendable {
    /// `XCTIssue.IssueType`.
    public enum IssueType: Int, Sendable {
        case assertionFailure = 0
        case thrownError = 1
        case uncaughtException = 2
        case performanceRegression = 3
        case system = 4
        case unmatchedExpectedFailure = 5
    }
    public var type: IssueType
    public var compactDescription: String
    public init(type: IssueType, compactDescription: String) {
        self.type = type
        self.compactDescription = compactDescription
    }
}

/// `XCTIssueReference`: the class bridged to Objective-C's `XCTIssue` (macOS observers
/// receive it).
@available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.4, *)
open class XCTIssueReference: NSObject {
    open var compactDescription: String
    public init(type: XCTIssue.IssueType, compactDescription: String) { self.compactDescription = compactDescription }
}

/// `XCTestObservation`.
public protocol XCTestObservation: NSObjectProtocol {
    func testCaseWillStart(_ testCase: XCTestCase)
    func testCaseDidFinish(_ testCase: XCTestCase)
    #if STANDIN_MACOS
    @available(macOS 11.0, *)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssueReference)
    #else
    @available(iOS 14.0, tvOS 14.0, watchOS 7.4, *)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue)
    #endif
}

/// `XCTestObservationCenter`.
open class XCTestObservationCenter: NSObject {
    nonisolated(unsafe) private static let center = XCTestObservationCenter()
    private let lock = NSLock()
    private var observers: [any XCTestObservation] = []

    open class var shared: XCTestObservationCenter { center }

    private var running: XCTestCase?
    /// Whether the running test stopped at a failure (`continueAfterFailure = false`).
    private var stopped = false

    /// The interoperability modes of the draft pitch "Targeted Interoperability between
    /// Swift Testing and XCTest" (swiftlang/swift-evolution,
    /// proposals/testing/NNNN-targeted-interoperability-swift-testing-and-xctest.md at
    /// 0829ac134e0a1418964c521c5e57fbf2bd41cb66; a draft, labelled so here: it was accepted
    /// later as ST-0021, whose implementation names the modes `none`, `limited`, `complete`
    /// and `strict`, swift-testing's Sources/Testing/Events/Event+FallbackEventHandler.swift
    /// at a53b5cd), chosen by `SWIFT_TESTING_XCTEST_INTEROP_MODE` (not part of XCTest).
    public enum StandInInteropMode: String, Sendable, CaseIterable {
        /// No interoperability (Swift 6.2 and 6.3): an `XCTFail` with no XCTest test
        /// running is dropped (swift-corelibs-xctest's XCTAssert.swift at swift-6.3.1-RELEASE).
        case none
        /// "Advisory": the failure becomes a runtime warning issue, plus a warning issue
        /// for the XCTest API used.
        case advisory
        /// "Permissive", the draft's default: a test failure, plus a warning issue for the
        /// XCTest API used.
        case permissive
        /// "Strict": any XCTest API used while a Swift Testing test runs is a `fatalError`.
        case strict
    }

    /// The mode, and whether Swift Testing runs this process: it then holds the fallback
    /// event handler, to which XCTest hands an `XCTFail` made with no XCTest test running
    /// (swift-corelibs-xctest's Sources/XCTest/Public/XCTAssert.swift at de15221, its
    /// `_recordInteropFailure`, opted into with `XCT_EXPERIMENTAL_ENABLE_INTEROP=1` in
    /// Interop/InteropHandler.swift there; swift-testing's Event+FallbackEventHandler.swift
    /// records it as the mode says). Not part of XCTest.
    private var interop = (mode: StandInInteropMode.none, swiftTestingRuns: false)
    /// Whether a Swift Testing test is running now (not part of XCTest; its `Test.current`
    /// is task-local, this is the run's).
    private var swiftTestingTestRunning = false

    /// Sets the interoperability mode, whether Swift Testing runs the process and whether a
    /// Swift Testing test runs now (not part of XCTest).
    public func standInInterop(_ mode: StandInInteropMode, swiftTestingRuns: Bool, swiftTestingTestRunning: Bool) {
        lock.lock()
        interop = (mode, swiftTestingRuns)
        self.swiftTestingTestRunning = swiftTestingTestRunning
        lock.unlock()
    }

    /// Traps when `what`, an XCTest API, is used while a Swift Testing test runs in the
    /// strict mode: "XCTest API usage will result in `fatalError`" (the draft pitch's
    /// "Interoperability Modes"; not part of XCTest).
    func standInCheckInterop(_ what: String) {
        lock.lock(); let (mode, inSwiftTesting) = (interop.mode, swiftTestingTestRunning); lock.unlock()
        precondition(
            mode != .strict || !inSwiftTesting,
            "\(what): Usage of XCTest API in a Swift Testing context is unsupported (SWIFT_TESTING_XCTEST_INTEROP_MODE=strict)")
    }

    open func addTestObserver(_ testObserver: any XCTestObservation) {
        // XCTest raises "Test observers can only be registered and unregistered on the main thread".
        precondition(Thread.isMainThread, "Test observers can only be registered and unregistered on the main thread")
        standInCheckInterop("XCTestObservationCenter.addTestObserver(_:)")
        lock.lock(); observers.append(testObserver); lock.unlock()
        StandInLog.record("observer added")
    }

    open func removeTestObserver(_ testObserver: any XCTestObservation) {
        precondition(Thread.isMainThread, "Test observers can only be registered and unregistered on the main thread")
        lock.lock(); observers.removeAll { $0 === testObserver }; lock.unlock()
    }

    /// The test case running now, if any (not part of XCTest).
    public var standInRunningTestCase: XCTestCase? {
        lock.lock(); defer { lock.unlock() }
        return running
    }

    /// The observers registered now.
    private var current: [any XCTestObservation] {
        lock.lock(); defer { lock.unlock() }
        return observers
    }

    /// Runs `body` as `testCase`, telling the observers registered at each moment, as XCTest
    /// does (not part of XCTest): one added while the test runs missed its start, announced
    /// before it was added, but is told of its failures and that it finished.
    public func standInRun(_ testCase: XCTestCase, _ body: () -> Void) {
        lock.lock(); (running, stopped) = (testCase, false); lock.unlock()
        current.forEach { $0.testCaseWillStart(testCase) }
        body()
        current.forEach { $0.testCaseDidFinish(testCase) }
        lock.lock(); (running, stopped) = (nil, false); lock.unlock()
    }

    /// Traps when the running test stopped at a failure: `what` runs after the failure
    /// `continueAfterFailure = false` stops the test at, which XCTest never lets happen
    /// (not part of XCTest).
    func standInCheckNotStopped(_ what: String) {
        lock.lock(); let stopped = stopped; lock.unlock()
        precondition(!stopped, "\(what) ran after the test stopped at its failure (continueAfterFailure = false)")
    }

    /// Records a failure of the running test case, from any thread, telling the observers;
    /// with no test case running, XCTest drops it (not part of XCTest).
    func standInRecordFailure(_ message: String) {
        standInCheckInterop("XCTFail(\"\(message)\")")
        guard let testCase = standInRunningTestCase else {
            lock.lock(); let interop = interop; lock.unlock()
            guard interop.swiftTestingRuns else { return }
            switch interop.mode {
            case .none: return
            case .advisory: StandInLog.record("Swift Testing warning \(message)")
            case .permissive: StandInLog.record("Swift Testing issue \(message)")
            case .strict:
                StandInLog.record("Swift Testing issue \(message)")
                preconditionFailure(
                    "XCTFail(\"\(message)\"): Usage of XCTest API in a Swift Testing context is unsupported (SWIFT_TESTING_XCTEST_INTEROP_MODE=strict)")
            }
            StandInLog.record("Swift Testing warning: XCTest API used")
            return
        }
        standInCheckNotStopped("XCTFail(\"\(message)\")")
        if !testCase.continueAfterFailure { lock.lock(); stopped = true; lock.unlock() }
        #if STANDIN_MACOS
        let issue = XCTIssueReference(type: .assertionFailure, compactDescription: message)
        #else
        let issue = XCTIssue(type: .assertionFailure, compactDescription: message)
        #endif
        current.forEach { $0.testCase(testCase, didRecord: issue) }
    }
}

/// `XCTFail(_:file:line:)`: records a failure of the running test, from any thread, and
/// tells the observers (`XCTestObservation.testCase(_:didRecord:)`); outside a test it is
/// dropped, as swift-corelibs-xctest documents ("Assertion failures that occur outside of a
/// test method will *not* be reported", Sources/XCTest/Public/XCTAssert.swift at
/// swift-6.3.1-RELEASE).
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    StandInLog.record("XCTFail \(message)")
    XCTestObservationCenter.shared.standInRecordFailure(message)
}

/// `XCTAssert(_:_:file:line:)`.
public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if (try? expression()) != true { XCTFail(message(), file: file, line: line) }
}

/// `XCTAssertEqual(_:_:_:file:line:)`.
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    if (try? expression1() == expression2()) != true { XCTFail(message(), file: file, line: line) }
}

/// `XCTAssertTrue(_:_:file:line:)`.
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if (try? expression()) != true { XCTFail(message(), file: file, line: line) }
}
