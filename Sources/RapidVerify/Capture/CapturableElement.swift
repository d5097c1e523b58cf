import Foundation

/// An element of a running app in a UI test (`XCUIElement`): its snapshot, and for when
/// that fails, whether it still resolves, its own attributes and its child elements. The
/// XCUITest adapter wraps `XCUIElement`; tests use fakes.
///
/// Reading the attributes or the children of an element that no longer resolves records an
/// XCTest failure ("No matches found", openradar 33772300) that no `catch` sees, while
/// `exists` answers false without one: a capture asks `exists` first, and reads each
/// attribute and the children once.
@MainActor
package protocol CapturableElement {
    /// The snapshot `snapshot()` gives.
    associatedtype Snapshot: CapturableElementSnapshot
    /// The element's own attributes, as a snapshot without children.
    associatedtype Attributes: CapturableElementSnapshot

    /// A snapshot of the element and its descendants (`XCUIElement.snapshot()`).
    func snapshot() throws -> Snapshot
    /// Whether the element resolves now (`XCUIElement.exists`, which never fails the test).
    var exists: Bool { get }
    /// The element's attributes, read from the element (`XCUIElementAttributes`).
    var attributes: Attributes { get }
    /// The element's children (`children(matching: .any)`, bound by index).
    var childElements: [Self] { get }
}
