import Testing
@testable import RapidVerify
@testable import RapidScreenReader
@testable import RapidTree
import RapidMapTestSupport

/// Hand-made screens and trees shared by the verification tests.
///
/// Every element is marked `isAccessibilityElement: .yes` and laid out top to bottom in
/// pre-order, so any traversal engine orders them as written.
///
/// The verification tests' screen: a sign-in form under a "Welcome" title, five controls
/// (the support module's three-control `LoginScreen` has no title and no "forgot" link).
enum WelcomeForm: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [
            ControlInformation(index: 0, type: .staticText, identifier: id("title"), label: "Welcome"),
            ControlInformation(index: 1, type: .textField, identifier: id("email")),
            ControlInformation(index: 2, type: .secureTextField, identifier: id("password")),
            ControlInformation(index: 3, type: .button, identifier: id("signIn"), label: "Sign In"),
            ControlInformation(index: 4, type: .link, identifier: id("forgot")),
        ]
    }
}

enum Fixture {
    /// An element of a screen, marked as an accessibility element.
    static func element(
        _ type: ControlType, _ identifier: String?, label: String? = nil,
        value: String? = nil, traits: AccessibilityTraitSet = []
    ) -> AccessibilityNode {
        AccessibilityNode(
            type: type, identifier: identifier, label: label, value: value, traits: traits,
            isAccessibilityElement: .yes)
    }

    /// `WelcomeForm.<name>`.
    static func id(_ name: String) -> String { WelcomeForm.id(name) }

    /// A window holding a root view with `screenIdentifier` (none when nil) that holds the
    /// elements, stacked top to bottom in the order given. `before` and `after` are
    /// elements outside the root view (above and below it). The containers are marked as
    /// not being accessibility elements.
    static func tree(
        _ elements: [AccessibilityNode], screenIdentifier: String? = "WelcomeForm",
        before: [AccessibilityNode] = [], after: [AccessibilityNode] = []
    ) -> AccessibilityTree {
        var y = 0.0
        func placed(_ node: AccessibilityNode) -> NestedNode {
            var n = node
            n.frame = Frame(x: 20, y: y, width: 300, height: 40)
            y += 50
            return NestedNode(n)
        }
        let top = before.map(placed)
        let root = NestedNode(
            AccessibilityNode(
                type: .other, identifier: screenIdentifier,
                frame: Frame(x: 0, y: y, width: 390, height: 700),
                isAccessibilityElement: .no),
            children: elements.map(placed))
        let bottom = after.map(placed)
        return AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(
                    type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844),
                    isAccessibilityElement: .no),
                children: top + [root] + bottom))
    }

    /// The form exactly as its map declares it.
    static var formElements: [AccessibilityNode] {
        [
            element(.staticText, id("title"), label: "Welcome"),
            element(.textField, id("email"), label: "Email"),
            element(.secureTextField, id("password"), label: "Password"),
            element(.button, id("signIn"), label: "Sign In"),
            element(.link, id("forgot"), label: "Forgot password?"),
        ]
    }
}

@Suite struct VerificationFixturesTests {
    @Test func theFixtureTreeIsOrderedAsWritten() {
        let elements = TraversalEngine().order(Fixture.tree(Fixture.formElements))
        #expect(elements.map(\.node.identifier) == Fixture.formElements.map(\.identifier))
    }
}
