import RapidMap
import RapidVerify
/// One stop of the spoken experience: the element, what VoiceOver says there, and what
/// else it offers (custom actions).
public struct SpokenStop: Sendable, Hashable {
    /// The element, with its place in VoiceOver order.
    public var element: OrderedElement
    /// What VoiceOver says.
    public var utterance: Utterance
    /// The element's custom actions, in recorded order.
    public var customActions: [String]

    /// Creates a stop.
    public init(element: OrderedElement, utterance: Utterance, customActions: [String]) {
        self.element = element
        self.utterance = utterance
        self.customActions = customActions
    }
}

/// The linear VoiceOver experience of a screen, as text: one block per stop in order,
/// AXSnapshot's idea in RapidMap's own layout.
///
/// ```
/// 1. Sign In. Heading.
///
/// 2. Email: name@example.com. Text Field.
///    hint: Double tap to edit.
///    frame: {{20, 285}, {350, 44}}
/// ```
/// Each block starts with the stop's number (from 1) and the spoken description
/// (``SpeechRules``); indented lines follow for the hint, the custom actions
/// (`actions: Delete | Archive`) and, when asked, the frame rounded to whole points.
/// Blocks are separated by one empty line; the text ends with a newline. A screen with no
/// stop is the single line `(no stops)`.
public struct Transcript: Sendable, Hashable {
    /// The stops, in VoiceOver order.
    public var stops: [SpokenStop]

    /// Creates a transcript from stops.
    public init(stops: [SpokenStop]) {
        self.stops = stops
    }

    /// The transcript of `elements` (ordered by `TraversalEngine` from `tree`). A stop
    /// whose nearest ancestor keeping a tab bar (the `tabBar` trait or type) holds other
    /// stops is spoken as `Tab. i of n.`, counting that tab bar's stops in order.
    public init(tree: AccessibilityTree, elements: [OrderedElement]) {
        let bars = Self.nearestTabBars(in: tree)
        var countInBar: [Int: Int] = [:]
        for element in elements {
            if let bar = bars[element.nodeIndex] { countInBar[bar, default: 0] += 1 }
        }
        var seenInBar: [Int: Int] = [:]
        var stops: [SpokenStop] = []
        stops.reserveCapacity(elements.count)
        for element in elements {
            var tab: TabPosition?
            if let bar = bars[element.nodeIndex], let count = countInBar[bar] {
                seenInBar[bar, default: 0] += 1
                tab = TabPosition(index: seenInBar[bar]!, count: count)
            }
            stops.append(SpokenStop(element: element, utterance: SpeechRules.utterance(for: element.node, tab: tab),
                                    customActions: element.node.customActions))
        }
        self.stops = stops
    }

    /// The transcript of the whole tree in VoiceOver order.
    public init(tree: AccessibilityTree) {
        self.init(tree: tree, elements: TraversalEngine().order(tree))
    }

    /// For every node, its nearest proper ancestor that is a tab bar (the `tabBar` trait or
    /// type), or nil. One pass in pre-order (a parent comes before its children), so it is
    /// linear in the tree's size whatever its depth.
    static func nearestTabBars(in tree: AccessibilityTree) -> [Int?] {
        var bars = [Int?](repeating: nil, count: tree.count)
        for i in 0..<tree.count {
            guard let p = tree.parent(of: i) else { continue }
            let parent = tree[p]
            bars[i] = parent.type == .tabBar || parent.traits.contains(.tabBar) ? p : bars[p]
        }
        return bars
    }

    /// A frame with each number rounded to a whole point, so sub-point jitter does not show
    /// in a diff.
    public static func rounded(_ frame: Frame) -> Frame {
        Frame(x: frame.x.rounded(), y: frame.y.rounded(), width: frame.width.rounded(), height: frame.height.rounded())
    }

    /// The text, with frames when `frames` is true.
    public func text(frames: Bool = false) -> String {
        guard !stops.isEmpty else { return "(no stops)\n" }
        var out = ""
        for (i, stop) in stops.enumerated() {
            if i > 0 { out += "\n" }
            let number = "\(i + 1). "
            let indent = String(repeating: " ", count: number.count)
            out += number + Self.oneLine(stop.utterance.description.isEmpty ? "(silent)" : stop.utterance.description) + "\n"
            if let hint = stop.utterance.hint { out += indent + "hint: " + Self.oneLine(hint) + "\n" }
            if !stop.customActions.isEmpty {
                out += indent + "actions: " + stop.customActions.map(Self.oneLine).joined(separator: " | ") + "\n"
            }
            if frames { out += indent + "frame: \(Self.rounded(stop.element.node.frame))\n" }
        }
        return out
    }

    /// Line breaks inside spoken text written as `⏎`, so one stop stays one block.
    static func oneLine(_ s: String) -> String {
        guard s.contains(where: \.isNewline) else { return s }
        return String(s.map { $0.isNewline ? "⏎" : $0 })
    }
}
