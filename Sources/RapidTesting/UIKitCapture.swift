// The UIKit adapter: compiled against the real SDK on Apple platforms only (not watchOS,
// whose UIKit has no UIView). On Linux, `.ci/typecheck-adapters.sh` type-checks it against
// Tests/AppleStandIn. Documented UIKit API only (but for the accessibility runtime's switch,
// see AccessibilityAutomationSwitch.swift); the logic is in
// `AccessibilityTree(capturingLiveView:host:)` and `AccessibilityTree(capturingAccessibilityObject:)`.
#if canImport(UIKit) && !os(watchOS)
import UIKit

extension AccessibilityTree {
    /// Captures a view's accessibility tree in a unit test, through UIKit's public
    /// accessibility API (see ``RapidVerify/AccessibilityTree/init(capturingAccessibilityObject:deviceIdiom:)``):
    /// a view controller's `view`, a `UIHostingController`'s `view` (SwiftUI exposes its
    /// elements through the hosting view) or a window.
    /// ```swift
    /// let controller = LoginViewController()
    /// let tree = try AccessibilityTree(capturing: controller.view)
    /// XCTAssert(verify(LoginScreen.self, tree))
    /// ```
    /// What the capture does around the walk, so the tree is what VoiceOver finds on a device:
    /// - it turns the accessibility runtime on for the capture when it is off, and back off
    ///   after (without it UIKit leaves many accessibility properties unset and SwiftUI
    ///   exposes no elements). Apple documents no API for this; RapidTesting uses
    ///   libAccessibility's automation switch, as KIF, AccessibilitySnapshot and GTXiLib do;
    /// - a view without a window (its accessibility frames are all zero) is added, with its
    ///   topmost superview, to the app's key window for the capture (sized to the window when
    ///   it has no size), then taken out and given its frame back;
    /// - the view is laid out (`layoutIfNeeded()`) and the main run loop turns once;
    /// - where the view's trait collection has no idiom, the device's is recorded.
    ///
    /// It needs a host application (the test target's Host Application in Xcode): a test
    /// bundle without one has no window scene and no accessibility runtime.
    ///
    /// - Throws: ``RapidVerify/CaptureError/noHostApplication``,
    ///   ``RapidVerify/CaptureError/noKeyWindow``, or
    ///   ``RapidVerify/CaptureError/accessibilityRuntime(_:)`` naming why the runtime could not
    ///   be turned on.
    @MainActor
    public init(capturing view: UIView) throws(CaptureError) {
        try self.init(capturingLiveView: UIKitAccessibilityObject(object: view), host: UIKitCaptureHost())
    }
}

/// Captures `view` (see ``RapidVerify/AccessibilityTree/init(capturing:)``) and verifies
/// `screen`'s map against it, as `verify(_:_:mode:)` does for a tree:
/// ```swift
/// #expect(verify(LoginScreen.self, controller.view))
/// ```
/// A capture that fails is reported as one issue with the reason, and the result is false.
@MainActor
@discardableResult
public func verify<S: RapidScreen>(
    _ screen: S.Type, _ view: UIView, mode: VerificationMode? = nil,
    options: VerificationOptions = VerificationOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    VerificationHarness.live.verify(
        screen, capturing: "the view", mode: mode, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) {
        try AccessibilityTree(capturing: view)
    }
}

/// Captures `view` and writes it as a native recording named `name`, as
/// `recordTree(_:named:screen:)` does. Returns the tree, or nil when the capture failed
/// (reported as an issue with the reason).
@MainActor
@discardableResult
public func recordTree(
    of view: UIView, named name: String, screen: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> AccessibilityTree? {
    TreeRecorder.live.record(
        capturing: "the view", named: name, screen: screen, testFile: "\(filePath)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) {
        try AccessibilityTree(capturing: view)
    }
}
#endif
