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
    public var traits: AccessibilityTraits?

    /// Creates one entry of a screen's map.
    public init(
        index: Int,
        type: ControlType,
        identifier: String?,
        label: String? = nil,
        value: String? = nil,
        traits: AccessibilityTraits? = nil
    ) {
        self.index = index
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.traits = traits
    }

    /// A one-line summary: `#2 button "LoginScreen.signIn" label: "Sign In"`.
    public var description: String {
        var parts = ["#\(index)", type.name]
        if let identifier { parts.append("\"\(identifier)\"") } else { parts.append("(no identifier)") }
        if let label { parts.append("label: \"\(label)\"") }
        if let value { parts.append("value: \"\(value)\"") }
        if let traits { parts.append("traits: \(traits)") }
        return parts.joined(separator: " ")
    }
}
