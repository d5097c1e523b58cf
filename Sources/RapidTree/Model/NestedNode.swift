import RapidMap
/// A node with its children, for writing trees in code and tests.
/// ``AccessibilityTree/init(root:idiom:layoutDirection:source:)`` flattens it.
public struct NestedNode: Sendable, Hashable {
    /// The node's attributes.
    public var node: AccessibilityNode
    /// Its children, in document order.
    public var children: [NestedNode]

    /// Creates a node with children.
    public init(_ node: AccessibilityNode, children: [NestedNode] = []) {
        self.node = node
        self.children = children
    }
}
