/// Options of the traversal engine.
public struct TraversalOptions: Sendable, Hashable {
    /// Skip subtrees whose node the recorder reported as not visible (`visible == false`).
    public var skipsInvisible: Bool

    /// Creates options.
    public init(skipsInvisible: Bool = true) {
        self.skipsInvisible = skipsInvisible
    }
}

/// PLACEHOLDER: orders the elements VoiceOver would visit. This stub returns the
/// nodes marked as accessibility elements in pre-order; the real engine replaces it.
public struct TraversalEngine: Sendable {
    /// The options in use.
    public var options: TraversalOptions

    /// Creates an engine.
    public init(options: TraversalOptions = TraversalOptions()) {
        self.options = options
    }

    /// The elements VoiceOver visits in the subtree at `scope` (the whole tree by default), in order.
    public func order(_ tree: AccessibilityTree, scope: Int? = nil) -> [OrderedElement] {
        var result: [OrderedElement] = []
        for i in tree.subtree(of: scope ?? tree.root) where tree[i].isAccessibilityElement == .yes {
            result.append(OrderedElement(position: result.count, nodeIndex: i, node: tree[i]))
        }
        return result
    }
}
