import RapidVerify

/// A deterministic, realistic "long feed" screen for the benchmark sections: an
/// application → window → navigation bar, a scroll view of cells (each with an avatar
/// image, a title, a body text and a like button) and a tab bar.
///
/// Identifiers and labels mix ASCII with accented Latin, CJK, Arabic and emoji so readers
/// meet multi-byte UTF-8 and a few escapes, as in real recordings. The same seed always
/// gives the same tree, so every section converts the same screen into its own format.
enum FeedGenerator {
    /// A feed of about `elements` nodes (exactly `elements` when it is at least 20).
    ///
    /// With `shuffledCells`, the same cells (same content and frames) appear in the
    /// document in a scrambled order, as recycled collection view cells can, so the
    /// traversal's sort has real work to do.
    static func longFeed(elements: Int = 100_000, seed: UInt64 = 0x5EED_FEED, shuffledCells: Bool = false) -> AccessibilityTree {
        var random = SplitMix64(seed: seed)
        let width = 390.0
        var b = AccessibilityTree.Builder(idiom: .phone, layoutDirection: .leftToRight, capacity: elements)
        b.open(AccessibilityNode(type: .application, label: "Feed", frame: Frame(x: 0, y: 0, width: width, height: 844)))
        b.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: width, height: 844)))
        // Navigation bar: 3 nodes.
        b.open(AccessibilityNode(type: .navigationBar, identifier: "feed.navigationBar", frame: Frame(x: 0, y: 47, width: width, height: 44)))
        b.leaf(AccessibilityNode(type: .staticText, label: "Home", frame: Frame(x: 170, y: 58, width: 50, height: 21), traits: [.header]))
        b.close()
        // Tab bar: 5 nodes, written after the feed.
        let tabCount = 5
        let fixed = 2 + 2 + 1 + tabCount  // application, window, nav bar + title, scroll view, tab bar + 4 buttons
        let cellCount = max(1, (elements - fixed) / 5)
        let spare = max(0, elements - fixed - cellCount * 5)
        b.open(AccessibilityNode(type: .scrollView, identifier: "feed.list", frame: Frame(x: 0, y: 91, width: width, height: 670)))
        // Each cell's content, drawn in cell order so shuffling keeps it.
        var cells: [(author: String, words: String, likes: Int)] = []
        cells.reserveCapacity(cellCount)
        for _ in 0..<cellCount {
            let author = Self.authors[Int(random.next() % UInt64(Self.authors.count))]
            let words = Self.phrases[Int(random.next() % UInt64(Self.phrases.count))]
            cells.append((author, words, Int(random.next() % 5000)))
        }
        var order = Array(0..<cellCount)
        if shuffledCells {
            for k in stride(from: cellCount - 1, to: 0, by: -1) {
                order.swapAt(k, Int(random.next() % UInt64(k + 1)))
            }
        }
        for i in order {
            let y = 91 + Double(i) * 132.5
            let (author, words, likes) = cells[i]
            b.open(AccessibilityNode(type: .cell, identifier: "feed.cell.\(i)", frame: Frame(x: 0, y: y, width: width, height: 132.5)))
            b.leaf(
                AccessibilityNode(
                    type: .image, identifier: "feed.cell.\(i).avatar", label: "Photo of \(author)",
                    frame: Frame(x: 16, y: y + 12, width: 40, height: 40), traits: [.image]))
            b.leaf(
                AccessibilityNode(
                    type: .staticText, identifier: "feed.cell.\(i).title", label: author,
                    frame: Frame(x: 68, y: y + 12, width: 250.5, height: 20.33), traits: [.staticText]))
            b.leaf(
                AccessibilityNode(
                    type: .staticText, identifier: "feed.cell.\(i).body", label: words,
                    frame: Frame(x: 68, y: y + 36, width: 306, height: 54), traits: [.staticText]))
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: "feed.cell.\(i).like", label: "Like",
                    value: "\(likes) likes", frame: Frame(x: 330, y: y + 96, width: 44, height: 28),
                    traits: likes % 7 == 0 ? [.button, .selected] : [.button],
                    selected: likes % 7 == 0, customActions: likes % 11 == 0 ? ["Share", "Report"] : []))
            b.close()
        }
        for i in 0..<spare {
            b.leaf(
                AccessibilityNode(
                    type: .other, identifier: "feed.spacer.\(i)", frame: Frame(x: 0, y: 0, width: width, height: 1),
                    isAccessibilityElement: .no))
        }
        b.close()
        b.open(AccessibilityNode(type: .tabBar, frame: Frame(x: 0, y: 761, width: width, height: 83)))
        for (i, name) in ["Home", "Search", "Inbox", "Profil de l’utilisateur"].enumerated() {
            b.leaf(
                AccessibilityNode(
                    type: .button, identifier: "tab.\(i)", label: name,
                    frame: Frame(x: Double(i) * 97.5, y: 761, width: 97.5, height: 49),
                    traits: i == 0 ? [.button, .selected, .tabBarItem] : [.button, .tabBarItem], selected: i == 0))
        }
        b.close()
        b.close()
        b.close()
        // The builder is balanced by construction.
        return try! b.finish()
    }

    static let authors = [
        "Ana García", "Björn Åkesson", "佐藤 健", "Zoë O'Neil", "محمد علي", "Renée \"Ren\" Dubois",
        "Kim Min-jun 김민준", "Olu Adébáyọ̀", "Чайковский", "Ngozi 🌍", "Łukasz Żółć", "Priya Ramanathan",
    ]

    static let phrases = [
        "Just finished the morning run by the river. Feeling great!",
        "新しいカフェを見つけました。コーヒーがとても美味しい ☕",
        "Who else is watching the match tonight? 🎉⚽",
        "Recipe: crème brûlée with a twist — add cardamom.",
        "Our team shipped the release today, thanks everyone!",
        "Tip: long-press a photo to see \\ share options.",
        "رحلة رائعة إلى الجبال هذا الأسبوع",
        "Reading \"The Left Hand of Darkness\" again, still brilliant.",
    ]
}
