// The UIKit adapter: compiled against the real SDK on Apple platforms only (not watchOS,
// whose UIKit has no UIView). On Linux, `.ci/typecheck-adapters.sh` type-checks it against
// Tests/AppleStandIn. Documented UIKit API only; the logic is in
// `AccessibilityTree(capturingAccessibilityObject:)`.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UIAccessibilityCustomAction` seen through ``CapturableCustomAction``.
@MainActor
struct UIKitCustomAction: CapturableCustomAction {
    let action: UIAccessibilityCustomAction
    var name: String { action.name }
}

/// A view or another accessibility object seen through ``CapturableAccessibilityObject``.
/// A non-view answers the view properties as a visible view with no subviews.
struct UIKitAccessibilityObject: CapturableAccessibilityObject {
    let object: NSObject
    private var view: UIView? { object as? UIView }

    var objectIdentity: ObjectIdentifier { ObjectIdentifier(object) }
    var isAccessibilityElement: Bool { object.isAccessibilityElement }
    var accessibilityElements: [UIKitAccessibilityObject]? {
        object.accessibilityElements?.compactMap { ($0 as? NSObject).map(UIKitAccessibilityObject.init) }
    }
    func accessibilityElementCount() -> Int { object.accessibilityElementCount() }
    func accessibilityElement(at index: Int) -> UIKitAccessibilityObject? {
        (object.accessibilityElement(at: index) as? NSObject).map(UIKitAccessibilityObject.init)
    }
    var accessibilityElementsHidden: Bool { object.accessibilityElementsHidden }
    var accessibilityViewIsModal: Bool { object.accessibilityViewIsModal }
    var shouldGroupAccessibilityChildren: Bool { object.shouldGroupAccessibilityChildren }
    var accessibilityContainerType: UIAccessibilityContainerType { object.accessibilityContainerType }
    var accessibilityFrame: CGRect { object.accessibilityFrame }
    var accessibilityIdentifier: String? {
        if let identified = object as? UIAccessibilityIdentification { return identified.accessibilityIdentifier }
        // SwiftUI's elements answer the selector without declaring the protocol; asking
        // `responds(to:)` first keeps key-value coding from raising for any other object.
        let key = "accessibilityIdentifier"
        return object.responds(to: NSSelectorFromString(key)) ? object.value(forKey: key) as? String : nil
    }
    var accessibilityLabel: String? { object.accessibilityLabel }
    var accessibilityValue: String? { object.accessibilityValue }
    var accessibilityHint: String? { object.accessibilityHint }
    var accessibilityTraits: UIAccessibilityTraits { object.accessibilityTraits }
    var accessibilityCustomActions: [UIKitCustomAction]? {
        object.accessibilityCustomActions?.map(UIKitCustomAction.init)
    }
    var subviews: [UIKitAccessibilityObject] { view?.subviews.map(UIKitAccessibilityObject.init) ?? [] }
    var isHidden: Bool { view?.isHidden ?? false }
    var alpha: CGFloat { view?.alpha ?? 1 }
    var clipsToBounds: Bool { view?.clipsToBounds ?? false }
    var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom { view?.traitCollection.userInterfaceIdiom ?? .unspecified }
}

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
