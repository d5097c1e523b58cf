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

/// A screen recorded while its root view had no identifier: its map covers the app's window
/// without system UI (`MapScope.appWindow`), as the generated region declares it. Its first
/// entry is an unnamed text; its first entry with an identifier is the sign-in button.
package enum WindowLoginScreen: RapidScreen {
    package static var mapScope: MapScope { .appWindow }
    package static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .staticText, identifier: nil, label: "Welcome"),
            ControlInformation(index: 1, type: .button, identifier: nil, label: "Done"),
            ControlInformation(index: 2, type: .button, identifier: id("signIn"), label: "Sign In"),
        ]
    }
}

/// ``WindowLoginScreen`` with a map of unnamed entries only: what shows it is its first label.
package enum UnnamedWindowScreen: RapidScreen {
    package static var mapScope: MapScope { .appWindow }
    package static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .other, identifier: nil, label: nil),
            ControlInformation(index: 1, type: .staticText, identifier: nil, label: "Welcome"),
        ]
    }
}

extension Trees {
    /// ``WindowLoginScreen`` on screen, laid out as XCUITest lists an app's windows before
    /// iOS 13: the main window holds the screen's root view, which has no identifier (a text,
    /// a Done button, the sign-in button); a heads-up display, the keyboard (whose Return key
    /// is a button labelled Done too) and the status bar (12:00) come in windows of their own.
    /// Nothing but the three elements is the screen's.
    package static let windowLogin: AccessibilityTree = {
        func element(_ type: ControlType, _ label: String, identifier: String? = nil, y: Double) -> NestedNode {
            NestedNode(
                AccessibilityNode(
                    type: type, identifier: identifier, label: label, frame: Frame(x: 20, y: y, width: 300, height: 40),
                    traits: type == .button ? .button : .staticText, isAccessibilityElement: .yes))
        }
        let full = Frame(x: 0, y: 0, width: 390, height: 844)
        func container(_ type: ControlType, _ frame: Frame, _ children: [NestedNode]) -> NestedNode {
            NestedNode(AccessibilityNode(type: type, frame: frame, isAccessibilityElement: .no), children: children)
        }
        return AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, label: "Shop", frame: full, isAccessibilityElement: .no),
                children: [
                    container(
                        .window, full,
                        [
                            container(
                                .other, full,
                                [
                                    element(.staticText, "Welcome", y: 100), element(.button, "Done", y: 150),
                                    element(.button, "Sign In", identifier: WindowLoginScreen.id("signIn"), y: 200),
                                ])
                        ]),
                    container(.window, full, [element(.staticText, "Loading", y: 400)]),
                    container(
                        .window, full,
                        [container(.keyboard, Frame(x: 0, y: 544, width: 390, height: 300), [element(.button, "Done", y: 790)])]),
                    container(
                        .window, full,
                        [container(.statusBar, Frame(x: 0, y: 0, width: 390, height: 44), [element(.staticText, "12:00", y: 2)])]),
                ]))
    }()
}
