/// One node of a captured accessibility tree: the attributes of a view or an element,
/// without its children (those live in ``AccessibilityTree``).
///
/// Only ``type`` and ``frame`` are always known; every other attribute has the default
/// a recording that does not mention it implies.
public struct AccessibilityNode: Sendable, Hashable {
    /// The element type.
    public var type: ControlType
    /// The accessibility identifier, when one is set.
    public var identifier: String?
    /// The accessibility label.
    public var label: String?
    /// The accessibility value.
    public var value: String?
    /// The placeholder of a text field.
    public var placeholder: String?
    /// The accessibility hint.
    public var hint: String?
    /// The frame in screen points.
    public var frame: Frame
    /// The accessibility traits.
    public var traits: AccessibilityTraits
    /// False when the control is disabled.
    public var enabled: Bool
    /// True when the control is selected.
    public var selected: Bool
    /// Whether the node is an accessibility element (`unknown` when the recording does not say).
    public var isAccessibilityElement: AccessibilityElementFlag
    /// True when the view is hidden (`isHidden`); its subtree is not visited.
    public var hidden: Bool
    /// False when the recorder reported the node as not visible on screen
    /// (WebDriverAgent's `visible="false"`). The traversal engine skips such subtrees.
    public var visible: Bool
    /// The view's alpha; a subtree with alpha 0 is not visited.
    public var alpha: Double
    /// True when the view clips its subviews to its bounds.
    public var clipsToBounds: Bool
    /// True when `accessibilityElementsHidden` is set: the subtree is not visited.
    public var accessibilityElementsHidden: Bool
    /// True when `accessibilityViewIsModal` is set: it hides its siblings.
    public var modal: Bool
    /// True when `shouldGroupAccessibilityChildren` is set: the children stay together.
    public var groupsChildren: Bool
    /// The accessibility container type.
    public var containerType: ContainerType
    /// The container's own element order (`accessibilityElements`), as positions among
    /// its children, or nil when it has none.
    public var explicitOrder: [Int]?
    /// SwiftUI's `accessibilitySortPriority`; higher goes first among siblings.
    public var sortPriority: Double
    /// The names of the custom actions.
    public var customActions: [String]
    /// The text colour, when the recording carries it (for the `contrast` audit).
    public var foregroundColor: RGBColor?
    /// The colour behind the text, when the recording carries it.
    public var backgroundColor: RGBColor?
    /// The font size in points, when the recording carries it.
    public var fontSize: Double?
    /// True when the font is bold (WCAG counts bold text from 14 pt as large).
    public var boldFont: Bool

    /// Creates a node. Every attribute but the type has a default.
    public init(
        type: ControlType,
        identifier: String? = nil,
        label: String? = nil,
        value: String? = nil,
        placeholder: String? = nil,
        hint: String? = nil,
        frame: Frame = .zero,
        traits: AccessibilityTraits = [],
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
        boldFont: Bool = false
    ) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.hint = hint
        self.frame = frame
        self.traits = traits
        self.enabled = enabled
        self.selected = selected
        self.isAccessibilityElement = isAccessibilityElement
        self.hidden = hidden
        self.visible = visible
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.accessibilityElementsHidden = accessibilityElementsHidden
        self.modal = modal
        self.groupsChildren = groupsChildren
        self.containerType = containerType
        self.explicitOrder = explicitOrder
        self.sortPriority = sortPriority
        self.customActions = customActions
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.fontSize = fontSize
        self.boldFont = boldFont
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
}
