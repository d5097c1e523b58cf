// The UI tests of the table and collection-view screens (Apple platforms): the same maps the
// unit tests verify a view controller's views against. Type-checked on Linux against
// Tests/AppleStandIn by `.ci/typecheck-adapters.sh`.
#if canImport(UIKit)
import AppScreens
import RapidTesting
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation  // brought by `import XCTest` on Apple platforms; the stand-in on Linux
#endif

final class ListUITests: XCTestCase {
    @MainActor
    func testTheMailboxesTableMatchesItsMap() {
        let app = XCUIApplication()
        app.launchArguments = ["-screen", "mailboxes"]
        app.launch()
        XCTAssert(verify(MailboxesScreen.self, app))
    }

    @MainActor
    func testTheAlbumsGridMatchesItsMap() {
        let app = XCUIApplication()
        app.launchArguments = ["-screen", "albums"]
        app.launch()
        XCTAssert(verify(AlbumsScreen.self, app))
    }
}
#endif
