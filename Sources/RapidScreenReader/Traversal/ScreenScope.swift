import RapidMap
import RapidTree
/// Where in a recorded tree a screen's elements are taken from, and the one rule that
/// finds it, shared by `Verifier` and `MapGeneration` (so `rapidgen generate`,
/// `rapidgen check` and verification never disagree): the subtree of the first node, in
/// pre-order, whose identifier is the screen identifier; else, for a map that declares
/// `MapScope.appWindow` and for a screen with no map yet, the app's window without system
/// UI (``appWindow(in:)``); else (a map recorded before maps declared their scope) the
/// whole tree.
///
/// SwiftUI copies an identifier set on a container that is not an accessibility element
/// onto the container's elements, so the screen identifier can be on several nodes, none
/// of them holding the others. When the first node carrying it is a leaf, it is such a
/// copy, and the scope is the deepest node holding every node that carries it (their
/// common ancestor); a first node with children is the screen root, as in UIKit. Giving a SwiftUI screen's root
/// `.accessibilityElement(children: .contain)` keeps the identifier on the root itself.
///
/// What a caller does when the screen root is missing is its own business: the
/// generator warns, the verifier notes it in the report (or, with
/// `VerificationOptions.requiresScreenRoot`, reports a difference).
public enum ScreenScope: Sendable, Hashable {
    /// The subtree of the node at this position: the one whose identifier is the screen's,
    /// or the common ancestor of the nodes SwiftUI copied the identifier onto.
    case screenRoot(node: Int)
    /// The whole tree, because no node has the screen's identifier.
    case wholeTree
    /// The subtree of the app's window at this position (``appWindow(in:)``), without its
    /// status bar and keyboard: no node has the screen's identifier, and the map declares
    /// `MapScope.appWindow` or is being recorded for the first time.
    case appWindow(node: Int)

    /// The scope of the screen whose root view has `screenIdentifier` in `tree`, for a map
    /// that declares `recorded` (nil: the screen has no map yet). The root view wins
    /// whatever the map declares (a map recorded over the window whose root now has its
    /// identifier is then reported by the verifier, never silently narrowed); without it, a
    /// map scoped to the root view is verified over the whole tree, as it always was, and
    /// anything else over the app's window.
    public static func find(screenIdentifier: String, in tree: AccessibilityTree, recorded: MapScope?) -> ScreenScope {
        let found = find(screenIdentifier: screenIdentifier, in: tree)
        guard !found.foundScreenRoot, recorded != .screenRoot else { return found }
        return .appWindow(node: appWindow(in: tree))
    }

    /// The scope `screen` declares in `tree`, the one its verification uses: its root view,
    /// else what its map declares (``declared(by:)``). `speak`, `render`, `assertExperience`
    /// and label queries given a screen type use it, so none of them covers more of the tree
    /// than the screen's map does.
    package static func find<S: RapidScreen>(_ screen: S.Type, in tree: AccessibilityTree) -> ScreenScope {
        find(screenIdentifier: screen.screenIdentifier, in: tree, recorded: declared(by: screen))
    }

    /// What `screen`'s map declares it covers (`RapidScreen.mapScope`), or nil when it has no
    /// recorded map yet (its first recording covers the app's window when the root view has
    /// no identifier).
    package static func declared<S: RapidScreen>(by screen: S.Type) -> MapScope? {
        screen.hasRecordedMap ? screen.mapScope : nil
    }

    /// The app's window in `tree`: the first window, in pre-order and not inside another
    /// window, whose subtree holds neither a status bar nor a keyboard (XCUITest lists the
    /// app's windows in order, its main window first; the keyboard and, before iOS 13, the
    /// status bar come in windows of their own, and so do heads-up displays and banners);
    /// else the first window; else, in a tree without a window (a captured view), the
    /// tree's root. One pass over the nodes.
    public static func appWindow(in tree: AccessibilityTree) -> Int {
        var firstWindow: Int?
        var i = tree.root
        let end = tree.subtree(of: tree.root).upperBound
        while i < end {
            guard tree[i].type == .window else {
                i += 1
                continue
            }
            let windowNodes = tree.subtree(of: i)
            if !windowNodes.contains(where: { tree[$0].type == .statusBar || tree[$0].type == .keyboard }) { return i }
            if firstWindow == nil { firstWindow = i }
            i = windowNodes.upperBound
        }
        return firstWindow ?? tree.root
    }

    /// The elements VoiceOver visits in this scope of `tree`, in order: `engine`'s order of
    /// the scope's subtree, leaving out status bars and keyboards in ``appWindow(node:)``.
    public func elements(of tree: AccessibilityTree, engine: TraversalEngine = TraversalEngine()) -> [OrderedElement] {
        var engine = engine
        if case .appWindow = self {
            engine.options.readsStatusBar = false
            engine.options.readsKeyboard = false
        }
        return engine.order(tree, scope: node(in: tree))
    }

    /// What a map recorded in this scope declares: `MapScope.appWindow` for
    /// ``appWindow(node:)``, `MapScope.screenRoot` otherwise.
    public var mapScope: MapScope {
        if case .appWindow = self { return .appWindow }
        return .screenRoot
    }

    /// The scope of the screen whose root view has `screenIdentifier` in `tree`: its
    /// subtree, or the whole tree when no node has the identifier (the meaning of a map
    /// scoped to its root view; see ``find(screenIdentifier:in:recorded:)``).
    public static func find(screenIdentifier: String, in tree: AccessibilityTree) -> ScreenScope {
        guard let first = tree.firstIndex(identifier: screenIdentifier) else { return .wholeTree }
        guard tree.subtree(of: first).count == 1 else { return .screenRoot(node: first) }
        // The last node carrying it: every copy lies between the two in pre-order, so the
        // deepest node holding both holds them all.
        let last = tree.nodes.lastIndex { $0.identifier == screenIdentifier } ?? first
        var holder = first
        while !tree.subtree(of: holder).contains(last), let parent = tree.parent(of: holder) { holder = parent }
        return .screenRoot(node: holder)
    }

    /// The position of the node whose subtree is ordered: the screen root, the app's
    /// window, or the tree's root.
    public func node(in tree: AccessibilityTree) -> Int {
        switch self {
        case .screenRoot(let node), .appWindow(let node): return node
        case .wholeTree: return tree.root
        }
    }

    /// Whether a node with the screen identifier was found.
    public var foundScreenRoot: Bool {
        if case .screenRoot = self { return true }
        return false
    }
}
