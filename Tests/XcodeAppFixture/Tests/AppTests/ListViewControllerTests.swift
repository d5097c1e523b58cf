// The hosted unit tests of the table and collection-view screens (Apple platforms): each view
// controller's views captured and verified against the map that the UI tests verify too.
// Type-checked on Linux against Tests/AppleStandIn by `.ci/typecheck-adapters.sh`;
// `.ci/xcode-fixture.sh` captures the same views against a runnable UIKit stand-in and as a
// UI test's snapshot.
#if canImport(UIKit)
@testable import App
import AppScreens
import RapidTesting
import UIKit
import XCTest

@MainActor
final class ListViewControllerTests: XCTestCase {
    func testTheMailboxesTableMatchesItsMap() {
        let controller = MailboxesViewController()
        controller.loadViewIfNeeded()
        XCTAssert(verify(MailboxesScreen.self, controller.view))
    }

    func testTheAlbumsGridMatchesItsMap() {
        let controller = AlbumsViewController()
        controller.loadViewIfNeeded()
        XCTAssert(verify(AlbumsScreen.self, controller.view))
    }
}
#endif
