/// Orders the elements of a recorded tree the way VoiceOver visits them when a user
/// swipes right from the top of the screen.
///
/// The rules follow what cashapp's AccessibilitySnapshot maintainers measured against
/// real VoiceOver, with a few decisions of RapidMap's own (marked *Decision*). Code, docs
/// and tests refer to each rule by its name, never by its place in this list: the
/// skipped-subtrees, elements, explicit-order, modal, groups, position, sort-priority and
/// status-bar rules.
///
/// 1. **Skipped subtrees and non-elements.** A node and its whole subtree are skipped when the
///    node has `accessibilityElementsHidden`, is `hidden`, or has `alpha <= 0` (UIKit hides
///    a hidden view's subviews), or has a zero-size frame (width and height both 0) while
///    it clips to its bounds, is recorded as an element (`.yes`), has an explicit order or
///    orders its own children (as AccessibilitySnapshot does). Any other zero-size node is
///    not an element, but its children are visited and judged on their own: SwiftUI and web
///    content host elements in such wrappers. With ``TraversalOptions/skipsInvisible`` (the
///    default) a node the recorder reported as `visible == false` is not an element either, and
///    its children are judged on their own too: WebDriverAgent computes visibility per
///    element (`fb_isVisible` reads each snapshot's own attribute), so a web page's
///    wrappers are invisible and 0×0 above visible text. A NaN alpha is not `<= 0` and does
///    not hide. *Decision*: a zero-size node flagged visible, with visible children, is a
///    wrapper whatever it would otherwise be.
/// 2. **Elements.** A node that is an accessibility element is one element; its descendants
///    are not visited. A recorded `.yes`/`.no` is used as is; `.unknown` is decided by
///    ``ElementInferencePolicy`` and the screen's ``InferenceOverrides`` (so the outermost
///    inferred element wins; a merged Settings row is one element with its switch's type,
///    traits and value). A `.no` node's children are still visited, and its label is never
///    spoken (UIKit does not speak a non-element's label). **A label is never lost**: an
///    `.unknown` `cell` or `other` with a label or value that holds a visible control (so it
///    is not one element) is a *speaking container*: its own element comes first, then its
///    controls, sorted. **It takes over what it holds**: a descendant that would be an element
///    and is no control (a text, an image, a labelled view, an indicator, whatever made it
///    an element) is absorbed, part of what the container says
///    (``OrderedElement/absorbedNodeIndices``), not an element of its own. What stays an element: a
///    control (by type or trait), a merged switch row, a node named in
///    ``InferenceOverrides/elements``, and a speaking container inside, which absorbs its
///    own texts (unless the outer one's words already hold its label and value: then it is
///    a plain container). Nothing is lost: a transcript says each absorbed text the
///    container's words do not already hold, once. *Evidence*: UIKit's accessibility bundle
///    composes a `UITableViewCell`'s label from the labels of the elements inside it, except
///    those that must stay distinct (an element with the button trait, an element the app
///    declared itself), and lists only those distinct ones beside the cell's own text
///    element, sorted by position; a SwiftUI container with a label announces it before its
///    children. **A silent item cell is read through its content**: a `cell` recorded as an
///    element (`.yes`) with no label and no value that holds a visible control is not an element;
///    its children are visited (`ElementInferencePolicy.visitsContent(ofRecordedElement:)`).
///    *Evidence*: by the same composition, a cell whose only content is a button composes an
///    empty label; WebDriverAgent records iOS 26 context-menu and SwiftUI picker items so, an
///    accessible `Cell` with an empty label over an accessible `Button` carrying the name,
///    and VoiceOver reads the button.
/// 3. **Explicit order.** A node with an ``AccessibilityNode/explicitOrder`` (positions
///    among its children, like `accessibilityElements`) visits exactly those children in
///    that order, never re-sorted. Children it does not list are not visited. Positions
///    out of range (negative or past the last child) are ignored, and a position listed
///    again is ignored after its first occurrence. *Decision*, as AccessibilitySnapshot
///    does: `modal` flags are not consulted among explicitly ordered children, and a
///    listed child that neither is an element nor keeps its children together adds its
///    elements in hierarchy pre-order, unsorted. A container that orders its own
///    children (``ElementInferencePolicy``'s self-ordering-containers rule: navigation bar,
///    toolbar, segmented control, picker; or a screen's
///    ``InferenceOverrides/orderedContainers``) and has no recorded order is treated as if
///    it listed every child in recorded order: recorders list such a container's children
///    in its own accessibility order.
/// 4. **Modal.** When some children of a node are `modal` (`accessibilityViewIsModal`),
///    only the last modal child is visited: it hides its siblings, not its parent's
///    siblings. *Decision*: a modal child that is itself skipped by the skipped-subtrees
///    rule (hidden, alpha 0, …) does not count, because UIKit does not expose a hidden
///    view to VoiceOver at all; the last modal child that is not skipped wins, and when
///    there is none every child is visited. Recordings from automation do not carry the
///    flag, so modality is also read from what they show:
///    - an `alert` or a `sheet` (action sheet) reached by the walk is modal over the whole
///      screen: only its subtree is ordered (not the screen under it, not the status bar);
///      the last one in pre-order wins, and one inside it wins over it;
///    - a presented screen: when two or more children of a node cover its frame (to 1 pt)
///      and each holds a navigation bar, the last of them hides its siblings, as a page
///      sheet presented on iOS 26 is recorded beside the presenting screen;
///    - a `popover` reached by the walk is modal over the whole screen, like an alert: a
///      share sheet on iOS 26 is recorded as one (XCUITest's `XCUIElementTypePopover`);
///    - a node holding a popover's dismiss region (identifier `PopoverDismissRegion`,
///      label "dismiss popup", which UIKit lays behind a popover for a tap outside) is modal
///      over the whole screen, and the region is never an element: this tells a popover recorded
///      as a plain view (a tip) from the page behind it. Invisible full-screen ancestors
///      decide nothing: a web page's content sits under invisible wrappers with nothing
///      presented (the skipped-subtrees rule), and stays read.
///    ``InferenceOverrides/modalViews`` makes a custom view modal over the whole screen;
///    ``InferenceOverrides/nonModalViews`` takes an alert, sheet or presented screen out.
/// 5. **Groups.** A node that keeps its children together (`groupsChildren`, the
///    `tabBar` trait, a ``ContainerType`` of `list`, `landmark` or `dataTable`, or
///    `semanticGroup` with a non-empty label, value or identifier) forms one unit among
///    its siblings; so does a node with an explicit order. Any other container splices
///    its children into its parent's list, as if they were the parent's own children.
///    *Decision*: a node of type `ControlType.tabBar` counts as carrying the `tabBar`
///    trait, since XCUITest names that type after the trait and recordings often drop
///    traits.
/// 6. **Position.** The units of a list are sorted stably, starting from hierarchy
///    pre-order, by the top-left corner of their frames: when the tops differ by at least
///    the row tolerance (`rowTolerance(for:)`: 8 pt on a phone, 13 pt on every other
///    idiom) the higher one comes first; otherwise the one whose left edge `x` is smaller
///    comes first, or larger in a right-to-left layout. *Decision*: right-to-left compares
///    the same left edge `x` in the other direction, not the right edge, as
///    AccessibilitySnapshot measured (a 2×2 grid A B / C D reads B A D C).
///    A group takes its place by the frame of whichever of its elements comes first under
///    this position rule (for an explicit order too: the topmost, not the first listed),
///    except that a node with an explicit order inside a container carrying the `tabBar`
///    trait (any ancestor within the scope) takes its place by its own frame.
///    The comparison is not transitive, so it is sorted by `StableMergeSort`, which is
///    stable and well defined for any comparison, in O(n log n).
/// 7. **Sort priority.** Among the units of one list, a higher ``AccessibilityNode/sortPriority``
///    (SwiftUI's `accessibilitySortPriority`, default 0) comes first, before the position
///    comparison. A group's priority is its own node's. *Decision*: the priority of a
///    container that splices its children is not used; each spliced child keeps its own.
///
/// 8. **Status bar.** The status bar's items are elements on an ordinary screen (VoiceOver
///    reaches them by flicking, before the app's first element);
///    ``TraversalOptions/readsStatusBar`` set to false leaves the status bar out with its
///    subtree.
///
/// The rules and their evidence are listed in the article "VoiceOver rules and their evidence" (VoiceOverRules.md in the RapidVerify catalog).
///
/// **Scope.** `order(tree, scope: n)` orders node `n`'s subtree only; the attributes of its
/// ancestors are not consulted. If the scope node is skipped by the skipped-subtrees rule
/// the result is empty; if it is an accessibility element it is the single element. A scope outside the tree gives
/// an empty result.
///
/// Every walk is iterative (a tree 1,000,000 levels deep is fine) and the cost is
/// O(n log n) in the number of nodes.
public struct TraversalEngine: Sendable {
    /// The options in use.
    public var options: TraversalOptions

    /// Creates an engine.
    public init(options: TraversalOptions = TraversalOptions()) {
        self.options = options
    }

    /// The least difference, in points, between the tops of two frames for VoiceOver to
    /// read them as different rows: 8 on a phone, 13 on every other idiom.
    package static func rowTolerance(for idiom: Idiom) -> Double {
        idiom == .phone ? 8 : 13
    }

    /// The elements VoiceOver visits in the subtree at `scope` (the whole tree by default), in order.
    ///
    /// ```swift
    /// for element in TraversalEngine().order(tree) { print(element.node.label ?? "-") }
    /// ```
    ///
    /// - Parameters:
    ///   - tree: The recorded tree.
    ///   - scope: The position of the node whose subtree is ordered (its ancestors are not
    ///     consulted), or `nil` for the whole tree; a position outside the tree gives no elements.
    /// - Returns: The elements in the order VoiceOver visits them as the user swipes right.
    public func order(_ tree: AccessibilityTree, scope: Int? = nil) -> [OrderedElement] {
        let start = scope ?? tree.root
        guard start >= 0, start < tree.count else { return [] }
        return tree.nodes.withUnsafeBufferPointer { nodes in
            var walk = TraversalWalk(tree: tree, nodes: nodes, options: options, policy: .standard)
            return walk.order(from: start)
        }
    }

    /// Whether the node at `position` is an accessibility element: the recorded flag when
    /// there is one, otherwise ``ElementInferencePolicy``'s answer.
    package func isElement(at position: Int, in tree: AccessibilityTree) -> Bool {
        guard position >= 0, position < tree.count else { return false }
        return tree.nodes.withUnsafeBufferPointer { nodes in
            var walk = TraversalWalk(tree: tree, nodes: nodes, options: options, policy: .standard)
            return walk.isElement(position, scopeStart: position)
        }
    }
}
