import Foundation

extension AccessibilityTree {
    /// How many indexes in a row may answer nil before the capture stops reading an indexed
    /// container: a container reporting a garbage count from `accessibilityElementCount()`
    /// costs that many calls past its last element, not one call per counted index.
    package static let indexedMissLimit = 32

    /// The most objects one capture walks. The largest public recordings RapidMap's tests
    /// read have about 100 nodes, and UIKit's and SwiftUI's lists expose only the rows
    /// loaded around the screen; each object costs a few dozen Objective-C calls, so this
    /// many is seconds of walking: a walk that reaches it is a container whose elements go
    /// on without end (AccessibilitySnapshot restricted the indexed container API to
    /// non-views after it hung, cashapp/AccessibilitySnapshot#335), not a screen.
    package static let captureNodeLimit = 50_000

    /// The deepest a capture walks. The deepest public recording RapidMap's tests read, a
    /// React Native screen, is 51 levels, and XCTest cannot send a snapshot deeper than about
    /// 62 (``snapshotDescentLimit``); a walk four times deeper is a chain of containers
    /// listing freshly built elements (which identity cannot catch as a cycle), not a screen.
    package static let captureDepthLimit = 256

    /// Builds a tree from a UIKit view (or a fake one) through the public accessibility API,
    /// walking without recursion. The idiom and the layout direction are the root's; an
    /// unspecified idiom (a trait collection that does not say) is `deviceIdiom`.
    ///
    /// What VoiceOver would consult is recorded, and the traversal engine applies the rules:
    /// - an object's children are its `accessibilityElements` when it has them, else, for an
    ///   object that is not a view, the elements of the indexed container API
    ///   (`accessibilityElementCount()`, `accessibilityElement(at:)`) when the count is
    ///   positive and not `NSNotFound` and the
    ///   read finds an element, as UIKit resolves them, each list read once (either recorded with an
    ///   `AccessibilityNode.explicitOrder` listing every one, in order), else its `subviews`;
    ///   so a view listed by a container elsewhere in the hierarchy is recorded where the
    ///   container lists it, and also under its superview when that superview exposes its
    ///   subviews (the recording keeps every place the API exposes it; so does
    ///   AccessibilitySnapshot's parser, which RapidMap follows here);
    /// - an object already being walked (a cycle in `accessibilityElements`) or listed twice
    ///   by one container is left out of that list, so every walk ends;
    /// - `AccessibilityNode.isAccessibilityElement` is `yes` or `no`, never inferred; the
    ///   children of an element are recorded too (VoiceOver does not visit them, audits may);
    /// - `isHidden`, `alpha`, `accessibilityElementsHidden`, `accessibilityViewIsModal`,
    ///   `shouldGroupAccessibilityChildren`, the container type, `clipsToBounds`, the custom
    ///   actions' names and every trait bit are kept as they are; the frame is
    ///   `accessibilityFrame` (screen coordinates), or, when that has no area, the frame in
    ///   container space on screen or the bounds of `accessibilityPath`, as VoiceOver sees a
    ///   SwiftUI shape;
    /// - the type is the one XCUITest records: from the object's class when
    ///   ``UIKitClassType/table`` has a row for it or a superclass (a table row is a `cell`
    ///   whatever its traits), else from the traits (`ControlType.init(uiKitTraits:)`);
    /// - the activation point is kept when the app moved it from the frame's midpoint
    ///   (`AccessibilityNode.activationPoint`, nil at the default).
    ///
    /// The walk stops at 50,000 objects or 256 levels, far past any screen VoiceOver reads,
    /// and throws ``CaptureError/incompleteTree(_:at:)``: a cut tree is not the screen.
    ///
    /// An object outside a window answers zero frames and this walks the objects as they
    /// are; RapidTesting's `AccessibilityTree(capturing:)` of a view hosts a windowless view
    /// in a window and turns the accessibility runtime on first.
    @MainActor
    package init<O: CapturableAccessibilityObject>(
        capturingAccessibilityObject root: O, deviceIdiom: Idiom = .phone
    ) throws(CaptureError) {
        var builder = Builder(
            idiom: Idiom(userInterfaceIdiomRawValue: root.userInterfaceIdiom.rawValue) ?? deviceIdiom,
            layoutDirection: InterfaceLayoutDirection(
                userInterfaceLayoutDirectionRawValue: root.effectiveUserInterfaceLayoutDirection.rawValue),
            source: .code)
        // The identities of the objects open on the walk's path.
        var onPath: Set<ObjectIdentifier> = []
        // Each frame: the children still to add, the next one, and the open object's identity.
        var stack: [(children: [O], next: Int, identity: ObjectIdentifier)] = []

        var walked = 0

        func open(_ object: O) throws(CaptureError) {
            walked += 1
            guard walked <= Self.captureNodeLimit else {
                throw CaptureError.incompleteTree("\(Self.captureNodeLimit) objects", at: Self.describe(object))
            }
            guard stack.count < Self.captureDepthLimit else {
                throw CaptureError.incompleteTree("\(Self.captureDepthLimit) levels", at: Self.describe(object))
            }
            let identity = object.objectIdentity
            onPath.insert(identity)
            var node = Self.node(from: object)
            var children: [O]
            if let elements = object.resolvedAccessibilityElements {
                var listed: Set<ObjectIdentifier> = []
                children = elements.filter { !onPath.contains($0.objectIdentity) && listed.insert($0.objectIdentity).inserted }
                node.explicitOrder = Array(children.indices)
            } else {
                children = object.subviews.filter { !onPath.contains($0.objectIdentity) }
            }
            builder.open(node)
            stack.append((children, 0, identity))
        }

        try open(root)
        while let top = stack.last {
            if top.next < top.children.count {
                stack[stack.count - 1].next += 1
                try open(top.children[top.next])
            } else {
                builder.close()
                onPath.remove(top.identity)
                stack.removeLast()
            }
        }
        // Balanced by construction: every open has its close.
        self = try! builder.finish()
        // Every object's accessibilityTraits were read, none inferred.
        traitsRecorded = true
    }

    /// One object's attributes as a node (without its children's order).
    @MainActor
    static func node<O: CapturableAccessibilityObject>(from object: O) -> AccessibilityNode {
        let traits = AccessibilityTraitSet(rawValue: object.accessibilityTraits.rawValue)
        return AccessibilityNode(
            type: ControlType(uiKitClassNames: object.accessibilityClassNames, traits: traits),
            identifier: object.accessibilityIdentifier,
            label: object.accessibilityLabel,
            value: object.accessibilityValue,
            hint: object.accessibilityHint,
            frame: Frame(object.effectiveAccessibilityFrame),
            traits: traits,
            enabled: !traits.contains(.notEnabled),
            selected: traits.contains(.selected),
            isAccessibilityElement: object.isAccessibilityElement ? .yes : .no,
            hidden: object.isHidden,
            alpha: Double(object.alpha),
            clipsToBounds: object.clipsToBounds,
            accessibilityElementsHidden: object.accessibilityElementsHidden,
            modal: object.accessibilityViewIsModal,
            groupsChildren: object.shouldGroupAccessibilityChildren,
            containerType: ContainerType(uiAccessibilityContainerTypeRawValue: object.accessibilityContainerType.rawValue),
            customActions: (object.accessibilityCustomActions ?? []).map(\.name),
            activationPoint: movedActivationPoint(object))
    }

    /// How far an activation point may lie from the accessibility frame's midpoint (UIKit's
    /// default) and still be the default: half a point, a pixel on a 2× screen, as
    /// AccessibilitySnapshot compares it (1 / the screen's scale,
    /// AccessibilityHierarchyParser.swift:656-666).
    package static let activationPointTolerance = 0.5

    /// The object's activation point when the app moved it from the default (the object's
    /// `defaultActivationPoint`, a slider's thumb, or else the midpoint of
    /// `accessibilityFrame`, or of the frame the capture records when that one is zero: a
    /// SwiftUI element with a zero frame and a path has its default at the path's centre,
    /// as AccessibilitySnapshot reads it, AccessibilityHierarchyParser.swift:669-683 and
    /// 697-699 at 5b03db8); nil when it did not, or the object gives none.
    @MainActor
    static func movedActivationPoint<O: CapturableAccessibilityObject>(_ object: O) -> ScreenPoint? {
        guard let point = object.accessibilityActivationPoint else { return nil }
        let frame = object.accessibilityFrame
        let recorded = object.effectiveAccessibilityFrame
        let defaults =
            object.defaultActivationPoint.map { [$0] }
            ?? [CGPoint(x: frame.midX, y: frame.midY), CGPoint(x: recorded.midX, y: recorded.midY)]
        let tolerance = Double(activationPointTolerance)
        let isDefault = defaults.contains { abs(Double(point.x - $0.x)) <= tolerance && abs(Double(point.y - $0.y)) <= tolerance }
        return isDefault ? nil : ScreenPoint(point)
    }

    /// An object as a capture failure names it: its type, identifier and label.
    @MainActor
    static func describe<O: CapturableAccessibilityObject>(_ object: O) -> String {
        node(from: object).summary
    }
}

extension ContainerType {
    /// The container type of a `UIAccessibilityContainerType` raw value (an unknown one is ``none``).
    public init(uiAccessibilityContainerTypeRawValue raw: Int) {
        switch raw {
        case 1: self = .dataTable
        case 2: self = .list
        case 3: self = .landmark
        case 4: self = .semanticGroup
        default: self = .none
        }
    }
}

extension ControlType {
    /// The type XCUITest reports for a UIKit object with these traits, the most specific
    /// trait first: secure text field, search field, text view (`textArea`), text field
    /// (`textEntry`), switch, slider (`adjustable`), button (also `backButton`,
    /// `tabBarItem`), link, key, image, tab bar, static text (also `header`); else ``other``.
    /// A capture gives this type to an object whose class does not decide it: a table row
    /// is a `cell` whatever its traits (the capture's class-to-type table, in RapidVerify).
    public init(uiKitTraits traits: AccessibilityTraitSet) {
        let ranked: [(AccessibilityTraitSet, ControlType)] = [
            (.secureTextField, .secureTextField), (.searchField, .searchField), (.textArea, .textView),
            (.textEntry, .textField), (.switchButton, .switch), (.adjustable, .slider),
            (.button, .button), (.backButton, .button), (.tabBarItem, .button), (.link, .link),
            (.keyboardKey, .key), (.image, .image), (.tabBar, .tabBar), (.staticText, .staticText),
            (.header, .staticText),
        ]
        self = ranked.first { traits.contains($0.0) }?.1 ?? .other
    }
}
