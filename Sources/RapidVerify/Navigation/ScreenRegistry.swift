/// The screens a UI test can tell apart, and which of them a captured tree shows: the
/// screens whose root view (the node with the screen identifier), or for a map declared
/// `MapScope.appWindow` whose marker (``KnownScreen/marker``), is on screen.
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
        add(screens.map { KnownScreen($0) })
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

    /// The known screens whose root view (or marker) is on screen in `tree`, in the order of
    /// their roots in the tree (screens sharing a root identifier in declaration order). One
    /// pass over the tree, skipping hidden subtrees.
    public func screens(onScreenIn tree: AccessibilityTree) -> [KnownScreen] {
        var byIdentifier: [String: [KnownScreen]] = [:]
        // Screens known by a marker, by the marker's label (an identifier marker is found
        // with the root identifiers).
        var byLabel: [String: [KnownScreen]] = [:]
        for screen in screens {
            if let marker = screen.marker {
                if let id = marker.identifier { byIdentifier[id, default: []].append(screen) } else { byLabel[marker.label ?? "", default: []].append(screen) }
            } else {
                byIdentifier[screen.identifier, default: []].append(screen)
            }
        }
        let app = tree[tree.root].frame
        var found: [KnownScreen] = []
        var seen: Set<String> = []
        var markersFound: Set<String> = []
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
                found += named.filter { $0.marker?.matches(node) ?? true }
            }
            if let label = MapComparison.labelKey(node.label), let named = byLabel[label], Self.overlaps(node.frame, app) {
                for screen in named where screen.marker?.matches(node) == true && markersFound.insert(screen.name).inserted {
                    found.append(screen)
                }
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
