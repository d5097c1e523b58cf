/// One control of a screen's map: where VoiceOver reaches it, what it is and how it is named.
///
/// A screen's map is the list its ``RapidScreen/controlsInformation()`` returns:
/// ```swift
/// ControlInformation(index: 0, type: .textField, identifier: "LoginScreen.email")
/// ControlInformation(index: 1, type: .secureTextField, identifier: "LoginScreen.password")
/// ControlInformation(index: 2, type: .button, identifier: "LoginScreen.signIn", label: "Sign In")
/// ```
/// `index` is the control's position in VoiceOver order, from 0. `identifier` is its
/// accessibility identifier; when it is nil the control is matched by type and label.
/// `label`, `value` and `traits` are checked only when the map gives them.
public struct ControlInformation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Position in VoiceOver order, starting at 0.
    public var index: Int
    /// The element's type; ``ControlType/any`` matches every type.
    public var type: ControlType
    /// The accessibility identifier, or nil to match by type and label.
    public var identifier: String?
    /// The accessibility label, checked when not nil.
    public var label: String?
    /// The accessibility value, checked when not nil.
    public var value: String?
    /// The traits, checked when not nil.
    public var traits: AccessibilityTraitSet?

    /// Creates one entry of a screen's map.
    public init(
        index: Int,
        type: ControlType,
        identifier: String?,
        label: String? = nil,
        value: String? = nil,
        traits: AccessibilityTraitSet? = nil
    ) {
        self.index = index
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.traits = traits
    }

    /// A one-line summary: `#2 button LoginScreen.signIn "Sign In" value: "On" traits: [selected]`.
    /// The part after the index is ``summary(type:identifier:label:)``, as reports show it.
    public var description: String {
        var text = "#\(index) " + Self.summary(type: type, identifier: identifier, label: label)
        if let value { text += " value: " + SwiftSourceEscaping.stringLiteral(value) }
        if let traits { text += " traits: \(traits)" }
        return text
    }

    /// `button LoginScreen.signIn "Sign In"`: a type, an identifier and a label on one line,
    /// the way failure messages and reports show a map entry or an element. An identifier is
    /// shown as is when it is plain (no space, quote or special character), else as
    /// `id:"…"`; the label as a string literal. Line breaks, quotes and invisible formatting
    /// characters are escaped as a Swift string literal writes them, so an entry is always
    /// one line and a label can never hide or reorder the text around it.
    public static func summary(type: ControlType, identifier: String?, label: String?) -> String {
        var text = type.name
        if let identifier {
            let plain =
                !identifier.isEmpty
                && identifier.unicodeScalars.allSatisfy { s in
                    s.value > 0x20 && s != "\"" && s != "\\" && !SwiftSourceEscaping.needsUnicodeEscape(s)
                        && !s.properties.isWhitespace
                }
            text += " " + (plain ? identifier : "id:" + SwiftSourceEscaping.stringLiteral(identifier))
        }
        if let label { text += " " + SwiftSourceEscaping.stringLiteral(label) }
        return text
    }
}
