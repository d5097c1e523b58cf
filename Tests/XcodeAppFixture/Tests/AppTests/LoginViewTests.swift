// The hosted unit test as Xcode 26's unit-test template writes tests, in Swift Testing (Apple
// platforms): the test bundle runs inside the app, so `@testable import App` reaches the view
// controller, and the suite is @MainActor because UIKit's views are. Type-checked on Linux
// against Tests/AppleStandIn by `.ci/typecheck-adapters.sh`.
#if canImport(UIKit)
@testable import App
import AppScreens
import RapidTesting
import Testing

@MainActor
struct LoginViewTests {
    @Test func theLoginViewMatchesItsMap() {
        let controller = LoginViewController()
        controller.loadViewIfNeeded()
        #expect(verify(LoginScreen.self, controller.view))
    }
}
#endif
