import RapidMap
/// One node of a captured accessibility tree: the attributes of a view or an element,
/// without its children (those live in ``AccessibilityTree``).
///
/// Only ``type`` and ``frame`` are always known; every other attribute has the default
/// a recording that does not mention it implies.
///
/// A node is a small value (96 bytes on 64-bit machines): the attributes most nodes of a
/// recording carry (type, frame, identifier, label, value, traits and the flags) are stored
/// in the node; the rest (placeholder, hint, alpha, the explicit order, the sort priority,
/// custom actions, the text's colours and font, the activation point and the traits above
/// bit 31), which few
/// nodes of a recording set, are stored out of line, shared between copies until one of
/// them changes. A node that sets none of them costs nothing for them. Every attribute reads
/// and writes as a property either way.
public struct AccessibilityNode: Sendable, Hashable {
    /// The frame in screen points.
    public var frame: Frame
    /// The accessibility identifier, when one is set.
    public var identifier: String?
    /// The accessibility label.
    public var label: String?
    /// The accessibility value.
    public var value: String?
    /// The attributes few nodes set, or nil when they all have their defaults.
    @usableFromInline var rare: RareAttributes?
    /// The low 32 bits of ``traits``: every trait but the few above bit 31 (`textArea`,
    /// `switchButton`), which are stored with the rare attributes.
    @usableFromInline var lowTraits: UInt32
    /// The element type.
    public var type: ControlType
    /// Whether the node is an accessibility element (`unknown` when the recording does not say).
    public var isAccessibilityElement: AccessibilityElementFlag
    /// The accessibility container type.
    public var containerType: ContainerType
    /// The boolean attributes, each set bit the opposite of its default.
    @usableFromInline var flags: Flags

    /// The accessibility traits.
    public var traits: AccessibilityTraitSet {
        @inlinable get { AccessibilityTraitSet(rawValue: UInt64(lowTraits) | (rare.map { $0.values.highTraits << 32 } ?? 0)) }
        set {
            lowTraits = UInt32(truncatingIfNeeded: newValue.rawValue)
            let high = newValue.rawValue >> 32
            if high != 0 || rare != nil { updateRare { $0.highTraits = high } }
        }
    }
    /// False when the control is disabled.
    public var enabled: Bool {
        @inlinable get { !flags.contains(.disabled) }
        set { flags.set(.disabled, !newValue) }
    }
    /// True when the control is selected.
    public var selected: Bool {
        @inlinable get { flags.contains(.selected) }
        set { flags.set(.selected, newValue) }
    }
    /// True when the view is hidden (`isHidden`); its subtree is not visited.
    public var hidden: Bool {
        @inlinable get { flags.contains(.hidden) }
        set { flags.set(.hidden, newValue) }
    }
    /// False when the recorder reported the node as not visible on screen
    /// (WebDriverAgent's `visible="false"`). The traversal engine skips such subtrees.
    public var visible: Bool {
        @inlinable get { !flags.contains(.invisible) }
        set { flags.set(.invisible, !newValue) }
    }
    /// True when the view clips its subviews to its bounds.
    public var clipsToBounds: Bool {
        @inlinable get { flags.contains(.clipsToBounds) }
        set { flags.set(.clipsToBounds, newValue) }
    }
    /// True when `accessibilityElementsHidden` is set: the subtree is not visited.
    public var accessibilityElementsHidden: Bool {
        @inlinable get { flags.contains(.accessibilityElementsHidden) }
        set { flags.set(.accessibilityElementsHidden, newValue) }
    }
    /// True when `accessibilityViewIsModal` is set: it hides its siblings.
    public var modal: Bool {
        @inlinable get { flags.contains(.modal) }
        set { flags.set(.modal, newValue) }
    }
    /// True when `shouldGroupAccessibilityChildren` is set: the children stay together.
    public var groupsChildren: Bool {
        @inlinable get { flags.contains(.groupsChildren) }
        set { flags.set(.groupsChildren, newValue) }
    }

    /// The placeholder of a text field.
    public var placeholder: String? {
        @inlinable get { rare?.values.placeholder }
        set { updateRare { $0.placeholder = newValue } }
    }
    /// The accessibility hint.
    public var hint: String? {
        @inlinable get { rare?.values.hint }
        set { updateRare { $0.hint = newValue } }
    }
    /// The view's alpha; a subtree with alpha 0 is not visited.
    public var alpha: Double {
        @inlinable get { rare?.values.alpha ?? 1 }
        set { updateRare { $0.alpha = newValue } }
    }
    /// The container's own element order (`accessibilityElements`), as positions among
    /// its children, or nil when it has none.
    public var explicitOrder: [Int]? {
        @inlinable get { rare?.values.explicitOrder }
        set { updateRare { $0.explicitOrder = newValue } }
    }
    /// SwiftUI's `accessibilitySortPriority`; higher goes first among siblings.
    public var sortPriority: Double {
        @inlinable get { rare?.values.sortPriority ?? 0 }
        set { updateRare { $0.sortPriority = newValue } }
    }
    /// The names of the custom actions.
    public var customActions: [String] {
        @inlinable get { rare?.values.customActions ?? [] }
        set { updateRare { $0.customActions = newValue } }
    }
    /// The text colour, when the recording carries it (for the `contrast` audit).
    public var foregroundColor: RGBColor? {
        @inlinable get { rare?.values.foregroundColor }
        set { updateRare { $0.foregroundColor = newValue } }
    }
    /// The colour behind the text, when the recording carries it.
    public var backgroundColor: RGBColor? {
        @inlinable get { rare?.values.backgroundColor }
        set { updateRare { $0.backgroundColor = newValue } }
    }
    /// The font size in points, when the recording carries it.
    public var fontSize: Double? {
        @inlinable get { rare?.values.fontSize }
        set { updateRare { $0.fontSize = newValue } }
    }
    /// True when the font is bold (WCAG counts bold text from 14 pt as large).
    public var boldFont: Bool {
        @inlinable get { rare?.values.boldFont ?? false }
        set { updateRare { $0.boldFont = newValue } }
    }
    /// Where VoiceOver sends the tap when the element is activated
    /// (`accessibilityActivationPoint`, in screen points), when the recording carries it (a
    /// unit-test capture does; XCUITest does not report it). UIKit's default is the frame's
    /// centre.
    public var activationPoint: ScreenPoint? {
        @inlinable get { rare?.values.activationPoint }
        set { updateRare { $0.activationPoint = newValue } }
    }

    /// Creates a node. Every attribute but the type has a default.
    public init(
        type: ControlType,
        identifier: String? = nil,
        label: String? = nil,
        value: String? = nil,
        placeholder: String? = nil,
        hint: String? = nil,
        frame: Frame = .zero,
        traits: AccessibilityTraitSet = [],
        enabled: Bool = true,
        selected: Bool = false,
        isAccessibilityElement: AccessibilityElementFlag = .unknown,
        hidden: Bool = false,
        visible: Bool = true,
        alpha: Double = 1,
        clipsToBounds: Bool = false,
        accessibilityElementsHidden: Bool = false,
        modal: Bool = false,
        groupsChildren: Bool = false,
        containerType: ContainerType = .none,
        explicitOrder: [Int]? = nil,
        sortPriority: Double = 0,
        customActions: [String] = [],
        foregroundColor: RGBColor? = nil,
        backgroundColor: RGBColor? = nil,
        fontSize: Double? = nil,
        boldFont: Bool = false,
        activationPoint: ScreenPoint? = nil
    ) {
        self.frame = frame
        self.identifier = identifier
        self.label = label
        self.value = value
        self.lowTraits = UInt32(truncatingIfNeeded: traits.rawValue)
        self.type = type
        self.isAccessibilityElement = isAccessibilityElement
        self.containerType = containerType
        var flags = Flags()
        flags.set(.disabled, !enabled)
        flags.set(.selected, selected)
        flags.set(.hidden, hidden)
        flags.set(.invisible, !visible)
        flags.set(.clipsToBounds, clipsToBounds)
        flags.set(.accessibilityElementsHidden, accessibilityElementsHidden)
        flags.set(.modal, modal)
        flags.set(.groupsChildren, groupsChildren)
        self.flags = flags
        let values = RareValues(
            placeholder: placeholder, hint: hint, alpha: alpha, explicitOrder: explicitOrder, sortPriority: sortPriority,
            customActions: customActions, foregroundColor: foregroundColor, backgroundColor: backgroundColor, fontSize: fontSize,
            boldFont: boldFont, activationPoint: activationPoint, highTraits: traits.rawValue >> 32)
        self.rare = values == RareValues() ? nil : RareAttributes(values)
    }

    /// A short summary: type, identifier, label and frame, e.g.
    /// `button "LoginScreen.signIn" label: "Sign In" {{20, 300}, {335, 44}}`.
    public var summary: String {
        var s = type.name
        if let identifier { s += " \"\(identifier)\"" }
        if let label { s += " label: \"\(label)\"" }
        s += " \(frame)"
        return s
    }

    public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool {
        a.frame == b.frame && a.identifier == b.identifier && a.label == b.label && a.value == b.value && a.lowTraits == b.lowTraits
            && a.type == b.type && a.isAccessibilityElement == b.isAccessibilityElement && a.containerType == b.containerType
            && a.flags == b.flags && (a.rare === b.rare || (a.rare?.values ?? RareValues()) == (b.rare?.values ?? RareValues()))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(identifier)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(lowTraits)
        hasher.combine(type)
        hasher.combine(isAccessibilityElement)
        hasher.combine(containerType)
        hasher.combine(flags.rawValue)
        hasher.combine(rare?.values ?? RareValues())
    }

    /// Changes the out-of-line attributes, copying them first when another node shares them,
    /// and drops them when every one is back to its default.
    private mutating func updateRare(_ change: (inout RareValues) -> Void) {
        if rare == nil {
            var values = RareValues()
            change(&values)
            if values != RareValues() { rare = RareAttributes(values) }
            return
        }
        if !isKnownUniquelyReferenced(&rare!) { rare = RareAttributes(rare!.values) }
        change(&rare!.values)
        if rare!.values == RareValues() { rare = nil }
    }

    /// The boolean attributes, one bit each; a set bit is the opposite of the default, so a
    /// node with every default has none set.
    @usableFromInline struct Flags: OptionSet, Hashable, Sendable {
        @usableFromInline let rawValue: UInt8
        @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
        @inlinable static var disabled: Flags { Flags(rawValue: 1 << 0) }
        @inlinable static var selected: Flags { Flags(rawValue: 1 << 1) }
        @inlinable static var hidden: Flags { Flags(rawValue: 1 << 2) }
        @inlinable static var invisible: Flags { Flags(rawValue: 1 << 3) }
        @inlinable static var clipsToBounds: Flags { Flags(rawValue: 1 << 4) }
        @inlinable static var accessibilityElementsHidden: Flags { Flags(rawValue: 1 << 5) }
        @inlinable static var modal: Flags { Flags(rawValue: 1 << 6) }
        @inlinable static var groupsChildren: Flags { Flags(rawValue: 1 << 7) }

        mutating func set(_ flag: Flags, _ on: Bool) {
            if on { insert(flag) } else { remove(flag) }
        }
    }

    /// The attributes few nodes of a recording set, with their defaults.
    @usableFromInline struct RareValues: Hashable, Sendable {
        @usableFromInline var placeholder: String?
        @usableFromInline var hint: String?
        @usableFromInline var alpha: Double = 1
        @usableFromInline var explicitOrder: [Int]?
        @usableFromInline var sortPriority: Double = 0
        @usableFromInline var customActions: [String] = []
        @usableFromInline var foregroundColor: RGBColor?
        @usableFromInline var backgroundColor: RGBColor?
        @usableFromInline var fontSize: Double?
        @usableFromInline var boldFont = false
        @usableFromInline var activationPoint: ScreenPoint?
        /// Bits 32 to 63 of ``AccessibilityNode/traits``.
        @usableFromInline var highTraits: UInt64 = 0
    }

    /// The out-of-line storage of ``RareValues``, shared by copies of a node and copied
    /// before a change when shared (``updateRare(_:)``), so a node keeps value semantics.
    @usableFromInline final class RareAttributes: @unchecked Sendable {
        @usableFromInline var values: RareValues
        init(_ values: RareValues) { self.values = values }
    }
}
