// XCTest, as Xcode 26's unit-test template writes it: a plain (nonisolated) XCTestCase with
// sync and async tests and a @MainActor one, calling the maps of AppScreens.
import AppScreens
import RapidTesting
import XCTest

final class LoginTests: XCTestCase {
    func testLoginMatchesItsMap() {
        XCTAssert(verify(LoginScreen.self, recording: "LoginScreen.json"))
    }

    func testLoginMatchesItsMapAfterLoading() async throws {
        let tree = try AccessibilityTree(recording: "LoginScreen.json")
        XCTAssert(verify(LoginScreen.self, tree))
    }

    func testSettingsPassesTheAudit() throws {
        XCTAssert(audit(try AccessibilityTree(recording: "SettingsScreen.json")))
    }

    func testTheEmailFieldIsTheMapsThirdEntry() async throws {
        let tree = try AccessibilityTree(recording: "LoginScreen.json")
        XCTAssertEqual(LoginScreen.element(2, in: tree)?.label, "Email")
    }
}

// Its synchronous tests are in LoginViewControllerTests: on Linux, XCTest cannot run the
// synchronous tests of a @MainActor class (it crashes casting them to nonisolated functions).
@MainActor
final class LoginOnTheMainActorTests: XCTestCase {
    func testLoginMatchesItsMap() async {
        XCTAssert(verify(LoginScreen.self, recording: "LoginScreen.json"))
    }

    func testTheRecordingIsUpToDate() async throws {
        XCTAssert(recordTree(try AccessibilityTree(recording: "LoginScreen.json"), named: "LoginScreen"))
    }

    func testVoiceOverReadsLoginAsBefore() async throws {
        XCTAssert(assertExperience(of: try AccessibilityTree(recording: "LoginScreen.json"), matches: "LoginScreen"))
    }
}
