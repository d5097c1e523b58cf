/// Decides whether a node whose recording does not say
/// (``AccessibilityElementFlag/unknown``) is an accessibility element: one VoiceOver stop.
///
/// Trees recorded by XCUITest (`debugDescription`), Appium or WebDriverAgent list every
/// view of the screen but rarely say which ones VoiceOver lands on. This policy infers it
/// from the element type, the traits and whether the node has something to speak. It is
/// used by ``TraversalEngine`` only for `.unknown` nodes: a recorded `.yes` or `.no`
/// always wins, and the children of a `.no` node are still visited.
///
/// The rules, in the order they are applied:
///
/// 1. **Element traits.** A node whose traits include `button`, `link`, `keyboardKey`,
///    `adjustable`, `searchField`, `textEntry`, `secureTextField`, `textArea`,
///    `tabBarItem`, `backButton` or `switchButton` is an element. A node with the
///    `staticText`, `header` or `image` trait is an element when it has a label or a value.
/// 2. **Controls are always elements** (``isControlType(_:)``): button, radio button,
///    check box, disclosure triangle, pop-up button, combo box, menu button, toolbar
///    button, keyboard key, link, text field, secure text field, search field, text view,
///    switch, toggle, slider, stepper, picker wheel, increment and decrement arrows, menu
///    item, menu bar item, tab, colour well. The indicators VoiceOver reads (page,
///    progress, activity, rating, value, level and relevance indicators) are elements
///    too, but they are not controls for rule 4.
///    Tab bar buttons are `button`s, so each is a stop.
/// 3. **Text and images need something to speak.** Static text, image and icon are
///    elements only when they have a label or a value. VoiceOver skips an image with
///    nothing to say, and an empty label is not focusable. An identifier is not enough:
///    VoiceOver never speaks it, and XCUITest reports an image's asset name as its
///    identifier (`Image, identifier: 'News'` inside a tab bar button).
/// 4. **`other` and `cell` are elements when they speak for their content.** An `other` or
///    a `cell` with a label or a value, and with no visible control in its subtree, is an
///    element: UIKit only gives such a view a label when the view itself is the element
///    (a SwiftUI `.accessibilityElement(children: .combine)`, a custom control, a table
///    view cell that reads its labels as one). Without a label or value it is a plain
///    container and its children are visited: a collection view cell, a SwiftUI list row
///    and most XCUITest `Cell`s hold static texts that VoiceOver reads one by one.
///    A label over a subtree that holds a control (a card with a "Buy" button) marks a
///    labelled container, not an element, so the control stays reachable. A control
///    counts when it is not hidden, not at alpha 0, not under `accessibilityElementsHidden`
///    (nor invisible, with ``TraversalOptions/skipsInvisible``), itself or through a node
///    between it and the labelled node, and when the recording does not mark it `.no`.
///    Indicators are not controls.
/// 5. **Everything else is a container**: application, window, group, scroll view,
///    table, collection view, navigation bar, tab bar, toolbar, status bar, keyboard,
///    segmented control (its buttons are the elements), picker (its wheels are),
///    date picker, alert, sheet, popover, menu, web view, map, and any type not named
///    above.
///
/// Because an element's descendants are never visited, the outermost element wins: the
/// inner image and text of a button are not stops of their own.
public struct ElementInferencePolicy: Sendable, Hashable {
    /// Creates the policy.
    public init() {}

    /// The policy the traversal engine uses.
    public static let standard = ElementInferencePolicy()

    /// Whether `node` is inferred to be an accessibility element.
    ///
    /// `containsControl` tells whether the node's subtree holds a visible control
    /// (see ``isControl(_:)``); it is evaluated only for a labelled `other` or `cell`.
    public func isElement(_ node: AccessibilityNode, containsControl: @autoclosure () -> Bool) -> Bool {
        isElement(type: node.type, traits: node.traits, speaks: Self.speaks(node), containsControl: containsControl())
    }

    /// The same decision from the node's parts, so the engine can read them in place.
    @inline(__always)
    func isElement(type: ControlType, traits: AccessibilityTraits, speaks: @autoclosure () -> Bool,
                   containsControl: @autoclosure () -> Bool) -> Bool {
        if !traits.isDisjoint(with: Self.elementTraits) { return true }
        if !traits.isDisjoint(with: Self.textTraits), speaks() { return true }
        if Self.controlTypes[Int(type.rawValue)] || Self.indicatorTypes[Int(type.rawValue)] { return true }
        switch type {
        case .staticText, .image, .icon:
            return speaks()
        case .other, .cell:
            return speaks() && !containsControl()
        default:
            return false
        }
    }

    /// Whether a node is a control for rule 4: a control type or a node with an element
    /// trait that the recording does not mark as `.no`.
    public func isControl(_ node: AccessibilityNode) -> Bool {
        isControl(flag: node.isAccessibilityElement, type: node.type, traits: node.traits)
    }

    /// The same decision from the node's parts.
    @inline(__always)
    func isControl(flag: AccessibilityElementFlag, type: ControlType, traits: AccessibilityTraits) -> Bool {
        guard flag != .no else { return false }
        return Self.controlTypes[Int(type.rawValue)] || !traits.isDisjoint(with: Self.elementTraits)
    }

    /// Whether a type is one of the controls of rule 2 (not the indicators), always an
    /// element when the recording does not say otherwise.
    public func isControlType(_ type: ControlType) -> Bool {
        Self.controlTypes[Int(type.rawValue)]
    }

    /// True when the node has a non-empty label or value.
    static func speaks(_ node: AccessibilityNode) -> Bool {
        speaks(label: node.label, value: node.value)
    }

    /// True when the label or the value is non-empty.
    @inline(__always)
    static func speaks(label: String?, value: String?) -> Bool {
        !(label?.isEmpty ?? true) || !(value?.isEmpty ?? true)
    }

    /// Traits that make a node an element on their own (rule 1).
    static let elementTraits: AccessibilityTraits = [
        .button, .link, .keyboardKey, .adjustable, .searchField, .textEntry, .secureTextField,
        .textArea, .tabBarItem, .backButton, .switchButton,
    ]

    /// Traits that make a node an element when it has something to speak (rule 1).
    static let textTraits: AccessibilityTraits = [.staticText, .header, .image]

    /// The control types of rule 2, indexed by raw value.
    static let controlTypes: [Bool] = {
        let types: [ControlType] = [
            .button, .radioButton, .checkBox, .disclosureTriangle, .popUpButton, .comboBox,
            .menuButton, .toolbarButton, .key, .link, .textField, .secureTextField, .searchField,
            .textView, .switch, .toggle, .slider, .stepper, .pickerWheel, .incrementArrow,
            .decrementArrow, .menuItem, .menuBarItem, .tab, .colorWell,
        ]
        return table(of: types)
    }()

    /// The indicator types of rule 2, indexed by raw value: elements, not controls.
    static let indicatorTypes: [Bool] = table(of: [
        .pageIndicator, .progressIndicator, .activityIndicator, .ratingIndicator,
        .valueIndicator, .levelIndicator, .relevanceIndicator,
    ])

    /// A lookup table indexed by raw value, true for `types`.
    private static func table(of types: [ControlType]) -> [Bool] {
        var table = [Bool](repeating: false, count: ControlType.allCases.count)
        for t in types { table[Int(t.rawValue)] = true }
        return table
    }
}
