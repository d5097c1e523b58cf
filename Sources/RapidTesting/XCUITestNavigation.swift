// The XCUITest navigation adapter: compiled against the real SDK on Apple platforms only. On
// Linux, `.ci/typecheck-adapters.sh` type-checks it against Tests/AppleStandIn with
// `-D RAPIDMAP_APPLE_STANDIN`. Documented XCTest API only; the logic is in
// `ControlQuery`, `ScreenRegistry` and `ScreenNavigator`.
#if canImport(XCTest) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS) || os(watchOS) || RAPIDMAP_APPLE_STANDIN)
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension ControlQuery {
    /// The query as XCUITest runs it under `app`: by type and `identifier == …` in the whole app,
    /// or by type and `label == …` in the screen's root view when exactly one element has the
    /// screen's identifier now and it has children (else the whole app, as
    /// ``RapidVerify/ControlQuery/evaluate(in:)`` scopes a recorded tree; several, or one
    /// without children, are SwiftUI's copies of an identifier set on a container that is
    /// not an element, which `.accessibilityElement(children: .contain)` on the screen's
    /// root avoids: `descendants(matching:)` of a leaf copy would never find the leaf). `.element`,
    /// not `.firstMatch`: when several elements match, XCUITest fails the action instead of
    /// picking one.
    @MainActor
    func element(in app: XCUIElement) -> XCUIElement { elements(in: app).element }

    /// The elements the query matches under `app`, found as ``element(in:)`` says (a map
    /// declared `.appWindow` whose root view has no identifier is searched in the whole app).
    @MainActor
    func elements(in app: XCUIElement) -> XCUIElementQuery {
        let type = XCUIElement.ElementType(rawValue: elementTypeRawValue) ?? .any
        var base = app
        if let scope {
            let roots = rootViews(scope, in: app)
            if roots.count == 1 {
                let root = roots.firstMatch
                if root.children(matching: .any).count > 0 { base = root }
            }
        }
        let predicate = NSPredicate(format: predicateFormat, argumentArray: [predicateArgument])
        return base.descendants(matching: type).matching(predicate)
    }
}

/// The elements under `app` whose identifier (and not its label, title, value or
/// placeholder, as `matching(identifier:)` would also accept) is `identifier`.
@MainActor
func rootViews(_ identifier: String, in app: XCUIElement) -> XCUIElementQuery {
    app.descendants(matching: .any)
        .matching(NSPredicate(format: ControlQuery.identifierPredicateFormat, argumentArray: [identifier]))
}

extension RapidScreen {
    /// The element of the map's entry `index` in the running app: found by its identifier
    /// (`LoginScreen.email`) and type when the entry has one, else by its type and label inside
    /// the screen's root view, so unnamed static texts are reachable too.
    /// ```swift
    /// LoginScreen.element(3, in: app).tap()
    /// XCTAssert(LoginScreen.element(7, in: app).isHittable)
    /// ```
    /// A map without that entry is recorded as one issue at the call site naming the map's size,
    /// and the element returned matches nothing (so acting on it fails the test, never crashes).
    /// The element is resolved when it is used, as any XCUITest element; when several match, the
    /// action fails. `element(_:in:)` with a recorded tree names them with their frames.
    @MainActor
    public static func element(
        _ index: Int, in app: XCUIElement,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) -> XCUIElement {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
        guard let query = ScreenNavigator.live.query(index, of: Self.self, at: site) else {
            return app.descendants(matching: .any).matching(NSPredicate(value: false)).element
        }
        return query.element(in: app)
    }
}

/// Waits until `screen`'s root view (the element whose identifier is its
/// ``RapidMap/RapidScreen/screenIdentifier``, or any of SwiftUI's copies of it) exists and
/// is hittable, for at most `timeout` seconds, and returns whether it did. A screen whose map
/// is declared `.appWindow` (recorded while its root view had no identifier) is waited for
/// by its map's first entry that has an identifier, else its first entry with a label
/// (``RapidVerify/ControlQuery/screenMarker(of:)``). It asks the app
/// one thing at a time: XCTest's `waitForExistence(timeout:)`, then, once per tenth of a
/// second, how many copies there are and `isHittable` of each until one is, so a large
/// screen's slow queries overrun the timeout by one poll at most:
/// ```swift
/// XCTAssert(waitFor(LoginScreen.self, in: app, timeout: 5))
/// XCTAssert(waitFor(HomeScreen.self, in: app))
/// ```
/// On timeout it reports one issue at the call site saying which known screens are on screen
/// instead, from one capture of `app`: "expected LoginScreen within 5 s; on screen:
/// OnboardingScreen". The known screens are those declared once with
/// ``RapidVerify/ScreenRegistry/declare(_:)``, those passed in `others`, and `screen`.
@MainActor
@discardableResult
public func waitFor<S: RapidScreen>(
    _ screen: S.Type, in app: XCUIElement, timeout: TimeInterval = 5,
    among others: [any RapidScreen.Type] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    let roots = ControlQuery.screenMarker(of: screen).map { $0.elements(in: app) } ?? rootViews(screen.screenIdentifier, in: app)
    return ScreenNavigator.live.waitFor(
        KnownScreen(screen), timeout: timeout, among: ScreenRegistry(others).screens,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function),
        root: ScreenNavigator.RootProbe(
            waitForExistence: { roots.firstMatch.waitForExistence(timeout: $0) }, copies: { roots.count },
            isHittable: { roots.element(boundBy: $0).isHittable }),
        capture: { try AccessibilityTree(capturing: app) })
}
#endif
