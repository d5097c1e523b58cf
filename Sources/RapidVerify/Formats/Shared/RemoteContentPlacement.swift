/// Places the content of a remote container at its container's place on the screen, for
/// formats whose frames are read as recorded (Appium XML, debugDescription, WebDriverAgent
/// JSON).
///
/// A view that another process draws (a share sheet, a mail composer, other view services)
/// is hosted in a remote container, and the recorder reads the remote content's frames in
/// that process's own coordinates: they restart at 0,0 at the container's corner. The iOS 26
/// Safari share sheet (`../shared/realtrees/`) records `ShareSheet.RemoteContainerView` at
/// (0, 63) with size 402×811, and two levels down an `Other` at (0, 0) with the same size
/// holding the sheet's navigation bar at y = 10 and its items below, although the sheet sits
/// 63 points down the screen. The order inside the container does not change (every frame
/// moves by the same offset), but its place among the rest of the screen and the picture do.
///
/// *Rule.* A **remote container** is a node whose identifier's last dot-separated part holds
/// ``remoteMarker`` and ends in ``viewSuffix`` (`ShareSheet.RemoteContainerView`,
/// `_UIRemoteView`). Inside it, a node whose frame starts at 0,0 with the container's size
/// (to ``sizeSlack`` points) is where the coordinates restart, when the container's corner
/// is not 0,0: that node and its subtree move by the container's corner. Frames that do not
/// restart are left as recorded. A remote container with no size of its own cannot place
/// anything: ``unplacedContainers(in:)`` names it, for the picture's note.
///
/// One pass in pre-order over the nodes, with a stack of the open restarts: linear in the
/// nodes, on every shape.
package enum RemoteContentPlacement {
    /// What the last part of a remote container's identifier holds.
    static let remoteMarker = "Remote"
    /// What the last part of a remote container's identifier ends in.
    static let viewSuffix = "View"
    /// How far, in points, the restarted content's size may differ from its container's:
    /// recorders round frames to whole points (WebDriverAgent's `CGRectIntegral`).
    static let sizeSlack = 1.0

    /// Whether a node is a remote container, by its identifier.
    static func isRemoteContainer(_ node: AccessibilityNode) -> Bool {
        isRemoteContainer(identifier: node.identifier)
    }

    /// Whether an identifier names a remote container: its last dot-separated part holds
    /// ``remoteMarker`` and ends in ``viewSuffix``.
    @inline(__always)
    static func isRemoteContainer(identifier: String?) -> Bool {
        guard let identifier, identifier.hasSuffix(viewSuffix) else { return false }
        let last = identifier.lastIndex(of: ".").map { identifier[identifier.index(after: $0)...] } ?? Substring(identifier)
        return last.contains(remoteMarker)
    }

    /// `tree` with the content of its remote containers moved to their containers' corners.
    static func place(_ tree: inout AccessibilityTree) {
        // Fields are read in place (copying each node would retain and release its strings);
        // only the nodes that move are written.
        let moves = tree.nodes.withUnsafeBufferPointer { nodes -> [(position: Int, dx: Double, dy: Double)] in
            var moves: [(position: Int, dx: Double, dy: Double)] = []
            // Open scopes: a remote container (its frame, as placed) or a restart (its offset).
            var containers: [(end: Int, frame: Frame)] = []
            var offsets: [(end: Int, dx: Double, dy: Double)] = []
            for position in nodes.indices {
                while let last = containers.last, last.end <= position { containers.removeLast() }
                while let last = offsets.last, last.end <= position { offsets.removeLast() }
                var frame = nodes[position].frame
                if let container = containers.last?.frame, restarts(frame, in: container) {
                    offsets.append((tree.subtree(of: position).upperBound, container.x, container.y))
                }
                if let offset = offsets.last, offset.dx != 0 || offset.dy != 0 {
                    moves.append((position, offset.dx, offset.dy))
                    frame.x += offset.dx
                    frame.y += offset.dy
                }
                if isRemoteContainer(identifier: nodes[position].identifier), hasSize(frame) {
                    containers.append((tree.subtree(of: position).upperBound, frame))
                }
            }
            return moves
        }
        for move in moves {
            tree[move.position].frame.x += move.dx
            tree[move.position].frame.y += move.dy
        }
    }

    /// Whether a frame, as recorded inside a remote container placed at `container`, is where
    /// the coordinates restart: at 0,0 with the container's size, while the container is not at 0,0.
    static func restarts(_ frame: Frame, in container: Frame) -> Bool {
        guard container.x != 0 || container.y != 0, frame.x == 0, frame.y == 0 else { return false }
        return abs(frame.width - container.width) <= sizeSlack && abs(frame.height - container.height) <= sizeSlack
    }

    /// The identifiers of the remote containers whose content cannot be placed: the
    /// container has no size of its own (zero, or not finite) while something inside it
    /// has one. Their content stays at the coordinates the recording gives.
    package static func unplacedContainers(in tree: AccessibilityTree) -> [String] {
        tree.nodes.withUnsafeBufferPointer { nodes -> [String] in
            var names: [String] = []
            var seen: Set<String> = []
            var position = 0
            while position < nodes.count {
                guard isRemoteContainer(identifier: nodes[position].identifier), !hasSize(nodes[position].frame) else {
                    position += 1
                    continue
                }
                let inside = tree.subtree(of: position)
                if inside.dropFirst().contains(where: { hasSize(nodes[$0].frame) }),
                    let identifier = nodes[position].identifier, seen.insert(identifier).inserted
                {
                    names.append(identifier)
                }
                // Every node inside has been looked at: go on past the container.
                position = inside.upperBound
            }
            return names
        }
    }

    /// A frame with a finite, non-zero size.
    private static func hasSize(_ frame: Frame) -> Bool {
        frame.width.isFinite && frame.height.isFinite && frame.width > 0 && frame.height > 0
    }
}
