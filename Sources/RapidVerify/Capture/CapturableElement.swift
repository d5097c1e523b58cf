import Foundation

/// An element of a running app in a UI test (`XCUIElement`): its snapshot, and for when
/// that fails, its own attributes and its child elements, one query each. The XCUITest
/// adapter wraps `XCUIElement`; tests use fakes.
@MainActor
package protocol CapturableElement {
    /// The snapshot `snapshot()` gives.
    associatedtype Snapshot: CapturableElementSnapshot
    /// The element's own attributes, as a snapshot without children.
    associatedtype Attributes: CapturableElementSnapshot

    /// A snapshot of the element and its descendants (`XCUIElement.snapshot()`).
    func snapshot() throws -> Snapshot
    /// The element's attributes, read from the element (`XCUIElementAttributes`).
    var attributes: Attributes { get }
    /// The element's children (`children(matching: .any)`, bound by index).
    var childElements: [Self] { get }
}
