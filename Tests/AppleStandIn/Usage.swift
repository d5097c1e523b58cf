// The README's capture examples, as a client of RapidTesting writes them, type-checked by
// `.ci/typecheck-adapters.sh` against the stand-in API (never run). Keep it in step with the
// README section "Capturing trees from the running app".
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation  // brought by `import XCTest` on Apple platforms; the stand-in on Linux
#endif
import UIKit
import RapidTesting

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
    let captured = try AccessibilityTree(capturing: app, layoutDirection: .rightToLeft)
    let button = try AccessibilityTree(capturing: app.buttons["LoginScreen.signIn"])
    XCTAssert(verify(LoginScreen.self, captured) && button.count > 0)
    recordTree(try AccessibilityTree(debugDescription: app.debugDescription), named: "LoginScreen")
}

@MainActor
func unitTestUsage(controller: UIViewController, window: UIWindow) {
    recordTree(of: controller.view, named: "LoginScreen")
    XCTAssert(verify(LoginScreen.self, AccessibilityTree(capturing: controller.view)))
    let tree: AccessibilityTree = AccessibilityTree(capturing: window)
    _ = tree
}
