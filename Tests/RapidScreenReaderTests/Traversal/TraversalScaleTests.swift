import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap
import RapidMapTestSupport

/// Very deep and very wide trees, and the sort behind the position rule. No timing asserts: speed is
/// measured by `rapidmap-bench`.
@Suite(.tags(.stress)) struct TraversalScaleTests {
    /// A deterministic pseudo-random sequence (64-bit LCG).
    struct Lcg {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
    }

    @Test func aVeryDeepTreeIsOrderedWithoutRecursion() throws {
        let depth = StressRun.deepTreeLevels
        var b = AccessibilityTree.Builder(capacity: depth + 1)
        for level in 0..<depth {
            b.open(
                AccessibilityNode(
                    type: .other, identifier: level == 0 ? "root" : nil,
                    frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        }
        b.leaf(AccessibilityNode(type: .button, label: "Deep", frame: Frame(x: 10, y: 10, width: 44, height: 44)))
        for _ in 0..<depth { b.close() }
        let tree = try b.finish()
        let order = TraversalEngine().order(tree)
        #expect(order.map(\.nodeIndex) == [depth])
        #expect(order.first?.node.label == "Deep")
    }

    @Test func levelsOfLabelledOthersAroundAControlSpeakTheirLabelOnce() throws {
        // Every level is a labelled `other` with the button at the bottom: each holds a
        // control, so each is a speaking container (the elements rule), which needs the
        // subtree pass once, not per level. The outermost one speaks "Card"; the ones inside
        // say nothing more and only pass their children on.
        let depth = StressRun.deepTreeLevels
        var b = AccessibilityTree.Builder(capacity: depth + 1)
        for _ in 0..<depth {
            b.open(AccessibilityNode(type: .other, label: "Card", frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        }
        b.leaf(AccessibilityNode(type: .button, label: "Buy", frame: Frame(x: 10, y: 10, width: 44, height: 44)))
        for _ in 0..<depth { b.close() }
        let tree = try b.finish()
        #expect(TraversalEngine().order(tree).map { $0.node.label } == ["Card", "Buy"])
        #expect(TraversalEngine().order(tree, scope: depth / 2).map(\.nodeIndex) == [depth / 2, depth])
    }

    @Test func deeplyNestedGroupsAreReadOut() throws {
        let depth = StressRun.deepTreeLevels
        var b = AccessibilityTree.Builder(capacity: depth + 2)
        for level in 0..<depth {
            b.open(
                AccessibilityNode(
                    type: .other, frame: Frame(x: 0, y: Double(level % 500), width: 390, height: 844),
                    isAccessibilityElement: .no, groupsChildren: true))
            if level == depth - 1 {
                b.leaf(
                    AccessibilityNode(
                        type: .button, identifier: "inner", frame: Frame(x: 0, y: 600, width: 10, height: 10),
                        isAccessibilityElement: .yes))
            }
        }
        for _ in 0..<depth { b.close() }
        let tree = try b.finish()
        #expect(TraversalFixture.names(TraversalEngine().order(tree)) == ["inner"])
    }

    @Test func hundredThousandSiblingRowIsReadLeftToRight() throws {
        let count = 100_000
        var b = AccessibilityTree.Builder(capacity: count + 1)
        b.open(AccessibilityNode(type: .other, frame: Frame(x: 0, y: 0, width: 1e7, height: 44), isAccessibilityElement: .no))
        // Document order is right to left; a few pixels of vertical jitter stay within a row.
        for k in 0..<count {
            let x = Double(count - 1 - k) * 10
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: String(count - 1 - k),
                    frame: Frame(x: x, y: Double(k % 4), width: 10, height: 44),
                    isAccessibilityElement: .yes))
        }
        b.close()
        let tree = try b.finish()
        let order = TraversalEngine().order(tree)
        #expect(order.count == count)
        #expect(order.map { Int($0.node.identifier ?? "") ?? -1 } == Array(0..<count))
        let rtl = TraversalEngine().order(
            {
                var t = tree; t.layoutDirection = .rightToLeft; return t
            }())
        #expect(rtl.map { Int($0.node.identifier ?? "") ?? -1 } == Array((0..<count).reversed()))
    }

    @Test func hundredThousandShuffledSiblingsInRowsAreReadRowByRow() throws {
        let count = 100_000
        var rng = Lcg(state: 42)
        var cells = Array(0..<count)
        for i in stride(from: count - 1, to: 0, by: -1) {
            cells.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        var b = AccessibilityTree.Builder(capacity: count + 1)
        b.open(AccessibilityNode(type: .other, isAccessibilityElement: .no))
        for cell in cells {
            // Ten per row, rows 50 pt apart.
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: String(cell),
                    frame: Frame(x: Double(cell % 10) * 30, y: Double(cell / 10) * 50, width: 30, height: 50),
                    isAccessibilityElement: .yes))
        }
        b.close()
        let order = TraversalEngine().order(try b.finish())
        #expect(order.map { Int($0.node.identifier ?? "") ?? -1 } == Array(0..<count))
    }

    // MARK: The sort

    @Test func stableMergeSortMatchesAKeyAndIndexSortForTransitiveComparisons() {
        var rng = Lcg(state: 7)
        for size in [0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 1000, 4097] {
            let keys = (0..<size).map { _ in Int(rng.next() % 20) }
            var items = Array(keys.enumerated())
            StableMergeSort.sort(&items) { $0.element < $1.element }
            let expected = keys.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
            #expect(items.map(\.offset) == expected.map(\.offset), "size \(size)")
        }
    }

    @Test func stableMergeSortIsADeterministicPermutationForANonTransitiveComparison() {
        // A drifting row: each item is 3 pt lower and further left than the previous,
        // so neighbours share a row and far items do not — the comparison has cycles.
        let tolerance = 8.0
        func precedes(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
            abs(a.y - b.y) >= tolerance ? a.y < b.y : a.x < b.x
        }
        let items = (0..<1000).map { k in (x: Double(1000 - k), y: Double(k * 3)) }
        var first = items, second = items
        StableMergeSort.sort(&first, by: precedes)
        StableMergeSort.sort(&second, by: precedes)
        #expect(first.map(\.y) == second.map(\.y))
        #expect(Set(first.map(\.y)) == Set(items.map(\.y)))
        #expect(first.count == items.count)
    }
}
