import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap

/// System containers that order their own children, in trees shaped like XCUITest
/// recordings of real bars: no node says whether it is an element, and a bar lists its
/// children in the bar's own accessibility order.
@Suite struct SystemContainerOrderTests {
    /// A node the recording says nothing about.
    static func n(
        _ type: ControlType, _ label: String?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        identifier: String? = nil, children: [NestedNode] = [],
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(
            type: type, identifier: identifier, label: label,
            frame: Frame(x: x, y: y, width: w, height: h))
        edit(&node)
        return NestedNode(node, children: children)
    }

    /// A phone screen: the window holds `bar` and a line of content below it.
    static func screen(_ bar: NestedNode, content: String = "Content") -> NestedNode {
        n(
            .window, nil, 0, 0, 390, 844,
            children: [
                n(
                    .other, nil, 0, 0, 390, 844,
                    children: [
                        bar,
                        n(.staticText, content, 16, 160, 200, 20),
                    ])
            ])
    }

    /// The labels (or type names) read, in order.
    static func read(
        _ root: NestedNode, direction: InterfaceLayoutDirection = .leftToRight,
        options: TraversalOptions = TraversalOptions()
    ) -> [String] {
        let tree = AccessibilityTree(root: root, layoutDirection: direction)
        return TraversalEngine(options: options).order(tree).map { $0.node.label ?? $0.node.type.name }
    }

    // MARK: Navigation bars

    /// A standard bar: 44-pt bar buttons start 12 pt above the 21-pt title, so the row
    /// rule alone would read the trailing item before the title.
    @Test func navigationBarReadsBackTitleThenTrailingItemWhateverTheirTops() {
        let bar = Self.n(
            .navigationBar, nil, 0, 47, 390, 44, identifier: "General",
            children: [
                Self.n(.button, "Settings", 0, 47, 100, 44) { $0.traits = [.button, .backButton] },
                Self.n(.staticText, "General", 160, 59, 70, 21) { $0.traits = .header },
                Self.n(.button, "Edit", 330, 47, 44, 44),
            ])
        #expect(Self.read(Self.screen(bar)) == ["Settings", "General", "Edit", "Content"])
    }

    /// A large-title bar: the items sit on the top row and the title below them; the bar's
    /// recorded order (back, title, trailing) is kept.
    @Test func largeTitleNavigationBarKeepsItsRecordedOrderWithTheTitleBelowTheItems() {
        let bar = Self.n(
            .navigationBar, nil, 0, 47, 390, 96, identifier: "Mailboxes",
            children: [
                Self.n(.button, "Accounts", 0, 47, 100, 44),
                Self.n(.staticText, "Mailboxes", 16, 91, 200, 41) { $0.traits = .header },
                Self.n(.button, "Edit", 330, 47, 44, 44),
            ])
        #expect(Self.read(Self.screen(bar)) == ["Accounts", "Mailboxes", "Edit", "Content"])
    }

    /// A back button with no label (an image-only chevron) is still an element, the first one.
    @Test func navigationBarWithAnUnlabelledBackButtonReadsItFirstThenTheTitle() {
        let bar = Self.n(
            .navigationBar, nil, 0, 47, 390, 44,
            children: [
                Self.n(.button, nil, 0, 47, 44, 44, children: [Self.n(.image, nil, 8, 59, 13, 21, identifier: "chevron.backward")]),
                Self.n(.staticText, "Details", 160, 59, 70, 21),
                Self.n(.button, "Share", 346, 47, 44, 44),
            ])
        #expect(Self.read(Self.screen(bar)) == ["button", "Details", "Share", "Content"])
    }

    /// Several trailing items: they follow the title in the bar's order.
    @Test func navigationBarWithSeveralTrailingItemsReadsThemAfterTheTitle() {
        let bar = Self.n(
            .navigationBar, nil, 0, 47, 390, 44,
            children: [
                Self.n(.button, "Inbox", 0, 47, 80, 44),
                Self.n(.staticText, "Message", 150, 59, 80, 21),
                Self.n(.button, "Reply", 258, 47, 44, 44),
                Self.n(.button, "Flag", 302, 47, 44, 44),
                Self.n(.button, "More", 346, 47, 44, 44),
            ])
        #expect(Self.read(Self.screen(bar)) == ["Inbox", "Message", "Reply", "Flag", "More", "Content"])
    }

    /// Right to left: the back button is on the right and the trailing item on the left;
    /// the bar still reads back, title, trailing.
    @Test func rightToLeftNavigationBarKeepsItsRecordedOrder() {
        let bar = Self.n(
            .navigationBar, nil, 0, 47, 390, 44,
            children: [
                Self.n(.button, "الإعدادات", 290, 47, 100, 44) { $0.traits = [.button, .backButton] },
                Self.n(.staticText, "عام", 160, 59, 70, 21),
                Self.n(.button, "تحرير", 16, 47, 44, 44),
            ])
        #expect(
            Self.read(Self.screen(bar, content: "المحتوى"), direction: .rightToLeft)
                == ["الإعدادات", "عام", "تحرير", "المحتوى"])
    }

    /// The bar is placed among its siblings by its first element: a status bar above it
    /// comes first, the content below it after it.
    @Test func navigationBarIsPlacedAmongItsSiblingsAsOneUnit() {
        let root = Self.n(
            .window, nil, 0, 0, 390, 844,
            children: [
                Self.n(.staticText, "Below", 16, 100, 100, 20),
                Self.n(
                    .navigationBar, nil, 0, 47, 390, 44,
                    children: [
                        Self.n(.button, "Back", 0, 47, 80, 44),
                        Self.n(.staticText, "Title", 160, 59, 70, 21),
                        Self.n(.button, "Done", 330, 47, 44, 44),
                    ]),
                Self.n(.staticText, "9:41", 40, 14, 50, 20),
            ])
        #expect(Self.read(root) == ["9:41", "Back", "Title", "Done", "Below"])
    }

    // MARK: Toolbars, segmented controls, pickers

    /// A container of `type` spanning the screen's width at `y`, holding `child`ren given
    /// as (label, x, top, width), all `height` tall, in recorded order.
    static func strip(
        _ type: ControlType, _ child: ControlType, y: Double, height: Double,
        _ items: [(String, Double, Double, Double)]
    ) -> NestedNode {
        n(type, nil, 0, y, 390, height, children: items.map { n(child, $0.0, $0.1, $0.2, $0.3, height) })
    }

    /// A toolbar orders its items along one row, leading to trailing, whatever their tops:
    /// a custom item starting 10 pt lower does not move after the others.
    @Test func toolbarKeepsItsRecordedOrderWhateverTheTopsOfItsItems() {
        let toolbar = Self.strip(
            .toolbar, .button, y: 761, height: 34,
            [("Today", 16, 771, 32), ("Calendars", 149, 781, 92), ("Inbox", 310, 771, 64)])
        #expect(Self.read(Self.screen(toolbar)) == ["Content", "Today", "Calendars", "Inbox"])
    }

    /// A segmented control lists its segments itself, in index order.
    @Test func segmentedControlKeepsItsRecordedSegmentOrder() {
        let control = Self.strip(
            .segmentedControl, .button, y: 100, height: 32,
            [("Day", 16, 100, 100), ("Week", 116, 100, 100), ("Month", 216, 100, 100)])
        #expect(Self.read(Self.screen(control)) == ["Day", "Week", "Month", "Content"])
    }

    /// A picker lists one element per component, in component order.
    @Test func pickerKeepsItsRecordedComponentOrder() {
        let picker = Self.strip(
            .picker, .pickerWheel, y: 500, height: 216,
            [("Month", 0, 500, 200), ("Day", 200, 500, 90), ("Year", 290, 500, 100)])
        #expect(Self.read(Self.screen(picker)) == ["Content", "Month", "Day", "Year"])
    }

    /// Inside a view with the tab-bar trait, a container with its own order is placed by
    /// its own frame, as an explicit order is (`TraversalEngine`'s position rule): the segmented
    /// control's frame starts left of the tab "A", so its segments come first.
    @Test func selfOrderingContainerInsideATabBarIsPlacedByItsOwnFrame() {
        let tabs = Self.n(
            .other, nil, 0, 780, 390, 64,
            children: [
                Self.n(.button, "A", 50, 790, 40, 40),
                Self.strip(.segmentedControl, .button, y: 790, height: 40, [("Left", 100, 790, 100), ("Right", 200, 790, 100)]),
            ]
        ) { $0.traits = .tabBar }
        #expect(Self.read(Self.screen(tabs)) == ["Content", "Left", "Right", "A"])
    }
}
