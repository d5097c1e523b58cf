/// The bookkeeping of one object a ``JSONTreeWalk`` reads: a node, or for formats that wrap
/// their tree (``WebDriverAgentJSONReader``'s `{"value": {"tree": …}}`), a wrapper.
protocol JSONTreeObject {
    /// The bookkeeping of a node of a `children` array, whose `{` is at `start`.
    init(childAt start: Int)
    /// Its position in the builder, or -1 while it is not added: a node goes into the
    /// builder when its children start or, for a leaf, when it ends. An object that holds
    /// an inner object (``JSONTreeWalk/openInner(_:_:)``) stays at -1.
    var position: Int { get set }
    /// The number of its children read so far (the walk counts them).
    var childCount: Int { get set }
}

/// The one object walk of the JSON tree readers (``NativeJSONReader`` and
/// ``WebDriverAgentJSONReader``): one pass over the bytes straight into an
/// `AccessibilityTree.Builder`, with an explicit stack (no recursion, no intermediate JSON
/// values), so a tree nested 1,000,000 levels deep is read fine.
///
/// The walk owns what every JSON tree reader does alike: the stack of open objects, the
/// node being read, unknown keys skipped (their values still checked to be valid JSON),
/// the step into `children` and back out, and a node into the builder (pre-order) when its
/// children start or it ends. A reader keeps only its loop and what each known key means:
/// ```swift
/// var walk = try JSONTreeWalk(first: OpenNode(childAt: s.position), &s)
/// while true {
///     guard walk.hasMember else {
///         try check(walk.node, walk.object)
///         if try walk.endObject(isNode: true, &s, &builder) { continue } else { break }
///     }
///     let token = try s.readKey()
///     guard let key = s.lookup(keys, token) else { try walk.skipMember(&s); continue }
///     switch key { … }   // read the value into walk.node, or walk.openChildren(&s, &builder)
///     try walk.nextMember(&s)
/// }
/// ```
/// Every step is inlined into the reader's loop, which costs what a hand-written loop costs
/// (reading is the hot path of every command: BENCHMARKS.md).
struct JSONTreeWalk<Object: JSONTreeObject> {
    /// The objects around the one being read, outermost first.
    var stack: [Object] = []
    /// The node being read.
    var node: AccessibilityNode
    /// The bookkeeping of the object being read.
    var object: Object
    /// True when a member of the object being read follows (the position at its key);
    /// false once its `}` was read.
    var hasMember: Bool
    /// The attributes a node has before its members are read.
    let blank = AccessibilityNode(type: .other)

    /// Starts the walk at the `{` at the position, as `first`.
    @inline(__always)
    init(first: Object, _ s: inout JSONScanner) throws {
        node = blank
        object = first
        s.position += 1
        hasMember = try s.firstMember()
    }

    /// After the object whose `}` was read was checked: adds it to the builder when it is a
    /// node (`isNode`; a wrapper is not), then moves on to the next child of its parent, or
    /// back to its parent's (or outer object's) next member. False when it was the first
    /// object: the walk is over.
    @inline(__always)
    mutating func endObject(isNode: Bool, _ s: inout JSONScanner, _ builder: inout AccessibilityTree.Builder) throws -> Bool {
        if isNode {
            if object.position < 0 {
                builder.leaf(takeNode())
            } else {
                builder[object.position] = takeNode()
                builder.close()
            }
        }
        guard !stack.isEmpty else { return false }
        // Nothing before a node's `}` is read again: the node holds its texts.
        s.window.passed(s.position)
        if stack[stack.count - 1].position < 0 {
            // It was the outer object's member value (openInner): back to the outer object.
            object = stack.removeLast()
            node = blank
            hasMember = try s.nextMember()
            return true
        }
        stack[stack.count - 1].childCount += 1
        if let child = try s.nextChild() {
            node = blank
            object = Object(childAt: child.start)
            hasMember = child.hasMember
        } else {
            object = stack.removeLast()
            node = builder[object.position]
            hasMember = try s.nextMember()
        }
        return true
    }

    /// Skips the value of a key the reader does not use.
    /// The node read so far, moved out (``node`` is left blank) so that the builder takes it
    /// without a copy: a copy would retain every string of the node and the reset release
    /// them again.
    @inline(__always)
    mutating func takeNode() -> AccessibilityNode {
        var taken = blank
        swap(&taken, &node)
        return taken
    }

    @inline(__always)
    mutating func skipMember(_ s: inout JSONScanner) throws {
        hasMember = try s.skipMember()
    }

    /// After a member's value.
    @inline(__always)
    mutating func nextMember(_ s: inout JSONScanner) throws {
        hasMember = try s.nextMember()
    }

    /// At a `children` array whose first child's `{` is at the position
    /// (``JSONScanner/openChildren()`` was true): the node goes into the builder now, before
    /// its children (pre-order), and the walk reads its first child. Attributes after
    /// `children` are written back when the node ends.
    @inline(__always)
    mutating func openChildren(_ s: inout JSONScanner, _ builder: inout AccessibilityTree.Builder) throws {
        object.position = builder.open(takeNode())
        stack.append(object)
        node = blank
        object = Object(childAt: s.position)
        s.position += 1
        hasMember = try s.firstMember()
    }

    /// At a member's object value, its `{` at the position, to read as `inner` (a wrapper's
    /// tree): the walk reads it and then comes back to this object's next member.
    @inline(__always)
    mutating func openInner(_ inner: Object, _ s: inout JSONScanner) throws {
        stack.append(object)
        node = blank
        object = inner
        s.position += 1
        hasMember = try s.firstMember()
    }
}
