import Testing
@testable import RapidVerify
import RapidMap

/// ``TraversalEngine``'s modal rule for popovers: a presented popover or sheet is modal.
/// Apple's `accessibilityViewIsModal` and SwiftUI's `isModal` trait ("sibling accessibility
/// elements that are not modal are ignored") say what VoiceOver reads; automation recordings
/// do not carry the flag, so the presentation is recognised by what they show: a `Popover`
/// element (XCUITest's `XCUIElement.ElementType.popover`), or the `PopoverDismissRegion`
/// UIKit lays over the screen behind a popover (Xcode's UI test recorder offers
/// `otherElements["PopoverDismissRegion"]` for a tap outside one; the iOS 26 Safari share
/// sheet in `../shared/realtrees/` records it beside its `Popover`). Invisible full-screen
/// ancestors decide nothing: WebDriverAgent marks a web page's wrappers invisible with no
/// presentation at all (the WebKit rule, `ElementVisibilityTests`).
@Suite struct PopoverPresentationTests {
    typealias R = RecordedShape

    /// A web page whose text is `visible` under full-screen invisible wrappers, as Safari's
    /// page is recorded behind its share sheet.
    static func page() -> NestedNode {
        R.node(
            .other, nil, 0, 0, 390, 844, visible: false,
            [
                R.node(
                    .webView, nil, 0, 0, 390, 844, visible: false,
                    [
                        R.node(.staticText, "OR", 170, 400, 22, 19),
                        R.node(.button, "Paste", 195, 400, 37, 19),
                        R.node(.button, "Large photo 2.8MB", 45, 698, 80, 120),
                    ])
            ])
    }

    static func dismissRegion(visible: Bool = false) -> NestedNode {
        R.node(.other, "dismiss popup", id: "PopoverDismissRegion", 0, 0, 390, 844, visible: visible)
    }

    @Test func aPopoverHidesThePageBehindItThatIsStillMarkedVisible() {
        let popover = R.node(
            .popover, nil, 0, 63, 390, 781,
            [
                R.node(.staticText, "Squoosh", 107, 91, 220, 18),
                R.node(.cell, "News", 22, 192, 82, 123),
                R.node(.cell, "Copy", 22, 316, 82, 139),
            ])
        let presentation = R.screen([Self.dismissRegion(), popover])
        let app = R.screen(.application, [R.screen(.window, [Self.page(), presentation])])
        #expect(R.order(app) == ["Squoosh", "News", "Copy"])
    }

    @Test func aPopoverRecordedAsAPlainViewIsRecognisedByItsDismissRegion() {
        // A tip popover over a podcast page: the page's description is still visible in the
        // recording, the tip is a plain view beside the region, and the region is not an element
        // even when a recording leaves its element flag undecided and its label speaks.
        let description = R.node(.staticText, "Episode description", 16, 300, 358, 60)
        let tip = R.node(
            .other, nil, 40, 380, 310, 120,
            [
                R.node(.staticText, "Tip: download episodes", 56, 396, 240, 20),
                R.node(.button, "Close", 300, 390, 40, 40),
            ])
        let app = R.screen(
            .application, [R.screen(.window, [R.screen([description]), R.screen([Self.dismissRegion(visible: true), tip])])])
        #expect(R.order(app) == ["Tip: download episodes", "Close"])
    }

    @Test func withoutAPresentationAPageUnderInvisibleWrappersIsStillRead() {
        let app = R.screen(.application, [R.screen(.window, [Self.page()])])
        #expect(R.order(app) == ["OR", "Paste", "Large photo 2.8MB"])
    }

    @Test func aHiddenDismissRegionPresentsNothing() {
        let region = R.node(.other, nil, id: "PopoverDismissRegion", 0, 0, 390, 844) { $0.hidden = true }
        let app = R.screen(.window, [Self.page(), R.screen([region, R.node(.button, "Later", 40, 500, 80, 40)])])
        #expect(R.order(app) == ["OR", "Paste", "Later", "Large photo 2.8MB"])
    }

    @Test func aTeamOverridesAPopoverThatLeavesThePageReachable() {
        let popover = R.node(.popover, nil, id: "hint", 40, 200, 310, 100, [R.node(.staticText, "Hint", 56, 216, 100, 20)])
        let options = TraversalOptions(overrides: InferenceOverrides(nonModalViews: ["hint"]))
        let app = R.screen(.window, [Self.page(), popover])
        #expect(R.order(app) == ["Hint"])
        #expect(R.order(app, options: options) == ["Hint", "OR", "Paste", "Large photo 2.8MB"])
    }
}

/// ``TraversalEngine``'s elements rule for silent item cells: a cell recorded as an element
/// with nothing to say (no label, no value) that holds a visible control is read through its
/// content. iOS 26 context menus and SwiftUI pickers are recorded by WebDriverAgent as
/// `Cell accessible="true" label=""` holding one `Button accessible="true"` with the item's
/// name (the Ice Cubes context menu in `../shared/realtrees/`); UIKit's accessibility bundle
/// composes a cell's label from its content except an element with the button trait, which it
/// keeps distinct and lists as the cell's child, so the empty label is what the composition
/// left and the button is what VoiceOver reads.
@Suite struct SilentItemCellTests {
    typealias R = RecordedShape

    static func item(_ name: String, symbol: String, _ x: Double, _ y: Double, _ width: Double = 59) -> NestedNode {
        R.node(
            .cell, nil, x, y, width, 53,
            [
                R.node(
                    .button, name, id: symbol, x, y, width, 53,
                    [R.node(.image, name.lowercased(), id: symbol, x + 10, y + 18, 39, 18) { $0.isAccessibilityElement = .no }]
                ) { $0.isAccessibilityElement = .yes }
            ]
        ) { $0.isAccessibilityElement = .yes }
    }

    @Test func aContextMenuItemIsReadByItsButtonsName() {
        let menu = R.node(
            .collectionView, nil, 16, 487, 250, 333,
            [
                Self.item("Reply", symbol: "arrowshape.turn.up.left", 24, 487),
                Self.item("Boost", symbol: "arrow.2.squarepath", 82, 487),
                Self.item("Share", symbol: "square.and.arrow.up", 16, 550, 250),
            ])
        let elements = TraversalEngine().order(AccessibilityTree(root: R.screen([menu])))
        #expect(elements.map(\.node.label) == ["Reply", "Boost", "Share"])
        #expect(elements.allSatisfy { $0.node.type == .button })
        // The identifier is the one the recording gives the button, nothing invented.
        #expect(elements.first?.node.identifier == "arrowshape.turn.up.left")
    }

    @Test func aGeneratedMapListsAContextMenuItemByItsButton() {
        let menu = R.node(
            .collectionView, nil, 16, 487, 250, 333,
            [
                Self.item("Reply", symbol: "arrowshape.turn.up.left", 24, 487),
                R.node(.cell, nil, 82, 487, 59, 53, [R.node(.button, "Boost", 82, 487, 59, 53)]) { $0.isAccessibilityElement = .yes },
            ])
        let controls = MapGeneration.controls(in: AccessibilityTree(root: R.screen([menu])), scope: .wholeTree, options: MapSourceOptions())
        #expect(controls.map(\.type) == [.button, .button])
        #expect(controls.map(\.label) == ["Reply", "Boost"])
        // An identifier only as recorded: the button's for Reply, none for Boost.
        #expect(controls.map(\.identifier) == ["arrowshape.turn.up.left", nil])
    }

    @Test func aRecordedCellWithItsOwnLabelStaysOneElement() {
        // The share sheet's items: the cell says the name, its text and image are inside it.
        let cell = R.node(
            .cell, "News", id: "shareCell", 22, 192, 82, 123,
            [R.node(.staticText, "News", 22, 284, 82, 15), R.node(.button, nil, 29, 208, 68, 68)]
        ) { $0.isAccessibilityElement = .yes }
        #expect(R.order(R.screen([cell])) == ["News"])
    }

    @Test func aRecordedCellWithOnlyAValueStaysOneElement() {
        let cell = R.node(.cell, nil, value: "On", 0, 100, 390, 44, [R.node(.button, "Edit", 300, 100, 60, 44)]) {
            $0.isAccessibilityElement = .yes
        }
        #expect(R.order(R.screen([cell])) == ["<cell>"])
    }

    @Test func aSilentRecordedCellWithNoVisibleControlStaysAnElement() {
        let decorative = R.node(.cell, nil, 0, 100, 390, 44, [R.node(.image, "Banner", 0, 100, 390, 44)]) {
            $0.isAccessibilityElement = .yes
        }
        let hiddenControl = R.node(
            .cell, nil, 0, 200, 390, 44, [R.node(.button, "Undo", 300, 200, 60, 44, visible: false)]
        ) { $0.isAccessibilityElement = .yes }
        #expect(R.order(R.screen([decorative, hiddenControl])) == ["<cell>", "<cell>"])
    }

    @Test func aSilentRecordedViewThatIsNoCellStaysAnElement() {
        // The evidence is UIKit's cell composition: a plain element keeps its recorded flag.
        let view = R.node(.other, nil, 0, 100, 390, 44, [R.node(.button, "Play", 0, 100, 60, 44)]) {
            $0.isAccessibilityElement = .yes
        }
        #expect(R.order(R.screen([view])) == ["<other>"])
    }
}
