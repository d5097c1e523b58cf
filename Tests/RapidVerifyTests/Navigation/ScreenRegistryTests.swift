import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// Which known screens a captured tree shows, and the words of a wait that timed out.
@Suite struct ScreenRegistryTests {
    enum OnboardingScreen: UnqualifiedTestScreen { static func controlsInformation() -> [ControlInformation] { [] } }
    enum AlertScreen: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] { [] }
        static var screenIdentifier: String { "alert.root" }
    }
    /// Another type with AlertScreen's root identifier.
    enum ErrorAlert: UnqualifiedTestScreen {
        static func controlsInformation() -> [ControlInformation] { [] }
        static var screenIdentifier: String { "alert.root" }
    }

    static let phone = Frame(x: 0, y: 0, width: 390, height: 844)

    static func app(_ children: [NestedNode], frame: Frame = phone) -> AccessibilityTree {
        AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .application, frame: frame),
                children: [
                    NestedNode(AccessibilityNode(type: .window, frame: frame), children: children)
                ]))
    }

    static func root(
        _ identifier: String, _ frame: Frame = phone, hidden: Bool = false, alpha: Double = 1,
        visible: Bool = true, children: [NestedNode] = []
    ) -> NestedNode {
        NestedNode(
            AccessibilityNode(
                type: .other, identifier: identifier, frame: frame, hidden: hidden,
                visible: visible, alpha: alpha), children: children)
    }

    let registry = ScreenRegistry([LoginScreen.self, OnboardingScreen.self, AlertScreen.self])

    @Test func aKnownScreenIsItsTypesNameAndRootIdentifier() {
        #expect(KnownScreen(LoginScreen.self) == KnownScreen(name: "LoginScreen", identifier: "LoginScreen"))
        #expect(KnownScreen(AlertScreen.self) == KnownScreen(name: "AlertScreen", identifier: "alert.root"))
        #expect(registry.screens.map(\.name) == ["LoginScreen", "OnboardingScreen", "AlertScreen"])
    }

    @Test func aScreenIsKnownOnceWhateverTimesItIsAdded() {
        let twice = registry.adding([KnownScreen(LoginScreen.self), KnownScreen(AlertScreen.self)])
        #expect(twice == registry)
        #expect(ScreenRegistry(known: [KnownScreen(LoginScreen.self), KnownScreen(LoginScreen.self)]).screens.count == 1)
    }

    @Test func theScreensOnScreenAreListedInTheOrderOfTheirRoots() {
        let tree = Self.app([Self.root("OnboardingScreen"), Self.root("alert.root", Frame(x: 20, y: 300, width: 350, height: 200))])
        #expect(registry.screens(onScreenIn: tree).map(\.name) == ["OnboardingScreen", "AlertScreen"])
        #expect(
            ScreenRegistry([AlertScreen.self, OnboardingScreen.self]).screens(onScreenIn: tree).map(\.name)
                == ["OnboardingScreen", "AlertScreen"])
    }

    @Test func anUnknownRootIsNotNamedAndNoScreenIsAnEmptyList() {
        let tree = Self.app([Self.root("SettingsScreen")])
        #expect(registry.screens(onScreenIn: tree).isEmpty)
        #expect(ScreenRegistry().screens(onScreenIn: tree).isEmpty)
    }

    @Test func screensSharingARootIdentifierAreBothNamed() {
        let tree = Self.app([Self.root("alert.root")])
        #expect(
            ScreenRegistry([AlertScreen.self, ErrorAlert.self]).screens(onScreenIn: tree).map(\.name)
                == ["AlertScreen", "ErrorAlert"])
    }

    @Test func aRootThatIsHiddenOrUnderAHiddenViewIsNotOnScreen() {
        #expect(registry.screens(onScreenIn: Self.app([Self.root("LoginScreen", hidden: true)])).isEmpty)
        #expect(registry.screens(onScreenIn: Self.app([Self.root("LoginScreen", alpha: 0)])).isEmpty)
        #expect(registry.screens(onScreenIn: Self.app([Self.root("LoginScreen", visible: false)])).isEmpty)
        let underHidden = Self.app([
            NestedNode(
                AccessibilityNode(type: .other, frame: Self.phone, hidden: true),
                children: [Self.root("LoginScreen")]),
            Self.root("OnboardingScreen"),
        ])
        #expect(registry.screens(onScreenIn: underHidden).map(\.name) == ["OnboardingScreen"])
        var elementsHidden = AccessibilityNode(type: .other, frame: Self.phone)
        elementsHidden.accessibilityElementsHidden = true
        #expect(registry.screens(onScreenIn: Self.app([NestedNode(elementsHidden, children: [Self.root("LoginScreen")])])).isEmpty)
    }

    @Test func aRootWithoutAreaOrOutsideTheAppIsNotOnScreen() {
        let zero = Self.app([Self.root("LoginScreen", .zero)])
        #expect(registry.screens(onScreenIn: zero).isEmpty)
        let flat = Self.app([Self.root("LoginScreen", Frame(x: 0, y: 0, width: 390, height: 0))])
        #expect(registry.screens(onScreenIn: flat).isEmpty)
        // A screen pushed off to the right during a navigation transition.
        let offRight = Self.app([
            Self.root("LoginScreen", Frame(x: 390, y: 0, width: 390, height: 844)),
            Self.root("OnboardingScreen"),
        ])
        #expect(registry.screens(onScreenIn: offRight).map(\.name) == ["OnboardingScreen"])
        let partly = Self.app([Self.root("LoginScreen", Frame(x: 389, y: 0, width: 390, height: 844))])
        #expect(registry.screens(onScreenIn: partly).map(\.name) == ["LoginScreen"])
    }

    @Test func aTreeRootWithoutSizeExcludesNothing() {
        let tree = Self.app([Self.root("LoginScreen", Frame(x: 500, y: 900, width: 10, height: 10))], frame: .zero)
        #expect(registry.screens(onScreenIn: tree).map(\.name) == ["LoginScreen"])
    }

    @Test func aScreenWhoseRootAppearsTwiceIsNamedOnce() {
        let tree = Self.app([Self.root("LoginScreen"), Self.root("LoginScreen")])
        #expect(registry.screens(onScreenIn: tree).map(\.name) == ["LoginScreen"])
    }

    // MARK: the words of a wait that timed out

    func failure(
        _ state: ScreenWaitFailure.RootState = .absent, known: ScreenRegistry? = nil,
        onScreen: Result<[KnownScreen], ScreenWaitFailure.CaptureFailure>
    ) -> String {
        ScreenWaitFailure(
            expected: KnownScreen(LoginScreen.self), timeout: 5, rootState: state, known: known ?? registry,
            onScreen: onScreen
        ).description
    }

    @Test func aTimeoutNamesTheScreensOnScreenInstead() {
        #expect(
            failure(onScreen: .success([KnownScreen(OnboardingScreen.self)]))
                == "expected LoginScreen within 5 s; on screen: OnboardingScreen")
        #expect(
            failure(onScreen: .success([KnownScreen(OnboardingScreen.self), KnownScreen(AlertScreen.self)]))
                == "expected LoginScreen within 5 s; on screen: OnboardingScreen, AlertScreen")
    }

    @Test func aRootThatIsThereButNotHittableIsSaidSo() {
        #expect(
            failure(.notHittable, onScreen: .success([KnownScreen(LoginScreen.self), KnownScreen(AlertScreen.self)]))
                == "expected LoginScreen within 5 s: its root view \"LoginScreen\" is there but not hittable; "
                + "on screen: LoginScreen, AlertScreen")
    }

    @Test func noKnownScreenOnScreenListsTheKnownOnes() {
        #expect(
            failure(onScreen: .success([]))
                == "expected LoginScreen within 5 s; on screen: none of the 3 known screens (LoginScreen, OnboardingScreen, AlertScreen)")
    }

    @Test func withOnlyTheExpectedScreenKnownTheIssueSaysHowToDeclareTheOthers() {
        let text = failure(known: ScreenRegistry([LoginScreen.self]), onScreen: .success([]))
        #expect(text.hasPrefix("expected LoginScreen within 5 s; on screen: not LoginScreen, and no other screen is known\n"))
        #expect(text.contains("ScreenRegistry.declare("))
        #expect(text.contains("waitFor(LoginScreen.self, in: app, among: […])"))
    }

    @Test func aCaptureThatFailsGivesItsReason() {
        #expect(
            failure(onScreen: .failure(.init(reason: "the application is not running")))
                == "expected LoginScreen within 5 s; could not capture the app to tell which screens are on screen: "
                + "the application is not running")
        #expect(
            ScreenWaitFailure(
                expected: KnownScreen(LoginScreen.self), timeout: 0.5, rootState: .absent, known: registry,
                onScreen: .success([])
            ).description.hasPrefix("expected LoginScreen within 0.5 s;"))
    }
}
