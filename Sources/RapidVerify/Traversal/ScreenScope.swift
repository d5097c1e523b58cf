/// Where in a recorded tree a screen's elements are taken from, and the one rule that
/// finds it, shared by ``Verifier`` and `MapGeneration` (so `rapidgen generate`,
/// `rapidgen check` and verification never disagree): the subtree of the first node, in
/// pre-order, whose identifier is the screen identifier; else the whole tree.
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
/// ``VerificationOptions/requiresScreenRoot``, reports a difference).
public enum ScreenScope: Sendable, Hashable {
    /// The subtree of the node at this position: the one whose identifier is the screen's,
    /// or the common ancestor of the nodes SwiftUI copied the identifier onto.
    case screenRoot(node: Int)
    /// The whole tree, because no node has the screen's identifier.
    case wholeTree

    /// The scope of the screen whose root view has `screenIdentifier` in `tree`.
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
