// The hosted unit test of the settings screen (Apple platforms): the view controller's views
// captured, verified against the map. Type-checked on Linux against Tests/AppleStandIn by
// `.ci/typecheck-adapters.sh`; `.ci/xcode-fixture.sh` captures the same view against a
// runnable UIKit stand-in.
#if canImport(UIKit)
@testable import App
import AppScreens
import RapidTesting
import UIKit
import XCTest

@MainActor
final class SettingsViewControllerTests: XCTestCase {
    func testTheSettingsViewMatchesItsMap() {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        XCTAssert(verify(SettingsScreen.self, controller.view))
    }
}
#endif
