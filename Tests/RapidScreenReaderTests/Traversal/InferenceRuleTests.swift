import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap

/// One test per rule of ``ElementInferencePolicy``, named after the rule, with nodes that
/// trigger it and nodes that do not; then the screen overrides that correct it.
@Suite struct InferenceRuleTests {
    typealias E = ElementInferencePolicyTests
    static let policy = ElementInferencePolicy.standard

    static func isElement(_ node: AccessibilityNode, containsControl: Bool = false) -> Bool {
        policy.isElement(node, containsControl: containsControl)
    }

    @Test func elementTraitsRule() {
        for trait: AccessibilityTraitSet in [
            .button, .link, .keyboardKey, .adjustable, .searchField, .textEntry,
            .secureTextField, .textArea, .tabBarItem, .backButton, .switchButton,
        ] {
            #expect(Self.isElement(AccessibilityNode(type: .other, traits: trait), containsControl: true))
        }
        #expect(Self.isElement(AccessibilityNode(type: .window, label: "Title", traits: .header)))
        #expect(!Self.isElement(AccessibilityNode(type: .window, traits: .header)))
        #expect(!Self.isElement(AccessibilityNode(type: .other, traits: [.selected, .notEnabled])))
    }

    @Test func controlTypesRule() {
        #expect(Self.isElement(AccessibilityNode(type: .slider), containsControl: true))
        #expect(Self.isElement(AccessibilityNode(type: .activityIndicator)))
        #expect(Self.policy.isControlType(.switch))
        #expect(!Self.policy.isControlType(.activityIndicator))
        #expect(!Self.policy.isControlType(.segmentedControl))
    }

    @Test func speakingTextAndImagesRule() {
        #expect(Self.isElement(AccessibilityNode(type: .staticText, label: "Hello")))
        #expect(Self.isElement(AccessibilityNode(type: .image, value: "3 stars")))
        #expect(!Self.isElement(AccessibilityNode(type: .image, identifier: "News")))
        #expect(!Self.isElement(AccessibilityNode(type: .staticText, label: "")))
    }

    @Test func speakingOtherAndCellRule() {
        #expect(Self.isElement(AccessibilityNode(type: .other, label: "Rating")))
        #expect(Self.isElement(AccessibilityNode(type: .cell, label: "Wi-Fi, Home")))
        #expect(!Self.isElement(AccessibilityNode(type: .other, label: "Card"), containsControl: true))
        #expect(!Self.isElement(AccessibilityNode(type: .cell)))
    }

    @Test func mergedSwitchRowRule() {
        let cell = AccessibilityNode(type: .cell, identifier: "row", label: "Auto-Correction", value: "0")
        let toggle = AccessibilityNode(
            type: .switch, identifier: "sw", label: "Auto-Correction", value: "0",
            traits: [.button, .switchButton], enabled: false)
        #expect(Self.policy.mergesRow(cell: cell, control: toggle))
        var otherValue = toggle
        otherValue.value = "1"
        #expect(Self.policy.mergesRow(cell: cell, control: otherValue))  // the labels still match
        otherValue.label = "Something else"
        #expect(!Self.policy.mergesRow(cell: cell, control: otherValue))  // neither covers it
        #expect(!Self.policy.mergesRow(cell: cell, control: AccessibilityNode(type: .button, label: "Auto-Correction")))
        var unlabelled = cell
        unlabelled.label = nil
        #expect(!Self.policy.mergesRow(cell: unlabelled, control: toggle))
        var other = cell
        other.type = .other
        #expect(!Self.policy.mergesRow(cell: other, control: toggle))
        let merged = Self.policy.mergedRow(cell: cell, control: toggle)
        #expect(merged.type == .switch && merged.traits == [.button, .switchButton] && merged.value == "0")
        #expect(merged.identifier == "row" && merged.label == "Auto-Correction" && !merged.enabled)
    }

    @Test(arguments: [
        ControlType.application, .window, .scrollView, .table, .collectionView, .navigationBar,
        .tabBar, .toolbar, .segmentedControl, .picker, .datePicker, .webView,
    ])
    func containersRule(type: ControlType) {
        #expect(!Self.isElement(AccessibilityNode(type: type, label: "Named")))
    }

    @Test func selfOrderingContainersRule() {
        for type: ControlType in [.navigationBar, .toolbar, .segmentedControl, .picker] {
            #expect(Self.policy.ordersOwnChildren(type))
        }
        for type: ControlType in [.tabBar, .other, .table, .window, .datePicker] {
            #expect(!Self.policy.ordersOwnChildren(type))
        }
    }

    /// Checked and left out of the self-ordering-containers rule: a tab bar's buttons are sorted by position even
    /// when the recording lists them in another order.
    @Test func tabBarStaysAGroupSortedByPosition() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .tabBar, nil, E.f(0, 780, 390, 64),
                    children: [
                        E.n(.button, "Search", E.f(130, 780, 130, 48)), E.n(.button, "Home", E.f(0, 780, 130, 48)),
                        E.n(.button, "Profile", E.f(260, 780, 130, 48)),
                    ])
            ])
        #expect(E.read(root) == ["Home", "Search", "Profile"])
    }

    /// A zero-size bar is skipped like any explicitly ordered container.
    @Test func zeroSizeNavigationBarIsSkipped() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(.navigationBar, nil, .zero, children: [E.n(.button, "Back", E.f(0, 47, 80, 44))]),
                E.n(.staticText, "Body", E.f(16, 100, 100, 20)),
            ])
        #expect(E.read(root) == ["Body"])
    }

    /// A recorded explicit order on a bar wins over its recorded child order.
    @Test func recordedExplicitOrderOfABarWins() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .navigationBar, nil, E.f(0, 47, 390, 44),
                    children: [
                        E.n(.button, "Back", E.f(0, 47, 80, 44)), E.n(.staticText, "Title", E.f(160, 59, 70, 21)),
                    ]
                ) { $0.explicitOrder = [1, 0] }
            ])
        #expect(E.read(root) == ["Title", "Back"])
    }

    // MARK: Overrides

    static func read(_ root: NestedNode, _ overrides: InferenceOverrides) -> [String] {
        TraversalEngine(options: TraversalOptions(overrides: overrides)).order(AccessibilityTree(root: root)).map {
            $0.node.label ?? $0.node.identifier ?? $0.node.type.name
        }
    }

    /// A custom stepper bar lists its items in its own order; by default they are sorted.
    @Test func orderedContainerOverrideKeepsTheRecordedChildOrder() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .other, nil, E.f(0, 100, 390, 60), identifier: "Checkout.steps",
                    children: [
                        E.n(.button, "Cart", E.f(0, 112, 100, 44)), E.n(.staticText, "Step 2 of 3", E.f(140, 100, 100, 20)),
                        E.n(.button, "Pay", E.f(290, 112, 100, 44)),
                    ])
            ])
        #expect(E.read(root) == ["Step 2 of 3", "Cart", "Pay"])
        #expect(Self.read(root, InferenceOverrides(orderedContainers: ["Checkout.steps"])) == ["Cart", "Step 2 of 3", "Pay"])
    }

    /// A custom cell that handles its button itself is one stop when the screen says so;
    /// one that holds a single switch takes the switch's type.
    @Test func elementOverrideMakesACellOneStop() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .cell, "Order 42, shipped", E.f(0, 0, 390, 60), identifier: "Orders.row42",
                    children: [
                        E.n(.staticText, "Order 42", E.f(16, 8, 200, 20)), E.n(.button, "Track", E.f(300, 8, 70, 44)),
                    ]),
                E.n(
                    .cell, nil, E.f(0, 60, 390, 60), identifier: "Orders.notify",
                    children: [
                        E.n(.staticText, "Notify me", E.f(16, 68, 200, 20)), E.n(.switch, "Notify", E.f(320, 68, 51, 31), value: "1"),
                    ]),
            ])
        // Without overrides the labelled cell reads its own label, which speaks for its text,
        // then its button (the traversal's elements rule); the unlabelled one is a plain container.
        #expect(E.read(root) == ["Order 42, shipped", "Track", "Notify me", "Notify"])
        let overrides = InferenceOverrides(elements: ["Orders.row42", "Orders.notify"])
        let stops = TraversalEngine(options: TraversalOptions(overrides: overrides)).order(AccessibilityTree(root: root))
        #expect(stops.map(\.node.identifier) == ["Orders.row42", "Orders.notify"])
        #expect(stops.map(\.node.type) == [.cell, .switch])
        #expect(stops[1].node.value == "1")
        #expect(stops[1].mergedControlIndex == 6)
    }

    /// A labelled custom view whose children VoiceOver reads one by one.
    @Test func containerOverrideVisitsTheChildrenOfALabelledView() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .other, "Summary", E.f(0, 0, 390, 100), identifier: "Home.summary",
                    children: [
                        E.n(.staticText, "Balance", E.f(16, 8, 100, 20)), E.n(.staticText, "$12", E.f(16, 40, 100, 20)),
                    ])
            ])
        #expect(E.read(root) == ["Summary"])
        #expect(Self.read(root, InferenceOverrides(containers: ["Home.summary"])) == ["Balance", "$12"])
    }

    /// Overrides correct inference only: recorded flags and empty identifiers are untouched.
    @Test func overridesDoNotBeatRecordedFlags() {
        let root = E.n(
            .window, nil,
            children: [
                E.n(
                    .other, "Recorded", E.f(0, 0, 390, 50), identifier: "a",
                    children: [
                        E.n(.staticText, "Inner", E.f(0, 0, 100, 20))
                    ]
                ) { $0.isAccessibilityElement = .no },
                E.n(.other, "Unnamed", E.f(0, 100, 390, 50), identifier: ""),
            ])
        #expect(Self.read(root, InferenceOverrides(elements: ["a", ""], containers: [""])) == ["Inner", "Unnamed"])
        #expect(InferenceOverrides().isEmpty && !InferenceOverrides(containers: ["x"]).isEmpty)
    }

    /// The overrides travel with the verification options, per screen.
    @Test func verificationOptionsCarryTheOverrides() {
        var options = VerificationOptions()
        options.inferenceOverrides = InferenceOverrides(orderedContainers: ["bar"])
        #expect(options.traversal.overrides.orderedContainers == ["bar"])
        let tree = AccessibilityTree(
            root: E.n(
                .window, nil,
                children: [
                    E.n(
                        .other, nil, E.f(0, 0, 390, 60), identifier: "bar",
                        children: [
                            E.n(.button, "B", E.f(200, 0, 44, 44), identifier: "b"), E.n(.button, "A", E.f(0, 0, 44, 44), identifier: "a"),
                        ])
                ]))
        let map = [
            ControlInformation(index: 0, type: .button, identifier: "b", label: "B"),
            ControlInformation(index: 1, type: .button, identifier: "a", label: "A"),
        ]
        #expect(Verifier.verify(screen: "S", screenIdentifier: "S", map: map, tree: tree, options: options).passed)
        #expect(!Verifier.verify(screen: "S", screenIdentifier: "S", map: map, tree: tree).passed)
    }
}
