import Foundation
import RapidVerify

/// Times `TraversalEngine.order` on a generated ~100,000-element feed screen and prints
/// elements per second: with recorded element flags (as RapidMap JSON has them), with
/// unknown flags (as XCUITest and Appium record them, so the inference policy runs), and
/// with the cells in shuffled document order (so the sort has real work); beside a
/// baseline, a plain pre-order scan that builds the same `[OrderedElement]` with no rules.
enum TraversalBenchmark {
    /// Runs of each measurement; the best is reported.
    static let runs = 5

    static func run() {
        let cells = 25_000
        let recorded = FeedTree.make(cells: cells, recordedFlags: true)
        let inferred = FeedTree.make(cells: cells, recordedFlags: false)
        let shuffled = FeedTree.make(cells: cells, recordedFlags: true, shuffled: true)
        let engine = TraversalEngine()

        print("== Traversal (TraversalEngine.order), feed of \(cells) cells, best of \(runs)")
        let recordedResult = measure(engine, recorded, label: "recorded flags")
        let inferredResult = measure(engine, inferred, label: "inferred flags")
        if recordedResult != inferredResult {
            print("  WARNING: recorded and inferred orders differ")
        }
        _ = measure(engine, shuffled, label: "recorded flags, cells in shuffled document order")
        // Baseline: the floor cost of the same output, a pre-order scan that builds the
        // `[OrderedElement]` of the recorded elements without any ordering rule.
        var best = Double.infinity
        var found = 0
        for _ in 0..<runs {
            found = 0
            let start = DispatchTime.now().uptimeNanoseconds
            let result = recorded.nodes.withUnsafeBufferPointer { nodes in
                var result: [OrderedElement] = []
                for i in nodes.indices where nodes[i].isAccessibilityElement == .yes {
                    result.append(OrderedElement(position: result.count, nodeIndex: i, node: nodes[i]))
                }
                return result
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            found = result.count
            withExtendedLifetime(result) {}
        }
        print("  baseline pre-order scan building the same output, no rules: \(found) elements in \(format(best * 1000)) ms"
              + " = \(format(Double(found) / best / 1e6)) M elements/s")
    }

    /// Orders `tree` `runs` times and prints the best time; returns the node indices read.
    private static func measure(_ engine: TraversalEngine, _ tree: AccessibilityTree, label: String) -> [Int] {
        var best = Double.infinity
        var order: [OrderedElement] = []
        for _ in 0..<runs {
            order = []  // free the previous result outside the timed region
            let start = DispatchTime.now().uptimeNanoseconds
            order = engine.order(tree)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print("  \(label): \(tree.count) nodes, \(order.count) elements in \(format(best * 1000)) ms"
              + " = \(format(Double(order.count) / best / 1e6)) M elements/s")
        return order.map(\.nodeIndex)
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// A deterministic feed screen: application → window → scroll view → cells, each cell
/// holding an avatar image, a title, a subtitle, a Like button (4 elements) and an
/// unlabelled decorative image; plus a navigation bar with a title and a back button.
/// Private to the traversal benchmark.
private enum FeedTree {
    /// With `shuffled`, the cells appear in the document in a scrambled order (as recycled
    /// collection view cells can), so the sort has real work to do.
    static func make(cells: Int, recordedFlags: Bool, shuffled: Bool = false) -> AccessibilityTree {
        let yes: AccessibilityElementFlag = recordedFlags ? .yes : .unknown
        let no: AccessibilityElementFlag = recordedFlags ? .no : .unknown
        var b = AccessibilityTree.Builder(capacity: cells * 6 + 8)
        let width = 390.0
        b.open(AccessibilityNode(type: .application, label: "Feed", frame: Frame(x: 0, y: 0, width: width, height: 844),
                                 isAccessibilityElement: no))
        b.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: width, height: 844), isAccessibilityElement: no))
        b.open(AccessibilityNode(type: .navigationBar, identifier: "Feed", frame: Frame(x: 0, y: 47, width: width, height: 44),
                                 isAccessibilityElement: no))
        b.leaf(AccessibilityNode(type: .button, label: "Back", frame: Frame(x: 8, y: 47, width: 60, height: 44),
                                 isAccessibilityElement: yes))
        b.leaf(AccessibilityNode(type: .staticText, label: "Feed", frame: Frame(x: 170, y: 58, width: 50, height: 22),
                                 traits: .header, isAccessibilityElement: yes))
        b.close()
        b.open(AccessibilityNode(type: .scrollView, identifier: "feed", frame: Frame(x: 0, y: 91, width: width, height: 753),
                                 isAccessibilityElement: no))
        var rows = Array(0..<cells)
        if shuffled {
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            for i in stride(from: cells - 1, to: 0, by: -1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                rows.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
            }
        }
        for k in rows {
            let y = 91 + Double(k) * 88
            b.open(AccessibilityNode(type: .cell, identifier: "post-\(k)", frame: Frame(x: 0, y: y, width: width, height: 88),
                                     isAccessibilityElement: no))
            b.leaf(AccessibilityNode(type: .image, label: "Avatar of user \(k % 97)",
                                     frame: Frame(x: 16, y: y + 12, width: 48, height: 48), isAccessibilityElement: yes))
            b.leaf(AccessibilityNode(type: .staticText, label: "Post number \(k)",
                                     frame: Frame(x: 76, y: y + 12, width: 220, height: 20), isAccessibilityElement: yes))
            b.leaf(AccessibilityNode(type: .staticText, label: "\(k % 60) minutes ago",
                                     frame: Frame(x: 76, y: y + 36, width: 220, height: 18), isAccessibilityElement: yes))
            b.leaf(AccessibilityNode(type: .button, identifier: "like-\(k)", label: "Like",
                                     frame: Frame(x: 330, y: y + 24, width: 44, height: 44), isAccessibilityElement: yes))
            b.leaf(AccessibilityNode(type: .image, frame: Frame(x: 0, y: y + 87, width: width, height: 1),
                                     isAccessibilityElement: no))
            b.close()
        }
        b.close()
        b.close()
        b.close()
        // Balanced by construction.
        return (try? b.finish()) ?? AccessibilityTree(root: NestedNode(AccessibilityNode(type: .application)))
    }
}
