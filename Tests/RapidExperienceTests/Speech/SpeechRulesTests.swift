import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidExperience

/// One case per speaking rule: a node, and what VoiceOver says for it.
struct SpeechCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var node: AccessibilityNode
    var tab: TabPosition?
    var context: SpeechContext?
    var description: String
    var hint: String?

    init(
        rule: String, node: AccessibilityNode, tab: TabPosition? = nil, context: SpeechContext? = nil,
        description: String, hint: String? = nil
    ) {
        self.rule = rule
        self.node = node
        self.tab = tab
        self.context = context
        self.description = description
        self.hint = hint
    }

    var testDescription: String { "\(rule): \(description)" }
}

private func node(
    _ type: ControlType = .other, label: String? = nil, value: String? = nil, placeholder: String? = nil,
    hint: String? = nil, traits: AccessibilityTraitSet = [], enabled: Bool = true, selected: Bool = false
) -> AccessibilityNode {
    AccessibilityNode(
        type: type, label: label, value: value, placeholder: placeholder, hint: hint,
        traits: traits, enabled: enabled, selected: selected)
}

let speechCases: [SpeechCase] = [
    SpeechCase(rule: "label-first", node: node(.staticText, label: "Welcome", traits: .staticText), description: "Welcome"),
    SpeechCase(rule: "label-first", node: node(.button, label: "Back", traits: [.button, .backButton]), description: "Back Button."),
    SpeechCase(rule: "value-after-label", node: node(.other, label: "Volume", value: "50%"), description: "Volume: 50%"),
    SpeechCase(rule: "value-after-label", node: node(.other, value: "50%"), description: "50%"),
    // Safari's share sheet on iOS 26 (../shared/realtrees, xml_ios26_safari_share_sheet_expanded):
    // web content's `label="Or" value="Or "` is read once.
    SpeechCase(rule: "value-after-label", node: node(.staticText, label: "Or", value: "Or ", traits: .staticText), description: "Or"),
    SpeechCase(rule: "value-after-label", node: node(.staticText, label: " Or\n", value: "\tOr", traits: .staticText), description: " Or\n"),
    SpeechCase(rule: "value-after-label", node: node(.staticText, label: "Or", value: "  ", traits: .staticText), description: "Or"),
    SpeechCase(rule: "value-after-label", node: node(.staticText, label: "Or", value: "Order"), description: "Or: Order"),
    SpeechCase(rule: "value-after-label", node: node(.staticText, label: "Or", value: "or"), description: "Or: or"),
    SpeechCase(
        rule: "placeholder-as-value", node: node(.textField, label: "Email", placeholder: "name@example.com"),
        description: "Email: name@example.com. Text Field.", hint: "Double tap to edit."),
    SpeechCase(rule: "placeholder-as-value", node: node(.staticText, label: "Note", placeholder: "ignored"), description: "Note"),
    SpeechCase(rule: "selected-first", node: node(.button, label: "Home", traits: .button, selected: true), description: "Selected: Home. Button."),
    SpeechCase(rule: "selected-first", node: node(.other, traits: .selected), description: "Selected."),
    SpeechCase(rule: "dimmed", node: node(.button, label: "Pay", traits: .button, enabled: false), description: "Pay. Dimmed. Button."),
    SpeechCase(rule: "dimmed", node: node(.button, label: "Pay", traits: [.button, .notEnabled]), description: "Pay. Dimmed. Button."),
    SpeechCase(rule: "button", node: node(.button, label: "OK", traits: .button), description: "OK. Button."),
    SpeechCase(rule: "button", node: node(.key, label: "A", traits: [.button, .keyboardKey]), description: "A"),
    SpeechCase(rule: "back-button", node: node(.button, label: "Settings", traits: [.button, .backButton]), description: "Settings. Back Button."),
    SpeechCase(
        rule: "switch", node: node(.switch, label: "Wi-Fi", value: "1", traits: [.button, .switchButton]),
        description: "Wi-Fi. Switch Button. On.", hint: "Double tap to toggle setting."),
    SpeechCase(
        rule: "switch", node: node(.switch, label: "Wi-Fi", value: "0", hint: "Joins networks.", traits: [.button, .switchButton]),
        description: "Wi-Fi. Switch Button. Off.", hint: "Joins networks. Double tap to toggle setting."),
    SpeechCase(
        rule: "switch", node: node(.switch, label: "Sync", value: "2", traits: .switchButton), description: "Sync. Mixed.",
        hint: "Double tap to toggle setting."),
    SpeechCase(
        rule: "switch", node: node(.switch, label: "Sync", value: "1", traits: [.button, .switchButton], enabled: false),
        description: "Sync. Dimmed. Switch Button. On."),
    SpeechCase(
        rule: "tab", node: node(.button, label: "Search", traits: .button), tab: TabPosition(index: 2, count: 5),
        description: "Search. Tab. 2 of 5."),
    SpeechCase(rule: "tab", node: node(.button, label: "Home", traits: [.button, .tabBarItem]), description: "Home. Tab."),
    SpeechCase(
        rule: "text-field", node: node(.textField, label: "Name", hint: "Your full name.", traits: .textEntry),
        description: "Name. Text Field.", hint: "Double tap to edit."),
    SpeechCase(
        rule: "text-editing", node: node(.textField, label: "Name", traits: [.textEntry, .isEditing]),
        description: "Name. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
    SpeechCase(
        rule: "text-editing", node: node(.textView, label: "Notes", traits: [.textEntry, .textArea, .isEditing]),
        description: "Notes. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
    SpeechCase(
        rule: "text-editing", node: node(.secureTextField, label: "Password", traits: [.textEntry, .secureTextField, .isEditing]),
        description: "Password. Secure Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
    SpeechCase(
        rule: "text-editing", node: node(.textField, label: "Name", traits: [.textEntry, .isEditing, .notEnabled]),
        description: "Name. Dimmed. Text Field. Is editing."),
    SpeechCase(
        rule: "text-view", node: node(.textView, value: "Hello", traits: [.textEntry, .textArea]),
        description: "Hello. Text Field.", hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
    SpeechCase(
        rule: "text-view", node: node(.textView, label: "Notes"), description: "Notes. Text Field.",
        hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
    // A dump's `Keyboard Focused` on a text field: the isEditing trait alone, the role from the type.
    SpeechCase(
        rule: "editing-state", node: node(.textField, label: "Email", traits: .isEditing),
        description: "Email. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
    // Not recorded (Appium XML, WebDriverAgent JSON): spoken as not edited.
    SpeechCase(
        rule: "editing-state", node: node(.textField, label: "Email"), description: "Email. Text Field.",
        hint: "Double tap to edit."),
    // The editing trait on an element that takes no text says nothing of editing.
    SpeechCase(rule: "editing-state", node: node(.cell, label: "Inbox", traits: .isEditing), description: "Inbox"),
    SpeechCase(
        rule: "text-field", node: node(.secureTextField, label: "Password"), description: "Password. Secure Text Field.",
        hint: "Double tap to edit."),
    SpeechCase(rule: "text-field", node: node(.textField, label: "Name", enabled: false), description: "Name. Dimmed. Text Field."),
    SpeechCase(rule: "heading", node: node(.staticText, label: "Settings", traits: .header), description: "Settings. Heading."),
    SpeechCase(rule: "link", node: node(.link, label: "Terms", traits: .link), description: "Terms. Link."),
    SpeechCase(
        rule: "adjustable", node: node(.slider, label: "Volume", value: "50%", traits: .adjustable),
        description: "Volume: 50%. Adjustable.", hint: "Swipe up or down with one finger to adjust the value."),
    SpeechCase(
        rule: "adjustable", node: node(.slider, label: "Volume", hint: "Sets the volume.", traits: .adjustable),
        description: "Volume. Adjustable.", hint: "Sets the volume. Swipe up or down with one finger to adjust the value."),
    SpeechCase(
        rule: "adjustable", node: node(.slider, hint: "Sets the volume.", traits: .adjustable),
        description: "Sets the volume. Adjustable."),
    SpeechCase(rule: "image", node: node(.image, label: "Logo", traits: .image), description: "Logo. Image."),
    SpeechCase(rule: "search-field", node: node(.searchField, label: "Search", traits: .searchField), description: "Search. Search Field."),
    SpeechCase(
        rule: "search-field", node: node(.searchField, label: "Search"), description: "Search. Search Field.",
        hint: "Double tap to edit."),
    SpeechCase(
        rule: "placeholder-as-value", node: node(.searchField, label: "Search book title", placeholder: "Search book title"),
        description: "Search book title. Search Field.", hint: "Double tap to edit."),
    SpeechCase(
        rule: "navigation-title-heading", node: node(.staticText, label: "Settings", traits: .header),
        description: "Settings. Heading."),
    SpeechCase(
        rule: "series", node: node(.button, label: "Day", traits: .button), context: .series(TabPosition(index: 1, count: 3)),
        description: "Day. Button. 1 of 3."),
    SpeechCase(rule: "list-context", node: node(.staticText, label: "Milk"), context: .listStart, description: "Milk. List Start."),
    SpeechCase(rule: "list-context", node: node(.staticText, label: "Bread."), context: .listEnd, description: "Bread. List End."),
    SpeechCase(
        rule: "landmark-context", node: node(.staticText, label: "Top story"), context: .landmarkStart,
        description: "Top story. Landmark."),
    SpeechCase(rule: "landmark-context", node: node(.staticText, label: "More"), context: .landmarkEnd, description: "More. End."),
    SpeechCase(rule: "traits-from-type", node: node(.button, label: "Go"), description: "Go. Button."),
    SpeechCase(rule: "traits-from-type", node: node(.image, label: "Logo"), description: "Logo. Image."),
    SpeechCase(rule: "traits-from-type", node: node(.button, label: "Bold", traits: .staticText), description: "Bold"),
    SpeechCase(rule: "traits-from-type", node: node(.button, label: "Home", traits: .selected, selected: true), description: "Selected: Home. Button."),
    SpeechCase(rule: "traits-from-type", node: node(.button, label: "Pay", traits: .notEnabled, enabled: false), description: "Pay. Dimmed. Button."),
    SpeechCase(rule: "hint-when-silent", node: node(.other, hint: "Shows more."), description: "Shows more."),
    SpeechCase(rule: "hint-when-silent", node: node(.button, hint: "Shows more."), description: "Shows more. Button."),
    SpeechCase(rule: "period-joins", node: node(.button, label: "Done.", traits: .button), description: "Done. Button."),
    SpeechCase(rule: "period-joins", node: node(.link, label: "Forgot password?", traits: .link), description: "Forgot password? Link."),
    SpeechCase(rule: "period-joins", node: node(.other), description: ""),
]

@Suite("Speaking rules")
struct SpeechRulesTests {
    @Test(arguments: speechCases)
    func eachRuleSaysWhatVoiceOverSays(_ c: SpeechCase) {
        let spoken =
            c.context.map { SpeechRules.utterance(for: c.node, context: $0) }
            ?? SpeechRules.utterance(for: c.node, tab: c.tab)
        #expect(spoken.description == c.description)
        #expect(spoken.hint == c.hint)
    }

    @Test func everyDocumentedRuleHasACaseAndEveryCaseNamesADocumentedRule() {
        let documented = Set(SpeechRules.all.map(\.identifier))
        let tested = Set(speechCases.map(\.rule))
        #expect(documented == tested)
        #expect(documented.count == SpeechRules.all.count, "rule identifiers are unique")
    }

    @Test func everyRuleNamesItsSource() {
        for rule in SpeechRules.all {
            #expect(
                rule.source.hasPrefix("AS:") || rule.source.hasPrefix("Decision:") || rule.source.hasPrefix("Apple:"),
                "\(rule.identifier)")
            #expect(!rule.summary.isEmpty)
        }
    }
}
