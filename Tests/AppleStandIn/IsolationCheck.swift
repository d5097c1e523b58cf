// Runs RapidTesting's XCTest attachment code (TestAttachment.swift, XCTestCaseTracker.swift,
// compiled with -D RAPIDMAP_APPLE_STANDIN) against the runnable parts of the XCTest stand-in
// (Tests/AppleStandIn/XCTest.swift), from every isolation a failing `verify` can run in: the
// main actor, a detached task, a nonisolated `async` function (an `async` test) and a plain
// thread, with and without an XCTest test case running. The stand-in's
// `XCTContext.runActivity` traps off the main thread and outside a running test, and its
// `addTestObserver` off the main thread, as the real ones do, so this program ending with
// status 0 shows that none of them is reached from the wrong thread or context; an attempt
// to wait for the main thread would deadlock and is caught by a time limit. Run by `.ci/typecheck-adapters.sh`; prints one line per case.
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
        // nil"), so nothing is attached, from the main thread or any other.
        attachment.attachToRunningTest(at: site)
        expect("main actor, no test case seen", StandInLog.take(), [])
        Task.detached {
            attachment.attachToRunningTest(at: site)
            done.signal()
        }
        waitOrFail(done, "detached task, no test case seen")
        expect("detached task, no test case seen", StandInLog.take(), [])

        let testCase = XCTestCase(standInName: "LoginTests.testOrder")
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
        for (what, entries) in cases {
            expect("\(what), test case running", entries, what == "main actor" ? byActivity : byTestCase)
        }
        if tracker.runningTestCase != nil {
            print("FAIL the tracker still sees a running test case after it finished")
            exit(1)
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
