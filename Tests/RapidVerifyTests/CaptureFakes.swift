import Foundation
import RapidVerify

// Fake conformers of the capture protocols. Every fake object is a record in one arena
// (a class holding flat arrays), so a 100,000-deep hierarchy is built and freed without
// recursion, and `accessibilityElements` can point anywhere, cycles included.

/// UIKit's `UIAccessibilityContainerType`, as the fakes give it.
enum FakeContainerType: Int { case none = 0, dataTable, list, landmark, semanticGroup }
/// UIKit's `UIUserInterfaceLayoutDirection`.
enum FakeLayoutDirection: Int { case leftToRight = 0, rightToLeft }
/// UIKit's `UIUserInterfaceIdiom`.
enum FakeIdiom: Int { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
/// UIKit's `UIAccessibilityCustomAction`.
struct FakeCustomAction: CapturableCustomAction { var name: String }

/// The properties of one fake view or element; every default is UIKit's.
struct FakeProperties {
    var isAccessibilityElement = false
    var accessibilityElementsHidden = false
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var accessibilityContainerType = FakeContainerType.none
    var accessibilityFrame = CGRect.zero
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityTraits = AccessibilityTraits()
    var accessibilityCustomActions: [FakeCustomAction]?
    var isHidden = false
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var effectiveUserInterfaceLayoutDirection = FakeLayoutDirection.leftToRight
    var userInterfaceIdiom = FakeIdiom.phone
}

/// The arena of a fake UIKit hierarchy.
@MainActor
final class FakeUIKit {
    /// Gives each fake object an identity, as a UIKit object has.
    final class Token {}
    fileprivate var properties: [FakeProperties] = []
    fileprivate var subviews: [[Int]] = []
    fileprivate var elements: [[Int]?] = []
    fileprivate var indexed: [(count: Int, elements: [Int?])?] = []
    fileprivate var tokens: [Token] = []

    /// Adds a view (or, with `isView` false, a non-view element) as the last subview of `parent`.
    @discardableResult
    func add(_ p: FakeProperties, to parent: FakeObject? = nil) -> FakeObject {
        properties.append(p)
        subviews.append([])
        elements.append(nil)
        indexed.append(nil)
        tokens.append(Token())
        let index = properties.count - 1
        if let parent { subviews[parent.index].append(index) }
        return FakeObject(world: self, index: index)
    }

    /// A view that is one VoiceOver stop.
    @discardableResult
    func element(_ identifier: String, _ frame: CGRect, traits: AccessibilityTraits = [.staticText],
                 in parent: FakeObject? = nil) -> FakeObject {
        add(FakeProperties(isAccessibilityElement: true, accessibilityFrame: frame, accessibilityIdentifier: identifier,
                           accessibilityLabel: identifier, accessibilityTraits: traits), to: parent)
    }

    /// A plain container view.
    @discardableResult
    func container(_ identifier: String? = nil, _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
                   in parent: FakeObject? = nil, _ change: (inout FakeProperties) -> Void = { _ in }) -> FakeObject {
        var p = FakeProperties(accessibilityFrame: frame, accessibilityIdentifier: identifier)
        change(&p)
        return add(p, to: parent)
    }

    /// Sets `accessibilityElements` of `container`.
    func setAccessibilityElements(of container: FakeObject, _ list: [FakeObject]?) {
        elements[container.index] = list?.map(\.index)
    }

    /// Makes `container` answer the indexed container API: `accessibilityElementCount()`
    /// gives `count` (the list's length unless given), `accessibilityElement(at:)` the
    /// list's entry (nil past its end or for a nil entry).
    func setIndexedElements(of container: FakeObject, _ list: [FakeObject?], count: Int? = nil) {
        indexed[container.index] = (count ?? list.count, list.map { $0?.index })
    }
}

/// One fake UIKit object: a position in its arena.
@MainActor
struct FakeObject: CapturableAccessibilityObject {
    let world: FakeUIKit
    let index: Int
    private var p: FakeProperties { world.properties[index] }

    var objectIdentity: ObjectIdentifier { ObjectIdentifier(world.tokens[index]) }
    var isAccessibilityElement: Bool { p.isAccessibilityElement }
    var accessibilityElements: [FakeObject]? { world.elements[index]?.map { FakeObject(world: world, index: $0) } }
    func accessibilityElementCount() -> Int { world.indexed[index]?.count ?? 0 }
    func accessibilityElement(at position: Int) -> FakeObject? {
        guard let list = world.indexed[index]?.elements, list.indices.contains(position),
              let element = list[position] else { return nil }
        return FakeObject(world: world, index: element)
    }
    var accessibilityElementsHidden: Bool { p.accessibilityElementsHidden }
    var accessibilityViewIsModal: Bool { p.accessibilityViewIsModal }
    var shouldGroupAccessibilityChildren: Bool { p.shouldGroupAccessibilityChildren }
    var accessibilityContainerType: FakeContainerType { p.accessibilityContainerType }
    var accessibilityFrame: CGRect { p.accessibilityFrame }
    var accessibilityIdentifier: String? { p.accessibilityIdentifier }
    var accessibilityLabel: String? { p.accessibilityLabel }
    var accessibilityValue: String? { p.accessibilityValue }
    var accessibilityHint: String? { p.accessibilityHint }
    var accessibilityTraits: AccessibilityTraits { p.accessibilityTraits }
    var accessibilityCustomActions: [FakeCustomAction]? { p.accessibilityCustomActions }
    var subviews: [FakeObject] { world.subviews[index].map { FakeObject(world: world, index: $0) } }
    var isHidden: Bool { p.isHidden }
    var alpha: CGFloat { p.alpha }
    var clipsToBounds: Bool { p.clipsToBounds }
    var effectiveUserInterfaceLayoutDirection: FakeLayoutDirection { p.effectiveUserInterfaceLayoutDirection }
    var userInterfaceIdiom: FakeIdiom { p.userInterfaceIdiom }
}

/// `XCUIElement.ElementType`, as the fakes give it: any raw value.
struct FakeElementType: RawRepresentable { var rawValue: UInt }

/// The attributes of one fake XCUITest snapshot.
struct FakeSnapshotAttributes {
    var elementType: UInt = ControlType.other.rawValue
    var identifier = ""
    var label = ""
    var value: Any?
    var placeholderValue: String?
    var title = ""
    var frame = CGRect.zero
    var isEnabled = true
    var isSelected = false
}

/// The arena of a fake snapshot tree.
@MainActor
final class FakeSnapshots {
    fileprivate var attributes: [FakeSnapshotAttributes] = []
    fileprivate var children: [[Int]] = []

    /// Adds a snapshot as the last child of `parent`.
    @discardableResult
    func add(_ type: ControlType, _ a: FakeSnapshotAttributes = FakeSnapshotAttributes(),
             to parent: FakeSnapshot? = nil) -> FakeSnapshot {
        var a = a
        a.elementType = type.rawValue
        return add(raw: a, to: parent)
    }

    /// Adds a snapshot whose element type is given raw (possibly unknown).
    @discardableResult
    func add(raw a: FakeSnapshotAttributes, to parent: FakeSnapshot? = nil) -> FakeSnapshot {
        attributes.append(a)
        children.append([])
        let index = attributes.count - 1
        if let parent { children[parent.index].append(index) }
        return FakeSnapshot(world: self, index: index)
    }
}

/// One fake `XCUIElementSnapshot`.
@MainActor
struct FakeSnapshot: CapturableElementSnapshot {
    let world: FakeSnapshots
    let index: Int
    private var a: FakeSnapshotAttributes { world.attributes[index] }

    var elementType: FakeElementType { FakeElementType(rawValue: a.elementType) }
    var identifier: String { a.identifier }
    var label: String { a.label }
    var value: Any? { a.value }
    var placeholderValue: String? { a.placeholderValue }
    var title: String { a.title }
    var frame: CGRect { a.frame }
    var isEnabled: Bool { a.isEnabled }
    var isSelected: Bool { a.isSelected }
    var children: [FakeSnapshot] { world.children[index].map { FakeSnapshot(world: world, index: $0) } }
}

/// A capture written as a native recording, read back, and ordered: the identifiers
/// VoiceOver reads, and the tree read back (which must equal the capture).
func orderedIdentifiersAfterRecording(_ tree: AccessibilityTree) throws -> (identifiers: [String], tree: AccessibilityTree) {
    let back = try NativeTreeReader.read(NativeTreeWriter.write(tree, pretty: true), path: nil)
    return (TraversalEngine().order(back).map { $0.node.identifier ?? "-" }, back)
}

/// A frame.
func rect(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 40) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
