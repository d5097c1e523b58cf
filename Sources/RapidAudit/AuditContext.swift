import RapidMap
import RapidVerify
/// What a check sees of one screen: the tree, the elements VoiceOver visits in order, the
/// nodes it does not reach, and the options. Built once per audit and shared by
/// every check, so each check is one pass over the elements.
public struct AuditContext: Sendable {
    /// The tree.
    public let tree: AccessibilityTree
    /// The elements VoiceOver visits, in order (`TraversalEngine.order(_:scope:)`),
    /// except the status bar's.
    public let elements: [OrderedElement]
    /// The audit options.
    public let options: AuditOptions
    /// For each node, its position in VoiceOver order, or nil when it is not an element.
    public let positions: [Int?]
    /// For each node, the position in the tree of the visited element whose subtree holds
    /// it (the element itself for an element), or nil when no visited element holds it.
    public let containingElement: [Int?]
    /// For each node, true when it or an ancestor is hidden from VoiceOver on purpose:
    /// `hidden`, alpha 0, `accessibilityElementsHidden`, or reported not visible; or when
    /// it is part of the status bar (the system's, not the app's).
    public let intentionallyHidden: [Bool]
    /// True when some node of the tree carries a trait that says what it is (not only
    /// selected or not enabled). Appium XML and debugDescription recordings carry none
    /// (debugDescription shows `Selected` and `Disabled`, and derives the type from the
    /// traits), and checks about traits say nothing about such a tree.
    public let recordsTraits: Bool

    /// Orders the tree and indexes it for the checks. Linear in the number of nodes after
    /// the traversal's own O(n log n).
    public init(tree: AccessibilityTree, options: AuditOptions, engine: TraversalEngine = TraversalEngine()) {
        self.tree = tree
        self.options = options
        var systemUI = [Bool](repeating: false, count: tree.count)
        for i in 0..<tree.count {
            systemUI[i] = tree[i].type == .statusBar || (tree.parent(of: i).map { systemUI[$0] } ?? false)
        }
        // The status bar is the system's, not the app's: its elements keep their positions
        // but are not audited.
        let elements = engine.order(tree).filter { !systemUI[$0.nodeIndex] }
        self.elements = elements
        var positions = [Int?](repeating: nil, count: tree.count)
        var containing = [Int?](repeating: nil, count: tree.count)
        for element in elements {
            positions[element.nodeIndex] = element.position
            for i in tree.subtree(of: element.nodeIndex) where containing[i] == nil { containing[i] = element.nodeIndex }
        }
        self.positions = positions
        self.containingElement = containing
        // Hiding is inherited; invisibility is not (recorders judge it per element, as the
        // traversal does), so an invisible wrapper does not hide what is visible under it.
        var inherited = [Bool](repeating: false, count: tree.count)
        var hidden = [Bool](repeating: false, count: tree.count)
        var traits = false
        for i in 0..<tree.count {
            let node = tree[i]
            if !node.traits.subtracting(Self.stateTraits).isEmpty { traits = true }
            inherited[i] =
                node.hidden || node.alpha <= 0 || node.accessibilityElementsHidden || systemUI[i]
                || (tree.parent(of: i).map { inherited[$0] } ?? false)
            hidden[i] = inherited[i] || (!node.visible && engine.options.skipsInvisible)
        }
        self.intentionallyHidden = hidden
        self.recordsTraits = traits
    }

    /// Traits that say what state an element is in, not what it is.
    static let stateTraits: AccessibilityTraitSet = [.selected, .notEnabled, .isEditing]

    /// For each node, its nearest proper ancestor whose node satisfies `predicate`, or nil;
    /// one pre-order pass (a parent comes before its children), so checks never walk up
    /// the tree once per element.
    public func nearestAncestors(where predicate: (AccessibilityNode) -> Bool) -> [Int?] {
        var result = [Int?](repeating: nil, count: tree.count)
        for i in 0..<tree.count {
            guard let p = tree.parent(of: i) else { continue }
            result[i] = predicate(tree[p]) ? p : result[p]
        }
        return result
    }

    /// The thresholds in use.
    public var thresholds: AuditThresholds { options.thresholds }
    /// The words in use.
    public var words: AuditWordList { options.words }

    /// The nodes no visited element holds and that are not hidden on purpose, in
    /// pre-order: where element detection looks for content VoiceOver misses.
    public var unreachedNodes: [Int] {
        (0..<tree.count).filter { containingElement[$0] == nil && !intentionallyHidden[$0] }
    }

    /// True when a node acts as a control: a control type, or an element trait such as
    /// `button`, `link` or `adjustable` (`ElementInferencePolicy.isControl(_:)`).
    public func isControl(_ node: AccessibilityNode) -> Bool {
        ElementInferencePolicy.standard.isControl(node)
    }

    /// True when a node is text: static text or text view by type, or the static text trait.
    public static func isText(_ node: AccessibilityNode) -> Bool {
        node.type == .staticText || node.type == .textView || node.traits.contains(.staticText)
    }

    /// True when a node is a button: the button type or the button trait.
    public static func isButton(_ node: AccessibilityNode) -> Bool {
        node.type == .button || node.traits.contains(.button)
    }

    /// True when a node is an image: image or icon type, or the image trait.
    public static func isImage(_ node: AccessibilityNode) -> Bool {
        node.type == .image || node.type == .icon || node.traits.contains(.image)
    }

    /// How a message names a node: `button "Close"`, `button "settingsButton"` (its
    /// identifier when it has no label), or `button without label at {{x, y}, {w, h}}`.
    public static func describe(_ node: AccessibilityNode) -> String {
        if let label = node.label, !label.isEmpty { return "\(node.type.name) \"\(label)\"" }
        if let identifier = ControlIdentifier.meaningful(node.identifier) { return "\(node.type.name) \"\(identifier)\"" }
        if let value = node.value, !value.isEmpty, isText(node) { return "\(node.type.name) \"\(value)\"" }
        return "\(node.type.name) without label at \(node.frame)"
    }

    /// A size as messages print it: `24×24`.
    public static func size(_ frame: Frame) -> String { "\(Frame.format(frame.width))×\(Frame.format(frame.height))" }

    /// The width and height of the part two frames share; in an axis where they do not
    /// meet, minus the gap between them.
    static func overlap(_ a: Frame, _ b: Frame) -> (width: Double, height: Double) {
        (min(a.maxX, b.maxX) - max(a.x, b.x), min(a.maxY, b.maxY) - max(a.y, b.y))
    }
}
