// The capture and UI-test examples of the RapidTesting docs, as a client of RapidTesting writes them, type-checked by
// `.ci/typecheck-adapters.sh` against the stand-in API (never run). Keep it in step with the
// articles "Capturing trees from the running app" and "Driving UI tests with the maps" (Sources/RapidTesting/RapidTesting.docc).
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation  // brought by `import XCTest` on Apple platforms; the stand-in on Linux
#endif
import UIKit
import RapidTesting
import RapidAudit  // AuditCheck, AuditOptions: RapidTesting does not re-export them

enum LoginScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] {
        [ControlInformation(index: 0, type: .button, identifier: id("signIn"), label: "Sign In")]
    }
}

@MainActor
func uiTestUsage() throws {
    let app = XCUIApplication()
    app.launch()
    recordTree(of: app, named: "LoginScreen")
    let tree: AccessibilityTree? = recordTree(of: app, named: "Login", screen: "LoginScreen")
    _ = tree
    XCTAssert(verify(LoginScreen.self, app))
    XCTAssert(verify(LoginScreen.self, app, mode: .ordered))
    XCTAssert(verify(LoginScreen.self, app, options: VerificationOptions(requiresScreenRoot: .always)))
    XCTAssert(audit(app))
    XCTAssert(
        audit(
            app, checks: try AuditCheck.selecting(["min-interactive-size"]).get(),
            options: AuditOptions(warningsFail: true)))
    let captured = try AccessibilityTree(capturing: app, layoutDirection: .rightToLeft)
    let button = try AccessibilityTree(capturing: app.buttons["LoginScreen.signIn"])
    XCTAssert(verify(LoginScreen.self, captured) && button.count > 0)
    recordTree(try AccessibilityTree(debugDescription: app.debugDescription), named: "LoginScreen")
    // Variants: a test plan configuration's launch arguments, and what the test states.
    app.launchArguments += ["-AppleLanguages", "(ar)", "-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityXXXL"]
    XCTAssert(verify(LoginScreen.self, app, configuration: RecordingConfiguration(idiom: .pad)))
    recordTree(of: app, named: "LoginScreen", configuration: RecordingConfiguration(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    let arabic = try AccessibilityTree(capturing: app, configuration: RecordingConfiguration(language: "ar"))
    XCTAssert(arabic.configuration.layoutDirection == .rightToLeft)
}

enum OnboardingScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] { [] }
}

enum HomeScreen: RapidScreen {
    static func controlsInformation() -> [ControlInformation] { [] }
}

@MainActor
func navigationUsage(app: XCUIApplication) throws {
    ScreenRegistry.declare(OnboardingScreen.self, LoginScreen.self, HomeScreen.self)
    XCTAssert(waitFor(LoginScreen.self, in: app, timeout: 5))
    XCTAssert(LoginScreen.element(1, in: app).exists)
    LoginScreen.element(2, in: app).tap()
    LoginScreen.element(2, in: app).typeText("ada@example.com")
    LoginScreen.element(6, in: app).tap()
    XCTAssert(waitFor(HomeScreen.self, in: app))
    XCTAssert(verify(HomeScreen.self, app))
    let appeared: Bool = waitFor(HomeScreen.self, in: app, timeout: 10, among: [OnboardingScreen.self])
    let element: XCUIElement = LoginScreen.element(0, in: app)
    _ = (appeared, element.isHittable)
    let node: AccessibilityNode? = LoginScreen.element(0, in: try AccessibilityTree(capturing: UIView(frame: .zero)))
    _ = node
}

@MainActor
func unitTestUsage(controller: UIViewController, window: UIWindow) throws {
    recordTree(of: controller.view, named: "LoginScreen")
    let recorded: AccessibilityTree? = recordTree(of: controller.view, named: "Login", screen: "LoginScreen")
    XCTAssert(verify(LoginScreen.self, controller.view))
    XCTAssert(verify(LoginScreen.self, try AccessibilityTree(capturing: controller.view)))
    let tree: AccessibilityTree = try AccessibilityTree(capturing: window)
    do {
        _ = try AccessibilityTree(capturing: controller.view)
    } catch {
        let reason: String = error.reason  // typed throws: a CaptureError
        _ = reason
    }
    _ = (tree, recorded)
}

/// A `@MainActor` Swift Testing test captures with the `async` form, which suspends while it
/// waits so main-actor tasks and `.task {}` work run (swiftlang/swift-testing#748).
@MainActor
func swiftTestingUnitTestUsage(controller: UIViewController) async throws {
    let tree: AccessibilityTree = try await AccessibilityTree.capture(controller.view)
    let recorded: Bool = recordTree(tree, named: "LoginScreen")
    _ = (recorded, verify(LoginScreen.self, tree))
}

/// The recordings of an Xcode test bundle, bundled with it (Copy Bundle Resources) for a
/// device: `Bundle.module` exists only in a Swift package target that declares resources
/// (SwiftPM generates it: Apple's "Bundling resources with a Swift package"), not in an
/// Xcode test bundle, whose bundle is found through one of its classes (`Bundle(for:)`).
/// This file is type-checked without `Bundle.module`, as such a bundle is.
final class BundledRecordingTests: XCTestCase {
    func testTheBundledRecordingMatches() throws {
        let tree = try AccessibilityTree(recording: "LoginScreen.json", bundle: Bundle(for: BundledRecordingTests.self))
        XCTAssert(verify(LoginScreen.self, tree))
        XCTAssert(assertExperience(of: tree, matches: "Login", bundle: Bundle(for: BundledRecordingTests.self)))
    }
}
