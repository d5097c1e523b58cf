import RapidMap
/// A captured accessibility tree: nodes stored flat, in hierarchy pre-order.
///
/// Node 0 is the root; a node's descendants follow it directly, and
/// ``subtree(of:)`` gives their range. Storing the tree flat keeps every walk iterative
/// (a tree nested 1,000,000 levels deep neither overflows the stack when walked nor
/// when freed) and lets readers append nodes as they stream through a file.
///
/// Build a tree with ``Builder`` (streaming) or from a ``NestedNode`` (in code):
/// ```swift
/// let tree = AccessibilityTree(root: NestedNode(
///     AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
///     children: [NestedNode(AccessibilityNode(type: .button, identifier: "ok"))]))
/// ```
/// Equality compares the nodes, their shape, the configuration and ``traitsRecorded``; it
/// ignores ``source``.
public struct AccessibilityTree: Sendable, Equatable, CustomStringConvertible {
    /// The configuration the tree was recorded in. Its idiom and layout direction are
    /// always known on a tree (``idiom``, ``layoutDirection``); the other fields are what the
    /// recording says or its reader could tell from the tree.
    public var configuration: RecordingConfiguration
    /// The device idiom the tree was captured on (`Idiom.phone` when not known).
    public var idiom: Idiom {
        get { configuration.idiom ?? .phone }
        set { configuration.idiom = newValue }
    }
    /// The layout direction of the screen (`InterfaceLayoutDirection.leftToRight` when not known).
    public var layoutDirection: InterfaceLayoutDirection {
        get { configuration.layoutDirection ?? .leftToRight }
        set { configuration.layoutDirection = newValue }
    }
    /// Where the tree came from.
    public var source: RecordingSource
    /// Whether the tree's source recorded every node's traits, so that a node with no
    /// traits has none (a UIKit capture, a WebDriverAgent page source with a `traits`
    /// attribute, native JSON that says so). False when the source records only the states
    /// (`selected`, not enabled), as an XCUITest snapshot, a debugDescription dump and older
    /// page sources do: the speech then takes the traits a node's type implies
    /// (`SpeechRules`' rule `traits-from-type`). One flag per tree, not per node.
    public var traitsRecorded: Bool = false
    /// Every node, in hierarchy pre-order. `nodes[0]` is the root.
    public private(set) var nodes: [AccessibilityNode]
    /// For each node, its parent's position (-1 for the root). Read by the inlinable
    /// accessors below, so that a walk in another module (the traversal) reads it in place.
    @usableFromInline private(set) var parents: [Int32]
    /// For each node, the position just past its last descendant.
    @usableFromInline private(set) var ends: [Int32]

    /// The root's position: always 0.
    public var root: Int { 0 }
    /// The number of nodes.
    public var count: Int { nodes.count }

    /// The node at a position.
    public subscript(position: Int) -> AccessibilityNode {
        get { nodes[position] }
        set { nodes[position] = newValue }
    }

    /// The parent of a node, or nil for the root.
    @inlinable
    public func parent(of position: Int) -> Int? {
        let p = parents[position]
        return p < 0 ? nil : Int(p)
    }

    /// The positions of a node and all its descendants.
    @inlinable
    public func subtree(of position: Int) -> Range<Int> { position..<Int(ends[position]) }

    /// The node's children, in document order.
    @inlinable
    public func children(of position: Int) -> Children { Children(ends: ends, parent: position) }

    /// The number of ancestors of a node (0 for the root).
    public func depth(of position: Int) -> Int {
        var d = 0
        var p = parents[position]
        while p >= 0 { d += 1; p = parents[Int(p)] }
        return d
    }

    /// The largest depth in the tree.
    public var height: Int {
        var depths = [Int32](repeating: 0, count: nodes.count)
        var best: Int32 = 0
        for i in 1..<max(1, nodes.count) {
            let d = depths[Int(parents[i])] + 1
            depths[i] = d
            best = max(best, d)
        }
        return Int(best)
    }

    /// The first node, in pre-order, whose identifier is `identifier`.
    public func firstIndex(identifier: String) -> Int? {
        nodes.firstIndex { $0.identifier == identifier }
    }

    /// A new tree holding the subtree at `position`, with the same configuration and source.
    public func extractingSubtree(at position: Int) -> AccessibilityTree {
        let range = subtree(of: position)
        let offset = Int32(position)
        var copy = AccessibilityTree(
            configuration: configuration, source: source,
            nodes: Array(nodes[range]),
            parents: parents[range].map { $0 - offset },
            ends: ends[range].map { $0 - offset })
        copy.parents[0] = -1
        copy.traitsRecorded = traitsRecorded
        return copy
    }

    /// `AccessibilityTree(42 nodes, root: application "Sioeye" {{0, 0}, {320, 568}})`.
    /// Kept short because test frameworks print the arguments of a failed expectation.
    public var description: String {
        "AccessibilityTree(\(count) node\(count == 1 ? "" : "s"), root: \(nodes[0].summary))"
    }

    public static func == (a: AccessibilityTree, b: AccessibilityTree) -> Bool {
        a.idiom == b.idiom && a.layoutDirection == b.layoutDirection
            && a.configuration.language == b.configuration.language
            && a.configuration.contentSizeCategory == b.configuration.contentSizeCategory
            && a.configuration.screenSize == b.configuration.screenSize
            && a.configuration.orientation == b.configuration.orientation
            && a.traitsRecorded == b.traitsRecorded && a.ends == b.ends && a.nodes == b.nodes
    }

    init(
        configuration: RecordingConfiguration, source: RecordingSource,
        nodes: [AccessibilityNode], parents: [Int32], ends: [Int32]
    ) {
        self.configuration = configuration
        self.source = source
        self.nodes = nodes
        self.parents = parents
        self.ends = ends
    }

    /// Creates a tree from a nested description, walking it without recursion.
    public init(
        root: NestedNode, idiom: Idiom = .phone, layoutDirection: InterfaceLayoutDirection = .leftToRight,
        source: RecordingSource = .code
    ) {
        var builder = Builder(idiom: idiom, layoutDirection: layoutDirection, source: source)
        // Each frame: the children still to add, and how many have been added.
        var stack: [(children: [NestedNode], next: Int)] = []
        _ = builder.open(root.node)
        stack.append((root.children, 0))
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                _ = builder.open(child.node)
                stack.append((child.children, 0))
            } else {
                builder.close()
                stack.removeLast()
            }
        }
        // The builder is balanced by construction.
        self = try! builder.finish()
    }

    /// The positions of one node's children, found by skipping over each child's subtree.
    ///
    /// Inlinable with its iterator: the traversal, in another module, steps through every
    /// node's children, and a call per child cost it more than the step.
    public struct Children: Sequence, Sendable {
        @usableFromInline let ends: [Int32]
        @usableFromInline let parent: Int

        @inlinable init(ends: [Int32], parent: Int) {
            self.ends = ends
            self.parent = parent
        }

        /// Iterates the children in document order.
        @inlinable
        public func makeIterator() -> Iterator {
            Iterator(ends: ends, cursor: parent + 1, end: Int(ends[parent]))
        }

        /// The iterator over children positions.
        public struct Iterator: IteratorProtocol {
            @usableFromInline let ends: [Int32]
            @usableFromInline var cursor: Int
            @usableFromInline let end: Int

            @inlinable init(ends: [Int32], cursor: Int, end: Int) {
                self.ends = ends
                self.cursor = cursor
                self.end = end
            }

            /// The next child's position.
            @inlinable
            public mutating func next() -> Int? {
                guard cursor < end else { return nil }
                defer { cursor = Int(ends[cursor]) }
                return cursor
            }
        }
    }

    /// Builds a tree node by node in pre-order, as a streaming reader sees it:
    /// ``open(_:)`` a node, add its children, ``close()`` it.
    ///
    /// A node's attributes can still be changed after it was opened (through the
    /// subscript), for formats that list children before the node's own attributes.
    public struct Builder: Sendable {
        /// The tree so far: its configuration, source and nodes in pre-order, where a node
        /// still open ends at -1 until ``close()``. ``finish()`` hands it over once complete.
        private var tree: AccessibilityTree
        /// The positions of the nodes opened and not yet closed, innermost last.
        private var open: [Int32] = []
        private var rootClosed = false

        /// The configuration of the tree being built.
        public var configuration: RecordingConfiguration {
            get { tree.configuration }
            set { tree.configuration = newValue }
        }
        /// The idiom of the tree being built.
        public var idiom: Idiom {
            get { tree.idiom }
            set { tree.idiom = newValue }
        }
        /// The layout direction of the tree being built.
        public var layoutDirection: InterfaceLayoutDirection {
            get { tree.layoutDirection }
            set { tree.layoutDirection = newValue }
        }

        /// Creates an empty builder.
        public init(
            idiom: Idiom = .phone, layoutDirection: InterfaceLayoutDirection = .leftToRight,
            source: RecordingSource = .code, capacity: Int = 0
        ) {
            tree = AccessibilityTree(
                configuration: RecordingConfiguration(layoutDirection: layoutDirection, idiom: idiom), source: source,
                nodes: [], parents: [], ends: [])
            tree.nodes.reserveCapacity(capacity)
            tree.parents.reserveCapacity(capacity)
            tree.ends.reserveCapacity(capacity)
        }

        /// Where the tree comes from.
        public var source: RecordingSource {
            get { tree.source }
            set { tree.source = newValue }
        }
        /// Whether the source records every node's traits (``AccessibilityTree/traitsRecorded``).
        public var traitsRecorded: Bool {
            get { tree.traitsRecorded }
            set { tree.traitsRecorded = newValue }
        }
        /// The number of nodes opened and not yet closed.
        public var depth: Int { open.count }
        /// The number of nodes added so far.
        public var count: Int { tree.nodes.count }
        /// The innermost open node, if any.
        public var current: Int? { open.last.map(Int.init) }

        /// The node at a position (opened or closed), for reading or changing.
        public subscript(position: Int) -> AccessibilityNode {
            get { tree.nodes[position] }
            set { tree.nodes[position] = newValue }
        }

        /// Adds a node as the last child of the innermost open node (or as the root) and
        /// opens it. Returns its position. Precondition: no root was closed yet
        /// (``canOpen``); a reader checks that first and reports a second root.
        @discardableResult
        public mutating func open(_ node: consuming AccessibilityNode) -> Int {
            precondition(canOpen, "a tree has one root")
            let position = tree.nodes.count
            tree.nodes.append(consume node)
            tree.parents.append(open.last ?? -1)
            tree.ends.append(-1)
            open.append(Int32(position))
            return position
        }

        /// Whether a node can be opened: false once the root was closed.
        public var canOpen: Bool { !rootClosed }

        /// Adds a node with no children. Returns its position.
        @discardableResult
        public mutating func leaf(_ node: consuming AccessibilityNode) -> Int {
            let position = open(consume node)
            close()
            return position
        }

        /// Closes the innermost open node. Precondition: one is open.
        public mutating func close() {
            let position = open.removeLast()
            tree.ends[Int(position)] = Int32(tree.nodes.count)
            if open.isEmpty { rootClosed = true }
        }

        /// The finished tree. Throws ``IncompleteTreeError`` when there is no root or
        /// nodes are still open, so a partial tree is never returned as complete.
        public func finish() throws -> AccessibilityTree {
            guard !tree.nodes.isEmpty else { throw IncompleteTreeError(openNodes: 0, isEmpty: true) }
            guard open.isEmpty else { throw IncompleteTreeError(openNodes: open.count, isEmpty: false) }
            return tree
        }
    }
}
