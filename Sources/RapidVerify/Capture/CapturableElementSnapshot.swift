import Foundation

/// One node of an XCUITest snapshot, with the properties of `XCUIElementSnapshot` (and the
/// `XCUIElementAttributes` it refines) that a recording keeps, named and typed as XCTest
/// declares them (main-actor isolated, as XCTest's are). The XCUITest adapter wraps a real snapshot in a type conforming to this;
/// tests use fakes.
///
/// `hasFocus` is not part of it: XCTest documents it for tvOS, and focus does not change the
/// VoiceOver order (``DebugDescriptionReader`` drops it too).
@MainActor
package protocol CapturableElementSnapshot {
    /// `XCUIElement.ElementType`, whose raw values are `ControlType`'s.
    associatedtype ElementType: RawRepresentable where ElementType.RawValue == UInt
    /// The element type.
    var elementType: ElementType { get }
    /// The accessibility identifier (empty when none).
    var identifier: String { get }
    /// The label (empty when none).
    var label: String { get }
    /// The value: a string, a number, or nil.
    var value: Any? { get }
    /// The placeholder of a text field.
    var placeholderValue: String? { get }
    /// The title (macOS; empty when none).
    var title: String { get }
    /// The frame in screen points.
    var frame: CGRect { get }
    /// Whether the element is enabled.
    var isEnabled: Bool { get }
    /// Whether the element is selected.
    var isSelected: Bool { get }
    /// The child snapshots, in order.
    var children: [Self] { get }
}
