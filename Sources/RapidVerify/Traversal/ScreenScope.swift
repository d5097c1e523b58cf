/// Where in a recorded tree a screen's elements are taken from, and the one rule that
/// finds it, shared by ``Verifier`` and `MapGeneration` (so `rapidgen generate`,
/// `rapidgen check` and verification never disagree): the subtree of the first node, in
/// pre-order, whose identifier is the screen identifier; else the whole tree.
///
/// What a caller does when the screen root is missing is its own business: the
/// generator warns, the verifier notes it in the report (or, with
/// ``VerificationOptions/requiresScreenRoot``, reports a difference).
public enum ScreenScope: Sendable, Hashable {
    /// The subtree of the node at this position, whose identifier is the screen's.
    case screenRoot(node: Int)
    /// The whole tree, because no node has the screen's identifier.
    case wholeTree

    /// The scope of the screen whose root view has `screenIdentifier` in `tree`.
    public static func find(screenIdentifier: String, in tree: AccessibilityTree) -> ScreenScope {
        tree.firstIndex(identifier: screenIdentifier).map { .screenRoot(node: $0) } ?? .wholeTree
    }

    /// The position of the node whose subtree is ordered: the screen root, or the tree's root.
    public func node(in tree: AccessibilityTree) -> Int {
        switch self {
        case .screenRoot(let node): return node
        case .wholeTree: return tree.root
        }
    }

    /// Whether a node with the screen identifier was found.
    public var foundScreenRoot: Bool {
        if case .screenRoot = self { return true }
        return false
    }
}
