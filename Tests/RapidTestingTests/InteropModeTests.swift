import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// Swift Testing and XCTest under the interoperability modes of the draft pitch "Targeted
/// Interoperability between Swift Testing and XCTest" (swiftlang/swift-evolution,
/// proposals/testing/NNNN-targeted-interoperability-swift-testing-and-xctest.md at
/// 0829ac134e0a1418964c521c5e57fbf2bd41cb66; a draft: accepted later as ST-0021, whose
/// implementation names the modes `none`, `limited`, `complete` and `strict`), in a process
/// Swift Testing runs, so it holds the fallback event handler: an `XCTFail` made with no
/// XCTest test running is handed to it (swift-corelibs-xctest's
/// Sources/XCTest/Public/XCTAssert.swift at de15221, opted into there with
/// `XCT_EXPERIMENTAL_ENABLE_INTEROP=1`) and becomes what the mode says (swift-testing's
/// Sources/Testing/Events/Event+FallbackEventHandler.swift at a53b5cd records the failure,
/// then a warning for the XCTest API used, or stops). The fake logs each issue, each XCTest
/// call, and whether the process stopped.
final class InteropFake: @unchecked Sendable {
    /// `SWIFT_TESTING_XCTEST_INTEROP_MODE`, as the draft names its values (`none`: Swift 6.2
    /// and 6.3, which have no interoperability and drop the `XCTFail`).
    enum Mode: String, CaseIterable, Sendable {
        /// The `XCTFail` becomes a warning issue, plus a warning for the XCTest API used.
        case advisory
        /// The draft's default: a failing issue, plus a warning for the XCTest API used.
        case permissive
        /// Any XCTest API used in a Swift Testing test is a `fatalError`.
        case strict
        /// No interoperability: the `XCTFail` is dropped.
        case none
    }

    private let lock = NSLock()
    private let mode: Mode
    private var _test: String?
    private var _failures: [String] = []
    private var _warnings: [String] = []
    private var _xcTestCalls = 0
    private var _stopped = false

    init(_ mode: Mode) { self.mode = mode }

    /// The Swift Testing test the current task runs (`Test.current`, task-local: nil in a
    /// detached task of the test).
    var test: String? {
        get { lock.withLock { _test } }
        set { lock.withLock { _test = newValue } }
    }
    /// The failing issues recorded.
    var failures: [String] { lock.withLock { _failures } }
    /// The warning issues recorded.
    var warnings: [String] { lock.withLock { _warnings } }
    /// The XCTest calls made.
    var xcTestCalls: Int { lock.withLock { _xcTestCalls } }
    /// Whether strict mode stopped the process.
    var stopped: Bool { lock.withLock { _stopped } }

    /// `XCTFail` with no XCTest test running, as the mode hands it to Swift Testing.
    private func xcTestFail(_ message: String) {
        lock.withLock {
            _xcTestCalls += 1
            switch mode {
            case .none: break
            case .advisory: _warnings += [message, "XCTest API used"]
            case .permissive: (_failures, _warnings) = (_failures + [message], _warnings + ["XCTest API used"])
            case .strict: (_failures, _stopped) = (_failures + [message], true)
            }
        }
    }

    /// The sink the first use of RapidTesting makes, with the frameworks faked.
    func sink() -> FailureSink {
        FailureSink.observing(
            XCTestCaseTracker(), swiftTestingTest: { self.test }, failXCTestTest: { message, _ in self.xcTestFail(message) },
            recordSwiftTestingIssue: { message, _ in self.lock.withLock { self._failures.append(message) } },
            writeToStandardError: { _ in })
    }
}

@Suite("XCTest interoperability modes (the draft pitch)")
struct InteropModeTests {
    @Test("a failure of a call in a Swift Testing test is one issue and makes no XCTest call, in every mode", arguments: InteropFake.Mode.allCases)
    func aFailureIsOneIssueWithoutXCTest(mode: InteropFake.Mode) {
        let frameworks = InteropFake(mode)
        frameworks.test = "loginOrder()"
        let sink = frameworks.sink()
        sink.fail("in the test", at: sampleSite)
        frameworks.test = nil  // the test's detached task: `Test.current` is gone
        sink.fail("from a detached task", at: sampleSite)
        #expect(frameworks.failures == ["in the test", "from a detached task"])
        #expect(frameworks.warnings.isEmpty)
        #expect(frameworks.xcTestCalls == 0)
        #expect(!frameworks.stopped)
    }

    @Test("an audit's failing issues in a Swift Testing test are one issue each, in every mode", arguments: InteropFake.Mode.allCases)
    func anAuditsIssuesAreOneIssueEach(mode: InteropFake.Mode) {
        let frameworks = InteropFake(mode)
        frameworks.test = "auditLogin()"
        frameworks.sink().fail(each: ["first", "second"], together: "2 issues", at: sampleSite)
        #expect(frameworks.failures == ["first", "second"])
        #expect(frameworks.xcTestCalls == 0)
    }
}
