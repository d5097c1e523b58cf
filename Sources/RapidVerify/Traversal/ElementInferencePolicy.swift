/// Decides what the recording does not say: whether a node is an accessibility element
/// (one VoiceOver element), whether a cell and its switch are one element, and whether a
/// container orders its own children.
///
/// Trees recorded by XCUITest (`debugDescription`), Appium or WebDriverAgent list every
/// view of the screen but rarely say which ones VoiceOver lands on. This policy infers it
/// from the element type, the traits and whether the node has something to speak. It is
/// used by ``TraversalEngine`` only for `.unknown` nodes: a recorded `.yes` or `.no`
/// always wins, and the children of a `.no` node are still visited. Where a rule is a
/// guess it says so; a screen whose custom views it gets wrong corrects it with
/// ``InferenceOverrides`` (``TraversalOptions/overrides``), which win over every rule.
///
/// Each rule names its evidence and the test named after it
/// (`Tests/RapidVerifyTests/Traversal/InferenceRuleTests.swift`); code, docs and tests refer to
/// a rule by that name, never by its place in this list: `mergedSwitchRowRule` is the
/// merged-switch-row rule. "UIKit's accessibility bundle"
/// means the accessibility implementation UIKit loads for VoiceOver and XCUITest
/// (`UIKit.axbundle`), as its public runtime headers and listings show.
///
/// 1. **Element traits** (`elementTraitsRule`). A node whose traits include `button`,
///    `link`, `keyboardKey`, `adjustable`, `searchField`, `textEntry`, `secureTextField`,
///    `textArea`, `tabBarItem`, `backButton` or `switchButton` is an element. A node with
///    the `staticText`, `header` or `image` trait is an element when it has a label or a
///    value. *Evidence*: Apple's `UIAccessibilityTraits` documentation describes these
///    traits as what an element *is* (a button, a link, an adjustable element…), and
///    recorders copy traits from elements. *Guess*: a container view could carry such a
///    trait without being an element; a recording that says so (`.no`) wins.
/// 2. **Controls are always elements** (`controlTypesRule`, `isControlType(_:)`):
///    button, radio button, check box, disclosure triangle, pop-up button, combo box,
///    menu button, toolbar button, keyboard key, link, text field, secure text field,
///    search field, text view, switch, toggle, slider, stepper, picker wheel, increment
///    and decrement arrows, menu item, menu bar item, tab, colour well. The indicators
///    VoiceOver reads (page, progress, activity, rating, value, level and relevance
///    indicators) are elements too, but they are not controls for the
///    speaking-other-and-cell rule.
///    *Evidence*: Apple documents the standard controls (`UIButton`, `UISwitch`,
///    `UISlider`, `UIStepper`, `UITextField`, `UITextView`, `UIPageControl`…) as
///    accessibility elements by default, and XCUITest derives these element types from
///    the element's traits. A segmented control is not one of them: its segments are the
///    elements (AccessibilitySnapshot reads each segment with its place in the series,
///    "1 of 3"). Tab bar buttons are `button`s, so each is an element (the TestPilot and
///    XQUITestDemo dumps in `../shared/realtrees/`).
/// 3. **Text and images need something to speak** (`speakingTextAndImagesRule`). Static
///    text, image and icon are elements only when they have a label or a value. An
///    identifier is not enough: VoiceOver never speaks it, and XCUITest reports an
///    image's asset name as its identifier (`Image, identifier: 'News'` inside a tab bar
///    button, TestPilot dump). *Evidence*: Apple documents `UILabel` as accessible by
///    default and `UIImageView` as not (an image needs a label to be an element), and
///    VoiceOver has nothing to read for an element without label or value.
///    *Guess*: a recording cannot tell an empty `UILabel` (still focusable) from a
///    decorative view; both are read as decorative.
/// 4. **`other` and `cell` speak for their content** (`speakingOtherAndCellRule`). An
///    `other` or a `cell` with a label or a value, and with no visible control in its
///    subtree, is an element; without a label or value it is a plain container and its
///    children are visited. A label over a subtree that holds a control (a card with a
///    "Buy" button) marks a labelled container, so the control stays reachable.
///    *Evidence*: UIKit gives a plain view a label only when the view itself is the
///    element (`.accessibilityElement(children: .combine)` in SwiftUI, a custom control,
///    a table cell that reads its texts as one: UIKit's table cell element speaks the
///    cell's label); the TestPilot dump's labelled `Other` ("App presented by
///    sponsor") over a text and an image is one element, its unlabelled wrappers are not.
///    Its label is not lost: the traversal reads such a container as an element of its own
///    before its controls, and the texts and images inside it are part of what it says
///    (``TraversalEngine``'s elements rule).
///    *Guess*: a labelled container over a control could also be a custom element that
///    handles the control itself; override it with ``InferenceOverrides/elements``.
///    A control counts when it is not hidden, not at alpha 0, not under
///    `accessibilityElementsHidden`, itself or through a node between it and the labelled
///    node, not itself invisible (with ``TraversalOptions/skipsInvisible``; an invisible
///    wrapper does not hide it), and when the recording does not mark it `.no`. A control inside a control is not counted again.
///    Indicators are not controls.
/// 5. **Merged switch rows** (`mergedSwitchRowRule`, `mergesRow(cell:control:)`). A
///    `cell` with its own label whose subtree holds exactly one visible control, a switch
///    (type `switch` or `toggle`, or the `switchButton` trait), is one element when its
///    label covers the switch: the cell's value equals the switch's, or the switch's
///    label equals the cell's. The element takes the switch's type, traits and value; its
///    label is the cell's, its identifier the cell's when it has one (else the
///    switch's), its frame and node the cell's. *Evidence*: VoiceOver reads a Settings
///    toggle row as one element, "Auto-Correction, switch button, off", and XCUITest records
///    such a row as a cell with its own label and a value mirroring its switch, holding
///    the text and the switch; the accessible custom row shown in "Developing Accessible
///    iOS Apps" (Apress) and used by apps such as Mullvad VPN makes the cell the element
///    with the switch's traits and value. *Guess*: the coverage test (equal values, or
///    equal labels) is RapidMap's reading of such recordings; a row that merges
///    otherwise is named in ``InferenceOverrides/elements``. A cell with several
///    controls, or whose label and value say nothing of its switch, stays split (the
///    speaking-other-and-cell rule).
///    **A cell without a label** (`mayMergeUnlabelledRow(cell:control:)`) is one element
///    with its one switch when its value is the switch's and a text inside it has the
///    switch's label; the element takes the switch's label, and speaks for the cell's other
///    texts (``OrderedElement/absorbedNodeIndices``). *Evidence*: WebDriverAgent records a
///    Settings row as a cell with no label and `value="0"` (or `"1"`) holding the row's
///    text and the switch, both with the row's label, while VoiceOver reads one element,
///    "Location, switch button, off": UIKit's accessibility bundle gives a
///    `UITableViewCell` whose accessory view is a visible `UISwitch` the switch's value,
///    adds the switch's traits to the cell's, activates the switch at the cell's
///    activation point and marks the switch as reached through the cell. *Guess*: when no
///    text has the switch's label (the row's text says "Precise Location", the switch
///    "Share My Location"), the switch is a subview of its own, not the cell's voice, and
///    stays an element.
/// 6. **Everything else is a container** (`containersRule`): application, window, group,
///    scroll view, table, collection view, navigation bar, tab bar, toolbar, status bar,
///    keyboard, segmented control (its buttons are the elements), picker (its wheels
///    are), date picker, alert, sheet, popover, menu, web view, map, and any type not
///    named above. *Evidence*: UIKit's accessibility bundle answers `NO` to
///    `isAccessibilityElement` for `UISegmentedControl` and `UIPickerView` and makes bars
///    group their children; scroll views, tables and windows are containers in every
///    dump in `../shared/realtrees/`.
/// 7. **Containers that order their own children** (`selfOrderingContainersRule`,
///    `ordersOwnChildren(_:)`): navigation bars, toolbars, segmented controls and
///    pickers keep their recorded child order, as if they set `accessibilityElements`
///    (XCUITest lists a container's children in its accessibility order).
///    *Evidence*, from UIKit's accessibility bundle: `UINavigationBar` builds its own
///    `accessibilityElements` (back button, title, items) and sorts them with its own
///    geometry comparison, which allows a 20-pt overlap, so a 44-pt bar button 12 pt
///    above a 21-pt title is on the title's row; `UIToolbar` compares its items along the
///    x axis only (one row, leading to trailing); `UISegmentedControl` returns its
///    segments in index order (reversed right to left); `UIPickerView` returns one
///    element per component, in component order. *Checked and left out*: `UITabBar`
///    groups its buttons but has no element order of its own (no `accessibilityElements`;
///    AccessibilitySnapshot parses a tab bar's buttons as subviews sorted by position, and
///    its `TabBar` test adds a tab-bar view's tabs in shuffled order), so a tab bar
///    stays a group sorted by position (``TraversalEngine``'s groups rule).
///
/// Because an element's descendants are never visited, the outermost element wins: the
/// inner image and text of a button are not elements of their own.
public struct ElementInferencePolicy: Sendable, Hashable {
    /// Creates the policy.
    public init() {}

    /// The policy the traversal engine uses.
    public static let standard = ElementInferencePolicy()

    /// Whether `node` is inferred to be an accessibility element.
    ///
    /// `containsControl` tells whether the node's subtree holds a visible control
    /// (see ``isControl(_:)``); it is evaluated only for a labelled `other` or `cell`.
    package func isElement(_ node: AccessibilityNode, containsControl: @autoclosure () -> Bool) -> Bool {
        isElement(type: node.type, traits: node.traits, speaks: Self.speaks(node), containsControl: containsControl())
    }

    /// The same decision from the node's parts, so the engine can read them in place.
    @inline(__always)
    func isElement(
        type: ControlType, traits: AccessibilityTraitSet, speaks: @autoclosure () -> Bool,
        containsControl: @autoclosure () -> Bool
    ) -> Bool {
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

    /// Whether a node recorded as an element (`.yes`) is read through its content instead
    /// (``TraversalEngine``'s elements rule, a silent item cell): a `cell` with no label and
    /// no value. The traversal visits its content when the cell holds a visible control.
    ///
    /// *Evidence*: UIKit's accessibility bundle composes a cell's label from the elements
    /// inside it, except those that must stay distinct (an element with the button trait),
    /// which it lists as the cell's own accessibility children. An iOS 26 context menu's or a
    /// SwiftUI picker's item is recorded by WebDriverAgent as an accessible `Cell` with an
    /// empty label holding one accessible `Button` that carries the name (the Ice Cubes
    /// context menu in `../shared/realtrees/`): the empty label is that composition with
    /// nothing left to compose, and the button is the item VoiceOver reads ("Reply,
    /// button"). A cell with a label or a value of its own stays the element it is recorded as.
    package func visitsContent(ofRecordedElement node: AccessibilityNode) -> Bool {
        visitsContent(type: node.type, speaks: Self.speaks(node))
    }

    /// The same decision from the node's parts, so the engine can read them in place.
    @inline(__always)
    func visitsContent(type: ControlType, speaks: @autoclosure () -> Bool) -> Bool {
        type == .cell && !speaks()
    }

    /// Whether a container of this type orders its own children (the
    /// self-ordering-containers rule): navigation
    /// bar, toolbar, segmented control, picker.
    package func ordersOwnChildren(_ type: ControlType) -> Bool {
        switch type {
        case .navigationBar, .toolbar, .segmentedControl, .picker: return true
        default: return false
        }
    }

    /// Whether a labelled `cell` and the one control its subtree holds are one element
    /// (the merged-switch-row rule): the control is a switch and the cell's label covers it (equal non-empty
    /// values, or the switch's label equal to the cell's).
    package func mergesRow(cell: AccessibilityNode, control: AccessibilityNode) -> Bool {
        guard cell.type == .cell, let label = cell.label, !label.isEmpty, Self.isSwitch(control) else { return false }
        if let value = cell.value, !value.isEmpty, value == control.value { return true }
        return control.label == label
    }

    /// Whether a `cell` without a label of its own and the one control its subtree holds may
    /// be one element (the merged-switch-row rule): the control is a switch with a label, and the cell's value is
    /// the switch's (UIKit gives a cell its accessory switch's value). The traversal merges
    /// them when a text inside the cell has the switch's label.
    package func mayMergeUnlabelledRow(cell: AccessibilityNode, control: AccessibilityNode) -> Bool {
        guard cell.type == .cell, cell.label?.isEmpty ?? true, Self.isSwitch(control) else { return false }
        guard let name = control.label, !name.isEmpty, let value = cell.value, !value.isEmpty else { return false }
        return value == control.value
    }

    /// A switch: type `switch` or `toggle`, or the `switchButton` trait.
    static func isSwitch(_ node: AccessibilityNode) -> Bool {
        node.type == .switch || node.type == .toggle || node.traits.contains(.switchButton)
    }

    /// The element a merged row is read as (the merged-switch-row rule): the cell, with the control's type,
    /// traits and value, the cell's label and identifier when it has them (else the
    /// control's), and enabled only when both are.
    package func mergedRow(cell: AccessibilityNode, control: AccessibilityNode) -> AccessibilityNode {
        var node = cell
        node.type = control.type == .toggle ? .toggle : .switch
        node.traits = control.traits
        node.value = control.value
        if node.label?.isEmpty ?? true { node.label = control.label }
        node.identifier = ControlIdentifier.meaningful(node.identifier) ?? control.identifier
        node.enabled = cell.enabled && control.enabled
        if node.hint?.isEmpty ?? true { node.hint = control.hint }
        return node
    }

    /// Whether a node is a control for the speaking-other-and-cell rule: a control type or a node with an element
    /// trait that the recording does not mark as `.no`.
    package func isControl(_ node: AccessibilityNode) -> Bool {
        isControl(flag: node.isAccessibilityElement, type: node.type, traits: node.traits)
    }

    /// The same decision from the node's parts.
    @inline(__always)
    func isControl(flag: AccessibilityElementFlag, type: ControlType, traits: AccessibilityTraitSet) -> Bool {
        guard flag != .no else { return false }
        return Self.controlTypes[Int(type.rawValue)] || !traits.isDisjoint(with: Self.elementTraits)
    }

    /// Whether a type is one of the controls of the control-types rule (not the indicators), always an
    /// element when the recording does not say otherwise.
    package func isControlType(_ type: ControlType) -> Bool {
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

    /// Traits that make a node an element on their own (the element-traits rule).
    package static let elementTraits: AccessibilityTraitSet = [
        .button, .link, .keyboardKey, .adjustable, .searchField, .textEntry, .secureTextField,
        .textArea, .tabBarItem, .backButton, .switchButton,
    ]

    /// Traits that make a node an element when it has something to speak (the element-traits rule).
    static let textTraits: AccessibilityTraitSet = [.staticText, .header, .image]

    /// The control types of the control-types rule, indexed by raw value.
    static let controlTypes: [Bool] = {
        let types: [ControlType] = [
            .button, .radioButton, .checkBox, .disclosureTriangle, .popUpButton, .comboBox,
            .menuButton, .toolbarButton, .key, .link, .textField, .secureTextField, .searchField,
            .textView, .switch, .toggle, .slider, .stepper, .pickerWheel, .incrementArrow,
            .decrementArrow, .menuItem, .menuBarItem, .tab, .colorWell,
        ]
        return table(of: types)
    }()

    /// The indicator types of the control-types rule, indexed by raw value: elements, not controls.
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
