// The hosted unit-test case (Apple platforms): the test bundle runs inside the app, so it can
// import the app target and capture a view controller's views. Type-checked on Linux against
// Tests/AppleStandIn by `.ci/typecheck-adapters.sh`.
#if canImport(UIKit)
@testable import App
import AppScreens
import RapidTesting
import UIKit
import XCTest

@MainActor
final class LoginViewControllerTests: XCTestCase {
    func testTheLoginViewMatchesItsMap() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        XCTAssert(verify(LoginScreen.self, controller.view))
    }

    func testTheRecordingMatchesTheMapToo() throws {
        XCTAssert(verify(LoginScreen.self, try AccessibilityTree(recording: "LoginScreen.json")))
    }

    func testTheLoginViewIsRecorded() async {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        recordTree(of: controller.view, named: "LoginScreen")
    }
}
#endif
