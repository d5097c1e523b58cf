import Testing
import RapidVerify
import RapidMap

/// The node and the ordered element are small values: the attributes few nodes set live out
/// of line and are shared until changed, and an element refers to its tree's node.
@Suite struct CompactNodeTests {
    /// Each rarely set attribute with a value other than its default.
    static let rareChanges: [(String, @Sendable (inout AccessibilityNode) -> Void)] = [
        ("placeholder", { $0.placeholder = "Email" }),
        ("hint", { $0.hint = "Opens the menu" }),
        ("alpha", { $0.alpha = 0.5 }),
        ("explicitOrder", { $0.explicitOrder = [1, 0] }),
        ("sortPriority", { $0.sortPriority = 2 }),
        ("customActions", { $0.customActions = ["Delete"] }),
        ("foregroundColor", { $0.foregroundColor = RGBColor(red: 1, green: 0, blue: 0) }),
        ("backgroundColor", { $0.backgroundColor = RGBColor(red: 0, green: 0, blue: 1) }),
        ("fontSize", { $0.fontSize = 17 }),
        ("boldFont", { $0.boldFont = true }),
        ("traits above bit 31", { $0.traits.insert(.switchButton) }),
    ]

    /// Each boolean attribute flipped from its default.
    static let flagChanges: [(String, @Sendable (inout AccessibilityNode) -> Void)] = [
        ("enabled", { $0.enabled = false }),
        ("selected", { $0.selected = true }),
        ("hidden", { $0.hidden = true }),
        ("visible", { $0.visible = false }),
        ("clipsToBounds", { $0.clipsToBounds = true }),
        ("accessibilityElementsHidden", { $0.accessibilityElementsHidden = true }),
        ("modal", { $0.modal = true }),
        ("groupsChildren", { $0.groupsChildren = true }),
    ]

    @Test func aNodeAndAnOrderedElementStaySmall() {
        // Five optional strings, two colours and the rest inline took 272 bytes a node.
        #expect(MemoryLayout<AccessibilityNode>.stride <= 96)
        #expect(MemoryLayout<OrderedElement>.stride <= 32)
    }

    @Test(arguments: 0..<11) func aRareAttributeChangesOnlyTheCopyThatSetsIt(_ k: Int) {
        let (name, change) = Self.rareChanges[k]
        var base = AccessibilityNode(type: .button, label: "Menu")
        base.hint = "shared"  // out-of-line storage exists and is shared by the copy below
        var copy = base
        change(&copy)
        #expect(copy != base, "\(name)")
        #expect(base.hint == "shared", "\(name)")
        #expect(base == AccessibilityNode(type: .button, label: "Menu", hint: "shared"), "\(name)")
    }

    @Test(arguments: 0..<11) func aRareAttributeSetBackToItsDefaultIsEqualAndHashesAlike(_ k: Int) {
        let (name, change) = Self.rareChanges[k]
        var node = AccessibilityNode(type: .staticText, label: "Total")
        change(&node)
        #expect(node != AccessibilityNode(type: .staticText, label: "Total"), "\(name)")
        let fresh = AccessibilityNode(type: .staticText, label: "Total")
        var restored = node
        // Every rare attribute back to its default, one property at a time.
        restored.placeholder = nil
        restored.hint = nil
        restored.alpha = 1
        restored.explicitOrder = nil
        restored.sortPriority = 0
        restored.customActions = []
        restored.foregroundColor = nil
        restored.backgroundColor = nil
        restored.fontSize = nil
        restored.boldFont = false
        restored.traits.remove(.switchButton)
        #expect(restored == fresh, "\(name)")
        #expect(restored.hashValue == fresh.hashValue, "\(name)")
        #expect(Set([restored, fresh]).count == 1, "\(name)")
    }

    @Test(arguments: 0..<8) func eachFlagIsItsOwnBit(_ k: Int) {
        let (name, change) = Self.flagChanges[k]
        var node = AccessibilityNode(type: .other)
        change(&node)
        let flipped = Self.flagChanges.indices.filter { j in
            var other = AccessibilityNode(type: .other)
            Self.flagChanges[j].1(&other)
            return other == node
        }
        #expect(flipped == [k], "\(name)")
        let viaInit = AccessibilityNode(
            type: .other, enabled: name != "enabled", selected: name == "selected", hidden: name == "hidden",
            visible: name != "visible", clipsToBounds: name == "clipsToBounds",
            accessibilityElementsHidden: name == "accessibilityElementsHidden", modal: name == "modal",
            groupsChildren: name == "groupsChildren")
        #expect(viaInit == node, "\(name)")
    }

    @Test func traitsKeepEveryBitWhereverItIsStored() {
        let every = AccessibilityTraitSet(rawValue: .max)
        var node = AccessibilityNode(type: .switch, traits: every)
        #expect(node.traits == every)
        node.traits = [.button, .switchButton]
        #expect(node.traits == [.button, .switchButton])
        #expect(node == AccessibilityNode(type: .switch, traits: [.button, .switchButton]))
        node.traits = [.button]
        #expect(node.traits == [.button])
        #expect(node == AccessibilityNode(type: .switch, traits: [.button]))
        #expect(node.hashValue == AccessibilityNode(type: .switch, traits: [.button]).hashValue)
    }

    @Test func theInitializerKeepsEveryAttribute() {
        let node = AccessibilityNode(
            type: .textField, identifier: "email", label: "Email", value: "a@b.c", placeholder: "you@example.com",
            hint: "Your work address", frame: Frame(x: 1, y: 2, width: 3, height: 4), traits: [.button, .textArea], enabled: false,
            selected: true, isAccessibilityElement: .yes, hidden: true, visible: false, alpha: 0.25, clipsToBounds: true,
            accessibilityElementsHidden: true, modal: true, groupsChildren: true, containerType: .list, explicitOrder: [2, 1],
            sortPriority: -1, customActions: ["Copy"], foregroundColor: RGBColor(red: 0, green: 0, blue: 0),
            backgroundColor: RGBColor(red: 1, green: 1, blue: 1), fontSize: 12, boldFont: true)
        #expect(node.type == .textField)
        #expect(node.identifier == "email" && node.label == "Email" && node.value == "a@b.c")
        #expect(node.placeholder == "you@example.com" && node.hint == "Your work address")
        #expect(node.frame == Frame(x: 1, y: 2, width: 3, height: 4) && node.traits == [.button, .textArea])
        #expect(!node.enabled && node.selected && node.hidden && !node.visible && node.clipsToBounds)
        #expect(node.accessibilityElementsHidden && node.modal && node.groupsChildren)
        #expect(node.isAccessibilityElement == .yes && node.containerType == .list)
        #expect(node.alpha == 0.25 && node.explicitOrder == [2, 1] && node.sortPriority == -1 && node.customActions == ["Copy"])
        #expect(node.foregroundColor == RGBColor(red: 0, green: 0, blue: 0) && node.backgroundColor == RGBColor(red: 1, green: 1, blue: 1))
        #expect(node.fontSize == 12 && node.boldFont)
    }

    @Test func anOrderedElementReadsItsNodeFromTheTreeAndOwnsANodeSetOnIt() throws {
        let tree = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)),
                children: [
                    NestedNode(
                        AccessibilityNode(
                            type: .button, identifier: "ok", label: "OK", frame: Frame(x: 20, y: 100, width: 80, height: 44),
                            isAccessibilityElement: .yes))
                ]))
        let order = TraversalEngine().order(tree)
        try #require(order.count == 1)
        var element = order[0]
        #expect(element.node == tree[1])
        #expect(element == OrderedElement(position: 0, nodeIndex: 1, node: tree[1]))
        #expect(element.hashValue == OrderedElement(position: 0, nodeIndex: 1, node: tree[1]).hashValue)
        element.node.label = "Done"
        #expect(element.node.label == "Done")
        #expect(order[0].node.label == "OK")
        #expect(tree[1].label == "OK")
        element.mergedControlIndex = 7
        #expect(element.mergedControlIndex == 7)
        element.mergedControlIndex = nil
        #expect(element.mergedControlIndex == nil)
    }
}
