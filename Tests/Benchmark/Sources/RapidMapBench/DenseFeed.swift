import RapidVerify

extension FeedGenerator {
    /// A screen with many elements per megabyte, shaped like a shopping list captured by
    /// WebDriverAgent: an application → window → collection view of rows, every container
    /// (the collection view, each row and the stack inside it) marked not accessible, and
    /// three short-labelled elements per row (a name, a price, an "Add" button). Labels are
    /// ASCII but for one row in ten ("Café"); only the buttons carry identifiers.
    ///
    /// Every node says whether it is an accessibility element (never "unspecified"), so the
    /// native JSON and WebDriverAgent-style XML written from it hold the same tree, and the
    /// VoiceOver order is the same from both. 5 nodes make 3 elements.
    static func denseFeed(elements: Int = 100_000, seed: UInt64 = 0xD15E_FEED) -> AccessibilityTree {
        var random = SplitMix64(seed: seed)
        let width = 390.0
        var b = AccessibilityTree.Builder(idiom: .phone, layoutDirection: .leftToRight, capacity: elements)
        b.open(
            AccessibilityNode(
                type: .application, label: "Shop", frame: Frame(x: 0, y: 0, width: width, height: 844), isAccessibilityElement: .no))
        b.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: width, height: 844), isAccessibilityElement: .no))
        b.open(
            AccessibilityNode(
                type: .collectionView, identifier: "list", frame: Frame(x: 0, y: 47, width: width, height: 797), isAccessibilityElement: .no))
        let fixed = 3
        let rowCount = max(1, (elements - fixed) / 5)
        let spare = max(0, elements - fixed - rowCount * 5)
        for i in 0..<rowCount {
            let y = 47 + Double(i) * 44
            let cents = Int(random.next() % 10_000)
            let name = i % 10 == 7 ? "Café \(i)" : Self.items[Int(random.next() % UInt64(Self.items.count))]
            b.open(AccessibilityNode(type: .cell, frame: Frame(x: 0, y: y, width: width, height: 44), isAccessibilityElement: .no))
            b.open(AccessibilityNode(type: .other, frame: Frame(x: 16, y: y, width: 358, height: 44), isAccessibilityElement: .no))
            b.leaf(
                AccessibilityNode(
                    type: .staticText, label: name, frame: Frame(x: 16, y: y + 12, width: 200, height: 20), traits: [.staticText],
                    isAccessibilityElement: .yes))
            b.leaf(
                AccessibilityNode(
                    type: .staticText, label: "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)",
                    frame: Frame(x: 230, y: y + 12, width: 70, height: 20), traits: [.staticText], isAccessibilityElement: .yes))
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: "add.\(i)", label: "Add", frame: Frame(x: 310, y: y + 6, width: 64, height: 32),
                    traits: [.button], isAccessibilityElement: .yes))
            b.close()
            b.close()
        }
        for _ in 0..<spare {
            b.leaf(AccessibilityNode(type: .other, frame: Frame(x: 0, y: 0, width: width, height: 1), isAccessibilityElement: .no))
        }
        b.close()
        b.close()
        b.close()
        // The builder is balanced by construction.
        return try! b.finish()
    }

    static let items = ["Milk", "Eggs", "Bread", "Rice", "Tea", "Salt", "Oats", "Jam", "Kale", "Figs", "Limes", "Tofu"]
}
