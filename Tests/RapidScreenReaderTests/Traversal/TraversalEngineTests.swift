import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap

/// Small builders for traversal tests: elements are `.yes` buttons named by identifier,
/// containers are `.no` others.
enum TraversalFixture {
    /// An element named `id` with its top-left corner at (x, y).
    static func stop(
        _ id: String, _ x: Double, _ y: Double, width: Double = 10, height: Double = 10,
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(
            type: .button, identifier: id,
            frame: Frame(x: x, y: y, width: width, height: height),
            isAccessibilityElement: .yes)
        edit(&node)
        return NestedNode(node)
    }

    /// A container that is not an element, with a frame of 390×844 unless given.
    static func box(
        _ children: [NestedNode], frame: Frame = Frame(x: 0, y: 0, width: 390, height: 844),
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(type: .other, frame: frame, isAccessibilityElement: .no)
        edit(&node)
        return NestedNode(node, children: children)
    }

    /// The identifiers (or labels) VoiceOver reads, in order.
    static func order(
        _ root: NestedNode, idiom: Idiom = .phone, direction: InterfaceLayoutDirection = .leftToRight,
        options: TraversalOptions = TraversalOptions(), scope: Int? = nil
    ) -> [String] {
        let tree = AccessibilityTree(root: root, idiom: idiom, layoutDirection: direction)
        return names(TraversalEngine(options: options).order(tree, scope: scope))
    }

    /// The identifiers, or labels when there is no identifier, of ordered elements.
    static func names(_ elements: [OrderedElement]) -> [String] {
        elements.map { $0.node.identifier ?? $0.node.label ?? "?" }
    }
}

@Suite struct TraversalEngineTests {
    typealias F = TraversalFixture

    // MARK: The skipped-subtrees rule

    @Test func hiddenSubtreeIsSkipped() {
        let root = F.box([F.stop("a", 0, 0), F.box([F.stop("b", 0, 20)]) { $0.hidden = true }, F.stop("c", 0, 40)])
        #expect(F.order(root) == ["a", "c"])
    }

    @Test func accessibilityElementsHiddenSkipsTheSubtree() {
        let root = F.box([F.stop("a", 0, 0), F.box([F.stop("b", 0, 20)]) { $0.accessibilityElementsHidden = true }])
        #expect(F.order(root) == ["a"])
    }

    @Test(arguments: [(0.0, false), (-0.5, false), (0.01, true), (1.0, true)])
    func alphaAtOrBelowZeroSkipsTheSubtree(alpha: Double, kept: Bool) {
        let root = F.box([F.box([F.stop("b", 0, 20)]) { $0.alpha = alpha }])
        #expect(F.order(root) == (kept ? ["b"] : []))
    }

    /// Visibility belongs to each element (the skipped-subtrees rule): an invisible container does not hide its
    /// visible children, and an invisible element is not read unless the option is off.
    @Test func invisibleNodeIsNotAStopUnlessTheOptionIsOff() {
        let root = F.box([
            F.stop("a", 0, 0), F.box([F.stop("b", 0, 20)]) { $0.visible = false },
            F.stop("c", 0, 40) { $0.visible = false },
        ])
        #expect(F.order(root) == ["a", "b"])
        #expect(F.order(root, options: TraversalOptions(skipsInvisible: false)) == ["a", "b", "c"])
    }

    @Test func zeroSizeWrapperIsKept() {
        let root = F.box([F.box([F.stop("a", 0, 0), F.stop("b", 0, 20)], frame: .zero)])
        #expect(F.order(root) == ["a", "b"])
    }

    @Test func zeroSizeClippingContainerIsSkipped() {
        let root = F.box([F.stop("a", 0, 0), F.box([F.stop("b", 0, 20)], frame: .zero) { $0.clipsToBounds = true }])
        #expect(F.order(root) == ["a"])
    }

    @Test func zeroSizeElementIsSkipped() {
        let root = F.box([F.stop("a", 0, 0), F.stop("b", 0, 20, width: 0, height: 0)])
        #expect(F.order(root) == ["a"])
    }

    @Test func zeroSizeExplicitlyOrderedContainerIsSkipped() {
        let root = F.box([F.stop("a", 0, 0), F.box([F.stop("b", 0, 20)], frame: .zero) { $0.explicitOrder = [0] }])
        #expect(F.order(root) == ["a"])
    }

    @Test func zeroWidthWithHeightIsNotZeroSize() {
        let root = F.box([
            F.stop("a", 0, 0, width: 0, height: 10),
            F.box([F.stop("b", 0, 20)], frame: Frame(x: 0, y: 20, width: 10, height: 0)) { $0.clipsToBounds = true },
        ])
        #expect(F.order(root) == ["a", "b"])
    }

    // MARK: The elements rule

    @Test func elementIsOneStopAndItsDescendantsAreNotVisited() {
        var outer = F.box([F.stop("inner", 0, 0)], frame: Frame(x: 0, y: 0, width: 100, height: 50))
        outer.node.isAccessibilityElement = .yes
        outer.node.identifier = "outer"
        #expect(F.order(F.box([outer, F.stop("next", 0, 60)])) == ["outer", "next"])
    }

    @Test func childrenOfANoNodeAreVisited() {
        var button = F.stop("b", 0, 0)
        button.node.isAccessibilityElement = .no
        button.children = [F.stop("inside", 0, 0)]
        #expect(F.order(F.box([button])) == ["inside"])
    }

    // MARK: The explicit-order rule

    @Test func explicitOrderIsNeverResorted() {
        let root = F.box([F.stop("top", 0, 0), F.stop("middle", 0, 100), F.stop("bottom", 0, 200)]) {
            $0.explicitOrder = [2, 0, 1]
        }
        #expect(F.order(root) == ["bottom", "top", "middle"])
    }

    @Test func unlistedChildrenAreNotVisited() {
        let root = F.box([F.stop("a", 0, 0), F.stop("b", 0, 20), F.stop("c", 0, 40)]) { $0.explicitOrder = [2, 0] }
        #expect(F.order(root) == ["c", "a"])
    }

    @Test func outOfRangeAndRepeatedPositionsAreIgnored() {
        let root = F.box([F.stop("a", 0, 0), F.stop("b", 0, 20)]) { $0.explicitOrder = [5, -1, 1, 1, Int.max, 0, 1, Int.min] }
        #expect(F.order(root) == ["b", "a"])
    }

    @Test func emptyExplicitOrderVisitsNothing() {
        let root = F.box([F.box([F.stop("a", 0, 0)]) { $0.explicitOrder = [] }, F.stop("b", 0, 20)])
        #expect(F.order(root) == ["b"])
    }

    @Test func explicitOrderOfAContainerWithoutChildrenIsHarmless() {
        let root = F.box([F.box([]) { $0.explicitOrder = [0, 3] }, F.stop("b", 0, 20)])
        #expect(F.order(root) == ["b"])
    }

    @Test func explicitlyOrderedGroupTakesItsPlaceByItsTopmostElement() {
        // The group lists its lower element first, but is placed by its topmost one (y 10),
        // so it comes before the sibling at y 50 and keeps its own order.
        let group = F.box([F.stop("g-top", 0, 10), F.stop("g-low", 0, 100)], frame: Frame(x: 0, y: 0, width: 100, height: 200)) {
            $0.explicitOrder = [1, 0]
        }
        let root = F.box([F.stop("sibling", 0, 50), group])
        #expect(F.order(root) == ["g-low", "g-top", "sibling"])
    }

    @Test func explicitlyOrderedListedContainerSplicesItsElementsUnsorted() {
        let inner = F.box([F.stop("low", 0, 100), F.stop("high", 0, 0)])
        let root = F.box([F.stop("x", 0, 50), inner]) { $0.explicitOrder = [1, 0] }
        #expect(F.order(root) == ["low", "high", "x"])
    }

    // MARK: The modal rule

    @Test func onlyTheLastModalChildIsVisited() {
        let root = F.box([
            F.stop("before", 0, 0),
            F.box([F.stop("first-modal", 0, 20)]) { $0.modal = true },
            F.box([F.stop("last-modal", 0, 40)]) { $0.modal = true },
            F.stop("after", 0, 60),
        ])
        #expect(F.order(root) == ["last-modal"])
    }

    @Test func modalHidesItsSiblingsButNotItsParentsSiblings() {
        let container = F.box(
            [F.stop("sibling", 0, 10), F.stop("modal", 0, 20) { $0.modal = true }],
            frame: Frame(x: 0, y: 0, width: 390, height: 100))
        let root = F.box([container, F.stop("uncle", 0, 200)])
        #expect(F.order(root) == ["modal", "uncle"])
    }

    @Test func hiddenModalChildDoesNotCount() {
        let root = F.box([
            F.box([F.stop("visible-modal", 0, 20)]) { $0.modal = true },
            F.stop("sibling", 0, 0),
            F.box([F.stop("hidden-modal", 0, 40)]) {
                $0.modal = true; $0.hidden = true
            },
        ])
        #expect(F.order(root) == ["visible-modal"])
        let onlyHidden = F.box([
            F.stop("a", 0, 0),
            F.box([F.stop("m", 0, 40)]) {
                $0.modal = true; $0.alpha = 0
            },
        ])
        #expect(F.order(onlyHidden) == ["a"])
    }

    @Test func modalInsideAGroupHidesOnlyTheGroupsOtherChildren() {
        let group = F.box(
            [F.stop("g1", 0, 100), F.stop("g-modal", 0, 120) { $0.modal = true }],
            frame: Frame(x: 0, y: 100, width: 390, height: 100)
        ) { $0.groupsChildren = true }
        let root = F.box([F.stop("top", 0, 0), group, F.stop("bottom", 0, 300)])
        #expect(F.order(root) == ["top", "g-modal", "bottom"])
    }

    @Test func modalIsNotConsultedAmongExplicitlyOrderedChildren() {
        let root = F.box([F.stop("a", 0, 0), F.stop("m", 0, 20) { $0.modal = true }, F.stop("b", 0, 40)]) {
            $0.explicitOrder = [2, 1, 0]
        }
        #expect(F.order(root) == ["b", "m", "a"])
    }

    // MARK: The groups rule

    enum Grouping: String, CaseIterable {
        case groupsChildren, tabBarTrait, tabBarType, list, landmark, dataTable
        case semanticGroupWithLabel, semanticGroupWithValue, semanticGroupWithIdentifier
        case plain, semanticGroupWithoutName, semanticGroupWithEmptyLabel

        var keepsTogether: Bool {
            switch self {
            case .plain, .semanticGroupWithoutName, .semanticGroupWithEmptyLabel: return false
            default: return true
            }
        }

        func apply(_ n: inout AccessibilityNode) {
            switch self {
            case .groupsChildren: n.groupsChildren = true
            case .tabBarTrait: n.traits = .tabBar
            case .tabBarType: n.type = .tabBar
            case .list: n.containerType = .list
            case .landmark: n.containerType = .landmark
            case .dataTable: n.containerType = .dataTable
            case .semanticGroupWithLabel: n.containerType = .semanticGroup; n.label = "Section"
            case .semanticGroupWithValue: n.containerType = .semanticGroup; n.value = "3 items"
            case .semanticGroupWithIdentifier: n.containerType = .semanticGroup; n.identifier = "section"
            case .plain: break
            case .semanticGroupWithoutName: n.containerType = .semanticGroup
            case .semanticGroupWithEmptyLabel: n.containerType = .semanticGroup; n.label = ""
            }
        }
    }

    @Test(arguments: Grouping.allCases)
    func groupingContainersKeepTheirChildrenTogether(grouping: Grouping) {
        // A column on the left (y 0 and y 100) beside a sibling at y 50.
        let column = F.box(
            [F.stop("c-top", 0, 0), F.stop("c-bottom", 0, 100)],
            frame: Frame(x: 0, y: 0, width: 100, height: 200)
        ) { grouping.apply(&$0) }
        let root = F.box([column, F.stop("side", 200, 50)])
        let expected = grouping.keepsTogether ? ["c-top", "c-bottom", "side"] : ["c-top", "side", "c-bottom"]
        #expect(F.order(root) == expected)
    }

    @Test func nestedGroupsStayTogetherAtEveryLevel() {
        let inner = F.box([F.stop("i1", 0, 100), F.stop("i2", 0, 300)], frame: Frame(x: 0, y: 100, width: 100, height: 300)) { $0.groupsChildren = true }
        let outer = F.box([F.stop("o1", 0, 0), inner, F.stop("o2", 0, 200)], frame: Frame(x: 0, y: 0, width: 100, height: 400)) { $0.groupsChildren = true }
        let root = F.box([outer, F.stop("side", 200, 150)])
        #expect(F.order(root) == ["o1", "i1", "i2", "o2", "side"])
    }

    @Test func emptyGroupsAreDropped() {
        let empty = F.box([F.box([F.stop("hidden", 0, 0)]) { $0.hidden = true }]) { $0.groupsChildren = true }
        let root = F.box([empty, F.stop("a", 0, 0)])
        #expect(F.order(root) == ["a"])
    }

    // MARK: The position rule

    static let grid = F.box([F.stop("A", 0, 0), F.stop("B", 100, 0), F.stop("C", 0, 100), F.stop("D", 100, 100)].reversed())

    @Test func gridReadsLeftToRightThenDown() {
        #expect(F.order(Self.grid) == ["A", "B", "C", "D"])
    }

    @Test func gridReadsRightToLeftInRightToLeftLayouts() {
        #expect(F.order(Self.grid, direction: .rightToLeft) == ["B", "A", "D", "C"])
    }

    @Test func rightToLeftComparesTheLeftEdges() {
        // "wide" starts further left but ends further right than "narrow":
        // by the left edge, right-to-left reads "narrow" first.
        let root = F.box([F.stop("wide", 0, 0, width: 300), F.stop("narrow", 100, 0, width: 100)])
        #expect(F.order(root, direction: .rightToLeft) == ["narrow", "wide"])
        #expect(F.order(root, direction: .leftToRight) == ["wide", "narrow"])
    }

    @Test(arguments: [
        (Idiom.phone, 7.9, true), (.phone, 8.0, false), (.phone, -7.9, true), (.phone, -8.0, false),
        (.pad, 12.9, true), (.pad, 13.0, false), (.pad, 8.0, true),
        (.tv, 12.9, true), (.tv, 13.0, false), (.mac, 12.9, true), (.carPlay, 13.0, false),
        (.vision, 12.9, true), (.watch, 13.0, false),
    ])
    func rowToleranceDecidesBetweenSameRowAndNewRow(idiom: Idiom, dy: Double, sameRow: Bool) {
        // "right" is further right but higher by -dy: in the same row x decides, otherwise y.
        let root = F.box([F.stop("right", 200, 100 - dy), F.stop("left", 0, 100)])
        let expected = sameRow ? ["left", "right"] : (dy > 0 ? ["right", "left"] : ["left", "right"])
        #expect(F.order(root, idiom: idiom) == expected)
    }

    @Test func rowToleranceIsEightOnPhoneAndThirteenElsewhere() {
        for idiom in Idiom.allCases {
            #expect(TraversalEngine.rowTolerance(for: idiom) == (idiom == .phone ? 8 : 13))
        }
    }

    @Test func padKeepsARowThatAPhoneSplits() {
        let root = F.box([F.stop("right", 200, 0), F.stop("left", 0, 10)])
        #expect(F.order(root, idiom: .phone) == ["right", "left"])
        #expect(F.order(root, idiom: .pad) == ["left", "right"])
    }

    @Test func equalPositionsKeepHierarchyOrder() {
        let root = F.box([F.stop("first", 0, 0), F.stop("second", 0, 0), F.box([F.stop("third", 0, 0)]), F.stop("fourth", 0, 3)])
        #expect(F.order(root) == ["first", "second", "third", "fourth"])
    }

    @Test func groupTakesItsPlaceByItsFirstSortingElementNotItsFirstChild() {
        // The group's first child is low on the screen, its second is at the top.
        let group = F.box([F.stop("g-low", 0, 300), F.stop("g-high", 0, 0)], frame: Frame(x: 0, y: 0, width: 100, height: 400)) {
            $0.groupsChildren = true
        }
        let root = F.box([F.stop("sibling", 200, 100), group])
        #expect(F.order(root) == ["g-high", "g-low", "sibling"])
    }

    @Test func groupIsPlacedByItsElementsNotByItsOwnFrame() {
        // The group's frame starts at the very top, its only element sits below the sibling.
        let group = F.box([F.stop("g", 0, 200)], frame: Frame(x: 0, y: 0, width: 390, height: 400)) { $0.groupsChildren = true }
        let root = F.box([group, F.stop("sibling", 0, 100)])
        #expect(F.order(root) == ["sibling", "g"])
    }

    @Test func groupPlacementUsesPositionNotTheGroupsOwnPriorities() {
        // Inside the group the low element is read first (priority 9), but the group is
        // placed by its topmost element, above the sibling.
        let group = F.box([F.stop("g-low", 0, 400) { $0.sortPriority = 9 }, F.stop("g-high", 0, 0)]) { $0.groupsChildren = true }
        let root = F.box([F.stop("sibling", 0, 100), group])
        #expect(F.order(root) == ["g-low", "g-high", "sibling"])
    }

    @Test func rightToLeftGroupIsPlacedByItsRightmostElement() {
        let group = F.box([F.stop("g-left", 0, 0), F.stop("g-right", 200, 0)]) { $0.groupsChildren = true }
        let root = F.box([F.stop("middle", 100, 0), group])
        #expect(F.order(root, direction: .rightToLeft) == ["g-right", "g-left", "middle"])
        #expect(F.order(root, direction: .leftToRight) == ["g-left", "g-right", "middle"])
    }

    @Test func explicitOrderInsideASortedParentKeepsItsOrderAndIsSortedAsAUnit() {
        let ordered = F.box([F.stop("o-a", 0, 150), F.stop("o-b", 100, 150)], frame: Frame(x: 0, y: 150, width: 390, height: 20)) {
            $0.explicitOrder = [1, 0]
        }
        let root = F.box([F.stop("bottom", 0, 400), ordered, F.stop("top", 0, 0)])
        #expect(F.order(root) == ["top", "o-b", "o-a", "bottom"])
    }

    @Test func explicitOrderInsideATabBarContainerSortsByItsOwnFrame() {
        // The ordered node's frame starts at x 0; its elements start at x 150.
        // The sibling at x 100 comes after it by the node's frame, before it by its elements.
        func tree(tabBar: Bool) -> NestedNode {
            let ordered = F.box([F.stop("t2", 250, 800), F.stop("t1", 150, 800)], frame: Frame(x: 0, y: 800, width: 300, height: 44)) {
                $0.explicitOrder = [1, 0]
            }
            return F.box([
                F.box([F.stop("sibling", 100, 800), ordered], frame: Frame(x: 0, y: 790, width: 390, height: 54)) {
                    $0.traits = tabBar ? .tabBar : []
                }
            ])
        }
        #expect(F.order(tree(tabBar: true)) == ["t1", "t2", "sibling"])
        #expect(F.order(tree(tabBar: false)) == ["sibling", "t1", "t2"])
    }

    @Test func tabBarExceptionAppliesToDeeperDescendants() {
        let ordered = F.box([F.stop("t1", 150, 800)], frame: Frame(x: 0, y: 800, width: 300, height: 44)) { $0.explicitOrder = [0] }
        let root = F.box([F.box([F.stop("sibling", 100, 800), F.box([ordered])]) { $0.type = .tabBar }])
        #expect(F.order(root) == ["t1", "sibling"])
    }

    // MARK: The sort-priority rule

    @Test func higherSortPriorityGoesFirstAmongSiblings() {
        let root = F.box([F.stop("top", 0, 0), F.stop("bottom", 0, 500) { $0.sortPriority = 1 }, F.stop("mid", 0, 200)])
        #expect(F.order(root) == ["bottom", "top", "mid"])
    }

    @Test func negativeSortPriorityGoesLastAndEqualPrioritiesUsePosition() {
        let root = F.box([
            F.stop("first", 0, 0) { $0.sortPriority = -1 }, F.stop("b", 0, 200), F.stop("a", 0, 100),
            F.stop("p2", 0, 50) { $0.sortPriority = 2 }, F.stop("p2-top", 0, 10) { $0.sortPriority = 2 },
        ])
        #expect(F.order(root) == ["p2-top", "p2", "a", "b", "first"])
    }

    @Test func groupSortPriorityMovesTheWholeGroup() {
        let group = F.box([F.stop("g1", 0, 400), F.stop("g2", 0, 500)]) {
            $0.groupsChildren = true; $0.sortPriority = 5
        }
        let root = F.box([F.stop("top", 0, 0), group])
        #expect(F.order(root) == ["g1", "g2", "top"])
    }

    @Test func sortPriorityOnlyReordersSiblingsWithinTheirGroup() {
        let group = F.box([F.stop("g1", 0, 400), F.stop("g2", 0, 500) { $0.sortPriority = 9 }]) { $0.groupsChildren = true }
        let root = F.box([F.stop("top", 0, 0), group])
        #expect(F.order(root) == ["top", "g2", "g1"])
    }

    @Test func splicingContainersPriorityIsNotUsed() {
        let plain = F.box([F.stop("s", 0, 400)]) { $0.sortPriority = 5 }
        let root = F.box([F.stop("top", 0, 0), plain])
        #expect(F.order(root) == ["top", "s"])
    }

    // MARK: Scope

    @Test func scopeOrdersOnlyThatSubtree() {
        let root = F.box([F.stop("outside", 0, 0), F.box([F.stop("in2", 0, 200), F.stop("in1", 0, 100)])])
        let tree = AccessibilityTree(root: root)
        #expect(F.names(TraversalEngine().order(tree, scope: 2)) == ["in1", "in2"])
        #expect(F.names(TraversalEngine().order(tree, scope: 3)) == ["in2"])
    }

    @Test func scopeOnAnElementIsTheSingleStop() {
        var element = F.stop("card", 0, 0)
        element.children = [F.stop("inner", 0, 0)]
        let tree = AccessibilityTree(root: F.box([element]))
        #expect(F.names(TraversalEngine().order(tree, scope: 1)) == ["card"])
    }

    @Test func hiddenScopeAndScopeOutsideTheTreeGiveNothing() {
        let tree = AccessibilityTree(root: F.box([F.box([F.stop("a", 0, 0)]) { $0.hidden = true }]))
        #expect(TraversalEngine().order(tree, scope: 1).isEmpty)
        #expect(TraversalEngine().order(tree, scope: 99).isEmpty)
        #expect(TraversalEngine().order(tree, scope: -1).isEmpty)
    }

    @Test func positionsAndNodeIndicesDescribeTheOrder() {
        let tree = AccessibilityTree(root: F.box([F.stop("b", 0, 100), F.stop("a", 0, 0)]))
        let order = TraversalEngine().order(tree)
        #expect(order.map(\.position) == [0, 1])
        #expect(order.map(\.nodeIndex) == [2, 1])
        #expect(order.map(\.node) == [tree[2], tree[1]])
    }

    @Test func nanFramesDoNotCrashAndKeepEveryElement() {
        let root = F.box([F.stop("n", .nan, .nan), F.stop("a", 0, 0), F.stop("i", .infinity, -.infinity)])
        #expect(Set(F.order(root)) == ["n", "a", "i"])
    }
}
