import RapidMap
import RapidTree

/// The linear VoiceOver experience of a screen, as text: one block per element in order,
/// AXSnapshot's idea in RapidMap's own layout.
///
/// ```
/// 1. Sign In. Heading.
///
/// 2. Email: name@example.com. Text Field.
///    hint: Double tap to edit.
///    frame: {{20, 285}, {350, 44}}
/// ```
/// Each block starts with the element's number (from 1) and the spoken description
/// (``SpeechRules``); indented lines follow for the hint, the custom actions
/// (`actions: Delete | Archive`) and, when asked, the frame rounded to whole points.
/// Blocks are separated by one empty line; the text ends with a newline. A screen with no
/// element is the single line `(no elements)`.
public struct Transcript: Sendable, Hashable {
    /// The elements, in VoiceOver order.
    public var elements: [SpokenElement]

    /// Creates a transcript from elements.
    public init(elements: [SpokenElement]) {
        self.elements = elements
    }

    /// The transcript of `elements` (ordered by `TraversalEngine` from `tree`), with the
    /// container context the recording shows (``SpeechContext``):
    /// - an element whose nearest ancestor keeping a tab bar (the `tabBar` trait or type) holds
    ///   other elements is spoken as `Tab. i of n.`, counting that tab bar's elements in order;
    /// - an element inside a segmented control, as `i of n.` among the control's elements;
    /// - the first and last elements inside a list or landmark container (`ContainerType`)
    ///   say `List Start.`/`List End.` or `Landmark.`/`End.`;
    /// - a navigation bar's title recorded without traits, by a source that does not record
    ///   them (`AccessibilityTree.traitsRecorded` false), is a heading (``SpeechRules`` rule
    ///   `navigation-title-heading`);
    /// - an element that speaks for other nodes (a speaking container's texts and images,
    ///   `OrderedElement.absorbedNodeIndices`) says their words with its label, each once
    ///   (`label(of:speakingFor:in:)`).
    public init(tree: AccessibilityTree, elements: [OrderedElement]) {
        let places = Self.places(in: tree)
        // The elements of each container, in order.
        var members: [Int: [Int]] = [:]
        for (k, element) in elements.enumerated() {
            for container in places[element.nodeIndex].containers { members[container, default: []].append(k) }
        }
        var contexts = [SpeechContext?](repeating: nil, count: elements.count)
        // Innermost container wins: tab bars and segmented controls first, then lists and landmarks.
        for (container, contained) in members {
            let node = tree[container]
            let series = node.type == .tabBar || node.traits.contains(.tabBar) || node.type == .segmentedControl
            for (n, k) in contained.enumerated() where contexts[k] == nil || series {
                if series {
                    let position = TabPosition(index: n + 1, count: contained.count)
                    contexts[k] = node.type == .segmentedControl ? .series(position) : .tab(position)
                } else if n == 0 {
                    contexts[k] = node.containerType == .list ? .listStart : .landmarkStart
                } else if n == contained.count - 1 {
                    contexts[k] = node.containerType == .list ? .listEnd : .landmarkEnd
                }
            }
        }
        var spoken: [SpokenElement] = []
        spoken.reserveCapacity(elements.count)
        for (k, element) in elements.enumerated() {
            var node = element.node
            if !element.absorbedNodeIndices.isEmpty {
                node.label = Self.label(of: node, speakingFor: element.absorbedNodeIndices, in: tree)
            }
            if !tree.traitsRecorded, let bar = places[element.nodeIndex].navigationBar,
                Self.isNavigationTitle(node, bar: tree[bar])
            {
                node.traits.insert(.header)
            }
            spoken.append(
                SpokenElement(
                    element: element,
                    utterance: SpeechRules.utterance(for: node, context: contexts[k], traitsRecorded: tree.traitsRecorded),
                    customActions: element.node.customActions))
        }
        self.elements = spoken
    }

    /// The transcript of the whole tree in VoiceOver order.
    public init(tree: AccessibilityTree) {
        self.init(tree: tree, elements: TraversalEngine().order(tree))
    }

    /// Where a node sits: its nearest tab bar or segmented control, and its nearest list or
    /// landmark container (``Place/containers``, at most one of each), and its nearest
    /// navigation bar.
    struct Place {
        var series: Int?
        var region: Int?
        var navigationBar: Int?
        /// The containers whose elements are counted for the node.
        var containers: [Int] { [series, region].compactMap { $0 } }
    }

    /// For every node, its ``Place``: one pass in pre-order (a parent comes before its
    /// children), so it is linear in the tree's size whatever its depth.
    static func places(in tree: AccessibilityTree) -> [Place] {
        var places = [Place](repeating: Place(), count: tree.count)
        for i in 0..<tree.count {
            guard let p = tree.parent(of: i) else { continue }
            let parent = tree[p]
            var place = places[p]
            if parent.type == .tabBar || parent.traits.contains(.tabBar) || parent.type == .segmentedControl {
                place.series = p
            }
            if parent.containerType == .list || parent.containerType == .landmark { place.region = p }
            if parent.type == .navigationBar { place.navigationBar = p }
            places[i] = place
        }
        return places
    }

    /// The label an element that speaks for the nodes at `absorbed` says: its own label, then
    /// each absorbed node's label (its value when it has no label) that the words so far (the
    /// element's label and value, and the words already added) do not hold, joined by `, ` as
    /// UIKit joins the labels it composes a table cell's label from. A container that speaks
    /// only a value says its texts as its label: `Notifications: Banners.`
    static func label(
        of node: AccessibilityNode, speakingFor absorbed: [Int], in tree: AccessibilityTree
    ) -> String? {
        var parts: [String] = []
        if let label = node.label, !label.isEmpty { parts.append(label) }
        var said = (node.label ?? "") + "\n" + (node.value ?? "")
        for i in absorbed where i >= 0 && i < tree.count {
            let words = tree[i].label.flatMap { $0.isEmpty ? nil : $0 } ?? tree[i].value ?? ""
            guard !words.isEmpty, !said.contains(words) else { continue }
            parts.append(words)
            said += "\n" + words
        }
        return parts.isEmpty ? node.label : parts.joined(separator: ", ")
    }

    /// Rule `navigation-title-heading`: a static text recorded without traits inside
    /// navigation bar `bar`, whose label is the bar's identifier, or any when the bar has none.
    static func isNavigationTitle(_ node: AccessibilityNode, bar: AccessibilityNode) -> Bool {
        guard node.type == .staticText, node.traits.isEmpty, let label = node.label, !label.isEmpty else { return false }
        guard let title = bar.identifier, !title.isEmpty else { return true }
        return label == title
    }

    /// A frame with each number rounded to a whole point, so sub-point jitter does not show
    /// in a diff.
    package static func rounded(_ frame: Frame) -> Frame {
        Frame(x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded())
    }

    /// The text, with frames when `frames` is true.
    public func text(frames: Bool = false) -> String {
        guard !elements.isEmpty else { return "(no elements)\n" }
        var out = ""
        for (i, spoken) in elements.enumerated() {
            if i > 0 { out += "\n" }
            let number = "\(i + 1). "
            let indent = String(repeating: " ", count: number.count)
            out += number + Self.oneLine(spoken.utterance.description.isEmpty ? "(silent)" : spoken.utterance.description) + "\n"
            if let hint = spoken.utterance.hint { out += indent + "hint: " + Self.oneLine(hint) + "\n" }
            if !spoken.customActions.isEmpty {
                out += indent + "actions: " + spoken.customActions.map(Self.oneLine).joined(separator: " | ") + "\n"
            }
            if frames { out += indent + "frame: \(Self.rounded(spoken.element.node.frame))\n" }
        }
        return out
    }

    /// Line breaks inside spoken text written as `⏎`, so one element stays one block.
    static func oneLine(_ s: String) -> String {
        guard s.contains(where: \.isNewline) else { return s }
        return String(s.map { $0.isNewline ? "⏎" : $0 })
    }
}
