import Foundation

/// Where the nodes of a snapshot walk are: the window frames are made relative to, and the
/// window and scroll containers each node is checked against for
/// `AccessibilityNode.visible` (see
/// `AccessibilityTree.init(capturingSnapshot:configuration:)`). One entry per open node.
struct SnapshotPlacement {
    /// The element types whose content VoiceOver scrolls into view.
    static let scrollContainers: Set<ControlType> = [.scrollView, .table, .collectionView, .webView]

    /// The app's window when it is not where the application is (Split View, Slide Over,
    /// Stage Manager): frames are made relative to it, and the application's frame is its size.
    private let appWindow: CGRect?
    /// Per open node: the window its children are in, and how many scroll frames were open.
    private var levels: [(window: CGRect, scrolls: Int)] = []
    /// The frames of the open scroll containers, outermost first.
    private var scrollFrames: [CGRect] = []

    /// The placement of a walk from `root`: an application whose first window with a size
    /// lies elsewhere than the application gives its origin.
    @MainActor
    init<S: CapturableElementSnapshot>(root: S) {
        let isApplication = ControlType(rawValue: root.elementType.rawValue) == .application
        let window =
            isApplication
            ? root.children.first { ControlType(rawValue: $0.elementType.rawValue) == .window && $0.frame.hasFiniteArea }?.frame : nil
        appWindow = window == root.frame ? nil : window
    }

    /// The node of `snapshot`, which opens below the current one: placed relative to the
    /// window, and not visible when it is off screen.
    @MainActor
    mutating func enter<S: CapturableElementSnapshot>(_ snapshot: S) -> AccessibilityNode {
        var node = AccessibilityTree.node(from: snapshot)
        let frame = snapshot.frame
        let isWindow = node.type == .window
        let window = isWindow || levels.isEmpty ? frame : levels[levels.count - 1].window
        if !isWindow, frame.hasFiniteArea, window.hasFiniteArea, !frame.intersects(window),
            !scrollFrames.contains(where: { frame.intersects($0) })
        {
            node.visible = false
        }
        levels.append((window, scrollFrames.count))
        if Self.scrollContainers.contains(node.type), frame.hasFiniteArea { scrollFrames.append(frame) }
        if let appWindow {
            node.frame =
                levels.count == 1
                ? Frame(x: 0, y: 0, width: Double(appWindow.width), height: Double(appWindow.height))
                : Frame(frame.offsetBy(dx: -appWindow.minX, dy: -appWindow.minY))
        }
        return node
    }

    /// Closes the current node.
    mutating func leave() {
        let level = levels.removeLast()
        scrollFrames.removeLast(scrollFrames.count - level.scrolls)
    }
}
