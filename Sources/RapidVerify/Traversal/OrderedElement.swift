/// One element of VoiceOver's linear order: its position in that order and the node it is.
///
/// An element is small (32 bytes on 64-bit machines): it refers to its node in the tree it
/// was ordered from rather than holding a copy, so an order of a million elements costs
/// about 32 MB beside its tree. ``node`` reads the node through that reference; setting it
/// gives the element a node of its own.
public struct OrderedElement: Sendable, Hashable, CustomStringConvertible {
    /// The nodes ``node`` is read from: the tree's nodes (shared, not copied), or a node of
    /// the element's own (a merged row, an element made in code).
    @usableFromInline var nodes: [AccessibilityNode]
    /// Where ``node`` is in ``nodes``.
    @usableFromInline var slot: Int32
    @usableFromInline var storedPosition: Int32
    @usableFromInline var storedNodeIndex: Int32
    /// The merged control's position in the tree, or -1.
    @usableFromInline var storedMergedControlIndex: Int32
    /// The positions in the tree of the nodes this element speaks for, in the order the
    /// recording lists them: the texts, images and other elements that are no control inside
    /// a speaking container (``TraversalEngine``'s elements rule), or the other texts of a
    /// merged row whose cell has no label of its own (``ElementInferencePolicy``'s
    /// merged-switch-row rule). They are not elements of their own; a transcript says their words with the element's, once.
    public var absorbedNodeIndices: [Int]

    /// Position in VoiceOver order, from 0.
    public var position: Int {
        @inlinable get { Int(storedPosition) }
        set { storedPosition = Int32(newValue) }
    }
    /// The node's position in the tree it was ordered from.
    public var nodeIndex: Int {
        @inlinable get { Int(storedNodeIndex) }
        set { storedNodeIndex = Int32(newValue) }
    }
    /// The node's attributes. For a merged row (a cell read as one element with its switch,
    /// ``ElementInferencePolicy``'s merged-switch-row rule) these are the cell's, with the
    /// switch's type, traits and value.
    public var node: AccessibilityNode {
        // Lends the node in place: `element.node.label` reads one attribute without copying
        // (and retaining) the whole node.
        @inlinable _read { yield nodes[Int(slot)] }
        set {
            nodes = [newValue]
            slot = 0
        }
    }
    /// For a merged row, the position in the tree of the switch whose type, traits and
    /// value the element takes; nil otherwise.
    public var mergedControlIndex: Int? {
        @inlinable get { storedMergedControlIndex < 0 ? nil : Int(storedMergedControlIndex) }
        set { storedMergedControlIndex = newValue.map(Int32.init) ?? -1 }
    }

    /// Creates an ordered element.
    package init(
        position: Int, nodeIndex: Int, node: AccessibilityNode, mergedControlIndex: Int? = nil,
        absorbedNodeIndices: [Int] = []
    ) {
        self.nodes = [node]
        self.slot = 0
        self.storedPosition = Int32(position)
        self.storedNodeIndex = Int32(nodeIndex)
        self.storedMergedControlIndex = mergedControlIndex.map(Int32.init) ?? -1
        self.absorbedNodeIndices = absorbedNodeIndices
    }

    /// Creates an ordered element whose node is `tree[nodeIndex]`, sharing the tree's
    /// storage instead of copying the node.
    package init(position: Int, nodeIndex: Int, in tree: AccessibilityTree) {
        self.nodes = tree.nodes
        self.slot = Int32(nodeIndex)
        self.storedPosition = Int32(position)
        self.storedNodeIndex = Int32(nodeIndex)
        self.storedMergedControlIndex = -1
        self.absorbedNodeIndices = []
    }

    public static func == (a: OrderedElement, b: OrderedElement) -> Bool {
        a.storedPosition == b.storedPosition && a.storedNodeIndex == b.storedNodeIndex
            && a.storedMergedControlIndex == b.storedMergedControlIndex && a.absorbedNodeIndices == b.absorbedNodeIndices
            && a.node == b.node
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedPosition)
        hasher.combine(storedNodeIndex)
        hasher.combine(storedMergedControlIndex)
        hasher.combine(absorbedNodeIndices)
        hasher.combine(node)
    }

    /// `3  button  "LoginScreen.signIn"  "Sign In"  {{20, 300}, {335, 44}}`.
    public var description: String {
        let node = self.node
        return "\(position)  \(node.type.name)  \(node.identifier.map { "\"\($0)\"" } ?? "-")  \(node.label.map { "\"\($0)\"" } ?? "-")  \(node.frame)"
    }
}
