import Foundation
import RapidMap
import RapidVerify

/// The screen the RapidTesting tests verify: three controls.
package enum LoginScreen: RapidScreen {
    package static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .textField, identifier: id("email")),
            ControlInformation(index: 1, type: .secureTextField, identifier: id("password")),
            ControlInformation(index: 2, type: .button, identifier: id("signIn"), label: "Sign In"),
        ]
    }
}

package enum Trees {
    /// The login screen's root view holding `elements`, stacked top to bottom, each marked
    /// as an accessibility element (so any traversal engine orders them as given).
    package static func login(_ elements: [AccessibilityNode], screenIdentifier: String = "LoginScreen") -> AccessibilityTree {
        screen(screenIdentifier, elements)
    }

    /// The screen as its map declares it.
    package static let matching = login([
        AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
        AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
        AccessibilityNode(type: .button, identifier: "LoginScreen.signIn", label: "Sign In"),
    ])

    /// The screen's controls as declared, under a root view without the screen's identifier.
    package static let matchingWithoutRoot = login(
        [
            AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
            AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
            AccessibilityNode(type: .button, identifier: "LoginScreen.signIn", label: "Sign In"),
        ], screenIdentifier: "")

    /// Another screen, whose root view is `HomeScreen`.
    package static let home = login(
        [
            AccessibilityNode(type: .button, identifier: "HomeScreen.profile", label: "Profile")
        ], screenIdentifier: "HomeScreen")

    /// The screen without its sign-in button: one missing control.
    package static let missingSignIn = login([
        AccessibilityNode(type: .textField, identifier: "LoginScreen.email", label: "Email"),
        AccessibilityNode(type: .secureTextField, identifier: "LoginScreen.password", label: "Password"),
    ])
}

extension Trees {
    /// The screen's root view (identifier `root`) holding `elements`, stacked top to
    /// bottom, each marked as an accessibility element (so any traversal engine orders
    /// them as given).
    package static func screen(_ root: String, _ elements: [AccessibilityNode]) -> AccessibilityTree {
        var y = 0.0
        let children = elements.map { node -> NestedNode in
            var n = node
            n.isAccessibilityElement = .yes
            n.frame = Frame(x: 20, y: y, width: 300, height: 40)
            y += 50
            return NestedNode(n)
        }
        return AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: .no),
                children: [
                    NestedNode(
                        AccessibilityNode(
                            type: .other, identifier: root, frame: Frame(x: 0, y: 0, width: 390, height: 844),
                            isAccessibilityElement: .no), children: children)
                ]))
    }
}
