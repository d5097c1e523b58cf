/// What a ``ControlQuery`` found in a recorded tree: exactly one element, none or several.
public struct ControlQueryResult: Sendable, Hashable, CustomStringConvertible {
    /// The query run.
    public var query: ControlQuery
    /// The positions of the matching nodes, in pre-order.
    public var matches: [Int]
    /// False when a label query's screen root is not in the tree and its map declares no other
    /// scope (the whole tree was searched).
    public var scopeFound: Bool

    /// The one matching node, or nil when none or several match.
    public var element: Int? { matches.count == 1 ? matches[0] : nil }

    /// Whether exactly one element matches.
    public var isUnique: Bool { matches.count == 1 }

    /// The result in words, for a test's issue; it names the frame of every match when several
    /// match, so the two elements can be told apart. Needs the tree the query ran on.
    public func message(in tree: AccessibilityTree) -> String {
        let head = "\(query.screen) entry \(query.entry.index) (\(query.description))"
        let whereSearched =
            query.scope == nil || scopeFound
            ? "" : " (no node has the screen identifier \"\(query.scope ?? "")\", so the whole tree was searched)"
        switch matches.count {
        case 0:
            return "\(head): no element matches\(whereSearched)"
        case 1:
            return "\(head): \(tree[matches[0]].summary)"
        default:
            let list = matches.map { "  \(tree[$0].summary)" }.joined(separator: "\n")
            return "\(head): \(matches.count) elements match, so a test cannot tell which one to use\(whereSearched):\n\(list)"
        }
    }

    /// `3 matches`, `1 match`, `no match`.
    public var description: String {
        matches.isEmpty ? "no match" : "\(matches.count) match\(matches.count == 1 ? "" : "es")"
    }
}
