import Foundation
import Testing
@testable import RapidTesting
import RapidMapTestSupport

/// What `LoginScreen.element(_:in:)` and `waitFor(_:in:timeout:among:)` decide and report, with
/// a fake sink, clock and app: the Apple adapter only forwards to this.
@Suite struct ScreenNavigatorTests {
    enum OnboardingScreen: UnqualifiedTestScreen { static func controlsInformation() -> [ControlInformation] { [] } }
    enum HomeScreen: UnqualifiedTestScreen { static func controlsInformation() -> [ControlInformation] { [] } }

    /// A clock that moves only when the navigator pauses; it counts the pauses.
    final class FakeClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time = Date(timeIntervalSinceReferenceDate: 0)
        private var _pauses: [TimeInterval] = []
        var now: Date { lock.lock(); defer { lock.unlock() }; return time }
        var pauses: [TimeInterval] { lock.lock(); defer { lock.unlock() }; return _pauses }
        func pause(_ t: TimeInterval) {
            lock.lock(); time += t; _pauses.append(t); lock.unlock()
        }
        var elapsed: TimeInterval { now.timeIntervalSinceReferenceDate }
    }

    let issues = CapturedFailures()
    let clock = FakeClock()

    func navigator(declared: ScreenRegistry = ScreenRegistry()) -> ScreenNavigator {
        let clock = clock
        return ScreenNavigator(
            sink: issues.sink(swiftTesting: { true }), declared: { declared },
            now: { clock.now }, pause: { clock.pause($0) })
    }

    static func app(showing identifiers: [String]) -> AccessibilityTree {
        let phone = Frame(x: 0, y: 0, width: 390, height: 844)
        return AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, frame: phone),
                children:
                    identifiers.map { NestedNode(AccessibilityNode(type: .other, identifier: $0, frame: phone)) }))
    }

    // MARK: element(_:in:) on a recorded tree

    @Test func anEntryFoundOnceGivesItsNodeAndRecordsNothing() throws {
        let node = navigator().element(2, of: LoginScreen.self, in: Trees.matching, at: sampleSite)
        #expect(try #require(node).identifier == "LoginScreen.signIn")
        #expect(issues.entries.isEmpty)
    }

    @Test func aMissingEntryIsOneIssueNamingTheMapsSize() {
        #expect(navigator().element(3, of: LoginScreen.self, in: Trees.matching, at: sampleSite) == nil)
        #expect(navigator().query(7, of: LoginScreen.self, at: sampleSite) == nil)
        #expect(
            issues.messages(to: .swiftTesting) == [
                "LoginScreen has no entry 3: its map has 3 entries (indexes 0...2)",
                "LoginScreen has no entry 7: its map has 3 entries (indexes 0...2)",
            ])
    }

    @Test func anEntryMissingFromTheTreeIsOneIssue() {
        #expect(navigator().element(2, of: LoginScreen.self, in: Trees.missingSignIn, at: sampleSite) == nil)
        #expect(
            issues.messages(to: .swiftTesting)
                == ["LoginScreen entry 2 (button \"LoginScreen.signIn\"): no element matches"])
    }

    @Test func anEntryTwoElementsAnswerIsOneIssueWithBothFrames() {
        let twice = Trees.login([
            AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
            AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email again"),
        ])
        #expect(navigator().element(0, of: LoginScreen.self, in: twice, at: sampleSite) == nil)
        #expect(
            issues.messages(to: .swiftTesting) == [
                """
                LoginScreen entry 0 (textField "LoginScreen.email"): 2 elements match, so a test cannot tell which one to use:
                  textField "LoginScreen.email" label: "Email" {{20, 0}, {300, 40}}
                  textField "LoginScreen.email" label: "Email again" {{20, 50}, {300, 40}}
                """
            ])
    }

    @Test func theIssueGoesToXCTestOutsideSwiftTesting() {
        let sink = issues.sink(swiftTesting: { false }, xcTest: { true }, xcTestRecords: true)
        let navigator = ScreenNavigator(sink: sink, declared: { ScreenRegistry() }, now: { Date() }, pause: { _ in })
        _ = navigator.element(9, of: LoginScreen.self, in: Trees.matching, at: sampleSite)
        #expect(issues.destinations == [.xcTest])
    }

    @Test func thePublicTreeElementFindsTheEntry() {
        // Through the live sink: a match records nothing, so this test passes only if it is found.
        #expect(LoginScreen.element(1, in: Trees.matching)?.type == .secureTextField)
    }

    // MARK: waiting for a screen's root

    /// A root that never appears, and one that never becomes hittable.
    var absentRoot: ScreenNavigator.RootProbe { ScreenNavigator.RootProbe(waitForExistence: { _ in false }, copies: { 1 }, isHittable: { _ in false }) }
    var notHittableRoot: ScreenNavigator.RootProbe { ScreenNavigator.RootProbe(waitForExistence: { _ in true }, copies: { 1 }, isHittable: { _ in false }) }

    /// A screen's root view in a running app, on the fake clock: it exists from `appearsAt`
    /// and is hittable from `hittableAt` (seconds); every query takes `queryTime` (a large
    /// screen's queries are slow) and is counted. `waitForExistence(timeout:)` behaves as
    /// XCTest's: it returns once the root exists or the timeout has passed. A SwiftUI
    /// identifier set on a container that is not an element is copied onto each of its
    /// elements (cactus-compute/voice-agents-hack#10, wei18/apple-dev-skills#41): the root is
    /// then `copies` elements, of which only `hittableCopy` (when set) is ever hittable.
    final class FakeRoot: @unchecked Sendable {
        let clock: FakeClock
        var appearsAt: TimeInterval = 0
        var hittableAt: TimeInterval = 0
        var queryTime: TimeInterval = 0
        var copies = 1
        var hittableCopy: Int?
        private(set) var queries: [String] = []
        init(_ clock: FakeClock) { self.clock = clock }

        var probe: ScreenNavigator.RootProbe {
            ScreenNavigator.RootProbe(waitForExistence: waitForExistence, copies: { self.copies }, isHittable: isHittable)
        }

        func waitForExistence(_ timeout: TimeInterval) -> Bool {
            queries.append("waitForExistence")
            let start = clock.elapsed
            let appears = appearsAt <= start + timeout
            let waited = (appears ? max(appearsAt - start, 0) : timeout) + queryTime
            if waited > 0 { clock.pause(waited) }
            return appears
        }

        func isHittable(_ copy: Int) -> Bool {
            queries.append("isHittable")
            if queryTime > 0 { clock.pause(queryTime) }
            return clock.elapsed >= hittableAt && (hittableCopy.map { $0 == copy } ?? true)
        }
    }

    @Test func aRootCopiedOntoSeveralElementsAppearsWhenAnyCopyIsHittable() {
        let root = FakeRoot(clock)
        root.copies = 3
        root.hittableCopy = 2  // the first copy is scrolled under the navigation bar
        #expect(navigator().waitForRoot(timeout: 1, root: root.probe) == nil)
        #expect(root.queries == ["waitForExistence", "isHittable", "isHittable", "isHittable"])
        #expect(clock.elapsed == 0)
    }

    @Test func aRootAlreadyThereIsAskedTwiceAndNothingWaits() {
        let root = FakeRoot(clock)
        #expect(navigator().waitForRoot(timeout: 5, root: root.probe) == nil)
        #expect(root.queries == ["waitForExistence", "isHittable"])
        #expect(clock.elapsed == 0)
    }

    @Test func aRootThatAppearsIsWaitedForByXCTestThenPolledOneQueryAtATime() {
        let root = FakeRoot(clock)
        root.appearsAt = 0.95
        root.hittableAt = 1.45
        #expect(navigator().waitForRoot(timeout: 5, root: root.probe) == nil)
        #expect(root.queries.first == "waitForExistence")
        #expect(root.queries.dropFirst().allSatisfy { $0 == "isHittable" })
        // One query per poll: XCTest's wait (the first pause), then one hittability query
        // before each of the navigator's pauses and one after the last.
        #expect(root.queries.count - 1 == clock.pauses.count)
        #expect(clock.pauses.dropFirst().allSatisfy { $0 <= ScreenNavigator.pollInterval + 1e-9 })
        #expect(clock.elapsed >= 1.45 && clock.elapsed < 1.45 + ScreenNavigator.pollInterval + 1e-9)
    }

    @Test func aRootThatNeverAppearsIsOneWaitForExistenceOfTheWholeTimeout() {
        let root = FakeRoot(clock)
        root.appearsAt = .infinity
        #expect(navigator().waitForRoot(timeout: 1.25, root: root.probe) == .absent)
        #expect(root.queries == ["waitForExistence"])
        #expect(abs(clock.elapsed - 1.25) < 1e-9)
    }

    @Test func aRootNeverHittableIsPolledToTheTimeoutAndItsStateReturned() {
        let root = FakeRoot(clock)
        root.hittableAt = .infinity
        #expect(navigator().waitForRoot(timeout: 1.25, root: root.probe) == .notHittable)
        #expect(abs(clock.elapsed - 1.25) < 1e-9)
        // No pause is longer than the poll interval, and one is cut to the time left.
        #expect(clock.pauses.allSatisfy { $0 <= ScreenNavigator.pollInterval + 1e-9 })
        #expect(clock.pauses.contains { abs($0 - 0.05) < 1e-9 })
    }

    @Test func onALargeScreenTheTimeoutIsOverrunByOneQueryAtMost() {
        for (appearsAt, hittableAt) in [(TimeInterval.infinity, TimeInterval.infinity), (0, .infinity), (1, .infinity), (0.5, 1.9)] {
            let clock = FakeClock()
            let root = FakeRoot(clock)
            root.queryTime = 0.7
            root.appearsAt = appearsAt
            root.hittableAt = hittableAt
            let navigator = ScreenNavigator(
                sink: issues.sink(swiftTesting: { true }), declared: { ScreenRegistry() },
                now: { clock.now }, pause: { clock.pause($0) })
            _ = navigator.waitForRoot(timeout: 2, root: root.probe)
            #expect(clock.elapsed <= 2 + root.queryTime + 1e-9, "appears at \(appearsAt), hittable at \(hittableAt)")
        }
    }

    @Test func aZeroOrNegativeTimeoutStillLooksOnce() {
        let root = FakeRoot(clock)
        root.appearsAt = .infinity
        #expect(navigator().waitForRoot(timeout: 0, root: root.probe) == .absent)
        #expect(navigator().waitForRoot(timeout: -3, root: root.probe) == .absent)
        #expect(root.queries == ["waitForExistence", "waitForExistence"])
        #expect(clock.elapsed == 0)
    }

    @Test func aScreenThatAppearsPassesWithoutCapturing() {
        var captured = false
        let passed = navigator().waitFor(
            KnownScreen(LoginScreen.self), timeout: 5, among: [], at: sampleSite,
            root: FakeRoot(clock).probe,
            capture: {
                captured = true; return Trees.matching
            })
        #expect(passed)
        #expect(!captured)
        #expect(issues.entries.isEmpty)
    }

    @Test func aTimeoutCapturesOnceAndNamesTheDeclaredScreenOnScreen() {
        var captures = 0
        let declared = ScreenRegistry([OnboardingScreen.self, HomeScreen.self])
        let passed = navigator(declared: declared).waitFor(
            KnownScreen(LoginScreen.self), timeout: 5, among: [], at: sampleSite, root: absentRoot,
            capture: {
                captures += 1; return Self.app(showing: ["OnboardingScreen"])
            })
        #expect(!passed)
        #expect(captures == 1)
        #expect(issues.messages(to: .swiftTesting) == ["expected LoginScreen within 5 s; on screen: OnboardingScreen"])
    }

    @Test func theScreensPassedAreKnownTooAndTheExpectedOneWhenItIsNotHittable() {
        let passed = navigator().waitFor(
            KnownScreen(LoginScreen.self), timeout: 2, among: [KnownScreen(HomeScreen.self)], at: sampleSite,
            root: notHittableRoot, capture: { Self.app(showing: ["HomeScreen", "LoginScreen"]) })
        #expect(!passed)
        #expect(
            issues.messages(to: .swiftTesting) == [
                "expected LoginScreen within 2 s: its root view \"LoginScreen\" is there but not hittable; on screen: HomeScreen, LoginScreen"
            ])
    }

    @Test func aCaptureThatFailsAfterTheTimeoutIsInTheSameIssue() {
        struct NotRunning: Error, CustomStringConvertible { var description: String { "the application is not running" } }
        _ = navigator(declared: ScreenRegistry([HomeScreen.self])).waitFor(
            KnownScreen(LoginScreen.self), timeout: 1, among: [], at: sampleSite, root: absentRoot,
            capture: { throw NotRunning() })
        #expect(
            issues.messages(to: .swiftTesting) == [
                "expected LoginScreen within 1 s; could not capture the app to tell which screens are on screen: "
                    + "the application is not running"
            ])
    }

    @Test func declaringScreensAddsThemForTheWholeProcess() {
        enum DeclaredOnly: UnqualifiedTestScreen { static func controlsInformation() -> [ControlInformation] { [] } }
        ScreenRegistry.declare(DeclaredOnly.self, HomeScreen.self)
        ScreenRegistry.declare(DeclaredOnly.self)
        let declared = ScreenRegistry.declared.screens
        #expect(declared.filter { $0 == KnownScreen(DeclaredOnly.self) }.count == 1)
        #expect(declared.contains(KnownScreen(HomeScreen.self)))
        #expect(ScreenNavigator.live.declared() == ScreenRegistry.declared)
    }
}
