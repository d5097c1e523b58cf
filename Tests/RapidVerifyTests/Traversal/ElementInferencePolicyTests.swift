import Testing
@testable import RapidVerify
import RapidMap
import RapidMapTestSupport

/// Trees as XCUITest and Appium record them: no node says whether it is an element.
@Suite struct ElementInferencePolicyTests {
    /// A node the recording says nothing about.
    static func n(
        _ type: ControlType, _ label: String? = nil, _ frame: Frame = Frame(x: 0, y: 0, width: 390, height: 844),
        identifier: String? = nil, value: String? = nil, children: [NestedNode] = [],
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(type: type, identifier: identifier, label: label, value: value, frame: frame)
        edit(&node)
        return NestedNode(node, children: children)
    }

    static func f(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Frame { Frame(x: x, y: y, width: w, height: h) }

    /// The labels (or identifiers, or types) read, in order.
    static func read(_ root: NestedNode) -> [String] {
        TraversalEngine().order(AccessibilityTree(root: root)).map {
            $0.node.label ?? $0.node.identifier ?? $0.node.type.name
        }
    }

    static let policy = ElementInferencePolicy.standard

    // MARK: The TestPilot tab bar app, in miniature

    /// `dd_testpilot_tabbar_app.txt`, modelled by hand: the Menu button with inner images,
    /// a labelled Other over a text and an image, "See more", and the tab bar.
    static let testPilot: NestedNode = {
        let screen = f(0, 0, 393, 852)
        func wrap(_ child: NestedNode, times: Int) -> NestedNode {
            var node = child
            for _ in 0..<times { node = n(.other, nil, screen, children: [node]) }
            return node
        }
        let content = n(
            .other, nil, screen,
            children: [
                n(
                    .button, "Menu", f(20, 59, 55, 40),
                    children: [
                        n(.image, nil, f(20, 59, 40, 40)),
                        n(.image, "chevron", f(66.5, 75.8, 10, 6.3)),
                    ]),
                n(
                    .other, "App presented by sponsor", f(203.5, 71.8, 169.5, 14.3),
                    children: [
                        n(.staticText, "App presented by", f(203.5, 71.8, 93, 14.3)),
                        n(.image, "Sponsor", f(300.3, 72, 72.7, 14)),
                    ]),
                n(.staticText, "See more", f(20, 111.2, 121, 45.7)),
            ])
        func tab(_ label: String, _ x: Double, selected: Bool = false) -> NestedNode {
            n(.button, label, f(x, 770, 75, 48), children: [n(.image, nil, f(x + 25, 776, 24, 24), identifier: label)]) {
                $0.selected = selected
            }
        }
        let tabBar = n(
            .tabBar, "Tab Bar", f(0, 769, 393, 83),
            children: [
                n(.other, nil, f(0, 769, 393, 1)),
                tab("News", 2), tab("Explore", 81, selected: true), tab("Leaderboard", 159), tab("Watch", 238), tab("Profile", 316),
            ])
        // Window > six Others > [seven Others > the content, the tab bar], as in the dump.
        let upper = n(.other, nil, screen, children: [wrap(content, times: 6), tabBar])
        return n(.application, "Test App", screen, children: [n(.window, nil, screen, children: [wrap(upper, times: 5)])])
    }()

    @Test func testPilotTabBarAppReadsAsAVoiceOverUserHearsIt() {
        #expect(
            Self.read(Self.testPilot) == [
                "Menu", "App presented by sponsor", "See more", "News", "Explore", "Leaderboard", "Watch", "Profile",
            ])
    }

    // MARK: Outermost element wins

    @Test func buttonWithInnerImageAndTextIsOneStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .button, "Sign In", Self.f(20, 300, 335, 44),
                    children: [
                        Self.n(.image, "arrow", Self.f(20, 300, 44, 44)), Self.n(.staticText, "Sign In", Self.f(70, 300, 100, 44)),
                    ])
            ])
        let order = TraversalEngine().order(AccessibilityTree(root: root))
        #expect(order.map(\.nodeIndex) == [1])
    }

    @Test func otherWithALabelIsOneStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, "Rating: 4 stars", Self.f(0, 0, 200, 20),
                    children: [
                        Self.n(.image, "star", Self.f(0, 0, 20, 20)), Self.n(.staticText, "4", Self.f(30, 0, 20, 20)),
                    ])
            ])
        #expect(Self.read(root) == ["Rating: 4 stars"])
    }

    @Test func otherWithOnlyAValueIsOneStop() {
        let root = Self.n(.window, nil, children: [Self.n(.other, nil, Self.f(0, 0, 200, 20), value: "50%")])
        #expect(Self.read(root) == ["other"])
    }

    @Test func unlabelledOtherIsNotAStopButItsChildrenAre() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, nil, Self.f(0, 0, 390, 100),
                    children: [
                        Self.n(.staticText, "Title", Self.f(0, 0, 100, 20)), Self.n(.staticText, "Subtitle", Self.f(0, 30, 100, 20)),
                    ])
            ])
        #expect(Self.read(root) == ["Title", "Subtitle"])
    }

    @Test func otherWithOnlyAnIdentifierIsAContainer() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, nil, Self.f(0, 0, 390, 100), identifier: "LoginScreen.form",
                    children: [
                        Self.n(.textField, nil, Self.f(0, 0, 390, 44), identifier: "email")
                    ])
            ])
        #expect(Self.read(root) == ["email"])
    }

    /// Not one element (it holds a control), but its label is not lost: it is read first,
    /// then its control (the traversal's elements rule). The text inside is part of what the
    /// card says (absorbed; a transcript says "Product card, Shoes"), not an element of its own.
    @Test func labelledOtherHoldingAControlIsASpeakingContainer() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, "Product card", Self.f(0, 0, 390, 200),
                    children: [
                        Self.n(.staticText, "Shoes", Self.f(0, 0, 100, 20)), Self.n(.button, "Buy", Self.f(0, 100, 100, 44)),
                    ])
            ])
        #expect(Self.read(root) == ["Product card", "Buy"])
        let card = TraversalEngine().order(AccessibilityTree(root: root))[0]
        #expect(card.absorbedNodeIndices == [2])
    }

    @Test func labelledOtherHoldingOnlyAHiddenControlIsAStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, "Product card", Self.f(0, 0, 390, 200),
                    children: [
                        Self.n(.staticText, "Shoes", Self.f(0, 0, 100, 20)),
                        Self.n(.other, nil, Self.f(0, 100, 100, 44), children: [Self.n(.button, "Buy", Self.f(0, 100, 100, 44))]) { $0.hidden = true },
                    ])
            ])
        #expect(Self.read(root) == ["Product card"])
    }

    @Test func labelledOtherHoldingAnIndicatorIsAStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, "Loading feed", Self.f(0, 0, 390, 200),
                    children: [
                        Self.n(.activityIndicator, "In progress", Self.f(0, 0, 20, 20))
                    ])
            ])
        #expect(Self.read(root) == ["Loading feed"])
    }

    // MARK: Images and text need something to speak

    @Test func unlabelledImageIsNotAStopAndALabelledOneIs() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(.image, nil, Self.f(0, 0, 50, 50), identifier: "hero-asset"),
                Self.n(.image, "Company logo", Self.f(0, 100, 50, 50)),
                Self.n(.icon, nil, Self.f(0, 200, 50, 50)),
            ])
        #expect(Self.read(root) == ["Company logo"])
    }

    @Test func emptyStaticTextIsNotAStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(.staticText, "", Self.f(0, 0, 50, 20)),
                Self.n(.staticText, nil, Self.f(0, 50, 50, 20), value: "42"),
            ])
        #expect(TraversalEngine().order(AccessibilityTree(root: root)).map(\.node.value) == ["42"])
    }

    // MARK: Recorded flags win

    @Test func recordedNoBeatsInferenceAndItsChildrenAreVisited() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .button, "Wrapper", Self.f(0, 0, 200, 44),
                    children: [
                        Self.n(.staticText, "Inner text", Self.f(0, 0, 100, 44))
                    ]
                ) { $0.isAccessibilityElement = .no }
            ])
        #expect(Self.read(root) == ["Inner text"])
    }

    @Test func recordedYesBeatsInference() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(.image, nil, Self.f(0, 0, 50, 50), identifier: "avatar") { $0.isAccessibilityElement = .yes },
                Self.n(.window, nil, Self.f(0, 100, 50, 50), identifier: "odd-window") { $0.isAccessibilityElement = .yes },
            ])
        #expect(Self.read(root) == ["avatar", "odd-window"])
    }

    @Test func recordedNoControlDoesNotMakeALabelledOtherAContainer() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .other, "Summary", Self.f(0, 0, 390, 100),
                    children: [
                        Self.n(.button, "Decorative", Self.f(0, 0, 100, 44)) { $0.isAccessibilityElement = .no }
                    ])
            ])
        #expect(Self.read(root) == ["Summary"])
    }

    // MARK: Cells

    @Test func unlabelledCellIsAContainerWhoseTextsAreRead() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .table, nil, Self.f(0, 0, 390, 400),
                    children: [
                        Self.n(
                            .cell, nil, Self.f(0, 0, 390, 44),
                            children: [
                                Self.n(.staticText, "Wi-Fi", Self.f(16, 0, 100, 44)), Self.n(.staticText, "Home", Self.f(280, 0, 90, 44)),
                            ]),
                        Self.n(.cell, nil, Self.f(0, 44, 390, 44), children: [Self.n(.staticText, "Bluetooth", Self.f(16, 44, 100, 44))]),
                    ])
            ])
        #expect(Self.read(root) == ["Wi-Fi", "Home", "Bluetooth"])
    }

    @Test func labelledCellWithoutControlsIsOneStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .cell, "Wi-Fi, Home", Self.f(0, 0, 390, 44),
                    children: [
                        Self.n(.staticText, "Wi-Fi", Self.f(16, 0, 100, 44)), Self.n(.staticText, "Home", Self.f(280, 0, 90, 44)),
                    ])
            ])
        #expect(Self.read(root) == ["Wi-Fi, Home"])
    }

    /// Not two elements (the text, then the switch): its label covers the switch (the same
    /// label), so the merged-switch-row rule makes it one element with the switch's type.
    @Test func labelledCellWithASwitchItsLabelCoversIsOneSwitchStop() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .cell, "Airplane Mode", Self.f(0, 0, 390, 44),
                    children: [
                        Self.n(.staticText, "Airplane Mode", Self.f(16, 0, 200, 44)), Self.n(.switch, "Airplane Mode", Self.f(320, 0, 51, 31), value: "0"),
                    ])
            ])
        #expect(TraversalEngine().order(AccessibilityTree(root: root)).map(\.node.type) == [.switch])
    }

    /// The cell is read as its own element, which speaks its text, then its button (the traversal's elements rule).
    @Test func labelledCellWithAButtonIsASpeakingContainer() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .cell, "Order 42", Self.f(0, 0, 390, 44),
                    children: [
                        Self.n(.staticText, "Order 42", Self.f(16, 0, 200, 44)), Self.n(.button, "Track", Self.f(320, 0, 51, 31)),
                    ])
            ])
        #expect(TraversalEngine().order(AccessibilityTree(root: root)).map(\.node.type) == [.cell, .button])
    }

    // MARK: Controls and containers

    @Test func segmentedControlsButtonsAreTheStops() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .segmentedControl, nil, Self.f(0, 0, 300, 32),
                    children: [
                        Self.n(.button, "Day", Self.f(0, 0, 100, 32)), Self.n(.button, "Week", Self.f(100, 0, 100, 32)),
                        Self.n(.button, "Month", Self.f(200, 0, 100, 32)),
                    ])
            ])
        #expect(Self.read(root) == ["Day", "Week", "Month"])
    }

    @Test func keyboardKeysAndPickerWheelsAreStops() {
        let root = Self.n(
            .window, nil,
            children: [
                Self.n(
                    .picker, nil, Self.f(0, 0, 300, 200),
                    children: [
                        Self.n(.pickerWheel, nil, Self.f(0, 0, 150, 200), value: "March"),
                        Self.n(.pickerWheel, nil, Self.f(150, 0, 150, 200), value: "2026"),
                    ]),
                Self.n(
                    .keyboard, nil, Self.f(0, 500, 390, 300), children: [Self.n(.key, "q", Self.f(0, 500, 39, 50)), Self.n(.key, "w", Self.f(39, 500, 39, 50))]),
            ])
        #expect(Self.read(root) == ["pickerWheel", "pickerWheel", "q", "w"])
    }

    @Test(arguments: [
        ControlType.application, .window, .scrollView, .table, .collectionView, .navigationBar, .tabBar,
        .toolbar, .segmentedControl, .picker, .keyboard, .alert, .webView, .group, .statusBar, .datePicker,
    ])
    func containerTypesAreNotElementsEvenWithALabel(type: ControlType) {
        let node = AccessibilityNode(type: type, label: "Named")
        #expect(!Self.policy.isElement(node, containsControl: false))
    }

    @Test(arguments: [
        ControlType.button, .link, .textField, .secureTextField, .searchField, .textView, .switch, .toggle,
        .slider, .stepper, .pickerWheel, .key, .radioButton, .checkBox, .menuItem, .tab,
    ])
    func controlTypesAreElementsWithoutALabel(type: ControlType) {
        #expect(Self.policy.isElement(AccessibilityNode(type: type), containsControl: true))
        #expect(Self.policy.isControlType(type))
    }

    @Test func indicatorsAreElementsButNotControls() {
        let node = AccessibilityNode(type: .progressIndicator)
        #expect(Self.policy.isElement(node, containsControl: false))
        #expect(!Self.policy.isControl(node))
    }

    @Test func elementTraitsMakeAnyTypeAnElement() {
        #expect(Self.policy.isElement(AccessibilityNode(type: .other, traits: .button), containsControl: true))
        #expect(Self.policy.isElement(AccessibilityNode(type: .cell, traits: .adjustable), containsControl: false))
        #expect(Self.policy.isElement(AccessibilityNode(type: .other, label: "Title", traits: .header), containsControl: true))
        #expect(!Self.policy.isElement(AccessibilityNode(type: .other, traits: .header), containsControl: false))
        #expect(!Self.policy.isElement(AccessibilityNode(type: .window, traits: .image), containsControl: false))
    }

    @Test func containsControlIsOnlyAskedForALabelledOtherOrCell() {
        var asked = 0
        func probe() -> Bool { asked += 1; return false }
        _ = Self.policy.isElement(AccessibilityNode(type: .button), containsControl: probe())
        _ = Self.policy.isElement(AccessibilityNode(type: .other), containsControl: probe())
        _ = Self.policy.isElement(AccessibilityNode(type: .staticText, label: "x"), containsControl: probe())
        #expect(asked == 0)
        _ = Self.policy.isElement(AccessibilityNode(type: .other, label: "x"), containsControl: probe())
        _ = Self.policy.isElement(AccessibilityNode(type: .cell, value: "x"), containsControl: probe())
        #expect(asked == 2)
    }

    @Test func engineReportsInferredAndRecordedElementFlags() {
        let tree = AccessibilityTree(
            root: Self.n(
                .window, nil,
                children: [
                    Self.n(.button, "A", Self.f(0, 0, 10, 10)),
                    Self.n(.other, "Card", Self.f(0, 20, 10, 10), children: [Self.n(.link, "More", Self.f(0, 20, 10, 10))]),
                    Self.n(.staticText, "B", Self.f(0, 40, 10, 10)) { $0.isAccessibilityElement = .no },
                ]))
        let engine = TraversalEngine()
        #expect((0..<tree.count).map { engine.isElement(at: $0, in: tree) } == [false, true, false, true, false])
        #expect(!engine.isElement(at: 99, in: tree))
    }
}
