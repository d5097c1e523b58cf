/// One run of ``TraversalEngine``: walks a subtree without recursion, collects its stops
/// into lists (one per group), sorts every list, then reads the groups out in order.
///
/// Phase 1 (walk, pre-order with an explicit stack) appends each stop or nested group to
/// the list of the group it belongs to; a container that does not group splices its
/// children into the same list. Groups are numbered in creation order, so a group's
/// number is always larger than its parent's. Phase 2 finalises groups from the last
/// created to the first: it drops empty nested groups, sorts the list (unless explicitly
/// ordered), and writes the group's placement frame into its slot in the parent's list.
/// Phase 3 expands the groups depth-first, again with an explicit stack.
struct TraversalWalk {
    /// One entry of a group's list: a stop, or a nested group, with what it sorts by.
    struct Unit {
        /// A node position (a stop) when >= 0, otherwise `~group`.
        var ref: Int32
        /// The placement corner.
        var x: Double
        var y: Double
        /// The sort priority (rule 7).
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

    /// A node still to visit.
    struct Pending {
        var node: Int32
        var group: Int32
        var isElement: Bool
        /// True when an ancestor within the scope carries the tabBar trait.
        var insideTabBar: Bool
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
    /// The merged rows met so far (``ElementInferencePolicy`` rule 5): the cell's
    /// position to its switch's.
    private(set) var mergedControl: [Int: Int] = [:]

    /// Creates a walk; `nodes` must be `tree.nodes`, valid for the walk's lifetime.
    init(tree: AccessibilityTree, nodes: UnsafeBufferPointer<AccessibilityNode>,
         options: TraversalOptions, policy: ElementInferencePolicy) {
        self.tree = tree
        self.nodes = nodes
        self.options = options
        self.policy = policy
        self.tolerance = TraversalEngine.rowTolerance(for: tree.idiom)
        self.rightToLeft = tree.layoutDirection == .rightToLeft
    }

    // MARK: Node classification

    /// Whether the node is an element: the recorded flag, or the screen's override, or
    /// the policy's inference (a merged row is noted in ``mergedControl``).
    mutating func isElement(_ i: Int, scopeStart: Int) -> Bool {
        switch nodes[i].isAccessibilityElement {
        case .yes: return true
        case .no: return false
        case .unknown:
            if !options.overrides.isEmpty, let forced = options.overrides.element(nodes[i].identifier) {
                if forced, let control = soleControl(i, scopeStart: scopeStart),
                   ElementInferencePolicy.isSwitch(nodes[control]) {
                    mergedControl[i] = control
                }
                return forced
            }
            let speaks = ElementInferencePolicy.speaks(label: nodes[i].label, value: nodes[i].value)
            if policy.isElement(type: nodes[i].type, traits: nodes[i].traits, speaks: speaks,
                                containsControl: subtreeContainsControl(i, scopeStart: scopeStart)) {
                return true
            }
            // Rule 5: a labelled cell holding one switch that its label covers.
            if nodes[i].type == .cell, speaks, let control = soleControl(i, scopeStart: scopeStart),
               policy.mergesRow(cell: nodes[i], control: nodes[control]) {
                mergedControl[i] = control
                return true
            }
            return false
        }
    }

    /// Rule 1 without the zero-size part: hidden in a way that does not depend on the
    /// node being an element.
    func isHiddenOutright(_ i: Int) -> Bool {
        nodes[i].accessibilityElementsHidden || nodes[i].hidden || nodes[i].alpha <= 0
            || (options.skipsInvisible && !nodes[i].visible)
    }

    /// Rule 1: the node and its subtree are skipped.
    func isSkipped(_ i: Int, isElement: Bool) -> Bool {
        if isHiddenOutright(i) { return true }
        return nodes[i].frame.isZeroSize
            && (nodes[i].clipsToBounds || isElement || nodes[i].explicitOrder != nil || ordersOwnChildren(i))
    }

    /// Rule 3: the container orders its own children (``ElementInferencePolicy`` rule 7,
    /// or the screen's ``InferenceOverrides/orderedContainers``) when it has no recorded order.
    func ordersOwnChildren(_ i: Int) -> Bool {
        policy.ordersOwnChildren(nodes[i].type)
            || (!options.overrides.isEmpty && options.overrides.ordersChildren(nodes[i].identifier))
    }

    /// Rule 5: the node keeps its children together.
    func groupsChildren(_ i: Int) -> Bool {
        if nodes[i].groupsChildren || carriesTabBar(i) { return true }
        switch nodes[i].containerType {
        case .list, .landmark, .dataTable: return true
        case .semanticGroup:
            return !(nodes[i].label?.isEmpty ?? true) || !(nodes[i].value?.isEmpty ?? true)
                || !(nodes[i].identifier?.isEmpty ?? true)
        case .none: return false
        }
    }

    /// The tabBar trait, or the tabBar type that XCUITest derives from it.
    func carriesTabBar(_ i: Int) -> Bool {
        nodes[i].traits.contains(.tabBar) || nodes[i].type == .tabBar
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
    /// is not counted again. One bottom-up pass over the scope, on first need.
    private mutating func controlsBelow(_ i: Int, scopeStart: Int) -> (count: UInt8, sole: Int32) {
        if controlCount == nil {
            let range = tree.subtree(of: scopeStart)
            var counts = [UInt8](repeating: 0, count: range.count)
            var sole = [Int32](repeating: -1, count: range.count)
            var k = range.upperBound - 1
            while k > range.lowerBound {
                let offset = k - range.lowerBound
                if !isHiddenOutright(k), let p = tree.parent(of: k) {
                    let isControl = policy.isControl(flag: nodes[k].isAccessibilityElement, type: nodes[k].type,
                                                     traits: nodes[k].traits)
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

    // MARK: Ordering

    /// Rule 6 and 7: `a` must come before `b`.
    @inline(__always)
    func precedes(_ a: Unit, _ b: Unit) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        return positionPrecedes(a.x, a.y, b.x, b.y)
    }

    /// Rule 6: the corner (ax, ay) comes before (bx, by).
    @inline(__always)
    func positionPrecedes(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Bool {
        let dy = ay - by
        if abs(dy) >= tolerance { return dy < 0 }
        return rightToLeft ? ax > bx : ax < bx
    }

    /// Orders the subtree at `start`.
    mutating func order(from start: Int) -> [OrderedElement] {
        var groups = [Group(explicit: false, hasOverride: false, overrideX: 0, overrideY: 0, parent: -1, slot: -1)]
        var stack: [Pending] = []
        var kids: [Int] = []
        var stops = 0

        let startIsElement = isElement(start, scopeStart: start)
        guard !isSkipped(start, isElement: startIsElement) else { return [] }
        stack.append(Pending(node: Int32(start), group: 0, isElement: startIsElement, insideTabBar: false))

        // Phase 1: collect.
        while let item = stack.popLast() {
            let i = Int(item.node)
            let frame = nodes[i].frame
            if item.isElement {
                groups[Int(item.group)].units.append(
                    Unit(ref: item.node, x: frame.x, y: frame.y, priority: nodes[i].sortPriority))
                stops += 1
                continue
            }
            let childInsideTabBar = item.insideTabBar || carriesTabBar(i)
            let base = stack.count
            let recordedOrder = nodes[i].explicitOrder
            if recordedOrder != nil || ordersOwnChildren(i) {
                let g = Int32(groups.count)
                let parent = Int(item.group)
                groups.append(Group(explicit: true, hasOverride: item.insideTabBar,
                                    overrideX: frame.x, overrideY: frame.y,
                                    parent: item.group, slot: Int32(groups[parent].units.count)))
                groups[parent].units.append(Unit(ref: ~g, x: 0, y: 0, priority: nodes[i].sortPriority))
                kids.removeAll(keepingCapacity: true)
                kids.append(contentsOf: tree.children(of: i))
                var seen = [Bool](repeating: false, count: kids.count)
                // The recorded order, or every child in recorded order.
                let listed = recordedOrder ?? []
                let count = recordedOrder == nil ? kids.count : listed.count
                var j = 0
                while j < count {
                    let position = recordedOrder == nil ? j : listed[j]
                    j += 1
                    guard position >= 0, position < kids.count, !seen[position] else { continue }
                    seen[position] = true
                    let child = kids[position]
                    let childIsElement = isElement(child, scopeStart: start)
                    if isSkipped(child, isElement: childIsElement) { continue }
                    stack.append(Pending(node: Int32(child), group: g, isElement: childIsElement,
                                         insideTabBar: childInsideTabBar))
                }
            } else {
                var target = item.group
                if groupsChildren(i) {
                    target = Int32(groups.count)
                    let parent = Int(item.group)
                    groups.append(Group(explicit: false, hasOverride: false, overrideX: 0, overrideY: 0,
                                        parent: item.group, slot: Int32(groups[parent].units.count)))
                    groups[parent].units.append(Unit(ref: ~target, x: 0, y: 0, priority: nodes[i].sortPriority))
                }
                var lastModal = -1
                for child in tree.children(of: i) {
                    let childIsElement = isElement(child, scopeStart: start)
                    if isSkipped(child, isElement: childIsElement) { continue }
                    if nodes[child].modal { lastModal = stack.count }
                    stack.append(Pending(node: Int32(child), group: target, isElement: childIsElement,
                                         insideTabBar: childInsideTabBar))
                }
                if lastModal >= 0 {
                    stack[base] = stack[lastModal]
                    stack.removeSubrange((base + 1)...)
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

        // Phase 2: finalise groups, innermost (last created) first.
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

        // Phase 3: read out.
        var result: [OrderedElement] = []
        result.reserveCapacity(stops)
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
                if !mergedControl.isEmpty, let control = mergedControl[i] {
                    result.append(OrderedElement(position: result.count, nodeIndex: i,
                                                 node: policy.mergedRow(cell: nodes[i], control: nodes[control]),
                                                 mergedControlIndex: control))
                } else {
                    result.append(OrderedElement(position: result.count, nodeIndex: i, node: nodes[i]))
                }
            } else {
                cursor.append((Int(~ref), 0))
            }
        }
        return result
    }
}
