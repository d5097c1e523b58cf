import RapidMap
import RapidTree
/// One run of ``TraversalEngine``: walks a subtree without recursion, collects its elements
/// into lists (one per group), sorts every list, then reads the groups out in order.
///
/// Phase 1 (walk, pre-order with an explicit stack) appends each element or nested group to
/// the list of the group it belongs to; a container that does not group splices its
/// children into the same list. Groups are numbered in creation order, so a group's
/// number is always larger than its parent's. Phase 2 finalises groups from the last
/// created to the first: it drops empty nested groups, sorts the list (unless explicitly
/// ordered), and writes the group's placement frame into its slot in the parent's list.
/// Phase 3 expands the groups depth-first, again with an explicit stack.
struct TraversalWalk {
    /// One entry of a group's list: an element, or a nested group, with what it sorts by.
    struct Unit {
        /// A node position (an element) when >= 0, otherwise `~group`.
        var ref: Int32
        /// The placement corner.
        var x: Double
        var y: Double
        /// The sort priority (the sort-priority rule).
        var priority: Double
    }

    /// A list of units kept together.
    struct Group {
        var units: [Unit] = []
        /// True when the list is in an explicit order and is not sorted.
        var explicit: Bool
        /// The frame corner the group is placed by, when it is not its first element's.
        var hasOverride: Bool
        var overrideX: Double
        var overrideY: Double
        /// The parent group (-1 for the top) and this group's slot in the parent's list.
        var parent: Int32
        var slot: Int32
    }

    /// What the walk does with a node it reaches.
    enum Role: UInt8 {
        /// Not an element: its children are visited.
        case container
        /// One element; its descendants are not visited.
        case stop
        /// A labelled container that holds controls (``TraversalEngine``'s elements rule): one element
        /// for its own label and for the elements inside it that are no control, then its
        /// controls.
        case speakingContainer
    }

    /// A node still to visit.
    struct Pending {
        var node: Int32
        var group: Int32
        var role: Role
        /// True when an ancestor within the scope carries the tabBar trait.
        var insideTabBar: Bool
        /// The nearest speaking container above the node (the elements rule), or -1.
        var spokenBy: Int32
    }

    /// The lists built by the collect phase.
    struct Collection {
        var groups: [Group]
        var elementCount: Int
        /// The last node in pre-order, other than the scope's start, that is modal over the
        /// whole screen (the modal rule: an alert, a sheet, or an override), or -1.
        var screenModal: Int
    }

    let tree: AccessibilityTree
    /// The tree's nodes, read in place: indexing an array of a large struct copies the
    /// whole element, a buffer pointer reads just the field.
    let nodes: UnsafeBufferPointer<AccessibilityNode>
    let options: TraversalOptions
    let policy: ElementInferencePolicy
    let tolerance: Double
    let rightToLeft: Bool

    /// For each node of the scope (offset by `controlBase`): how many visible controls its
    /// subtree holds (0, 1, or 2 for more) and, when it holds one, which; computed on
    /// first need.
    private var controlCount: [UInt8]? = nil
    private var soleControl: [Int32] = []
    private var controlBase = 0
    /// For each node of the scope (offset by `navigationBase`): whether its subtree holds a
    /// navigation bar that is not hidden outright; computed on first need (the modal rule).
    private var holdsNavigationBar: [Bool]? = nil
    private var navigationBase = 0
    /// Scratch list of the children that cover their parent (the modal rule), reused.
    private var covering: [Int] = []
    /// The merged rows met so far (``ElementInferencePolicy``'s merged-switch-row rule): the cell's
    /// position to its switch's.
    private(set) var mergedControl: [Int: Int] = [:]
    /// The nodes each element speaks for (the elements rule, and a merged row whose cell has no label):
    /// the element's position to the positions it absorbed, in the order they were met.
    private(set) var absorbed: [Int: [Int]] = [:]
    /// The switches no text of their unlabelled cell names (the merged-switch-row rule), so a cell nested in one
    /// that failed is not searched again: every search stays within the first one's nodes.
    private var switchesNamedByNoText: Set<Int> = []

    /// Creates a walk; `nodes` must be `tree.nodes`, valid for the walk's lifetime.
    init(
        tree: AccessibilityTree, nodes: UnsafeBufferPointer<AccessibilityNode>,
        options: TraversalOptions, policy: ElementInferencePolicy
    ) {
        self.tree = tree
        self.nodes = nodes
        self.options = options
        self.policy = policy
        self.tolerance = TraversalEngine.rowTolerance(for: tree.idiom)
        self.rightToLeft = tree.layoutDirection == .rightToLeft
    }

    // MARK: Node classification

    // The small predicates below are `@inline(__always)`: called out of line from a
    // `mutating` method, each call copied the whole walk (256 bytes, a `memcpy`) to pass
    // it, which cost the order phase 51 (long feed) to 87 (dense feed) instructions per
    // element (BENCHMARKS.md, "The order phase's instructions").

    /// Whether the node is an element: the recorded flag, or the screen's override, or
    /// the policy's inference (a merged row is noted in ``mergedControl``).
    mutating func isElement(_ i: Int, scopeStart: Int) -> Bool {
        elementRole(i, scopeStart: scopeStart) == .stop
    }

    /// The role of a node that is neither skipped nor a non-stop by the skipped-subtrees rule: the recorded
    /// flag, the screen's override, or the policy's inference, and the elements rule's speaking
    /// container for a labelled `other` or `cell` that holds a control.
    mutating func elementRole(_ i: Int, scopeStart: Int) -> Role {
        switch nodes[i].isAccessibilityElement {
        case .yes:
            // The elements rule: a recorded cell that says nothing is not an element over the control
            // it holds (a context menu's or a picker's item); its content is visited.
            if policy.visitsContent(
                type: nodes[i].type, speaks: ElementInferencePolicy.speaks(label: nodes[i].label, value: nodes[i].value)),
                subtreeContainsControl(i, scopeStart: scopeStart)
            {
                return .container
            }
            return .stop
        case .no: return .container
        case .unknown:
            if !options.overrides.isEmpty, let forced = options.overrides.element(nodes[i].identifier) {
                if forced, let control = soleControl(i, scopeStart: scopeStart),
                    ElementInferencePolicy.isSwitch(nodes[control])
                {
                    mergedControl[i] = control
                }
                return forced ? .stop : .container
            }
            let speaks = ElementInferencePolicy.speaks(label: nodes[i].label, value: nodes[i].value)
            if policy.isElement(
                type: nodes[i].type, traits: nodes[i].traits, speaks: speaks,
                containsControl: subtreeContainsControl(i, scopeStart: scopeStart))
            {
                return .stop
            }
            guard speaks, nodes[i].type == .cell || nodes[i].type == .other else { return .container }
            // The policy's merged-switch-row rule: a cell holding one switch that is its voice.
            if nodes[i].type == .cell, let control = soleControl(i, scopeStart: scopeStart) {
                if policy.mergesRow(cell: nodes[i], control: nodes[control]) {
                    mergedControl[i] = control
                    return .stop
                }
                if policy.mayMergeUnlabelledRow(cell: nodes[i], control: nodes[control]),
                    let others = textsBeside(control, in: i)
                {
                    mergedControl[i] = control
                    if !others.isEmpty { absorbed[i] = others }
                    return .stop
                }
            }
            // A labelled container over a control: its label is an element of its own (the elements rule).
            return .speakingContainer
        }
    }

    /// What the walk does with node `i`: nil when the skipped-subtrees rule skips it with its subtree;
    /// `.container` when it is not an element but its children are judged on their own
    /// (invisible, or zero-size without clipping); otherwise its ``elementRole(_:scopeStart:)``.
    /// A popover's dismiss region is skipped too (the modal rule), by the callers, who ask
    /// ``isPopoverDismissRegion(_:)`` once per node.
    mutating func role(_ i: Int, scopeStart: Int) -> Role? {
        if isHiddenOutright(i) { return nil }
        if nodes[i].frame.isZeroSize {
            if nodes[i].clipsToBounds || nodes[i].explicitOrder != nil || ordersOwnChildren(i)
                || nodes[i].isAccessibilityElement == .yes
            {
                return nil
            }
            return .container
        }
        if options.skipsInvisible && !nodes[i].visible { return .container }
        return elementRole(i, scopeStart: scopeStart)
    }

    /// The skipped-subtrees rule: hidden with its whole subtree (`accessibilityElementsHidden`, `isHidden`,
    /// alpha at or below 0), or a status bar (a keyboard) when the options leave it out (the status-bar rule).
    @inline(__always)
    func isHiddenOutright(_ i: Int) -> Bool {
        nodes[i].accessibilityElementsHidden || nodes[i].hidden || nodes[i].alpha <= 0
            || (!options.readsStatusBar && nodes[i].type == .statusBar)
            || (!options.readsKeyboard && nodes[i].type == .keyboard)
    }

    /// The skipped-subtrees rule for controls: a control counts (the policy's
    /// speaking-other-and-cell rule) unless hidden outright, and, with
    /// ``TraversalOptions/skipsInvisible``, unless it is itself invisible.
    @inline(__always)
    func isReachableControl(_ k: Int) -> Bool {
        policy.isControl(flag: nodes[k].isAccessibilityElement, type: nodes[k].type, traits: nodes[k].traits)
            && !(options.skipsInvisible && !nodes[k].visible)
    }

    /// The explicit-order rule: the container orders its own children
    /// (``ElementInferencePolicy``'s self-ordering-containers rule, or the screen's
    /// ``InferenceOverrides/orderedContainers``) when it has no recorded order.
    @inline(__always)
    func ordersOwnChildren(_ i: Int) -> Bool {
        policy.ordersOwnChildren(nodes[i].type)
            || (!options.overrides.isEmpty && options.overrides.ordersChildren(nodes[i].identifier))
    }

    /// The groups rule: the node keeps its children together.
    @inline(__always)
    func groupsChildren(_ i: Int) -> Bool {
        if nodes[i].groupsChildren || carriesTabBar(i) { return true }
        switch nodes[i].containerType {
        case .list, .landmark, .dataTable: return true
        case .semanticGroup:
            return !(nodes[i].label?.isEmpty ?? true) || !(nodes[i].value?.isEmpty ?? true)
                || ControlIdentifier.meaningful(nodes[i].identifier) != nil
        case .none: return false
        }
    }

    /// The tabBar trait, or the tabBar type that XCUITest derives from it.
    @inline(__always)
    func carriesTabBar(_ i: Int) -> Bool {
        nodes[i].traits.contains(.tabBar) || nodes[i].type == .tabBar
    }

    /// The modal rule: whether node `i` is modal over the whole screen: an alert or a sheet (an
    /// action sheet) by type, or named in ``InferenceOverrides/modalViews``; a node named in
    /// ``InferenceOverrides/nonModalViews`` is not.
    @inline(__always)
    func isScreenModal(_ i: Int) -> Bool {
        if !options.overrides.isEmpty, let forced = options.overrides.modal(nodes[i].identifier) { return forced }
        return nodes[i].type == .alert || nodes[i].type == .sheet || nodes[i].type == .popover
    }

    /// The modal rule (presentations): the region UIKit lays over the screen behind a popover
    /// so that a tap outside dismisses it (XCUITest and WebDriverAgent record it as an
    /// `Other` with the identifier ``popoverDismissRegionIdentifier`` and the label
    /// "dismiss popup"). Its parent holds the presentation and is modal over the whole
    /// screen; the region itself is never read (skipped with its subtree).
    ///
    /// Asked of every node the walk meets (once: ``role(_:scopeStart:)``'s callers ask it),
    /// so its bytes are compared in place: `String`'s `==` costs about 90 instructions a
    /// call where the texts differ, a sixth of the walk's work per element. The bytes
    /// decide what `==` decides: the identifier is ASCII without `K`, `;` or `` ` ``, the
    /// only ASCII that another character decomposes to (`IdentifierTable.asciiEquivalent`),
    /// so only its own bytes are canonically equal to it. A string without contiguous bytes
    /// (bridged from Objective-C) is compared by `==`.
    @inline(__always)
    func isPopoverDismissRegion(_ i: Int) -> Bool {
        guard let identifier = nodes[i].identifier,
            identifier.utf8.count == Self.popoverDismissRegionIdentifier.utf8CodeUnitCount
        else { return false }
        return identifier.utf8.withContiguousStorageIfAvailable { bytes in
            Self.popoverDismissRegionIdentifier.withUTF8Buffer { bytes.elementsEqual($0) }
        } ?? (identifier == Self.popoverDismissRegionIdentifier.description)
    }

    /// The identifier UIKit gives a popover's dismiss region, in every language (its label,
    /// "dismiss popup", is localised). Xcode's UI test recorder offers
    /// `otherElements["PopoverDismissRegion"]` or `otherElements["dismiss popup"]` for a
    /// tap outside a popover; the iOS 26 share-sheet page source records it beside the
    /// `Popover`. Static text, so ``isPopoverDismissRegion(_:)`` reads its bytes in place.
    static let popoverDismissRegionIdentifier: StaticString = "PopoverDismissRegion"

    /// The elements rule: whether node `i`, a speaking container below the speaking container
    /// `container`, says nothing the container's label does not already say: it is no
    /// control, and its label and value are empty or part of the container's label or value.
    func isSpokenBy(_ container: Int, _ i: Int) -> Bool {
        guard !isReachableControl(i) else { return false }
        let said = (nodes[container].label ?? "") + "\n" + (nodes[container].value ?? "")
        let label = nodes[i].label ?? "", value = nodes[i].value ?? ""
        if label.isEmpty && value.isEmpty { return false }
        return (label.isEmpty || said.contains(label)) && (value.isEmpty || said.contains(value))
    }

    /// The merged-switch-row rule for a cell without a label: when a text below `cell` (a node that is no
    /// control, outside `control`'s subtree) has the switch's label, the positions of the
    /// other nodes below `cell` that have something to say, in pre-order; nil when no text
    /// names the switch. Hidden subtrees are left out, and so are invisible nodes (with
    /// ``TraversalOptions/skipsInvisible``), whose children still count.
    private mutating func textsBeside(_ control: Int, in cell: Int) -> [Int]? {
        guard !switchesNamedByNoText.contains(control), let name = nodes[control].label else { return nil }
        var named = false
        var others: [Int] = []
        var k = cell + 1
        let end = tree.subtree(of: cell).upperBound
        while k < end {
            if k == control || isHiddenOutright(k) || isReachableControl(k) {
                k = tree.subtree(of: k).upperBound
                continue
            }
            if !(options.skipsInvisible && !nodes[k].visible),
                ElementInferencePolicy.speaks(label: nodes[k].label, value: nodes[k].value)
            {
                if nodes[k].label == name { named = true } else { others.append(k) }
            }
            k += 1
        }
        guard named else {
            switchesNamedByNoText.insert(control)
            return nil
        }
        return others
    }

    /// The elements rule: whether node `c`, an element below a speaking container, is absorbed by it (the
    /// container speaks for it): it is no control, no merged row, and not named as an
    /// element by the screen's ``InferenceOverrides/elements`` (UIKit keeps an element the
    /// app declares itself distinct from the cell around it).
    func isAbsorbed(_ c: Int) -> Bool {
        if isReachableControl(c) || mergedControl[c] != nil { return false }
        return options.overrides.isEmpty || options.overrides.element(nodes[c].identifier) != true
    }

    /// Whether the subtree below node `i` holds a control that is not hidden outright.
    private mutating func subtreeContainsControl(_ i: Int, scopeStart: Int) -> Bool {
        controlsBelow(i, scopeStart: scopeStart).count > 0
    }

    /// The one control below node `i`, when its subtree holds exactly one.
    private mutating func soleControl(_ i: Int, scopeStart: Int) -> Int? {
        let below = controlsBelow(i, scopeStart: scopeStart)
        return below.count == 1 ? Int(below.sole) : nil
    }

    /// How many controls that are not hidden outright the subtree below node `i` holds
    /// (0, 1, or 2 for more), and the one when there is one. A control inside a control
    /// is not counted again; an invisible wrapper does not hide the controls below it.
    /// One bottom-up pass over the scope, on first need.
    private mutating func controlsBelow(_ i: Int, scopeStart: Int) -> (count: UInt8, sole: Int32) {
        if controlCount == nil {
            let range = tree.subtree(of: scopeStart)
            var counts = [UInt8](repeating: 0, count: range.count)
            var sole = [Int32](repeating: -1, count: range.count)
            var k = range.upperBound - 1
            while k > range.lowerBound {
                let offset = k - range.lowerBound
                if !isHiddenOutright(k), let p = tree.parent(of: k) {
                    let isControl = isReachableControl(k)
                    let added: UInt8 = isControl ? 1 : counts[offset]
                    let parentOffset = p - range.lowerBound
                    if added > 0 {
                        if counts[parentOffset] == 0, added == 1 { sole[parentOffset] = isControl ? Int32(k) : sole[offset] }
                        counts[parentOffset] = min(2, counts[parentOffset] + added)
                    }
                }
                k -= 1
            }
            controlCount = counts
            soleControl = sole
            controlBase = range.lowerBound
        }
        let offset = i - controlBase
        guard let counts = controlCount, offset >= 0, offset < counts.count else { return (0, -1) }
        return (counts[offset], soleControl[offset])
    }

    /// The modal rule (presentations): whether node `i`'s subtree holds a navigation bar that is
    /// not hidden outright. One bottom-up pass over the scope, on first need.
    private mutating func holdsNavigationBar(_ i: Int, scopeStart: Int) -> Bool {
        if holdsNavigationBar == nil {
            let range = tree.subtree(of: scopeStart)
            var holds = [Bool](repeating: false, count: range.count)
            var k = range.upperBound - 1
            while k >= range.lowerBound {
                let offset = k - range.lowerBound
                if isHiddenOutright(k) {
                    holds[offset] = false
                } else if nodes[k].type == .navigationBar {
                    holds[offset] = true
                }
                if holds[offset], k > range.lowerBound, let p = tree.parent(of: k) { holds[p - range.lowerBound] = true }
                k -= 1
            }
            holdsNavigationBar = holds
            navigationBase = range.lowerBound
        }
        let offset = i - navigationBase
        guard let holds = holdsNavigationBar, offset >= 0, offset < holds.count else { return false }
        return holds[offset]
    }

    /// The modal rule (presentations): whether child `c` covers its parent's frame (to
    /// ``presentationCoverSlack`` points on each side).
    @inline(__always)
    private func covers(_ c: Int, parent: Int) -> Bool {
        let outer = nodes[parent].frame, inner = nodes[c].frame
        let slack = Self.presentationCoverSlack
        return inner.x <= outer.x + slack && inner.y <= outer.y + slack
            && inner.x + inner.width >= outer.x + outer.width - slack
            && inner.y + inner.height >= outer.y + outer.height - slack
    }

    /// How far, in points, a presented screen's container may fall short of its parent's
    /// frame on each side and still cover it: UIKit lays both out on whole points, so one
    /// point absorbs rounding in recorders that round frames (WebDriverAgent's `CGRectIntegral`).
    static let presentationCoverSlack = 1.0

    // MARK: Ordering

    /// The position and sort-priority rules: `a` must come before `b`.
    @inline(__always)
    func precedes(_ a: Unit, _ b: Unit) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        return positionPrecedes(a.x, a.y, b.x, b.y)
    }

    /// The position rule: the corner (ax, ay) comes before (bx, by).
    @inline(__always)
    func positionPrecedes(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Bool {
        let dy = ay - by
        if abs(dy) >= tolerance { return dy < 0 }
        return rightToLeft ? ax > bx : ax < bx
    }

    /// Orders the subtree at `start`. When a node of the subtree is modal over the whole
    /// screen (the modal rule), the last one in pre-order is ordered instead, and so on inwards.
    mutating func order(from start: Int) -> [OrderedElement] {
        var scope = start
        while true {
            var collection = collect(from: scope)
            guard collection.screenModal >= 0 else {
                finalise(&collection.groups)
                return readOut(collection)
            }
            scope = collection.screenModal
        }
    }

    /// Phase 1: walks the subtree at `start` in pre-order and appends each element or nested
    /// group to the list of the group it belongs to.
    mutating func collect(from start: Int) -> Collection {
        var collection = Collection(
            groups: [
                Group(
                    explicit: false, hasOverride: false, overrideX: 0, overrideY: 0,
                    parent: -1, slot: -1)
            ],
            elementCount: 0, screenModal: -1)
        guard !isPopoverDismissRegion(start), let startRole = role(start, scopeStart: start) else { return collection }
        var stack: [Pending] = [Pending(node: Int32(start), group: 0, role: startRole, insideTabBar: false, spokenBy: -1)]
        var kids: [Int] = []
        while let item = stack.popLast() {
            let i = Int(item.node)
            if i != start, isScreenModal(i) { collection.screenModal = i }
            let frame = nodes[i].frame
            if item.role == .stop {
                collection.groups[Int(item.group)].units.append(
                    Unit(ref: item.node, x: frame.x, y: frame.y, priority: nodes[i].sortPriority))
                collection.elementCount += 1
                continue
            }
            var group = item.group
            var spokenBy = item.spokenBy
            if item.role == .speakingContainer {
                // The elements rule: the container's own element first, then its descendants, sorted.
                let outer = addGroup(&collection.groups, parent: item.group, explicit: true, priority: nodes[i].sortPriority)
                collection.groups[Int(outer)].units.append(Unit(ref: item.node, x: frame.x, y: frame.y, priority: 0))
                collection.elementCount += 1
                group = addGroup(&collection.groups, parent: outer, explicit: false, priority: 0)
                spokenBy = item.node
            }
            let child = Pending(
                node: -1, group: group, role: .container,
                insideTabBar: item.insideTabBar || carriesTabBar(i), spokenBy: spokenBy)
            let base = stack.count
            if nodes[i].explicitOrder != nil || ordersOwnChildren(i) {
                var template = child
                template.group = addGroup(
                    &collection.groups, parent: group, explicit: true,
                    priority: nodes[i].sortPriority)
                if item.insideTabBar {
                    // The position rule: placed by its own frame inside a tab bar.
                    collection.groups[Int(template.group)].hasOverride = true
                    collection.groups[Int(template.group)].overrideX = frame.x
                    collection.groups[Int(template.group)].overrideY = frame.y
                }
                pushListedChildren(of: i, start: start, template: template, kids: &kids, stack: &stack)
            } else {
                var template = child
                if groupsChildren(i) {
                    template.group = addGroup(
                        &collection.groups, parent: group, explicit: false,
                        priority: nodes[i].sortPriority)
                }
                // The modal rule: the node that holds a popover's dismiss region holds the
                // presentation, modal over the screen (unless the screen's overrides say not).
                if pushChildren(of: i, start: start, template: template, stack: &stack), i != start,
                    options.overrides.isEmpty || options.overrides.modal(nodes[i].identifier) != false
                {
                    collection.screenModal = i
                }
            }
            // Children were pushed in document order; reverse them in place so they pop
            // in document order.
            var lo = base, hi = stack.count - 1
            while lo < hi {
                stack.swapAt(lo, hi)
                lo += 1
                hi -= 1
            }
        }
        return collection
    }

    /// Adds an empty group under `parent`, with its slot in the parent's list; returns its number.
    private func addGroup(_ groups: inout [Group], parent: Int32, explicit: Bool, priority: Double) -> Int32 {
        let g = Int32(groups.count)
        let p = Int(parent)
        groups.append(
            Group(
                explicit: explicit, hasOverride: false, overrideX: 0, overrideY: 0,
                parent: parent, slot: Int32(groups[p].units.count)))
        groups[p].units.append(Unit(ref: ~g, x: 0, y: 0, priority: priority))
        return g
    }

    /// The child `c` as a pending node like `template`, or nil when the skipped-subtrees rule skips it or the
    /// speaking container above it absorbs it (the elements rule). The caller has skipped a
    /// popover's dismiss region.
    @inline(__always)
    private mutating func pending(_ c: Int, start: Int, template: Pending) -> Pending? {
        guard var role = role(c, scopeStart: start) else { return nil }
        if role != .container, template.spokenBy >= 0 {
            let container = Int(template.spokenBy)
            if role == .stop, isAbsorbed(c) {
                // Part of what the speaking container above says, not an element of its own.
                absorbed[container, default: []].append(c)
                return nil
            }
            // A speaking container inside whose words the one above already says keeps
            // only its children, which the one above absorbs.
            if role == .speakingContainer, isSpokenBy(container, c) { role = .container }
        }
        var item = template
        item.node = Int32(c)
        item.role = role
        return item
    }

    /// The explicit-order rule: pushes the children node `i` lists (its recorded order, or every child in
    /// recorded order), each once, in that order.
    private mutating func pushListedChildren(
        of i: Int, start: Int, template: Pending, kids: inout [Int],
        stack: inout [Pending]
    ) {
        let recordedOrder = nodes[i].explicitOrder
        kids.removeAll(keepingCapacity: true)
        kids.append(contentsOf: tree.children(of: i))
        var seen = [Bool](repeating: false, count: kids.count)
        let listed = recordedOrder ?? []
        let count = recordedOrder == nil ? kids.count : listed.count
        var j = 0
        while j < count {
            let position = recordedOrder == nil ? j : listed[j]
            j += 1
            guard position >= 0, position < kids.count, !seen[position] else { continue }
            seen[position] = true
            if isPopoverDismissRegion(kids[position]) { continue }
            if let item = pending(kids[position], start: start, template: template) { stack.append(item) }
        }
    }

    /// The modal and groups rules: pushes node `i`'s children in document order; when some are modal
    /// (`accessibilityViewIsModal`, or a presented screen), only the last of them. Returns
    /// whether one of the children is a popover's dismiss region (the modal rule).
    private mutating func pushChildren(of i: Int, start: Int, template: Pending, stack: inout [Pending]) -> Bool {
        let base = stack.count
        var lastModal = -1
        var holdsDismissRegion = false
        let parentHasSize = !nodes[i].frame.isZeroSize
        covering.removeAll(keepingCapacity: true)
        for c in tree.children(of: i) {
            if isPopoverDismissRegion(c) {
                // Never read, with its subtree; a visible one makes its parent a popover's holder.
                if !isHiddenOutright(c) { holdsDismissRegion = true }
                continue
            }
            guard let item = pending(c, start: start, template: template) else { continue }
            if nodes[c].modal {
                lastModal = stack.count
            } else if parentHasSize, item.role == .container, covers(c, parent: i) {
                covering.append(stack.count)
            }
            stack.append(item)
        }
        if lastModal < 0, covering.count >= 2, let presented = presentedScreen(among: covering, in: stack, start: start) {
            lastModal = presented
        }
        if lastModal >= 0 {
            stack[base] = stack[lastModal]
            stack.removeSubrange((base + 1)...)
        }
        return holdsDismissRegion
    }

    /// The modal rule (presentations): among children that cover their parent (positions in
    /// `stack`), the last one that holds a navigation bar when at least two do, unless the
    /// screen's overrides say it is not modal.
    private mutating func presentedScreen(among positions: [Int], in stack: [Pending], start: Int) -> Int? {
        var screens = 0
        var last = -1
        for p in positions where holdsNavigationBar(Int(stack[p].node), scopeStart: start) {
            screens += 1
            last = p
        }
        guard screens >= 2 else { return nil }
        if !options.overrides.isEmpty, options.overrides.modal(nodes[Int(stack[last].node)].identifier) == false {
            return nil
        }
        return last
    }

    /// Phase 2: finalises groups, innermost (last created) first: drops empty nested
    /// groups, sorts each list (unless explicitly ordered) and writes each group's
    /// placement corner into its slot in the parent's list.
    func finalise(_ groups: inout [Group]) {
        var g = groups.count - 1
        while g >= 0 {
            var units: [Unit] = []
            swap(&units, &groups[g].units)
            if units.contains(where: { $0.ref < 0 }) {
                units.removeAll { $0.ref < 0 && groups[Int(~$0.ref)].units.isEmpty }
            }
            if !groups[g].explicit {
                StableMergeSort.sort(&units) { precedes($0, $1) }
            }
            let parent = Int(groups[g].parent)
            if parent >= 0, let first = units.first {
                var x = first.x, y = first.y
                if groups[g].hasOverride {
                    x = groups[g].overrideX
                    y = groups[g].overrideY
                } else {
                    for u in units.dropFirst() where positionPrecedes(u.x, u.y, x, y) {
                        x = u.x
                        y = u.y
                    }
                }
                let slot = Int(groups[g].slot)
                groups[parent].units[slot].x = x
                groups[parent].units[slot].y = y
            }
            groups[g].units = units
            g -= 1
        }
    }

    /// Phase 3: expands the groups depth-first into the ordered elements.
    func readOut(_ collection: Collection) -> [OrderedElement] {
        let groups = collection.groups
        var result: [OrderedElement] = []
        result.reserveCapacity(collection.elementCount)
        var cursor: [(group: Int, next: Int)] = [(0, 0)]
        while let top = cursor.last {
            guard top.next < groups[top.group].units.count else {
                cursor.removeLast()
                continue
            }
            cursor[cursor.count - 1].next += 1
            let ref = groups[top.group].units[top.next].ref
            if ref >= 0 {
                let i = Int(ref)
                var element: OrderedElement
                if !mergedControl.isEmpty, let control = mergedControl[i] {
                    element = OrderedElement(
                        position: result.count, nodeIndex: i,
                        node: policy.mergedRow(cell: nodes[i], control: nodes[control]),
                        mergedControlIndex: control)
                } else {
                    element = OrderedElement(position: result.count, nodeIndex: i, in: tree)
                }
                // In the order the recording lists them: positions are in pre-order.
                if !absorbed.isEmpty, let spoken = absorbed[i] { element.absorbedNodeIndices = spoken.sorted() }
                result.append(element)
            } else {
                cursor.append((Int(~ref), 0))
            }
        }
        return result
    }
}
