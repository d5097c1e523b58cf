// The UIKit adapter: compiled against the real SDK on Apple platforms only (not watchOS,
// whose UIKit has no UIView). On Linux, `.ci/typecheck-adapters.sh` type-checks it against
// Tests/AppleStandIn. Documented UIKit API only; the logic is in
// `AccessibilityTree(capturingAccessibilityObject:)`.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension AccessibilityTree {
    /// Captures a view's accessibility tree in a unit test, through UIKit's public
    /// accessibility API (see ``RapidVerify/AccessibilityTree/init(capturingAccessibilityObject:)``):
    /// a view controller's `view`, a `UIHostingController`'s `view` (SwiftUI exposes its
    /// elements through the hosting view's `accessibilityElements`) or a window. The view is
    /// laid out first (`layoutIfNeeded()`).
    /// ```swift
    /// let controller = LoginViewController()
    /// let tree = AccessibilityTree(capturing: controller.view)
    /// XCTAssert(verify(LoginScreen.self, tree))
    /// ```
    @MainActor
    public init(capturing view: UIView) {
        view.layoutIfNeeded()
        self.init(capturingAccessibilityObject: UIKitAccessibilityObject(object: view))
    }
}

/// Captures `view` and writes it as a native recording named `name`, as
/// `recordTree(_:named:screen:)` does. Returns the tree.
@MainActor
@discardableResult
public func recordTree(
    of view: UIView, named name: String, screen: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AccessibilityTree {
    let tree = AccessibilityTree(capturing: view)
    recordTree(tree, named: name, screen: screen, fileID: fileID, filePath: filePath, line: line, column: column)
    return tree
}
#endif
