#if canImport(XCTest) && (os(iOS) || os(tvOS) || os(visionOS) || os(macOS) || RAPIDMAP_APPLE_STANDIN)
import Foundation
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif
#if canImport(UIKit)
import UIKit
import RapidAudit
#endif

/// An `XCUIElementSnapshot` seen through ``CapturableElementSnapshot``.
struct XCUISnapshotNode: CapturableElementSnapshot {
    let snapshot: any XCUIElementSnapshot

    var elementType: XCUIElement.ElementType { snapshot.elementType }
    var identifier: String { snapshot.identifier }
    var label: String { snapshot.label }
    var value: Any? { snapshot.value }
    var placeholderValue: String? { snapshot.placeholderValue }
    var title: String { snapshot.title }
    var frame: CGRect { snapshot.frame }
    var isEnabled: Bool { snapshot.isEnabled }
    var isSelected: Bool { snapshot.isSelected }
    var children: [XCUISnapshotNode] { snapshot.children.map(XCUISnapshotNode.init) }
}
#endif
