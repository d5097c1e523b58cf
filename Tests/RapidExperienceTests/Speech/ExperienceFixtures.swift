import Foundation
@testable import RapidVerify
@testable import RapidTree

/// Hand-made trees for the experience tests.
enum ExperienceTrees {
    static func element(
        _ type: ControlType, _ label: String?, _ frame: Frame, identifier: String? = nil,
        traits: AccessibilityTraitSet = [], hint: String? = nil, actions: [String] = []
    ) -> NestedNode {
        NestedNode(
            AccessibilityNode(
                type: type, identifier: identifier, label: label, hint: hint, frame: frame,
                traits: traits, isAccessibilityElement: .yes, customActions: actions))
    }

    static func window(
        _ children: [NestedNode], width: Double = 390, height: Double = 844,
        direction: InterfaceLayoutDirection = .leftToRight
    ) -> AccessibilityTree {
        AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .window, frame: Frame(x: 0, y: 0, width: width, height: height),
                    isAccessibilityElement: .no), children: children),
            layoutDirection: direction)
    }

    /// A title, a field with a hint, a button with custom actions, and a tab bar of three.
    static let login: AccessibilityTree = window([
        element(.staticText, "Sign In", Frame(x: 20, y: 60, width: 350, height: 30), traits: .header),
        element(.textField, "Email", Frame(x: 20, y: 120.4, width: 350, height: 44)),
        element(
            .button, "Sign In", Frame(x: 20, y: 200, width: 350, height: 50), identifier: "signIn",
            traits: .button, hint: "Signs you in.", actions: ["Use passkey", "Help"]),
        NestedNode(
            AccessibilityNode(
                type: .tabBar, frame: Frame(x: 0, y: 760, width: 390, height: 84), traits: .tabBar,
                isAccessibilityElement: .no),
            children: [
                element(.button, "Home", Frame(x: 0, y: 760, width: 130, height: 50), traits: [.button, .selected]),
                element(.button, "Search", Frame(x: 130, y: 760, width: 130, height: 50), traits: .button),
                element(.button, "Profile", Frame(x: 260, y: 760, width: 130, height: 50), traits: .button),
            ]),
    ])
}
