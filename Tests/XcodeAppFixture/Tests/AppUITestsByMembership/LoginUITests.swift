// The cheaper layout, without the AppScreens package, and day one's: the map files are members
// of the UI-test target as well as the app target (in Xcode, select LoginScreen.swift and tick
// the UI-test target under Target Membership in the File inspector), so the UI-test bundle
// compiles its own copy of the maps and needs only RapidTesting. The first test of
// "First green verify in an Xcode app" is this one: it does one thing, verify. Here the two
// map files are symbolic links to Sources/AppScreens; rapidgen still writes one file, which
// both targets compile.
// Type-checked on Linux against Tests/AppleStandIn by `.ci/typecheck-adapters.sh`.
#if canImport(UIKit)
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
}
#endif
