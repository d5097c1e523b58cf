/// The echoes automation recorders write into a node, removed where the recording is read,
/// so the model holds what the app set and every later stage (order, speech, audit) says
/// each thing once.
///
/// XCUITest and WebDriverAgent fill an empty value from other attributes. WebDriverAgent's
/// `wdValue` (`WebDriverAgentLib/Categories/XCUIElement+FBWebDriverAttributes.m`) takes, in
/// this order, the element's value or else: the label for a static text; `1` for a selected
/// button; the placeholder for a text view, text field, search field or secure text field
/// (`FBDoesElementSupportInnerText` in `FBElementHelpers.m`). Appium's XML and JSON page
/// sources are built from it. XCUITest's own `value` of a static text is its text, so a
/// `debugDescription` line repeats the label as `value:`. A UIKit text field reports its
/// placeholder as its accessibility value while empty, and VoiceOver says it once
/// ("Search book title, Search Field").
///
/// The rules, each applied only when the two attributes are equal (a value that differs
/// is the app's own and is kept):
/// - a static text's value equal to its label is dropped;
/// - a text entry's value (text field, secure text field, search field, text view) equal
///   to its placeholder is dropped; the placeholder stays;
/// - with `selectedButtonEcho` (WebDriverAgent sources only), a selected button's value `1`
///   is dropped.
enum RecordedEchoes {
    /// Drops the echoed value of `node`, read from an automation recording.
    @inline(__always)
    static func remove(from node: inout AccessibilityNode, selectedButtonEcho: Bool) {
        guard let value = node.value else { return }
        switch node.type {
        case .staticText:
            if value == node.label { node.value = nil }
        case let type where type.isTextInput:
            if value == node.placeholder { node.value = nil }
        case .button:
            if selectedButtonEcho, node.selected, value == "1" { node.value = nil }
        default:
            break
        }
    }
}
