import RapidVerify

/// An iterative pre-order walk for the sections that render or rebuild a tree: each node is
/// opened in pre-order with its depth, and closed (deepest first) once its subtree ends.
enum PreOrderWalk {
    /// Calls `open(position, depth, isLeaf)` for each node and `close(position, depth)` after
    /// the last node of each subtree that has children.
    static func walk(_ tree: AccessibilityTree, open: (Int, Int, Bool) -> Void, close: (Int, Int) -> Void) {
        // Positions of the nodes whose subtree is still open.
        var stack: [Int] = []
        for position in 0..<tree.count {
            let isLeaf = tree.subtree(of: position).count == 1
            open(position, stack.count, isLeaf)
            if !isLeaf {
                stack.append(position)
                continue
            }
            while let top = stack.last, tree.subtree(of: top).upperBound == position + 1 {
                stack.removeLast()
                close(top, stack.count)
            }
        }
    }
}
