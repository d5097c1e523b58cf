// The UI-test bundle (Apple platforms): it cannot import the app target, so it imports the
// maps from AppScreens. Type-checked on Linux against Tests/AppleStandIn by
// `.ci/typecheck-adapters.sh`.
#if canImport(UIKit)
import AppScreens
import RapidTesting
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation  // brought by `import XCTest` on Apple platforms; the stand-in on Linux
#endif

final class LoginUITests: XCTestCase {
    @MainActor
    func testLoginMatchesItsMap() {
        let app = XCUIApplication()
        app.launch()
        XCTAssert(verify(LoginScreen.self, app))
    }

    @MainActor
    func testLoginPassesTheAudit() {
        let app = XCUIApplication()
        app.launch()
        XCTAssert(audit(app))
    }

    @MainActor
    func testSignInLeadsToSettings() async {
        // A waitFor that times out names the declared screen that is on screen instead.
        ScreenRegistry.declare(LoginScreen.self, SettingsScreen.self)
        let app = XCUIApplication()
        app.launch()
        XCTAssert(waitFor(LoginScreen.self, in: app, timeout: 5))
        LoginScreen.element(2, in: app).tap()
        LoginScreen.element(2, in: app).typeText("ada@example.com")
        LoginScreen.element(6, in: app).tap()
        XCTAssert(waitFor(SettingsScreen.self, in: app))
        XCTAssert(verify(SettingsScreen.self, app))
    }
}

@MainActor
final class RecordingUITests: XCTestCase {
    func testRecordTheLoginScreen() throws {
        let app = XCUIApplication()
        app.launch()
        recordTree(of: app, named: "LoginScreen")
    }
}
#endif
