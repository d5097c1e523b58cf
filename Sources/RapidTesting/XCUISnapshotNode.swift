#if canImport(XCTest) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS) || os(watchOS) || RAPIDMAP_APPLE_STANDIN)
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// An `XCUIElementSnapshot`, or an `XCUIElement`'s own attributes without children, seen
/// through ``CapturableElementSnapshot``.
struct XCUISnapshotNode: CapturableElementSnapshot {
    let attributes: any XCUIElementAttributes
    let childSnapshots: [any XCUIElementSnapshot]

    /// A snapshot and its descendants.
    init(snapshot: any XCUIElementSnapshot) {
        attributes = snapshot
        childSnapshots = snapshot.children
    }

    /// An element's attributes, each read from the app when asked.
    init(element: XCUIElement) {
        attributes = element
        childSnapshots = []
    }

    var elementType: XCUIElement.ElementType { attributes.elementType }
    var identifier: String { attributes.identifier }
    var label: String { attributes.label }
    var value: Any? { attributes.value }
    var placeholderValue: String? { attributes.placeholderValue }
    var title: String { attributes.title }
    var frame: CGRect { attributes.frame }
    var isEnabled: Bool { attributes.isEnabled }
    var isSelected: Bool { attributes.isSelected }
    var children: [XCUISnapshotNode] { childSnapshots.map(XCUISnapshotNode.init(snapshot:)) }
}

/// An `XCUIElement` seen through ``CapturableElement``: its snapshot, or, when that fails,
/// whether it still resolves (`exists`, which never fails the test), its attributes and its
/// children (`children(matching: .any)`), each read once by the capture.
struct XCUIElementNode: CapturableElement {
    let element: XCUIElement

    func snapshot() throws -> XCUISnapshotNode { XCUISnapshotNode(snapshot: try element.snapshot()) }
    var exists: Bool { element.exists }
    var attributes: XCUISnapshotNode { XCUISnapshotNode(element: element) }
    var childElements: [XCUIElementNode] {
        element.children(matching: .any).allElementsBoundByIndex.map(XCUIElementNode.init)
    }
}
#endif
