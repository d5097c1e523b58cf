import RapidMap
import RapidTree

/// The speaking rules: how a recorded node becomes what VoiceOver says (English).
///
/// The order and wording follow the strings cashapp/AccessibilitySnapshot measured
/// against VoiceOver on iOS (`UIAccessibility+SnapshotAdditions.swift`, "AS" below);
/// where a recording cannot tell (XCUITest types without traits) RapidMap decides, and
/// the rule says so. Every rule is in ``all`` with its source.
public enum SpeechRules {
    /// The words VoiceOver appends for traits, in the order it speaks them.
    public enum Word {
        /// Spoken for a disabled element.
        public static let dimmed = "Dimmed."
        /// Spoken for the button trait.
        public static let button = "Button."
        /// Spoken for a navigation back button.
        public static let backButton = "Back Button."
        /// Spoken for a switch that carries the button trait.
        public static let switchButton = "Switch Button."
        /// A switch's state for the value `1`.
        public static let on = "On."
        /// A switch's state for the value `0`.
        public static let off = "Off."
        /// A switch's state for the value `2`.
        public static let mixed = "Mixed."
        /// Spoken for a tab (before `i of n`).
        public static let tab = "Tab."
        /// Spoken for a text field.
        public static let textField = "Text Field."
        /// Spoken for a secure text field.
        public static let secureTextField = "Secure Text Field."
        /// Spoken while a text field is being edited.
        public static let isEditing = "Is editing."
        /// Spoken for the header trait.
        public static let heading = "Heading."
        /// Spoken for the link trait.
        public static let link = "Link."
        /// Spoken for the adjustable trait.
        public static let adjustable = "Adjustable."
        /// Spoken for the image trait.
        public static let image = "Image."
        /// Spoken for the search field trait.
        public static let searchField = "Search Field."
        /// Spoken for a selected element with no description of its own.
        public static let selected = "Selected."
        /// The prefix of a selected element's description.
        public static let selectedPrefix = "Selected: "
        /// The label a back button does not repeat.
        public static let back = "Back"
        /// Spoken after the first element of a list.
        public static let listStart = "List Start."
        /// Spoken after the last element of a list.
        public static let listEnd = "List End."
        /// Spoken after the first element of a landmark.
        public static let landmarkStart = "Landmark."
        /// Spoken after the last element of a landmark.
        public static let landmarkEnd = "End."
        /// The hint of a text field that is not being edited.
        public static let textFieldHint = "Double tap to edit."
        /// The hint of a text field or text view that is being edited.
        public static let editingHint = "Use the rotor to access Misspelled Words"
        /// The hint of a text view (the `textArea` trait) that is not being edited, as
        /// VoiceOver joins its two parts.
        public static let textViewHint = "Double tap to edit., Use the rotor to access Misspelled Words"
        /// The hint of a switch.
        public static let switchHint = "Double tap to toggle setting."
        /// The hint of an adjustable element.
        public static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    }

    /// Every rule, in the order they are applied.
    public static let all: [SpeechRule] = [
        SpeechRule(
            identifier: "label-first",
            summary: "The label is spoken first; a back button whose label is \"Back\" does not repeat it.",
            source: "AS: the description starts from accessibilityLabel; back buttons hide a label equal to the Back descriptor"),
        SpeechRule(
            identifier: "value-after-label",
            summary:
                "A value follows the label after a colon (`Volume: 50%`); with no label the value alone is spoken. A value that is the label again but for white space around it, or only white space, is not said.",
            source:
                "AS: \"label: value\" when both are non-empty; Decision: web content records a text's words as its value too, with the white space the page has around them (Safari's share sheet on iOS 26: label \"Or\", value \"Or \"), and VoiceOver reads them once"
        ),
        SpeechRule(
            identifier: "placeholder-as-value",
            summary: "A text field with no value speaks its placeholder where the value goes, unless its label already says the same words.",
            source:
                "Decision: UIKit text fields report their placeholder as the accessibility value while empty; recordings keep it apart (and the readers drop a value that only echoes it, RecordedEchoes). VoiceOver says an empty search field once: \"Search book title, Search Field\""
        ),
        SpeechRule(
            identifier: "selected-first",
            summary: "A selected element is announced as `Selected: <description>` (or `Selected.` alone).",
            source: "AS: trait.selected.format \"Selected: %@\""),
        SpeechRule(
            identifier: "dimmed",
            summary: "A disabled element (enabled false, or the notEnabled trait) says `Dimmed.` before its other trait words.",
            source: "AS: the notEnabled trait is the first trait word, \"Dimmed.\""),
        SpeechRule(
            identifier: "button",
            summary: "`Button.` for the button trait, except on keyboard keys, switches, tabs and back buttons.",
            source: "AS: hidesButtonTraitFromTraits and the tab context hide the Button word"),
        SpeechRule(
            identifier: "back-button",
            summary: "`Back Button.` for the back button trait.",
            source: "AS: trait.backbutton.description"),
        SpeechRule(
            identifier: "switch",
            summary:
                "A switch says `Switch Button.` and its state `On.`/`Off.`/`Mixed.` for the values 1/0/2 (another value is spoken as is) instead of the value after the label, and the hint `Double tap to toggle setting.`",
            source: "AS: switchButton trait handling and trait.switch_button.* strings"),
        SpeechRule(
            identifier: "tab",
            summary: "An element of a tab bar says `Tab.` and then `i of n.`, its place among the tab bar's elements.",
            source: "AS: the tab context's seriesContextFormat \"%@ %@ of %@.\""),
        SpeechRule(
            identifier: "text-field",
            summary:
                "A text field (and a text view) says `Text Field.`, a secure one `Secure Text Field.`; not being edited, a text field's hint is `Double tap to edit.` (in place of the app's hint), none when dimmed.",
            source:
                "AS: reference case testUIKitTextField, its empty, placeholder and filled fields (\"Text Field.\", hint \"Double tap to edit.\"), and testSwiftUITextEntry's SecureFields (\"Secure Text Field.\"); strings trait.text_field.description, trait.secure_text_field.description, trait.text_field.hint"
        ),
        SpeechRule(
            identifier: "text-editing",
            summary:
                "A text field or text view being edited (the isEditing trait) says `Is editing.` after its role, and the hint `Use the rotor to access Misspelled Words` instead of `Double tap to edit.`",
            source:
                "AS: reference cases testUIKitTextField and testUIKitTextView, the input made first responder (\"Text Field. Is editing.\", hint \"Use the rotor to access Misspelled Words\"); strings trait.text_field_is_editing.description, trait.text_field_is_editing.hint"
        ),
        SpeechRule(
            identifier: "text-view",
            summary:
                "A text view (the textArea trait; XCUITest's text view type) not being edited has the hint `Double tap to edit., Use the rotor to access Misspelled Words`.",
            source:
                "AS: reference cases testUIKitTextView, its empty and filled views, and testSwiftUITextEntry's TextEditor (\"Text Field.\", hint \"Double tap to edit., Use the rotor to access Misspelled Words\"); string trait.text_area.hint"
        ),
        SpeechRule(
            identifier: "editing-state",
            summary:
                "A text input is spoken as edited only when its recording says so: the isEditing trait (native JSON, an old dump's `traits:` mask) or a debugDescription `Keyboard Focused` on it. Appium XML, WebDriverAgent JSON and the XCUITest capture do not record it (the `focused` of the first two is the focus engine's, not the keyboard's), so there the state is unknown and spoken as not edited; a keyboard on screen does not make any field edited.",
            source:
                "Decision: a debugDescription dump marks the element holding the keyboard's focus, on a text input the one typed into; WebDriverAgent's traits attribute lists only the public traits and its focused attribute is the focus engine's (hasFocus). Unknown is spoken as not edited because every field but one on a screen is not being edited, and a recording with the keyboard up does not say which one is"
        ),
        SpeechRule(
            identifier: "heading",
            summary: "`Heading.` for the header trait.",
            source: "AS: trait.header.description"),
        SpeechRule(
            identifier: "navigation-title-heading",
            summary:
                "A navigation bar's title (a static text in the bar whose label is the bar's identifier, or any static text of a bar without one), recorded without traits by a recording that does not record them, is a heading.",
            source:
                "Apple: the UIAccessibilityTraits.header documentation names \"the title of a navigation bar\" as a header; Decision: XCUITest names a navigation bar by its title, and recordings drop traits"
        ),
        SpeechRule(
            identifier: "link",
            summary: "`Link.` for the link trait.",
            source: "AS: trait.link.description"),
        SpeechRule(
            identifier: "adjustable",
            summary: "`Adjustable.` for the adjustable trait, and its swipe hint appended to the hint unless dimmed or a switch.",
            source: "AS: trait.adjustable.description and trait.adjustable.hint_format"),
        SpeechRule(
            identifier: "image",
            summary: "`Image.` for the image trait.",
            source: "AS: trait.image.description"),
        SpeechRule(
            identifier: "search-field",
            summary: "`Search Field.` for the search field trait, said instead of `Text Field.`: one role per element.",
            source: "AS: trait.search_field.description; Decision: VoiceOver names an empty search field once, \"Search Field\", not as a text field too"),
        SpeechRule(
            identifier: "series",
            summary: "A segment of a segmented control says `i of n.` after its trait words, its place among the control's elements.",
            source: "AS: the series context of UISegmentedControl, seriesContextFormat \"%@ %@ of %@.\""),
        SpeechRule(
            identifier: "list-context",
            summary:
                "The first element of a list container (containerType list) says `List Start.`, the last `List End.`; a list's only element says `List Start.` alone. A table or collection view says nothing of the kind unless recorded as a list.",
            source: "AS: the listStart/listEnd contexts, which come only from accessibilityContainerType .list, and context.list_start/list_end strings"),
        SpeechRule(
            identifier: "landmark-context",
            summary: "The first element of a landmark container says `Landmark.`, the last `End.`.",
            source: "AS: the landmarkStart/landmarkEnd contexts and their strings"),
        SpeechRule(
            identifier: "traits-from-type",
            summary:
                "An element recorded with no traits but its state (selected, not enabled, being edited) takes them from its XCUITest type (button, link, image, slider, search field, text field, text view, switch), unless its recording records every element's traits (a UIKit capture, a WebDriverAgent page source with `traits`, native JSON with `traitsRecorded`): there a `button` recorded `[selected]` says `Selected: 07`, as VoiceOver does.",
            source:
                "Decision: XCUITest names element types after the traits and many recordings drop the traits themselves, keeping only the states their flags show (`Selected`, `Disabled`, `Keyboard Focused`); AS: reference testButtonTraits (ButtonAccessibilityTraitsViewController), UIButtons with the traits set on them, a button with none saying only its title"
        ),
        SpeechRule(
            identifier: "hint-when-silent",
            summary: "An element with nothing else to say speaks its hint as its description.",
            source: "AS: an empty description takes the hint"),
        SpeechRule(
            identifier: "period-joins",
            summary: "Parts are joined with a period and a space; a part already ending a sentence (`.`, `?`, `!`, `…`) gets only the space.",
            source:
                "AS: trailingPeriod handling (a period is not doubled); Decision: `?`, `!` and `…` end a sentence too, so `Forgot password?` is not followed by a period"
        ),
    ]

    /// The traits VoiceOver is told about for `node`: its recorded traits, with the ones its
    /// type implies when it records none but its state and its tree's source does not record
    /// traits (`traitsRecorded` false; rule `traits-from-type`); `notEnabled` when it is
    /// disabled; `selected` when it is selected.
    package static func effectiveTraits(of node: AccessibilityNode, traitsRecorded: Bool = false) -> AccessibilityTraitSet {
        var traits = node.traits
        if !traitsRecorded, traits.subtracting(stateTraits).isEmpty { traits.formUnion(impliedTraits(of: node.type)) }
        if !node.enabled { traits.insert(.notEnabled) }
        if node.selected { traits.insert(.selected) }
        return traits
    }

    /// The traits that say what state an element is in, not what it is.
    static let stateTraits: AccessibilityTraitSet = [.selected, .notEnabled, .isEditing]

    /// The traits an XCUITest type implies.
    package static func impliedTraits(of type: ControlType) -> AccessibilityTraitSet {
        switch type {
        case .button, .menuButton, .popUpButton, .toolbarButton, .radioButton, .checkBox: return .button
        case .link: return .link
        case .image, .icon: return .image
        case .slider, .stepper, .pickerWheel: return .adjustable
        case .searchField: return [.searchField, .textEntry]
        case .textField: return .textEntry
        case .textView: return [.textEntry, .textArea]
        case .secureTextField: return [.textEntry, .secureTextField]
        case .switch, .toggle: return [.button, .switchButton]
        default: return []
        }
    }

    /// What VoiceOver says for `node`; `tab` is its place in a tab bar, when it is in one.
    /// `traitsRecorded` is its tree's `AccessibilityTree.traitsRecorded`: true
    /// when the recording records every element's traits, so none are taken from the type.
    public static func utterance(for node: AccessibilityNode, tab: TabPosition? = nil, traitsRecorded: Bool = false) -> Utterance {
        utterance(for: node, context: tab.map(SpeechContext.tab), traitsRecorded: traitsRecorded)
    }

    /// What VoiceOver says for `node` in `context` (its place in a tab bar, a segmented
    /// control, a list or a landmark), when it has one. `traitsRecorded` is its tree's
    /// `AccessibilityTree.traitsRecorded`.
    public static func utterance(for node: AccessibilityNode, context: SpeechContext?, traitsRecorded: Bool = false) -> Utterance {
        var tab: TabPosition?
        if case .tab(let position) = context { tab = position }
        let traits = effectiveTraits(of: node, traitsRecorded: traitsRecorded)
        let label = nonEmpty(node.label)
        // label-first (a back button does not repeat "Back").
        var description = traits.contains(.backButton) && label == Word.back ? "" : (label ?? "")
        var hint = nonEmpty(node.hint)
        // value-after-label, placeholder-as-value; a switch speaks its state instead.
        let placeholder = traits.contains(.textEntry) ? nonEmpty(node.placeholder).flatMap { $0 == label ? nil : $0 } : nil
        let value = spokenValue(node.value, label: label) ?? placeholder
        if let value, !traits.contains(.switchButton) {
            description = description.isEmpty ? value : "\(description): \(value)"
        }
        // selected-first.
        if traits.contains(.selected) {
            description = description.isEmpty ? Word.selected : Word.selectedPrefix + description
        }
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append(Word.dimmed) }
        let hidesButton = tab != nil || !traits.isDisjoint(with: [.keyboardKey, .switchButton, .tabBarItem, .backButton])
        if traits.contains(.button), !hidesButton { words.append(Word.button) }
        if traits.contains(.backButton) { words.append(Word.backButton) }
        if traits.contains(.switchButton) {
            if traits.contains(.button) { words.append(Word.switchButton) }
            switch node.value {
            case "1": words.append(Word.on)
            case "0": words.append(Word.off)
            case "2": words.append(Word.mixed)
            case let other?: if !other.isEmpty { words.append(other) }
            case nil: break
            }
        }
        if traits.contains(.tabBarItem) || tab != nil { words.append(Word.tab) }
        if traits.contains(.textEntry) {
            // search-field: one role per element, the search field's.
            if !traits.contains(.searchField) {
                words.append(traits.contains(.secureTextField) ? Word.secureTextField : Word.textField)
            }
            if traits.contains(.isEditing) { words.append(Word.isEditing) }
        }
        if traits.contains(.header) { words.append(Word.heading) }
        if traits.contains(.link) { words.append(Word.link) }
        if traits.contains(.adjustable) { words.append(Word.adjustable) }
        if traits.contains(.image) { words.append(Word.image) }
        if traits.contains(.searchField) { words.append(Word.searchField) }
        // hint-when-silent.
        if description.isEmpty, let h = hint {
            description = h
            hint = nil
        }
        description = joined(description, words.joined(separator: " "))
        switch context {
        case .tab(let p)?, .series(let p)?: description = joined(description, "\(p.index) of \(p.count).")
        case .listStart?: description = joined(description, Word.listStart)
        case .listEnd?: description = joined(description, Word.listEnd)
        case .landmarkStart?: description = joined(description, Word.landmarkStart)
        case .landmarkEnd?: description = joined(description, Word.landmarkEnd)
        case nil: break
        }
        // Generated hints.
        let dimmed = traits.contains(.notEnabled)
        if traits.contains(.switchButton), !dimmed { hint = joined(hint.map(stripPeriod), Word.switchHint) }
        if traits.contains(.textEntry), !dimmed {
            // text-editing, text-view, text-field.
            hint =
                traits.contains(.isEditing)
                ? Word.editingHint : traits.contains(.textArea) ? Word.textViewHint : Word.textFieldHint
        }
        let hintOnly = nonEmpty(node.hint) != nil && label == nil && nonEmpty(node.value) == nil
        if traits.contains(.adjustable), !dimmed, !traits.contains(.switchButton), !hintOnly {
            hint = joined(hint.map(stripPeriod), Word.adjustableHint)
        }
        return Utterance(description: description, hint: hint)
    }

    /// `first` and `second` joined by rule `period-joins`; either may be empty.
    static func joined(_ first: String?, _ second: String) -> String {
        guard let first, !first.isEmpty else { return second }
        if second.isEmpty { return first }
        return first + (sentenceEnds.contains(where: first.hasSuffix) ? " " : ". ") + second
    }

    /// The endings after which no period is added.
    static let sentenceEnds = [".", "?", "!", "…"]

    static func stripPeriod(_ s: String) -> String { s.hasSuffix(".") ? String(s.dropLast()) : s }

    /// The value as rule `value-after-label` says it: nil when it is empty, only white
    /// space, or `label` again but for white space around either.
    static func spokenValue(_ value: String?, label: String?) -> String? {
        guard let value = nonEmpty(value) else { return nil }
        let words = trimmed(value)
        if words.isEmpty { return nil }
        if let label, words == trimmed(label) { return nil }
        return value
    }

    /// `text` without the white space (and line breaks) around it.
    static func trimmed(_ text: String) -> Substring {
        var words = Substring(text)
        while words.first?.isWhitespace == true { words.removeFirst() }
        while words.last?.isWhitespace == true { words.removeLast() }
        return words
    }

    static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }
}
