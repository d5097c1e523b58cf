import Foundation
import RapidVerify

// Fake conformers of the capture protocols. Every fake object is a record in one arena
// (a class holding flat arrays), so a 100,000-deep hierarchy is built and freed without
// recursion, and `accessibilityElements` can point anywhere, cycles included.

/// UIKit's `UIAccessibilityContainerType`, as the fakes give it.
package enum FakeContainerType: Int { case none = 0, dataTable, list, landmark, semanticGroup }
/// UIKit's `UIUserInterfaceLayoutDirection`.
package enum FakeLayoutDirection: Int { case leftToRight = 0, rightToLeft }
/// UIKit's `UIUserInterfaceIdiom`.
package enum FakeIdiom: Int { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
/// UIKit's `UIAccessibilityCustomAction`.
package struct FakeCustomAction: CapturableCustomAction {
    package var name: String
    package init(name: String) { self.name = name }
}

/// The properties of one fake view or element; every default is UIKit's.
package struct FakeProperties {
    package var isAccessibilityElement = false
    package var accessibilityElementsHidden = false
    package var accessibilityViewIsModal = false
    package var shouldGroupAccessibilityChildren = false
    package var accessibilityContainerType = FakeContainerType.none
    package var accessibilityFrame = CGRect.zero
    package var accessibilityIdentifier: String?
    package var accessibilityLabel: String?
    package var accessibilityValue: String?
    package var accessibilityHint: String?
    package var accessibilityTraits = AccessibilityTraits()
    package var accessibilityCustomActions: [FakeCustomAction]?
    package var isHidden = false
    package var alpha: CGFloat = 1
    package var clipsToBounds = false
    package var effectiveUserInterfaceLayoutDirection = FakeLayoutDirection.leftToRight
    package var userInterfaceIdiom = FakeIdiom.phone

    /// One with these values.
    package init(
        isAccessibilityElement: Bool = false, accessibilityElementsHidden: Bool = false, accessibilityViewIsModal: Bool = false,
        shouldGroupAccessibilityChildren: Bool = false, accessibilityContainerType: FakeContainerType = FakeContainerType.none,
        accessibilityFrame: CGRect = CGRect.zero, accessibilityIdentifier: String? = nil, accessibilityLabel: String? = nil, accessibilityValue: String? = nil,
        accessibilityHint: String? = nil, accessibilityTraits: AccessibilityTraits = AccessibilityTraits(),
        accessibilityCustomActions: [FakeCustomAction]? = nil, isHidden: Bool = false, alpha: CGFloat = 1, clipsToBounds: Bool = false,
        effectiveUserInterfaceLayoutDirection: FakeLayoutDirection = FakeLayoutDirection.leftToRight, userInterfaceIdiom: FakeIdiom = FakeIdiom.phone
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityElementsHidden = accessibilityElementsHidden
        self.accessibilityViewIsModal = accessibilityViewIsModal
        self.shouldGroupAccessibilityChildren = shouldGroupAccessibilityChildren
        self.accessibilityContainerType = accessibilityContainerType
        self.accessibilityFrame = accessibilityFrame
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityHint = accessibilityHint
        self.accessibilityTraits = accessibilityTraits
        self.accessibilityCustomActions = accessibilityCustomActions
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.effectiveUserInterfaceLayoutDirection = effectiveUserInterfaceLayoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
    }
}

/// The arena of a fake UIKit hierarchy.
@MainActor
package final class FakeUIKit {
    /// Gives each fake object an identity, as a UIKit object has.
    package final class Token {}
    fileprivate var properties: [FakeProperties] = []
    fileprivate var subviews: [[Int]] = []
    fileprivate var elements: [[Int]?] = []
    fileprivate var indexed: [(count: Int, elements: [Int?])?] = []
    fileprivate var tokens: [Token] = []

    /// Adds a view (or, with `isView` false, a non-view element) as the last subview of `parent`.
    @discardableResult
    package func add(_ p: FakeProperties, to parent: FakeObject? = nil) -> FakeObject {
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
    package func element(
        _ identifier: String, _ frame: CGRect, traits: AccessibilityTraits = [.staticText],
        in parent: FakeObject? = nil
    ) -> FakeObject {
        add(
            FakeProperties(
                isAccessibilityElement: true, accessibilityFrame: frame, accessibilityIdentifier: identifier,
                accessibilityLabel: identifier, accessibilityTraits: traits), to: parent)
    }

    /// A plain container view.
    @discardableResult
    package func container(
        _ identifier: String? = nil, _ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
        in parent: FakeObject? = nil, _ change: (inout FakeProperties) -> Void = { _ in }
    ) -> FakeObject {
        var p = FakeProperties(accessibilityFrame: frame, accessibilityIdentifier: identifier)
        change(&p)
        return add(p, to: parent)
    }

    /// Sets `accessibilityElements` of `container`.
    package func setAccessibilityElements(of container: FakeObject, _ list: [FakeObject]?) {
        elements[container.index] = list?.map(\.index)
    }
    /// An empty one.
    package init() {}

    /// Makes `container` answer the indexed container API: `accessibilityElementCount()`
    /// gives `count` (the list's length unless given), `accessibilityElement(at:)` the
    /// list's entry (nil past its end or for a nil entry).
    package func setIndexedElements(of container: FakeObject, _ list: [FakeObject?], count: Int? = nil) {
        indexed[container.index] = (count ?? list.count, list.map { $0?.index })
    }
}

/// One fake UIKit object: a position in its arena.
@MainActor
package struct FakeObject: CapturableAccessibilityObject {
    package let world: FakeUIKit
    package let index: Int
    private var p: FakeProperties { world.properties[index] }

    package var objectIdentity: ObjectIdentifier { ObjectIdentifier(world.tokens[index]) }
    package var isAccessibilityElement: Bool { p.isAccessibilityElement }
    package var accessibilityElements: [FakeObject]? { world.elements[index]?.map { FakeObject(world: world, index: $0) } }
    package func accessibilityElementCount() -> Int { world.indexed[index]?.count ?? 0 }
    package func accessibilityElement(at position: Int) -> FakeObject? {
        guard let list = world.indexed[index]?.elements, list.indices.contains(position),
            let element = list[position]
        else { return nil }
        return FakeObject(world: world, index: element)
    }
    package var accessibilityElementsHidden: Bool { p.accessibilityElementsHidden }
    package var accessibilityViewIsModal: Bool { p.accessibilityViewIsModal }
    package var shouldGroupAccessibilityChildren: Bool { p.shouldGroupAccessibilityChildren }
    package var accessibilityContainerType: FakeContainerType { p.accessibilityContainerType }
    package var accessibilityFrame: CGRect { p.accessibilityFrame }
    package var accessibilityIdentifier: String? { p.accessibilityIdentifier }
    package var accessibilityLabel: String? { p.accessibilityLabel }
    package var accessibilityValue: String? { p.accessibilityValue }
    package var accessibilityHint: String? { p.accessibilityHint }
    package var accessibilityTraits: AccessibilityTraits { p.accessibilityTraits }
    package var accessibilityCustomActions: [FakeCustomAction]? { p.accessibilityCustomActions }
    package var subviews: [FakeObject] { world.subviews[index].map { FakeObject(world: world, index: $0) } }
    package var isHidden: Bool { p.isHidden }
    package var alpha: CGFloat { p.alpha }
    package var clipsToBounds: Bool { p.clipsToBounds }
    package var effectiveUserInterfaceLayoutDirection: FakeLayoutDirection { p.effectiveUserInterfaceLayoutDirection }
    package var userInterfaceIdiom: FakeIdiom { p.userInterfaceIdiom }

    /// One with these values.
    package init(world: FakeUIKit, index: Int) {
        self.world = world
        self.index = index
    }
}

/// `XCUIElement.ElementType`, as the fakes give it: any raw value.
package struct FakeElementType: RawRepresentable {
    package var rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }
}

/// The attributes of one fake XCUITest snapshot.
package struct FakeSnapshotAttributes {
    package var elementType: UInt = ControlType.other.rawValue
    package var identifier = ""
    package var label = ""
    package var value: Any?
    package var placeholderValue: String?
    package var title = ""
    package var frame = CGRect.zero
    package var isEnabled = true
    package var isSelected = false

    /// One with these values.
    package init(
        elementType: UInt = ControlType.other.rawValue, identifier: String = "", label: String = "", value: Any? = nil, placeholderValue: String? = nil,
        title: String = "", frame: CGRect = CGRect.zero, isEnabled: Bool = true, isSelected: Bool = false
    ) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholderValue = placeholderValue
        self.title = title
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }
}

/// The arena of a fake snapshot tree.
@MainActor
package final class FakeSnapshots {
    fileprivate var attributes: [FakeSnapshotAttributes] = []
    fileprivate var children: [[Int]] = []

    /// Adds a snapshot as the last child of `parent`.
    @discardableResult
    package func add(
        _ type: ControlType, _ a: FakeSnapshotAttributes = FakeSnapshotAttributes(),
        to parent: FakeSnapshot? = nil
    ) -> FakeSnapshot {
        var a = a
        a.elementType = type.rawValue
        return add(raw: a, to: parent)
    }

    /// Adds a snapshot whose element type is given raw (possibly unknown).
    @discardableResult
    package func add(raw a: FakeSnapshotAttributes, to parent: FakeSnapshot? = nil) -> FakeSnapshot {
        attributes.append(a)
        children.append([])
        let index = attributes.count - 1
        if let parent { children[parent.index].append(index) }
        return FakeSnapshot(world: self, index: index)
    }
    /// An empty one.
    package init() {}
}

/// One fake `XCUIElementSnapshot`.
@MainActor
package struct FakeSnapshot: CapturableElementSnapshot {
    package let world: FakeSnapshots
    package let index: Int
    private var a: FakeSnapshotAttributes { world.attributes[index] }

    package var elementType: FakeElementType { FakeElementType(rawValue: a.elementType) }
    package var identifier: String { a.identifier }
    package var label: String { a.label }
    package var value: Any? { a.value }
    package var placeholderValue: String? { a.placeholderValue }
    package var title: String { a.title }
    package var frame: CGRect { a.frame }
    package var isEnabled: Bool { a.isEnabled }
    package var isSelected: Bool { a.isSelected }
    package var children: [FakeSnapshot] { world.children[index].map { FakeSnapshot(world: world, index: $0) } }

    /// One with these values.
    package init(world: FakeSnapshots, index: Int) {
        self.world = world
        self.index = index
    }
}

/// A capture written as a native recording, read back, and ordered: the identifiers
/// VoiceOver reads, and the tree read back (which must equal the capture).
package func orderedIdentifiersAfterRecording(_ tree: AccessibilityTree) throws -> (identifiers: [String], tree: AccessibilityTree) {
    let back = try NativeJSONReader.read(NativeJSONWriter.write(tree, pretty: true), path: nil)
    return (TraversalEngine().order(back).map { $0.node.identifier ?? "-" }, back)
}

/// A frame.
package func rect(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 40) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
