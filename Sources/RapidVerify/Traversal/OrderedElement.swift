/// One stop of VoiceOver's linear order: its position in that order and the node it is.
public struct OrderedElement: Sendable, Hashable, CustomStringConvertible {
    /// Position in VoiceOver order, from 0.
    public var position: Int
    /// The node's position in the tree it was ordered from.
    public var nodeIndex: Int
    /// The node's attributes.
    public var node: AccessibilityNode

    /// Creates an ordered element.
    public init(position: Int, nodeIndex: Int, node: AccessibilityNode) {
        self.position = position
        self.nodeIndex = nodeIndex
        self.node = node
    }

    /// `3  button  "LoginScreen.signIn"  "Sign In"  {{20, 300}, {335, 44}}`.
    public var description: String {
        "\(position)  \(node.type.name)  \(node.identifier.map { "\"\($0)\"" } ?? "-")  \(node.label.map { "\"\($0)\"" } ?? "-")  \(node.frame)"
    }
}
