/// The bookkeeping of one object a ``JSONTreeWalk`` reads: a node, or for formats that wrap
/// their tree (``WebDriverAgentJSONReader``'s `{"value": {"tree": …}}`), a wrapper.
protocol JSONTreeObject {
    /// The offset of its `{`, for errors about the whole object.
    var start: Int { get }
    /// Its position in the builder, or -1 while it is not added: a node goes into the
    /// builder when its children start or, for a leaf, when it ends. An object that holds
    /// an inner object (``JSONTreeStep/inner(_:)``) stays at -1.
    var position: Int { get set }
    /// The known keys seen so far, one bit per key (``JSONScanner/markSeen(_:_:in:within:)``).
    var seen: UInt32 { get set }
    /// The number of its children read so far (the walk counts them).
    var childCount: Int { get set }
}

/// What a ``JSONTreeFormat`` did with the value of one known key.
enum JSONTreeStep<Object: JSONTreeObject> {
    /// The value was read: the walk goes on with the next member.
    case read
    /// The value is a `children` array, positioned at its first child's `{`: the node goes
    /// into the builder now, before its children (pre-order), and its first child is read.
    /// Attributes after `children` are written back when the node ends.
    case children
    /// The value is an object, positioned at its `{`, to read as `object` (a wrapper's
    /// tree): the walk reads it and comes back to the outer object's next member.
    case inner(Object)
}

/// A JSON recording format read by ``JSONTreeWalk``: its key table and what each key means.
///
/// The walk owns what every JSON tree reader does alike (the object walk with an explicit
/// stack, unknown keys skipped, the children step, a node into the builder when it ends);
/// a format only reads the value of each key its table knows and checks a node at its end.
protocol JSONTreeFormat {
    /// The bookkeeping of an object.
    associatedtype Object: JSONTreeObject

    /// What an empty string means for an optional text attribute (``JSONScanner/EmptyString``),
    /// the one rule of each format: every optional text of the format is read with it.
    static var emptyString: JSONScanner.EmptyString { get }

    /// The keys the format knows: the value of a key not in it is skipped (but still
    /// checked to be valid JSON), so newer writers can add attributes.
    var keys: ByteNameTable { get }

    /// The bookkeeping of a child of a `children` array whose `{` is at `start`.
    func child(start: Int) -> Object

    /// Reads the value of the known key `key` (its bytes `token`) of `object`, positioned at
    /// the value, into `node` and `object`.
    mutating func member(
        _ key: Int32, _ token: JSONStringToken, _ s: inout JSONScanner, _ node: inout AccessibilityNode,
        _ object: inout Object, _ builder: AccessibilityTree.Builder
    ) throws -> JSONTreeStep<Object>

    /// Checks `object`, whose `}` was read, and finishes `node`; true when it is a node to
    /// add to the builder (false for a wrapper).
    func end(
        _ node: inout AccessibilityNode, _ object: Object, _ s: inout JSONScanner, _ builder: AccessibilityTree.Builder
    ) throws -> Bool
}

/// The one object walk of the JSON tree readers (``NativeJSONReader`` and
/// ``WebDriverAgentJSONReader``): one pass over the bytes straight into an
/// ``AccessibilityTree/Builder``, with an explicit stack (no recursion, no intermediate JSON
/// values), so a tree nested 1,000,000 levels deep is read fine.
///
/// It is generic over the format and inlined, so each reader gets its own specialised loop
/// with the format's ``JSONTreeFormat/member(_:_:_:_:_:_:)`` inlined into it: the hot path
/// costs what a hand-written loop per reader costs.
enum JSONTreeWalk {
    /// Reads the object whose `{` is at the position, as `first`, and every object below
    /// it; returns after its `}`.
    @inline(__always)
    static func read<Format: JSONTreeFormat>(
        _ format: inout Format, first: Format.Object, _ s: inout JSONScanner, into builder: inout AccessibilityTree.Builder
    ) throws {
        let keyTable = format.keys
        let blank = AccessibilityNode(type: .other)
        var stack: [Format.Object] = []
        var node = blank
        var object = first
        s.position += 1
        var hasMember = try s.firstMember()
        while true {
            if !hasMember {
                // The object's `}` was consumed.
                if try format.end(&node, object, &s, builder) {
                    if object.position < 0 {
                        builder.leaf(node)
                    } else {
                        builder[object.position] = node
                        builder.close()
                    }
                }
                guard !stack.isEmpty else { return }
                if stack[stack.count - 1].position < 0 {
                    // It was the outer object's member value: back to the outer object.
                    object = stack.removeLast()
                    node = blank
                    hasMember = try s.nextMember()
                    continue
                }
                stack[stack.count - 1].childCount += 1
                if let child = try s.nextChild() {
                    node = blank
                    object = format.child(start: child.start)
                    hasMember = child.hasMember
                } else {
                    object = stack.removeLast()
                    node = builder[object.position]
                    hasMember = try s.nextMember()
                }
                continue
            }
            let token = try s.readKey()
            guard let key = s.lookup(keyTable, token) else {
                hasMember = try s.skipMember()
                continue
            }
            switch try format.member(key, token, &s, &node, &object, builder) {
            case .read:
                hasMember = try s.nextMember()
            case .children:
                object.position = builder.open(node)
                stack.append(object)
                node = blank
                object = format.child(start: s.position)
                s.position += 1
                hasMember = try s.firstMember()
            case .inner(let inner):
                stack.append(object)
                node = blank
                object = inner
                s.position += 1
                hasMember = try s.firstMember()
            }
        }
    }
}
