// The XCUITest adapter: compiled against the real SDK on Apple platforms only. On Linux,
// `.ci/typecheck-adapters.sh` type-checks it against Tests/AppleStandIn with
// `-D RAPIDMAP_APPLE_STANDIN`. Documented XCTest API only; the logic is in
// `AccessibilityTree(capturingSnapshot:idiom:layoutDirection:)` and `TreeRecorder`.
#if canImport(XCTest) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS) || os(watchOS) || RAPIDMAP_APPLE_STANDIN)
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif
#if canImport(UIKit)
import UIKit
import RapidAudit
#endif

extension AccessibilityTree {
    /// Captures the accessibility tree of a running app (or of one element of it) with one
    /// `snapshot()` call and no per-element query (see
    /// ``RapidVerify/AccessibilityTree/init(capturingSnapshot:configuration:)`` for the
    /// window and visibility it works out), with the configuration it runs in
    /// (``AccessibilityTree/configuration``): the idiom is the test device's; the language,
    /// the layout direction and the text size are what the app's launch arguments and the
    /// test runner's (an Xcode test plan's) say (``LaunchConfiguration``), else the runner's
    /// first preferred language; the screen's size and orientation are the app's frame.
    /// `configuration` states the rest, or corrects what was found (its known fields win).
    /// ```swift
    /// let app = XCUIApplication()
    /// app.launch()
    /// let tree = try AccessibilityTree(capturing: app)
    /// ```
    /// When `snapshot()` fails because the tree is nested deeper than XCTest can send (about
    /// 62 levels: "Too many nested arrays or dictionaries", as deep React Native and SwiftUI
    /// screens are) or times out, the tree is captured subtree by subtree instead: the
    /// element's attributes, then a snapshot of each child element, a level further down
    /// wherever that fails too.
    ///
    /// Throws ``CaptureError/applicationNotRunning`` for an application that is not running,
    /// or a ``CaptureError`` naming why `snapshot()` failed.
    @MainActor
    public init(
        capturing element: XCUIElement, layoutDirection: InterfaceLayoutDirection? = nil,
        configuration stated: RecordingConfiguration = RecordingConfiguration()
    ) throws {
        let app = element as? XCUIApplication
        if let app, app.state == .notRunning { throw CaptureError.applicationNotRunning }
        var found = LaunchConfiguration.configuration(
            appArguments: app?.launchArguments ?? [],
            runnerArguments: ProcessInfo.processInfo.arguments,
            preferredLanguage: Locale.preferredLanguages.first, idiom: .testDevice)
        if let layoutDirection { found.layoutDirection = layoutDirection }
        try self.init(capturingElement: XCUIElementNode(element: element), configuration: found.merging(stated))
    }
}

/// What a capture failure message calls an element.
@MainActor
private func captureSubject(_ element: XCUIElement) -> String {
    element is XCUIApplication ? "the application" : "the element"
}

/// Captures `element` (usually `XCUIApplication()`) and verifies `screen`'s map against it,
/// as `verify(_:_:mode:)` does for a tree. UI tests run in XCTest (Swift Testing cannot
/// host an `XCUIApplication`), so the result goes to `XCTAssert`:
/// ```swift
/// XCTAssert(verify(LoginScreen.self, app))
/// XCTAssert(verify(LoginScreen.self, app, configuration: RecordingConfiguration(contentSizeCategory: .accessibilityExtraExtraExtraLarge)))
/// ```
/// The capture knows the configuration the app runs in (see
/// ``RapidVerify/AccessibilityTree/init(capturing:layoutDirection:configuration:)``);
/// `configuration` states what the launch arguments do not tell. The map's labels are
/// checked only in the language they were recorded in, and a failure's artifacts are named
/// after the configuration.
/// A capture that fails (the app is not running, `snapshot()` throws) is recorded as one
/// issue with the reason, and the result is false.
@MainActor
@discardableResult
public func verify<S: RapidScreen>(
    _ screen: S.Type, _ element: XCUIElement, mode: VerificationMode? = nil,
    options: VerificationOptions = VerificationOptions(),
    configuration: RecordingConfiguration = RecordingConfiguration(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    VerificationHarness.live.verify(
        screen, capturing: captureSubject(element), mode: mode, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    ) {
        try AccessibilityTree(capturing: element, configuration: configuration)
    }
}

/// Captures `element` (usually `XCUIApplication()`) and audits it, as
/// `audit(_:checks:options:)` does for a tree:
/// ```swift
/// XCTAssert(audit(app))
/// XCTAssert(audit(app, checks: try AuditCheck.selecting(["min-interactive-size"]).get()))
/// ```
/// A capture that fails is reported as one issue with the reason, and the result is false.
@MainActor
@discardableResult
public func audit(
    _ element: XCUIElement, checks: [AuditCheck] = AuditCheck.all,
    options: AuditOptions = AuditOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    AuditHarness.live.audit(
        capturing: captureSubject(element), checks: checks, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    ) {
        try AccessibilityTree(capturing: element)
    }
}

/// Captures `element` and checks it against its committed recording `name`, recording it
/// as `recordTree(_:named:screen:)` does: into the project (`Recordings/` beside the test)
/// when record mode says so and the sources are on this machine (a simulator), else to the
/// artifacts folder (`RAPIDMAP_ARTIFACTS`) with the `rapidgen accept` command that takes it
/// in. Returns the tree, or nil when the capture failed (reported as an issue with the reason).
/// ```swift
/// recordTree(of: app, named: "LoginScreen")
/// ```
@MainActor
@discardableResult
public func recordTree(
    of element: XCUIElement, named name: String, screen: String? = nil,
    configuration: RecordingConfiguration = RecordingConfiguration(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> AccessibilityTree? {
    TreeRecorder.live.record(
        capturing: captureSubject(element), named: name, screen: screen, testFile: "\(filePath)",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    ) {
        try AccessibilityTree(capturing: element, configuration: configuration)
    }
}
#endif
