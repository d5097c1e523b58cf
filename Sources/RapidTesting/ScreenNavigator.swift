import Foundation

/// What `LoginScreen.element(3, in:)` and `waitFor(_:in:timeout:among:)` decide, apart from
/// XCUITest: map entries resolved to queries, the wait for a screen's root, and the one issue
/// each reports at the call site. Its parts are values, so tests run it with a fake sink,
/// clock and app.
struct ScreenNavigator: Sendable {
    /// Where issues go.
    var sink: FailureSink
    /// The screens declared once with ``RapidVerify/ScreenRegistry/declare(_:)``.
    var declared: @Sendable () -> ScreenRegistry
    /// The clock the wait reads.
    var now: @Sendable () -> Date
    /// Lets time pass between two looks at the screen's root.
    var pause: @Sendable (TimeInterval) -> Void

    /// How long a wait lets pass between two looks at the root view. A tenth of a second is
    /// short against the timeouts of UI tests (seconds), so a screen that appears is seen at
    /// most that late, and long against one query of the app, so the wait mostly waits.
    static let pollInterval: TimeInterval = 0.1

    /// The real frameworks, the declared screens, the wall clock, and the run loop running
    /// while it waits (so the test process keeps serving its events).
    static var live: ScreenNavigator {
        ScreenNavigator(
            sink: .live, declared: { ScreenRegistry.declared }, now: { Date() },
            pause: { RunLoop.current.run(until: Date(timeIntervalSinceNow: $0)) })
    }

    /// The query for entry `index` of `screen`, or nil after reporting the missing entry
    /// (naming the map's size).
    func query<S: RapidScreen>(_ index: Int, of screen: S.Type, at site: CallSite) -> ControlQuery? {
        switch ControlQuery.resolve(index, of: screen) {
        case .success(let query):
            return query
        case .failure(let missing):
            sink.fail("\(missing)", at: site)
            return nil
        }
    }

    /// The node entry `index` of `screen` resolves to in `tree`, or nil after reporting a
    /// missing entry, no match or several matches (with the frame of each).
    func element<S: RapidScreen>(
        _ index: Int, of screen: S.Type, in tree: AccessibilityTree,
        at site: CallSite
    ) -> AccessibilityNode? {
        guard let query = query(index, of: screen, at: site) else { return nil }
        let result = query.evaluate(in: tree)
        guard let position = result.element else {
            sink.fail(result.message(in: tree), at: site)
            return nil
        }
        return tree[position]
    }

    /// The screen's root view as the wait asks about it, one query of the app at a time. A
    /// SwiftUI identifier set on a container that is not an element is copied onto each of
    /// its elements, so the root may be several elements, in no order that says which one
    /// is on screen: the wait asks each copy.
    struct RootProbe {
        /// `waitForExistence(timeout:)`: XCTest's own wait, true once the root (any copy)
        /// exists, false when the time ran out.
        var waitForExistence: (TimeInterval) -> Bool
        /// How many elements carry the screen's identifier now (`count`: one query).
        var copies: () -> Int
        /// `isHittable` of the copy at this index (one query).
        var isHittable: (Int) -> Bool
    }

    /// Waits until the root exists (one `waitForExistence(timeout:)`, which honours the
    /// timeout) and then until one of its copies is hittable (per poll, one `count` query and
    /// one `isHittable` query per copy until one answers true), for at most `timeout`
    /// seconds in all, looking at least once. Returns nil when it appeared, else its last
    /// state. A poll is a few queries, so on a large screen, where each query takes long, the
    /// wait overruns the timeout by at most one poll.
    func waitForRoot(timeout: TimeInterval, root: RootProbe) -> ScreenWaitFailure.RootState? {
        let deadline = now().addingTimeInterval(max(0, timeout))
        guard root.waitForExistence(max(0, timeout)) else { return .absent }
        while true {
            if (0..<max(1, root.copies())).contains(where: root.isHittable) { return nil }
            let left = deadline.timeIntervalSince(now())
            if left <= 0 { return .notHittable }
            pause(min(Self.pollInterval, left))
        }
    }

    /// Waits for `expected`'s root as ``waitForRoot(timeout:root:)`` does. On timeout it
    /// captures the app once, reports which known screens (declared, passed in `others`, and
    /// the expected one) are on screen instead, and returns false.
    func waitFor(
        _ expected: KnownScreen, timeout: TimeInterval, among others: [KnownScreen], at site: CallSite,
        root: RootProbe, capture: () throws -> AccessibilityTree
    ) -> Bool {
        guard let state = waitForRoot(timeout: timeout, root: root) else { return true }
        let known = declared().adding(others).adding([expected])
        let onScreen: Result<[KnownScreen], ScreenWaitFailure.CaptureFailure>
        do {
            onScreen = .success(known.screens(onScreenIn: try capture()))
        } catch {
            onScreen = .failure(ScreenWaitFailure.CaptureFailure(reason: "\(error)"))
        }
        let failure = ScreenWaitFailure(
            expected: expected, timeout: timeout, rootState: state, known: known,
            onScreen: onScreen)
        sink.fail(failure.description, at: site)
        return false
    }
}

/// The screens declared for the whole test process; only ever added to, so tests running in
/// parallel see the same screens whatever their order.
private final class DeclaredScreens: @unchecked Sendable {
    private let lock = NSLock()
    private var registry = ScreenRegistry()

    var current: ScreenRegistry {
        lock.lock(); defer { lock.unlock() }
        return registry
    }

    func add(_ screens: [KnownScreen]) {
        lock.lock(); defer { lock.unlock() }
        registry.add(screens)
    }
}

private let declaredScreens = DeclaredScreens()

extension ScreenRegistry {
    /// Declares the app's screens once for the test process, so that a `waitFor` that times
    /// out can say which of them is on screen instead. Declaring again adds screens; none is
    /// ever removed.
    /// ```swift
    /// override class func setUp() {
    ///     ScreenRegistry.declare(LoginScreen.self, OnboardingScreen.self, HomeScreen.self)
    /// }
    /// ```
    public static func declare(_ screens: any RapidScreen.Type...) {
        declaredScreens.add(ScreenRegistry(screens).screens)
    }

    /// The screens declared with ``declare(_:)`` so far.
    public static var declared: ScreenRegistry { declaredScreens.current }
}

extension RapidScreen {
    /// The node of the map's entry `index` in a recorded tree, found as UI tests find it in the
    /// running app (by identifier, else by type and label in the screen's root view; see
    /// ``RapidVerify/ControlQuery``). A missing entry (the issue names the map's size), no
    /// matching element, or several (the issue gives each one's frame) is recorded as one
    /// issue at the call site, and the result is nil.
    /// ```swift
    /// #expect(LoginScreen.element(3, in: tree)?.label == "Email")
    /// ```
    ///
    /// - Parameters:
    ///   - index: The map entry's index, as `controlsInformation()` declares it.
    ///   - tree: The recorded tree to search.
    ///   - fileID: The call site's file, for the issue; leave the default.
    ///   - filePath: The call site's path; leave the default.
    ///   - line: The call site's line; leave the default.
    ///   - column: The call site's column; leave the default.
    ///   - function: The calling function, which names the test in the artifacts' names when
    ///     no framework can; leave the default.
    /// - Returns: The one node that answers the entry, or nil (with an issue recorded).
    @discardableResult
    public static func element(
        _ index: Int, in tree: AccessibilityTree,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) -> AccessibilityNode? {
        ScreenNavigator.live.element(
            index, of: Self.self, in: tree,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
    }
}
