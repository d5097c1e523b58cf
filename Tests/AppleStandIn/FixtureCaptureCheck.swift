// Captures the UIKit screens of Tests/XcodeAppFixture (its App target's view controllers,
// compiled against the runnable UIKit of Tests/AppleStandIn/UIKitRuntime.swift) through the
// capture walker, with RapidTesting's own UIKit adapter (UIKitAccessibilityObject.swift,
// compiled into this program), and checks each against its map: the elements VoiceOver reads
// in the screen's subtree are exactly the map's entries, in order, with the map's types,
// identifiers and labels, each with a frame that has an area, and `verify` passes. Run by
// `.ci/xcode-fixture.sh`; prints each screen's captured controls, and every difference.
@testable import App
import AppScreens
import RapidMap
// Exported, as RapidTesting.swift exports it: the adapter files rely on it.
@_exported import RapidVerify
import UIKit

@main
@MainActor
struct FixtureCaptureCheck {
    /// The controller's view as the app shows it: the root of a phone-sized window, laid out.
    static func capture(_ controller: UIViewController) throws -> AccessibilityTree {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return try AccessibilityTree(capturingAccessibilityObject: UIKitAccessibilityObject(object: window))
    }

    /// The differences between the captured screen and its map (empty: they are the same).
    static func check<S: RapidScreen>(_ screen: S.Type, _ controller: UIViewController) throws -> [String] {
        let tree = try capture(controller)
        let result = Verifier.verify(screen, tree)
        let map = screen.controlsInformation()
        var problems: [String] = []
        // VoiceOver skips an element without area, so the order would only miss it: name it.
        for node in tree.nodes where node.isAccessibilityElement == .yes && !(node.frame.width > 0 && node.frame.height > 0) {
            problems.append("\(S.screenTypeName): \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\" has a frame without area")
        }
        print("\(S.screenTypeName): \(result.actual.count) controls captured, \(map.count) in its map")
        for (index, element) in result.actual.enumerated() {
            let node = element.node
            let frame = node.frame
            print("    \(index). \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\" [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]")
            guard index < map.count else {
                problems.append("\(S.screenTypeName) \(index): \(node.type) \(node.label ?? "") is not in the map")
                continue
            }
            let entry = map[index]
            if entry.type != node.type || entry.identifier != node.identifier || entry.label != node.label {
                problems.append(
                    "\(S.screenTypeName) \(index): captured \(node.type) \(node.identifier ?? "-") \"\(node.label ?? "")\", "
                        + "the map says \(entry.type) \(entry.identifier ?? "-") \"\(entry.label ?? "")\"")
            }
        }
        for entry in map.dropFirst(result.actual.count) {
            problems.append("\(S.screenTypeName) \(entry.index): \(entry.type) \(entry.identifier ?? "-") is not captured")
        }
        if !result.passed { problems.append("verify(\(S.screenTypeName).self) fails:\n\(result)") }
        return problems
    }

    static func main() throws {
        let problems = try check(LoginScreen.self, LoginViewController()) + check(SettingsScreen.self, SettingsViewController())
        guard problems.isEmpty else {
            for problem in problems { print("FAIL \(problem)") }
            exit(1)
        }
        print("every captured screen is its map")
    }
}
