import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap

/// Builders for trees shaped like automation recordings: nothing says which node is an
/// element (`.unknown`), so the inference decides, as it does for XCUITest, Appium and
/// WebDriverAgent recordings.
enum RecordedShape {
    /// A recorded node of `type` with the given attributes and children.
    static func node(
        _ type: ControlType, _ label: String?, id: String? = nil, value: String? = nil,
        _ x: Double = 0, _ y: Double = 0, _ width: Double = 10, _ height: Double = 10,
        visible: Bool = true, _ children: [NestedNode] = [],
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(
            type: type, identifier: id, label: label, value: value,
            frame: Frame(x: x, y: y, width: width, height: height), visible: visible)
        edit(&node)
        return NestedNode(node, children: children)
    }

    /// A full-screen (390×844) node of `type` holding `children`.
    static func screen(_ type: ControlType, id: String? = nil, _ children: [NestedNode]) -> NestedNode {
        node(type, nil, id: id, 0, 0, 390, 844, children)
    }

    /// A full-screen plain view holding `children`.
    static func screen(id: String? = nil, _ children: [NestedNode]) -> NestedNode {
        screen(.other, id: id, children)
    }

    /// The labels (or identifiers) VoiceOver reads, in order.
    static func order(_ root: NestedNode, options: TraversalOptions = TraversalOptions()) -> [String] {
        TraversalEngine(options: options).order(AccessibilityTree(root: root))
            .map { $0.node.label ?? $0.node.identifier ?? "<\($0.node.type.name)>" }
    }
}

/// ``TraversalEngine``'s skipped-subtrees rule: visibility belongs to each element. WebDriverAgent computes
/// `visible` per element (`fb_isVisible` reads each snapshot's own visibility attribute
/// and calls a container visible when a descendant is), so a web page's wrappers are
/// reported invisible and 0×0 above visible text.
@Suite struct ElementVisibilityTests {
    typealias R = RecordedShape

    @Test func webContentUnderAnInvisibleZeroSizeWrapperIsRead() {
        let page = R.node(
            .other, nil, 0, 0, 0, 0, visible: false,
            [
                R.node(
                    .webView, nil, 0, 0, 0, 0, visible: false,
                    [
                        R.node(.staticText, "Opening hours", 16, 100, 200, 24),
                        R.node(.link, "Read more", 16, 140, 90, 24),
                        R.node(.staticText, "Off-screen footer", 16, 2000, 200, 24, visible: false),
                    ])
            ])
        #expect(R.order(R.screen([page])) == ["Opening hours", "Read more"])
    }

    @Test func anInvisibleLabelledNodeIsNotAStopButItsVisibleChildrenAre() {
        let wrapper = R.node(
            .other, "Wrapper", 0, 100, 390, 100, visible: false,
            [
                R.node(.staticText, "Inside", 16, 110, 100, 20)
            ])
        #expect(R.order(R.screen([wrapper])) == ["Inside"])
    }

    @Test func anInvisibleControlIsNotAStop() {
        let root = R.screen([
            R.node(.button, "Visible", 0, 0, 50, 44),
            R.node(.button, "Scrolled away", 0, 900, 50, 44, visible: false),
        ])
        #expect(R.order(root) == ["Visible"])
    }

    @Test func withTheOptionOffAnInvisibleNodeIsReadLikeAVisibleOne() {
        let wrapper = R.node(.other, "Wrapper", 0, 100, 390, 100, visible: false, [R.node(.staticText, "Inside", 16, 110)])
        #expect(R.order(R.screen([wrapper]), options: TraversalOptions(skipsInvisible: false)) == ["Wrapper"])
    }

    /// Decision: a zero-size node that is flagged visible and has visible children is a
    /// wrapper, whatever it would otherwise be: VoiceOver's cursor has no place to land on
    /// a 0×0 frame, and its children have frames of their own.
    @Test func aZeroSizeVisibleLabelledNodeWithVisibleChildrenIsAWrapper() {
        let wrapper = R.node(.other, "Card", 0, 0, 0, 0, [R.node(.staticText, "Title", 16, 110, 100, 20)])
        #expect(R.order(R.screen([wrapper])) == ["Title"])
    }

    @Test func aZeroSizeLeafIsNotAStop() {
        #expect(R.order(R.screen([R.node(.button, "Ghost", 0, 0, 0, 0), R.node(.button, "Real", 0, 0, 40, 40)])) == ["Real"])
    }

    @Test func aZeroSizeWrapperThatClipsStillHidesItsChildren() {
        let wrapper = R.node(.other, nil, 0, 0, 0, 0, [R.node(.staticText, "Clipped", 16, 110)]) { $0.clipsToBounds = true }
        #expect(R.order(R.screen([wrapper])).isEmpty)
    }

    @Test func hidingIsStillInheritedUnlikeInvisibility() {
        let hidden = R.node(.other, nil, 0, 100, 390, 100, [R.node(.staticText, "Under a hidden view", 16, 110)]) { $0.hidden = true }
        #expect(R.order(R.screen([hidden])).isEmpty)
    }

    @Test func aControlUnderAnInvisibleWrapperStillMakesItsLabelledCellAContainer() {
        // The cell's label is spoken, and the control reached through the invisible wrapper
        // is an element of its own (the elements rule).
        let cell = R.node(
            .cell, "Keynote", 0, 100, 390, 80,
            [
                R.node(.other, nil, 300, 120, 80, 40, visible: false, [R.node(.button, "Get", 300, 120, 80, 40)])
            ])
        #expect(R.order(R.screen([cell])) == ["Keynote", "Get"])
    }
}

/// ``TraversalEngine``'s elements rule: a label is never lost. A labelled cell or view that holds a
/// control is read as its own element, then its controls; the texts and images inside it are
/// part of what it says, not elements of their own (`AbsorbingContainerTests`).
@Suite struct SpeakingContainerTests {
    typealias R = RecordedShape

    /// The icon is absorbed with the texts: UIKit composes a cell's label from the labels of
    /// its elements that are no button, so "Keynote icon" is part of the cell's element (a
    /// transcript says it after the label), no longer an element between the cell and its button.
    @Test func anAppStoreResultCellReadsItsLabelThenItsGetButton() {
        let cell = R.node(
            .cell, "Keynote, Apple, Productivity", 0, 100, 390, 80,
            [
                R.node(.image, "Keynote icon", 16, 110, 60, 60),
                R.node(.staticText, "Keynote", 90, 110, 150, 20),
                R.node(.staticText, "Productivity", 90, 135, 150, 20),
                R.node(.button, "Get", 300, 120, 74, 30),
            ])
        #expect(R.order(R.screen([cell])) == ["Keynote, Apple, Productivity", "Get"])
    }

    @Test func aRowWithATrailingInfoButtonReadsTheRowThenTheButton() {
        let row = R.node(
            .other, "Home network, secured", 0, 100, 390, 44,
            [
                R.node(.staticText, "Home network", 16, 112, 200, 20),
                R.node(.button, "More Info", 340, 107, 30, 30),
            ])
        let root = R.screen([R.node(.staticText, "Networks", 16, 60, 100, 20), row, R.node(.button, "Done", 16, 200, 60, 44)])
        #expect(R.order(root) == ["Networks", "Home network, secured", "More Info", "Done"])
    }

    /// A text the label does not say is not lost: the card absorbs it and says it after its
    /// label ("Order summary, Total 12 €"); it is no longer an element of its own after the card.
    @Test func aTextTheLabelDoesNotSayIsSpokenByTheContainer() {
        let card = R.node(
            .other, "Order summary", 0, 100, 390, 200,
            [
                R.node(.staticText, "Total 12 €", 16, 120, 200, 20),
                R.node(.button, "Pay", 16, 160, 100, 44),
            ])
        let tree = AccessibilityTree(root: R.screen([card]))
        let stops = TraversalEngine().order(tree)
        #expect(stops.map(\.node.label) == ["Order summary", "Pay"])
        #expect(stops[0].absorbedNodeIndices.map { tree[$0].label } == ["Total 12 €"])
    }

    @Test func theContainerComesFirstEvenWhenAControlSitsAboveItsOwnCorner() {
        let card = R.node(.other, "Offer", 0, 100, 390, 200, [R.node(.button, "Close", 350, 80, 30, 30)])
        #expect(R.order(R.screen([card])) == ["Offer", "Close"])
    }

    @Test func aNestedSpeakingContainerSpeaksForItsOwnTexts() {
        let inner = R.node(
            .other, "Shipping: Express", 0, 200, 390, 60,
            [
                R.node(.staticText, "Express", 16, 210, 100, 20),
                R.node(.button, "Change", 300, 210, 80, 30),
            ])
        let outer = R.node(.cell, "Order", 0, 100, 390, 200, [R.node(.button, "Track", 300, 110, 80, 30), inner])
        #expect(R.order(R.screen([outer])) == ["Order", "Track", "Shipping: Express", "Change"])
    }

    @Test func aRecordedNonElementKeepsItsLabelSilentAsUIKitDoes() {
        let card = R.node(.other, "Card", 0, 100, 390, 200, [R.node(.button, "Buy", 16, 120, 100, 44)]) {
            $0.isAccessibilityElement = .no
        }
        #expect(R.order(R.screen([card])) == ["Buy"])
    }

    @Test func aContainersOverrideKeepsTheLabelSilent() {
        let card = R.node(.other, "Card", id: "card", 0, 100, 390, 200, [R.node(.button, "Buy", 16, 120, 100, 44)])
        let options = TraversalOptions(overrides: InferenceOverrides(containers: ["card"]))
        #expect(R.order(R.screen([card]), options: options) == ["Buy"])
    }

    @Test func theSpeakingContainerKeepsItsPlaceAmongItsSiblings() {
        let first = R.node(.cell, "First row", 0, 100, 390, 44, [R.node(.button, "Edit", 300, 107, 60, 30)])
        let second = R.node(.cell, "Second row", 0, 144, 390, 44, [R.node(.button, "Edit 2", 300, 151, 60, 30)])
        #expect(R.order(R.screen([second, first])) == ["First row", "Edit", "Second row", "Edit 2"])
    }
}

/// ``TraversalEngine``'s modal rule: modal views. While an alert, an action sheet or a presented
/// screen is up, VoiceOver moves only among its elements.
@Suite struct ModalViewTests {
    typealias R = RecordedShape

    static let statusBar = R.node(
        .window, nil, 0, 0, 390, 844,
        [
            R.node(.statusBar, nil, 0, 0, 390, 54, [R.node(.other, "12:00", 40, 15, 50, 20)])
        ])

    static func screenBehind() -> NestedNode {
        R.screen(
            .window,
            [
                R.screen([
                    R.node(.navigationBar, nil, id: "Inbox", 0, 54, 390, 44, [R.node(.staticText, "Inbox", 160, 60, 70, 20)]),
                    R.node(.button, "Compose", 300, 700, 60, 44),
                ])
            ])
    }

    @Test func anAlertHidesTheScreenAndTheStatusBarBehindIt() {
        let alert = R.screen(
            .window,
            [
                R.node(
                    .alert, nil, id: "Delete?", 60, 300, 270, 200,
                    [
                        R.node(.staticText, "Delete this message?", 80, 320, 230, 40),
                        R.node(.button, "Cancel", 60, 450, 135, 44),
                        R.node(.button, "Delete", 195, 450, 135, 44),
                    ])
            ])
        let app = R.screen(.application, [Self.statusBar, Self.screenBehind(), alert])
        #expect(R.order(app) == ["Delete this message?", "Cancel", "Delete"])
    }

    @Test func anAlertEarlierInTheDocumentStillHidesTheScreen() {
        let alert = R.node(.alert, nil, 60, 300, 270, 200, [R.node(.button, "OK", 60, 450, 270, 44)])
        let app = R.screen(.application, [alert, Self.screenBehind()])
        #expect(R.order(app) == ["OK"])
    }

    @Test func anActionSheetIsModalByItsType() {
        let sheet = R.node(
            .sheet, nil, 0, 500, 390, 344,
            [
                R.node(.button, "Share", 8, 520, 374, 56), R.node(.button, "Cancel", 8, 780, 374, 56),
            ])
        #expect(R.order(R.screen(.application, [Self.statusBar, Self.screenBehind(), sheet])) == ["Share", "Cancel"])
    }

    @Test func aHiddenAlertIsNotModal() {
        let alert = R.node(.alert, nil, 60, 300, 270, 200, [R.node(.button, "OK", 60, 450, 270, 44)]) { $0.hidden = true }
        #expect(R.order(R.screen(.application, [Self.screenBehind(), alert])) == ["Inbox", "Compose"])
    }

    @Test func anAlertInsideAnAlertWins() {
        let inner = R.node(.alert, nil, 80, 320, 230, 100, [R.node(.button, "Inner OK", 80, 380, 230, 44)])
        let outer = R.node(.alert, nil, 60, 300, 270, 300, [R.node(.button, "Outer", 60, 550, 270, 44), inner])
        #expect(R.order(R.screen(.application, [Self.screenBehind(), outer])) == ["Inner OK"])
    }

    @Test func aPresentedPageSheetHidesThePresentingScreenButNotTheStatusBar() {
        let presenting = R.screen(
            id: "presenting",
            [
                R.node(.navigationBar, nil, id: "Library", 0, 54, 390, 44, [R.node(.staticText, "Library", 160, 60, 70, 20)]),
                R.node(.cell, "Book 1", 0, 120, 390, 44),
            ])
        let presented = R.screen(
            id: "sheet",
            [
                R.node(
                    .navigationBar, nil, id: "Details", 0, 70, 390, 56,
                    [
                        R.node(.staticText, "Details", 160, 80, 70, 20), R.node(.button, "Done", 320, 80, 60, 30),
                    ]),
                R.node(.staticText, "Author", 16, 140, 100, 20),
            ])
        let app = R.screen(.application, [Self.statusBar, R.screen(.window, [R.screen([presenting, presented])])])
        #expect(R.order(app) == ["12:00", "Details", "Done", "Author"])
    }

    @Test func twoFullScreenSiblingsWithOneNavigationBarAreNotAPresentation() {
        let content = R.screen([
            R.node(.navigationBar, nil, id: "Library", 0, 54, 390, 44, [R.node(.staticText, "Library", 160, 60, 70, 20)])
        ])
        let overlay = R.screen([R.node(.button, "Floating", 300, 700, 60, 60)])
        #expect(R.order(R.screen(.window, [content, overlay])) == ["Library", "Floating"])
    }

    @Test func aTeamOverridesACustomDialogAsModalAndAToastAsNot() {
        let dialog = R.node(.other, nil, id: "dialog", 40, 300, 310, 200, [R.node(.button, "Confirm", 60, 420, 270, 44)])
        let options = TraversalOptions(overrides: InferenceOverrides(modalViews: ["dialog"]))
        #expect(R.order(R.screen(.application, [Self.screenBehind(), dialog]), options: options) == ["Confirm"])

        let toast = R.node(.alert, nil, id: "toast", 20, 760, 350, 40, [R.node(.staticText, "Saved", 30, 770, 100, 20)])
        let notModal = TraversalOptions(overrides: InferenceOverrides(nonModalViews: ["toast"]))
        #expect(
            R.order(R.screen(.application, [Self.screenBehind(), toast]), options: notModal)
                == ["Inbox", "Compose", "Saved"])
    }

    @Test func aTeamOverridesAPresentationThatLeavesTheScreenReachable() {
        let first = R.screen([R.node(.navigationBar, nil, id: "A", 0, 54, 390, 44, [R.node(.staticText, "A", 160, 60, 20, 20)])])
        let second = R.screen(
            id: "overlay",
            [
                R.node(
                    .navigationBar, nil, id: "B", 0, 400, 390, 44,
                    [
                        R.node(.staticText, "B", 160, 410, 20, 20)
                    ])
            ])
        #expect(R.order(R.screen([first, second])) == ["B"])
        let options = TraversalOptions(overrides: InferenceOverrides(nonModalViews: ["overlay"]))
        #expect(R.order(R.screen([first, second]), options: options) == ["A", "B"])
    }

    @Test func theStatusBarIsReadFirstOnAnOrdinaryScreenUnlessATeamOptsOut() {
        let app = R.screen(.application, [Self.statusBar, Self.screenBehind()])
        #expect(R.order(app) == ["12:00", "Inbox", "Compose"])
        #expect(R.order(app, options: TraversalOptions(readsStatusBar: false)) == ["Inbox", "Compose"])
    }
}

extension SpeakingContainerTests {
    @Test func aSpeakingContainerInsideOneWithTheSameWordsSaysNothingMore() {
        let inner = R.node(.other, "Order 42", 0, 120, 390, 60, [R.node(.button, "Track", 300, 130, 80, 30)])
        let outer = R.node(.cell, "Order 42, shipped", 0, 100, 390, 100, [inner])
        #expect(R.order(R.screen([outer])) == ["Order 42, shipped", "Track"])
    }
}
