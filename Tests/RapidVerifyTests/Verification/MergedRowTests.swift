import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMap

/// Settings-style rows, as XCUITest records them: a cell with its own label and a value
/// mirroring its switch, holding a static text and the switch. Nothing says which nodes
/// are elements.
@Suite struct MergedRowTests {
    static func f(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Frame { Frame(x: x, y: y, width: w, height: h) }

    static func n(
        _ type: ControlType, _ label: String?, _ frame: Frame, identifier: String? = nil,
        value: String? = nil, children: [NestedNode] = [],
        _ edit: (inout AccessibilityNode) -> Void = { _ in }
    ) -> NestedNode {
        var node = AccessibilityNode(type: type, identifier: identifier, label: label, value: value, frame: frame)
        edit(&node)
        return NestedNode(node, children: children)
    }

    /// A toggle row at `y`: `Cell 'label' value` > [StaticText 'label', Switch 'label' value].
    static func toggleRow(
        _ label: String, _ y: Double, on: Bool, identifier: String? = nil,
        switchIdentifier: String? = nil
    ) -> NestedNode {
        let value = on ? "1" : "0"
        return n(
            .cell, label, f(0, y, 390, 44), identifier: identifier, value: value,
            children: [
                n(.staticText, label, f(20, y + 12, 200, 20)),
                n(.switch, label, f(321, y + 6, 51, 31), identifier: switchIdentifier, value: value) {
                    $0.traits = [.button, .switchButton]
                },
            ])
    }

    static func table(_ rows: [NestedNode]) -> NestedNode {
        n(.window, nil, f(0, 0, 390, 844), children: [n(.table, nil, f(0, 100, 390, 700), children: rows)])
    }

    static func order(_ root: NestedNode, options: TraversalOptions = TraversalOptions()) -> [OrderedElement] {
        TraversalEngine(options: options).order(AccessibilityTree(root: root))
    }

    @Test func settingsScreenOfTenTogglesReadsTenStops() {
        let names = [
            "Auto-Capitalization", "Auto-Correction", "Check Spelling", "Enable Caps Lock", "Predictive",
            "Smart Punctuation", "Slide to Type", "Character Preview", "Shortcut", "Dictation",
        ]
        let rows = names.enumerated().map { Self.toggleRow($0.element, 100 + Double($0.offset) * 44, on: $0.offset % 2 == 0) }
        let stops = Self.order(Self.table(rows))
        #expect(stops.map(\.node.label) == names)
        #expect(stops.allSatisfy { $0.node.type == .switch })
    }

    @Test func toggleRowIsOneStopWithTheSwitchsTypeTraitsAndValue() {
        let tree = AccessibilityTree(root: Self.table([Self.toggleRow("Auto-Correction", 100, on: false)]))
        let stops = TraversalEngine().order(tree)
        #expect(stops.count == 1)
        let stop = stops[0]
        #expect(stop.node.type == .switch)
        #expect(stop.node.label == "Auto-Correction")
        #expect(stop.node.value == "0")
        #expect(stop.node.traits == [.button, .switchButton])
        // The element is the cell: its frame and its position in the tree.
        #expect(stop.node.frame == Self.f(0, 100, 390, 44))
        #expect(tree.nodes[stop.nodeIndex].type == .cell)
    }

    @Test func toggleRowIsKeyedByTheCellsIdentifierWhenItHasOne() {
        let root = Self.table([
            Self.toggleRow("Wi-Fi Assist", 100, on: true, identifier: "Settings.wifiAssist", switchIdentifier: "switch-7"),
            Self.toggleRow("Low Data Mode", 144, on: false, switchIdentifier: "Settings.lowData"),
            Self.toggleRow("Hotspot", 188, on: false, identifier: "", switchIdentifier: "Settings.hotspot"),
        ])
        #expect(Self.order(root).map(\.node.identifier) == ["Settings.wifiAssist", "Settings.lowData", "Settings.hotspot"])
    }

    /// The cell's value may be missing; the switch's label equal to the cell's is enough.
    @Test func toggleRowWhoseSwitchLabelEqualsTheCellsIsOneStop() {
        let row = Self.n(
            .cell, "Airplane Mode", Self.f(0, 100, 390, 44),
            children: [
                Self.n(.staticText, "Airplane Mode", Self.f(20, 112, 200, 20)),
                Self.n(.switch, "Airplane Mode", Self.f(321, 106, 51, 31), value: "0"),
            ])
        let stops = Self.order(Self.table([row]))
        #expect(stops.map(\.node.type) == [.switch])
        #expect(stops.map(\.node.value) == ["0"])
    }

    /// A cell with a switch and an info button keeps both controls reachable (its
    /// neighbour, a plain toggle row, is still one element). The cell's own label is read
    /// first (the traversal's elements rule: a label is never lost), and speaks for its text.
    @Test func cellWithSeveralInteractiveChildrenStaysSplit() {
        let wifi = Self.n(
            .cell, "Wi-Fi", Self.f(0, 144, 390, 44), value: "1",
            children: [
                Self.n(.staticText, "Wi-Fi", Self.f(20, 156, 200, 20)),
                Self.n(.switch, "Wi-Fi", Self.f(280, 150, 51, 31), value: "1"),
                Self.n(.button, "More Info", Self.f(346, 150, 30, 30)),
            ])
        let stops = Self.order(Self.table([Self.toggleRow("Airplane Mode", 100, on: false), wifi]))
        #expect(stops.map(\.node.label) == ["Airplane Mode", "Wi-Fi", "Wi-Fi", "More Info"])
        #expect(stops.map(\.node.type) == [.switch, .cell, .switch, .button])
    }

    /// A cell whose label and value say nothing of its switch (another label, another
    /// value) stays split: the switch is read on its own (its neighbour still merges). The
    /// cell's label and value are read before it (the traversal's elements rule), for its text.
    @Test func cellWhoseLabelDoesNotCoverTheSwitchStaysSplit() {
        let row = Self.n(
            .cell, "Notifications", Self.f(0, 144, 390, 44), value: "Banners",
            children: [
                Self.n(.staticText, "Notifications", Self.f(20, 156, 200, 20)),
                Self.n(.switch, "Sounds", Self.f(321, 150, 51, 31), value: "1"),
            ])
        let stops = Self.order(Self.table([Self.toggleRow("Badges", 100, on: true), row]))
        #expect(stops.map(\.node.label) == ["Badges", "Notifications", "Sounds"])
        #expect(stops.map(\.node.type) == [.switch, .cell, .switch])
    }

    /// In a generated map a merged row is a `.switch` entry keyed by the cell's identifier
    /// (the switch's when the cell has none), with the cell's label.
    @Test func generatedMapWritesAMergedRowAsASwitchKeyedByTheCell() {
        let tree = AccessibilityTree(
            root: Self.table([
                Self.toggleRow("Auto-Correction", 100, on: true, identifier: "Keyboard.autoCorrect", switchIdentifier: "sw1"),
                Self.toggleRow("Predictive", 144, on: false, switchIdentifier: "Keyboard.predictive"),
            ]))
        let controls = MapGeneration.controls(in: tree, scope: .wholeTree, options: MapSourceOptions())
        #expect(controls.map(\.type) == [.switch, .switch])
        #expect(controls.map(\.identifier) == ["Keyboard.autoCorrect", "Keyboard.predictive"])
        #expect(controls.map(\.label) == ["Auto-Correction", "Predictive"])
        // The table stands alone here (no screen root), so the screen root is not required.
        #expect(
            Verifier.verify(
                screen: "Keyboard", screenIdentifier: "Keyboard", map: controls, tree: tree,
                options: VerificationOptions(requiresScreenRoot: .never)
            ).passed)
    }
}
