import RapidMap
import RapidVerify
/// Shorthands for the checks' example trees.
enum Example {
    /// A node at `x, y` of size `w×h`.
    static func node(
        _ type: ControlType, _ label: String? = nil, id: String? = nil, value: String? = nil,
        _ x: Double = 20, _ y: Double = 100, _ w: Double = 100, _ h: Double = 44,
        traits: AccessibilityTraitSet = [], enabled: Bool = true,
        element: AccessibilityElementFlag = .unknown
    ) -> AccessibilityNode {
        AccessibilityNode(
            type: type, identifier: id, label: label, value: value,
            frame: Frame(x: x, y: y, width: w, height: h), traits: traits, enabled: enabled,
            isAccessibilityElement: element)
    }

    /// A 200 pt wide text at 20, 100, `height` pt tall, whose `colour` (`#RRGGBB`) is drawn
    /// on white in a `fontSize` pt font.
    static func text(_ label: String, _ colour: String, height: Double, fontSize: Double, bold: Bool = false) -> AccessibilityNode {
        AccessibilityNode(
            type: .staticText, label: label, frame: Frame(x: 20, y: 100, width: 200, height: height),
            foregroundColor: RGBColor(hex: colour), backgroundColor: RGBColor(hex: "#FFFFFF"), fontSize: fontSize, boldFont: bold)
    }
}
