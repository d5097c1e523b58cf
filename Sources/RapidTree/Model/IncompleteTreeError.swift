import RapidMap
/// Thrown by ``AccessibilityTree/Builder/finish()`` for a tree with no node or with
/// nodes never closed.
public struct IncompleteTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The number of nodes still open.
    public var openNodes: Int
    /// True when no node was added at all.
    public var isEmpty: Bool
    /// A plain explanation.
    public var description: String {
        isEmpty ? "the tree has no nodes" : "the tree ends with \(openNodes) node\(openNodes == 1 ? "" : "s") not closed"
    }
}
