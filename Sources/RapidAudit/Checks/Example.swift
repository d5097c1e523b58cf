import RapidMap
import RapidVerify
/// Shorthands for the checks' example trees.
enum Example {
    /// A node at `x, y` of size `w×h`.
    static func node(
        _ type: ControlType, _ label: String? = nil, id: String? = nil, value: String? = nil,
        _ x: Double = 20, _ y: Double = 100, _ w: Double = 100, _ h: Double = 44,
        traits: AccessibilityTraits = [], enabled: Bool = true,
        element: AccessibilityElementFlag = .unknown
    ) -> AccessibilityNode {
        AccessibilityNode(
            type: type, identifier: id, label: label, value: value,
            frame: Frame(x: x, y: y, width: w, height: h), traits: traits, enabled: enabled,
            isAccessibilityElement: element)
    }
}
