/// One stop of VoiceOver's linear order: its position in that order and the node it is.
public struct OrderedElement: Sendable, Hashable, CustomStringConvertible {
    /// Position in VoiceOver order, from 0.
    public var position: Int
    /// The node's position in the tree it was ordered from.
    public var nodeIndex: Int
    /// The node's attributes. For a merged row (a cell read as one stop with its switch,
    /// ``ElementInferencePolicy`` rule 5) these are the cell's, with the switch's type,
    /// traits and value.
    public var node: AccessibilityNode
    /// For a merged row, the position in the tree of the switch whose type, traits and
    /// value the stop takes; nil otherwise.
    public var mergedControlIndex: Int?
    /// The positions in the tree of the nodes this element speaks for, in the order the
    /// recording lists them: the texts, images and other elements that are no control inside
    /// a speaking container (``TraversalEngine`` rule 2), or the other texts of a merged row
    /// whose cell has no label of its own (``ElementInferencePolicy`` rule 5). They are not
    /// stops of their own; a transcript says their words with the element's, once.
    public var absorbedNodeIndices: [Int]

    /// Creates an ordered element.
    public init(
        position: Int, nodeIndex: Int, node: AccessibilityNode, mergedControlIndex: Int? = nil,
        absorbedNodeIndices: [Int] = []
    ) {
        self.position = position
        self.nodeIndex = nodeIndex
        self.node = node
        self.mergedControlIndex = mergedControlIndex
        self.absorbedNodeIndices = absorbedNodeIndices
    }

    /// `3  button  "LoginScreen.signIn"  "Sign In"  {{20, 300}, {335, 44}}`.
    public var description: String {
        "\(position)  \(node.type.name)  \(node.identifier.map { "\"\($0)\"" } ?? "-")  \(node.label.map { "\"\($0)\"" } ?? "-")  \(node.frame)"
    }
}
