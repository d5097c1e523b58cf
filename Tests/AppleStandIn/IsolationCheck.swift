// Runs RapidTesting's XCTest glue (TestAttachment.swift, XCTestCaseTracker.swift,
// FailureSink.swift, compiled with -D RAPIDMAP_APPLE_STANDIN) against the runnable parts of
// the XCTest stand-in (Tests/AppleStandIn/XCTest.swift), from every isolation a failing
// `verify` can run in: the main actor, a detached task, a nonisolated `async` function (an
// `async` test) and a plain thread, with and without an XCTest test case running, under
// Xcode's runner and under `swift test`. The stand-in's `XCTContext.runActivity` traps off
// the main thread, outside a running test and outside Xcode's runner, its `addTestObserver`
// off the main thread, as the real ones do, and its `XCTFail` tells the observers of the
// running test's failure, so this program ending with status 0 shows that none of them is
// reached from the wrong thread or context, that the first failure of a test that started
// before RapidTesting's first use is named and attached, and that a failure is reported
// once; an attempt to wait for the main thread would deadlock and is caught by a time
// limit. Run by `.ci/typecheck-adapters.sh`; prints one line per case.
import Foundation
import XCTest

@main
struct IsolationCheck {
    static let attachment = TestAttachment(name: "LoginScreen.svg", bytes: Array("<svg/>".utf8))
    static let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)

    static func expect(_ what: String, _ entries: [String], _ expected: [String]) {
        guard entries == expected else {
            print("FAIL \(what): logged \(entries), expected \(expected)")
            exit(1)
        }
        // Unbuffered, so the lines before a trap are kept.
        FileHandle.standardOutput.write(Data("ok   \(what): \(entries.joined(separator: "; "))\n".utf8))
    }

    /// As an `async` XCTest test body runs: nonisolated, on the global executor.
    nonisolated static func asyncTestBody() async {
        attachment.attachToRunningTest(at: site)
    }

    // Synchronous, so every main-actor case runs on the main thread itself: on Linux the
    // main actor's queue is drained by another thread once an `async` main suspends, which
    // Darwin never does.
    static func main() {
        firstFailureOfATestAlreadyRunning()
        failureBeforeTheObserverIsRegistered()
        evidenceBeforeAFailureThatStopsTheTest()
        aFailureReportedAfterItsTestEnded()
        severalFailuresOfATestThatStopsAreOne()
        oneIssuePerFailureInEveryInteropMode()
        let tracker = XCTestCaseTracker.shared
        // The first failure reported off the main thread: XCTest registers observers on the
        // main thread only (the stand-in traps elsewhere, as XCTest does), so the tracker
        // asks the main actor to register it and does not wait.
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            tracker.observe()
            done.signal()
        }
        waitOrFail(done, "first failure off the main thread")
        expect("first failure off the main thread: registration queued", [tracker.registration == .pending ? "pending" : "not pending"], ["pending"])
        RunLoop.main.run(until: Date().addingTimeInterval(0.5))
        expect("the main actor registers the tracker", StandInLog.take(), ["observer added"])
        tracker.observe()
        expect("a second failure registers nothing more", StandInLog.take(), [])
        let byActivity = [
            "runActivity RapidMap: LoginScreen.svg on the main thread",
            "activity RapidMap: LoginScreen.svg: attachment LoginScreen.svg (6 bytes, public.svg-image)",
        ]
        let byTestCase = ["test case LoginTests.testOrder: attachment LoginScreen.svg (6 bytes, public.svg-image)"]

        // No XCTest test case running (a Swift Testing test, a main-queue callback after
        // the test): an activity would stop the process ("Current context must not be
        // nil", even under Xcode's runner), so nothing is attached, from the main thread or
        // any other.
        runUnderXcode(true)
        attachment.attachToRunningTest(at: site)
        expect("main actor, no test case seen", StandInLog.take(), [])
        Task.detached {
            attachment.attachToRunningTest(at: site)
            done.signal()
        }
        waitOrFail(done, "detached task, no test case seen")
        expect("detached task, no test case seen", StandInLog.take(), [])
        runUnderXcode(false)

        let testCase = XCTestCase(standInName: "LoginTests.testOrder")
        // Under `swift test` on macOS no activity is allowed: every file goes to the test case.
        for (what, entries) in attachFromEveryIsolation(testCase, tracker) {
            expect("\(what), test case running (swift test)", entries, byTestCase)
        }
        // Under Xcode's runner, the main actor groups the file in a named activity.
        runUnderXcode(true)
        for (what, entries) in attachFromEveryIsolation(testCase, tracker) {
            expect("\(what), test case running (Xcode's runner)", entries, what == "main actor" ? byActivity : byTestCase)
        }
        runUnderXcode(false)
        if tracker.runningTestCase != nil {
            print("FAIL the tracker still sees a running test case after it finished")
            exit(1)
        }
    }

    /// What attaching to the running `testCase` logs from the main actor, a detached task,
    /// an `async` test body and a plain thread.
    static func attachFromEveryIsolation(_ testCase: XCTestCase, _ tracker: XCTestCaseTracker) -> [(String, [String])] {
        let done = DispatchSemaphore(value: 0)
        var cases: [(String, [String])] = []
        XCTestObservationCenter.shared.standInRun(testCase) {
            precondition(tracker.runningTestCase === testCase, "the tracker did not see the test case start")
            _ = StandInLog.take()
            attachment.attachToRunningTest(at: site)
            cases.append(("main actor", StandInLog.take()))
            Task.detached {
                attachment.attachToRunningTest(at: site)
                done.signal()
            }
            waitOrFail(done, "detached task")
            cases.append(("detached task", StandInLog.take()))
            Task.detached {
                await asyncTestBody()
                done.signal()
            }
            waitOrFail(done, "async test body")
            cases.append(("async test body", StandInLog.take()))
            Thread.detachNewThread {
                attachment.attachToRunningTest(at: site)
                done.signal()
            }
            waitOrFail(done, "plain thread")
            cases.append(("plain thread", StandInLog.take()))
        }
        return cases
    }

    /// A sink with its own tracker, as the first use of RapidTesting makes it, logging what
    /// it would send to Swift Testing and to standard error.
    static func sink(_ tracker: XCTestCaseTracker, swiftTestingTest: @escaping @Sendable () -> String? = { nil }) -> FailureSink {
        FailureSink.observing(
            tracker, swiftTestingTest: swiftTestingTest,
            recordSwiftTestingIssue: { message, _ in StandInLog.record("Issue.record \(message)") },
            writeToStandardError: { text in
                let message = text.components(separatedBy: "error: ").last ?? text
                StandInLog.record("standard error \(message.trimmingCharacters(in: .newlines))")
            })
    }

    /// The first test of a process (of each parallel clone) to use RapidTesting started
    /// before the observer was registered, so XCTest never tells it that test started: its
    /// failure names it from the call site, and XCTest's report of that failure makes the
    /// test case known, so its files are attached to it.
    static func firstFailureOfATestAlreadyRunning() {
        let tracker = XCTestCaseTracker()
        let testCase = XCTestCase(standInName: "LoginTests.testSignIn")
        let inTest = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: "testSignIn()")
        XCTestObservationCenter.shared.standInRun(testCase) {
            let sink = sink(tracker)
            expect("first use in a running test registers the observer", StandInLog.take(), ["observer added"])
            expect("the test's name before its failure, from the call site", [sink.testName(at: inTest) ?? "none"], ["testSignIn()"])
            sink.fail("report", at: inTest)
            expect("its failure goes to XCTest only", StandInLog.take(), ["XCTFail report"])
            sink.attach(attachment, inTest)
            expect(
                "its files are attached to it", StandInLog.take(),
                ["test case LoginTests.testSignIn: attachment LoginScreen.svg (6 bytes, public.svg-image)"])
        }
        if tracker.runningTestCase != nil {
            print("FAIL the tracker still sees the test case after it finished")
            exit(1)
        }
    }

    /// With `continueAfterFailure = false` (Xcode's UI-test template) `XCTFail` stops the
    /// test, so a failing verification's files are attached before it reports the failure;
    /// the stand-in traps at an attachment made after it, which never runs on a Mac.
    static func evidenceBeforeAFailureThatStopsTheTest() {
        let tracker = XCTestCaseTracker()
        let sink = sink(tracker)
        _ = StandInLog.take()
        let testCase = XCTestCase(standInName: "LoginUITests.testOrder")
        testCase.continueAfterFailure = false
        XCTestObservationCenter.shared.standInRun(testCase) {
            sink.fail("report", attaching: [attachment], at: site)
        }
        expect(
            "continueAfterFailure = false: the files attached, then the failure", StandInLog.take(),
            ["test case LoginUITests.testOrder: attachment LoginScreen.svg (6 bytes, public.svg-image)", "XCTFail report"])
    }

    /// A failure reported after its test ended (from a detached task, a callback after the
    /// test returned) would go to whichever test runs then, as the stand-in's `XCTFail`
    /// records it: the sink keeps the test running at the call, and reports to standard
    /// error, naming it, once it has ended; nothing is attached to the other test.
    static func aFailureReportedAfterItsTestEnded() {
        let tracker = XCTestCaseTracker()
        _ = sink(tracker)
        var late: FailureSink?
        XCTestObservationCenter.shared.standInRun(XCTestCase(standInName: "LoginTests.testEarlier")) { late = sink(tracker) }
        _ = StandInLog.take()
        XCTestObservationCenter.shared.standInRun(XCTestCase(standInName: "LoginTests.testLater")) {
            late?.fail("report", attaching: [attachment], at: site)
        }
        expect(
            "a failure after its test ended: standard error, naming it, never the running test", StandInLog.take(),
            ["standard error report\n  (reported after its test, LoginTests.testEarlier, ended)"])
    }

    /// With `continueAfterFailure = false` the first `XCTFail` stops the test, so the
    /// failures of one call (an audit's issues) are one failure listing them all; a test
    /// known to go on gets one failure each.
    static func severalFailuresOfATestThatStopsAreOne() {
        let tracker = XCTestCaseTracker()
        let sink = sink(tracker)
        _ = StandInLog.take()
        for goesOn in [false, true] {
            let testCase = XCTestCase(standInName: "LoginUITests.testAudit")
            testCase.continueAfterFailure = goesOn
            XCTestObservationCenter.shared.standInRun(testCase) {
                sink.fail(each: ["first", "second"], together: "2 issues", at: site)
            }
            expect(
                "continueAfterFailure = \(goesOn): several failures of one call", StandInLog.take(),
                goesOn ? ["XCTFail first", "XCTFail second"] : ["XCTFail 2 issues\n\nfirst\n\nsecond"])
        }
    }

    /// The name of the Swift Testing test a task runs, as `Test.current` gives it (task-local).
    final class SwiftTestingTask: @unchecked Sendable {
        private let lock = NSLock()
        private var test: String?
        var current: String? {
            get { lock.withLock { test } }
            set { lock.withLock { test = newValue } }
        }
    }

    /// In every interoperability mode of the draft pitch (the stand-in's
    /// `StandInInteropMode`; strict first, so code that breaks the rule stops there), a failure of a call made in a
    /// Swift Testing test is one issue, reported in the test or from a detached task of it,
    /// and no XCTest API is used: no observer registered, no `XCTFail`, no attachment.
    static func oneIssuePerFailureInEveryInteropMode() {
        let modes: [XCTestObservationCenter.StandInInteropMode] = [.strict, .none, .advisory, .permissive]
        precondition(Set(modes) == Set(XCTestObservationCenter.StandInInteropMode.allCases), "a mode is not checked")
        for mode in modes {
            XCTestObservationCenter.shared.standInInterop(mode, swiftTestingRuns: true, swiftTestingTestRunning: true)
            let task = SwiftTestingTask()
            task.current = "loginOrder()"
            let sink = sink(XCTestCaseTracker(), swiftTestingTest: { task.current })
            expect("in a Swift Testing test (\(mode)): no XCTest call at the first use", StandInLog.take(), [])
            sink.fail(each: ["report"], together: "1 issue", at: site)
            expect("in a Swift Testing test (\(mode)): one issue", StandInLog.take(), ["Issue.record report"])
            task.current = nil  // a detached task of the test
            sink.fail("report", attaching: [attachment], at: site)
            expect(
                "a detached report of a Swift Testing test (\(mode)): one issue, and standard error", StandInLog.take(),
                ["Issue.record report", "standard error report\n  (reported outside its Swift Testing test, loginOrder())"])
        }
        XCTestObservationCenter.shared.standInInterop(.none, swiftTestingRuns: false, swiftTestingTestRunning: false)
    }

    /// A failure off the main thread before the observer is registered: XCTest records it
    /// for its running test, unseen, so it also goes to standard error, and never to Swift
    /// Testing, where it would be a second failure of no test in a bundle mixing both. Once
    /// observing, a failure no XCTest test takes goes to Swift Testing and standard error.
    static func failureBeforeTheObserverIsRegistered() {
        let tracker = XCTestCaseTracker()
        XCTestObservationCenter.shared.standInRun(XCTestCase(standInName: "LoginTests.testAsync")) {
            failOffTheMainThread(tracker, "a failure before registration")
        }
        expect(
            "a failure before registration: XCTest and standard error, once", StandInLog.take(),
            ["XCTFail report", "standard error report"])
        RunLoop.main.run(until: Date().addingTimeInterval(0.5))
        expect("then the main actor registers the observer", StandInLog.take(), ["observer added"])
        failOffTheMainThread(tracker, "a failure no XCTest test takes")
        expect(
            "observing, no XCTest test: Swift Testing and standard error", StandInLog.take(),
            ["XCTFail report", "Issue.record report", "standard error report"])
    }

    /// Reports a failure through a sink of `tracker` from a detached task, and waits for it.
    static func failOffTheMainThread(_ tracker: XCTestCaseTracker, _ what: String) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            sink(tracker).fail("report", at: site)
            done.signal()
        }
        waitOrFail(done, what)
    }

    /// Sets or removes the variable Xcode's test runner sets (and `swift test` does not).
    static func runUnderXcode(_ xcode: Bool) {
        if xcode {
            setenv("__XCODE_BUILT_PRODUCTS_DIR_PATHS", "/Build/Products/Debug-iphonesimulator", 1)
        } else {
            unsetenv("__XCODE_BUILT_PRODUCTS_DIR_PATHS")
        }
    }

    /// Waits for `done`; a code path that waits for the (blocked) main thread never signals.
    static func waitOrFail(_ done: DispatchSemaphore, _ what: String) {
        if done.wait(timeout: .now() + 20) == .timedOut {
            print("FAIL \(what): attaching did not finish (it waits for the main thread?)")
            exit(1)
        }
    }
}
