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
    /// What the capture does around the walk, so the tree is what VoiceOver finds on a device
    /// (see ``RapidVerify/AccessibilityTree`` `init(capturingLiveView:host:)`'s steps):
    /// - the process's first capture turns the accessibility runtime on when it is off, and it
    ///   is turned back off when the test process exits (without it UIKit leaves many
    ///   accessibility properties unset and SwiftUI exposes no elements). Apple documents no
    ///   API for this; RapidTesting uses libAccessibility's automation switch, as KIF,
    ///   AccessibilitySnapshot and GTXiLib do;
    /// - a view without a window (its accessibility frames are all zero) is added, with its
    ///   topmost superview, to the app's key window, or to a window of its own in a test
    ///   bundle without a host application (a Swift package's test target), sized to the
    ///   window when it has no size, then taken out and given its frame back;
    /// - the view is laid out (`layoutIfNeeded()`) and the main run loop turns; until two
    ///   reads in a row find the same number of accessibility elements, more than none
    ///   (SwiftUI publishes its elements a little after the runtime is on, and after a
    ///   screen's UIKit ones), the run loop runs again and the view is read again, for up to
    ///   5 s;
    /// - where the view's trait collection has no idiom, the device's is recorded;
    /// - each object gets the type XCUITest records for its class (a table's or a collection
    ///   view's row is a `cell`, a page control a `pageIndicator`, and so on, subclasses
    ///   included), or, for a class XCUITest is not known to type on its own, the type its
    ///   traits imply: a map recorded from a unit test holds in a UI test of the same screen.
    ///
    /// In a bundle without a host application SwiftUI is known to expose less (a
    /// `ScrollView`'s content, a navigation bar's): capture in an app's test target to see
    /// what VoiceOver sees. There, when every element comes back with no label and no traits
    /// (UIKit left the accessibility properties unset, as AccessibilitySnapshot finds without
    /// a host application), the capture fails with
    /// ``RapidVerify/CaptureError/propertiesUnsetWithoutHostApplication``.
    ///
    /// - Throws: ``RapidVerify/CaptureError/accessibilityRuntime(_:)`` naming why the runtime
    ///   could not be turned on, ``RapidVerify/CaptureError/noElements(within:hostless:)``
    ///   when the view exposes no element,
    ///   ``RapidVerify/CaptureError/propertiesUnsetWithoutHostApplication`` without a host
    ///   application whose properties stayed unset, or
    ///   ``RapidVerify/CaptureError/incompleteTree(_:at:)`` when the walk reached a limit.
    @MainActor
    public init(capturing view: UIView) throws(CaptureError) {
        try self.init(capturingLiveView: UIKitAccessibilityObject(object: view), host: UIKitCaptureHost())
    }

    /// Captures `view` as ``init(capturing:)`` does, waiting by suspending instead of turning
    /// the run loop: the form for Swift Testing.
    /// ```swift
    /// @MainActor @Test func loginScreenIsReadInOrder() async throws {
    ///     let tree = try await AccessibilityTree.capture(LoginViewController().view)
    ///     #expect(verify(LoginScreen.self, tree))
    /// }
    /// ```
    /// In a `@MainActor` Swift Testing test, a run-loop turn runs neither the tasks queued on
    /// the main actor nor SwiftUI's `.task {}` work (swiftlang/swift-testing#748), so a view
    /// that loads its content in a task would be captured empty after the 5-second wait.
    /// Between two reads this capture suspends, and that work runs. XCTest's run loop runs
    /// it, so ``init(capturing:)`` suits XCTest tests.
    ///
    /// - Throws: what ``init(capturing:)`` throws.
    @MainActor
    public static func capture(_ view: UIView) async throws(CaptureError) -> AccessibilityTree {
        try await AccessibilityTree(capturingLiveViewSuspending: UIKitAccessibilityObject(object: view), host: UIKitCaptureHost())
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
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    VerificationHarness.live.verify(
        screen, capturing: "the view", mode: mode, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    ) {
        try AccessibilityTree(capturing: view)
    }
}

/// Captures `view` and checks it against its committed recording `name`, recording it as
/// `recordTree(_:named:screen:)` does. Returns the tree, or nil when the capture failed
/// (reported as an issue with the reason).
@MainActor
@discardableResult
public func recordTree(
    of view: UIView, named name: String, screen: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> AccessibilityTree? {
    TreeRecorder.live.record(
        capturing: "the view", named: name, screen: screen, testFile: "\(filePath)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    ) {
        try AccessibilityTree(capturing: view)
    }
}
#endif
