/// What a tree shows of the configuration it was recorded in, for formats that do not
/// say it (Appium XML, debugDescription, WebDriverAgent JSON): the screen's size and
/// orientation from the root's frame, and a mirrored (right-to-left) layout from the
/// navigation bar's back button. The language and the text size do not show in a tree, so
/// they stay unknown.
enum ConfigurationInference {
    /// The share of a navigation bar's width from its leading edge that a back button sits
    /// in: UIKit puts the back button at the bar's leading edge (the left in left-to-right
    /// layouts, the right in mirrored ones), so a back button whose centre is in the bar's
    /// trailing third shows a mirrored layout. The middle third decides nothing.
    static let backButtonEdgeShare = 1.0 / 3.0

    /// `tree` with the configuration it shows filled in where it was unknown; a layout
    /// direction is only changed from the default when the tree shows a mirrored layout.
    /// One pass over the nodes, reading two fields of each.
    static func infer(_ tree: inout AccessibilityTree) {
        let root = tree[0].frame
        if tree.configuration.screenSize == nil, root.width.isFinite, root.height.isFinite,
            root.width > 0, root.height > 0,
            tree[0].type == .application || tree[0].type == .window
        {
            tree.configuration.screenSize = ScreenSize(width: root.width, height: root.height)
        }
        if tree.configuration.orientation == nil, let size = tree.configuration.screenSize {
            tree.configuration.orientation = size.orientation
        }
        if tree.layoutDirection == .leftToRight, let mirrored = showsMirroredLayout(tree), mirrored {
            tree.layoutDirection = .rightToLeft
        }
    }

    /// True when a navigation bar's back button sits at its right edge, false when at its
    /// left edge, nil when no back button tells.
    static func showsMirroredLayout(_ tree: AccessibilityTree) -> Bool? {
        // Fields are read in place: copying each node would retain and release its strings.
        tree.nodes.withUnsafeBufferPointer { nodes -> Bool? in
            var bar: Frame?
            var barEnd = 0
            for position in nodes.indices {
                if position >= barEnd { bar = nil }
                if nodes[position].type == .navigationBar {
                    bar = nodes[position].frame
                    barEnd = tree.subtree(of: position).upperBound
                    continue
                }
                guard let frame = bar, nodes[position].traits.contains(.backButton), frame.width > 0, frame.width.isFinite else { continue }
                let button = nodes[position].frame
                let share = (button.x + button.width / 2 - frame.x) / frame.width
                if share > 1 - backButtonEdgeShare { return true }
                if share < backButtonEdgeShare { return false }
            }
            return nil
        }
    }
}
