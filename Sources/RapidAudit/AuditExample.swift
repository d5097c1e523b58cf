import RapidMap
import RapidVerify

/// A tree a check's documentation shows, which its tests run: a triggering example must
/// give at least one finding, a non-triggering one none (SwiftLint's rule examples).
public struct AuditExample: Sendable {
    /// What the example shows, in a few words.
    public var description: String
    /// The tree.
    public var tree: AccessibilityTree
    /// The words the example is audited with (a German example needs German words).
    public var words: AuditWordList

    /// Creates an example from a tree.
    public init(_ description: String, words: AuditWordList = .english, _ tree: AccessibilityTree) {
        self.description = description
        self.words = words
        self.tree = tree
    }

    /// An example screen: a phone-sized window (390×844, or 820×1180 on a pad) holding
    /// `nodes` as its children.
    public init(_ description: String, idiom: Idiom = .phone, words: AuditWordList = .english, _ nodes: [AccessibilityNode]) {
        self.init(description, idiom: idiom, words: words, nodes.map { NestedNode($0) })
    }

    /// An example screen: a window holding `children`.
    public init(_ description: String, idiom: Idiom = .phone, words: AuditWordList = .english, _ children: [NestedNode]) {
        let size = idiom == .pad ? (820.0, 1180.0) : (390.0, 844.0)
        let window = AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: size.0, height: size.1))
        self.init(description, words: words, AccessibilityTree(root: NestedNode(window, children: children), idiom: idiom))
    }

    /// The issues `check` finds in this example, audited with its words.
    public func issues(of check: AuditCheck) -> [AuditIssue] {
        Auditor.audit(tree, checks: [check], options: AuditOptions(words: words)).issues
    }
}
