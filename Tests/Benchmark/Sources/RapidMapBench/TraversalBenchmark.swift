import Foundation
import RapidVerify

/// Times `TraversalEngine.order` on the 100k-element long feed (``FeedGenerator``) and prints
/// elements per second: with recorded element flags (as native JSON has them), with
/// unknown flags (as XCUITest and Appium record them, so the inference policy runs), and
/// with the cells in shuffled document order (so the sort has real work); beside a
/// baseline, a plain pre-order scan that builds the same `[OrderedElement]` with no rules.
enum TraversalBenchmark {
    /// Runs of each measurement; the best is reported.
    static let runs = 5

    static func run() throws {
        let feed = FeedGenerator.longFeed()
        let recorded = try withFlags(feed, recorded: true)
        let inferred = try withFlags(feed, recorded: false)
        let shuffled = try withFlags(FeedGenerator.longFeed(shuffledCells: true), recorded: true)
        let engine = TraversalEngine()

        print("== Traversal (TraversalEngine.order), long feed of \(feed.count) nodes, best of \(runs)")
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
                    result.append(OrderedElement(position: result.count, nodeIndex: i, in: recorded))
                }
                return result
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            found = result.count
            withExtendedLifetime(result) {}
        }
        print(
            "  baseline pre-order scan building the same output, no rules: \(found) elements in \(format(best * 1000)) ms"
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
        print(
            "  \(label): \(tree.count) nodes, \(order.count) elements in \(format(best * 1000)) ms"
                + " = \(format(Double(order.count) / best / 1e6)) M elements/s")
        return order.map(\.nodeIndex)
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// The tree with recorded accessibility-element flags (`recorded`: leaves are elements
    /// unless already marked not to be, containers are not), or with every flag unknown
    /// (as XCUITest and Appium record them, so the inference policy decides).
    private static func withFlags(_ tree: AccessibilityTree, recorded: Bool) throws -> AccessibilityTree {
        var b = AccessibilityTree.Builder(idiom: tree.idiom, layoutDirection: tree.layoutDirection, capacity: tree.count)
        PreOrderWalk.walk(
            tree,
            open: { position, _, isLeaf in
                var node = tree[position]
                if !recorded {
                    node.isAccessibilityElement = .unknown
                } else if !isLeaf || node.isAccessibilityElement == .no {
                    node.isAccessibilityElement = .no
                } else {
                    node.isAccessibilityElement = .yes
                }
                if isLeaf { b.leaf(node) } else { b.open(node) }
            }, close: { _, _ in b.close() })
        return try b.finish()
    }
}
