/// A screen a test knows by name: its type's name and the identifier of its root view
/// (`RapidScreen.screenIdentifier`), the one a map's verification is scoped by.
public struct KnownScreen: Sendable, Hashable, CustomStringConvertible {
    /// The screen type's name: `LoginScreen`.
    public var name: String
    /// The accessibility identifier of the screen's root view.
    public var identifier: String

    /// A screen with a name and a root identifier.
    public init(name: String, identifier: String) {
        self.name = name
        self.identifier = identifier
    }

    /// The screen `screen` declares: `KnownScreen(LoginScreen.self)`.
    public init<S: RapidScreen>(_ screen: S.Type) {
        self.init(name: String(describing: screen), identifier: screen.screenIdentifier)
    }

    /// The name.
    public var description: String { name }
}

/// The screens a UI test can tell apart, and which of them a captured tree shows: the
/// screens whose root view (the node with the screen identifier) is on screen.
/// ```swift
/// let registry = ScreenRegistry([LoginScreen.self, OnboardingScreen.self, HomeScreen.self])
/// registry.screens(onScreenIn: tree)   // [OnboardingScreen]
/// ```
/// A root view is on screen when it is in the tree, neither it nor an ancestor is hidden
/// (`isHidden`, alpha 0, `accessibilityElementsHidden`, or reported not visible), and its
/// frame overlaps the tree root's frame (the app's) with some area. A tree root without a
/// size (some recorders give none) does not exclude anything.
public struct ScreenRegistry: Sendable, Hashable {
    /// The known screens, in the order they were declared, each once.
    public private(set) var screens: [KnownScreen] = []

    /// No screen.
    public init() {}

    /// The screens given, each once.
    public init(known: [KnownScreen]) { add(known) }

    /// The screens of these types: `ScreenRegistry([LoginScreen.self, HomeScreen.self])`.
    public init(_ screens: [any RapidScreen.Type]) {
        add(screens.map { KnownScreen(name: String(describing: $0), identifier: $0.screenIdentifier) })
    }

    /// Adds screens not known yet, keeping the order.
    public mutating func add(_ more: [KnownScreen]) {
        for screen in more where !screens.contains(screen) { screens.append(screen) }
    }

    /// This registry with `more` added.
    public func adding(_ more: [KnownScreen]) -> ScreenRegistry {
        var copy = self
        copy.add(more)
        return copy
    }

    /// The known screens whose root view is on screen in `tree`, in the order of their roots
    /// in the tree (screens sharing a root identifier in declaration order). One pass over the
    /// tree, skipping hidden subtrees.
    public func screens(onScreenIn tree: AccessibilityTree) -> [KnownScreen] {
        var byIdentifier: [String: [KnownScreen]] = [:]
        for screen in screens { byIdentifier[screen.identifier, default: []].append(screen) }
        let app = tree[tree.root].frame
        var found: [KnownScreen] = []
        var seen: Set<String> = []
        var position = tree.root
        while position < tree.count {
            let node = tree[position]
            if Self.hides(node) {
                position = tree.subtree(of: position).upperBound
                continue
            }
            if let id = node.identifier, let named = byIdentifier[id], !seen.contains(id),
                Self.overlaps(node.frame, app)
            {
                seen.insert(id)
                found += named
            }
            position += 1
        }
        return found
    }

    /// Whether a node hides itself and its subtree from the screen.
    static func hides(_ node: AccessibilityNode) -> Bool {
        node.hidden || node.alpha <= 0 || node.accessibilityElementsHidden || !node.visible
    }

    /// Whether `frame` covers some area of `app` (any area when `app` has no size).
    static func overlaps(_ frame: Frame, _ app: Frame) -> Bool {
        guard frame.width > 0, frame.height > 0 else { return false }
        guard app.width > 0, app.height > 0 else { return true }
        return frame.x < app.maxX && app.x < frame.maxX && frame.y < app.maxY && app.y < frame.maxY
    }
}

/// Why a screen did not appear in time, in words: `waitFor`'s issue.
/// ```
/// expected LoginScreen within 5 s; on screen: OnboardingScreen
/// ```
public struct ScreenWaitFailure: Sendable, Hashable, CustomStringConvertible {
    /// What the expected screen's root view was when the time ran out.
    public enum RootState: Sendable, Hashable {
        /// No element has the screen identifier.
        case absent
        /// The root view exists but cannot be tapped (covered, off screen, or animating).
        case notHittable
    }

    /// The screen waited for.
    public var expected: KnownScreen
    /// The time waited, in seconds.
    public var timeout: Double
    /// The root view's state at the end.
    public var rootState: RootState
    /// The screens known when the wait ended: the declared ones, the ones passed and the
    /// expected one.
    public var known: ScreenRegistry
    /// The known screens found on screen by one capture, or the reason the capture failed.
    public var onScreen: Result<[KnownScreen], CaptureFailure>

    /// A capture that failed, by its reason.
    public struct CaptureFailure: Error, Sendable, Hashable {
        /// The reason, as the capture gave it.
        public var reason: String
        /// A capture failure with a reason.
        public init(reason: String) { self.reason = reason }
    }

    /// A failure to report.
    public init(
        expected: KnownScreen, timeout: Double, rootState: RootState, known: ScreenRegistry,
        onScreen: Result<[KnownScreen], CaptureFailure>
    ) {
        self.expected = expected
        self.timeout = timeout
        self.rootState = rootState
        self.known = known
        self.onScreen = onScreen
    }

    /// The text: what was expected, the root's state when it exists, and which known
    /// screens are on screen instead (or why that is not known).
    public var description: String {
        var text = "expected \(expected.name) within \(Frame.format(timeout)) s"
        if rootState == .notHittable {
            text += ": its root view \"\(expected.identifier)\" is there but not hittable"
        }
        switch onScreen {
        case .failure(let failure):
            text += "; could not capture the app to tell which screens are on screen: \(failure.reason)"
        case .success(let screens) where !screens.isEmpty:
            text += "; on screen: " + screens.map(\.name).joined(separator: ", ")
        case .success:
            let names = known.screens.map(\.name).joined(separator: ", ")
            text +=
                known.screens.count == 1
                ? "; on screen: not \(names), and no other screen is known"
                : "; on screen: none of the \(known.screens.count) known screens (\(names))"
        }
        if known.screens.count == 1 {
            text +=
                "\n(declare the app's screens once, ScreenRegistry.declare(LoginScreen.self, HomeScreen.self, …), "
                + "or pass them, waitFor(\(expected.name).self, in: app, among: […]), to learn which one is up)"
        }
        return text
    }
}
