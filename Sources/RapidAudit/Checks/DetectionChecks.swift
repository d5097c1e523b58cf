import RapidMap
import RapidVerify
extension AuditCheck {
    /// `element-detection` (Xcode's element detection, where a tree can tell): content that
    /// looks interactive or meaningful but that VoiceOver does not reach: a control inside
    /// another element, a control the recording marks as not an element with nothing
    /// inside it reached, a labelled view marked not an element whose images or texts say
    /// nothing of their own (a scroll bar, a labelled leaf, is not reported), and an unlabeled image with an asset name sitting
    /// alone in a button-sized container VoiceOver skips (an image button without a label).
    /// Hidden views (hidden, alpha 0, `accessibilityElementsHidden`, not visible) are left out.
    public static let elementDetection = builtIn(
        identifier: "element-detection", name: "Element detection", severity: .error,
        rationale: """
            VoiceOver only reaches accessibility elements. A button inside an element that \
            speaks for its whole subtree, a control marked as not an element, or an icon button \
            whose image has no label cannot be found or activated by a VoiceOver user, nor with \
            Switch Control and Full Keyboard Access, which use the same elements.
            """,
        criteria: [.keyboard, .nameRoleValue],
        origins: [
            AuditCheckOrigin(.xcodeAudit, "elementDetection"), .counterpart(.atf, "UnexposedTextCheck"),
            .counterpart(.axe, "nested-interactive"), .counterpart(.axe, "aria-hidden-focus"),
        ],
        triggeringExamples: [
            AuditExample(
                "a button inside a cell that is one element",
                [
                    NestedNode(
                        AccessibilityNode(type: .cell, label: "Order 42", frame: Frame(x: 0, y: 100, width: 390, height: 60), isAccessibilityElement: .yes),
                        children: [NestedNode(Example.node(.button, "Cancel order", 300, 108, 80, 44))])
                ]),
            AuditExample("a button marked not an element", [Example.node(.button, "Close", element: .no)]),
            AuditExample(
                "a labelled view marked not an element",
                [
                    NestedNode(
                        AccessibilityNode(
                            type: .other, label: "Rating: 4 stars", frame: Frame(x: 0, y: 100, width: 200, height: 30), isAccessibilityElement: .no),
                        children: [NestedNode(Example.node(.image, nil, 0, 100, 30, 30))])
                ]),
            AuditExample(
                "an unlabeled icon in a tappable-sized view",
                [
                    NestedNode(
                        AccessibilityNode(type: .other, frame: Frame(x: 330, y: 50, width: 44, height: 44)),
                        children: [NestedNode(Example.node(.image, id: "ic_share", 340, 60, 24, 24))])
                ]),
        ],
        nonTriggeringExamples: [
            AuditExample(
                "a cell whose button is reached",
                [
                    NestedNode(
                        AccessibilityNode(type: .cell, label: "Order 42", frame: Frame(x: 0, y: 100, width: 390, height: 60)),
                        children: [NestedNode(Example.node(.button, "Cancel order", 300, 108, 80, 44))])
                ]),
            AuditExample(
                "a hidden button", [AccessibilityNode(type: .button, label: "Close", frame: Frame(x: 20, y: 100, width: 44, height: 44), hidden: true)]),
            AuditExample(
                "a tab bar button's image",
                [
                    NestedNode(
                        Example.node(.button, "News", 0, 795, 97, 49),
                        children: [NestedNode(Example.node(.image, id: "News", 30, 800, 30, 30))])
                ]),
            AuditExample("a decorative background image", [Example.node(.image, nil, 0, 0, 390, 200)]),
            AuditExample(
                "a scroll bar: a labelled leaf that is not an element",
                [Example.node(.other, "Vertical scroll bar, 1 page", 357, 100, 30, 500, element: .no)]),
        ]
    ) { context in
        let tree = context.tree
        let policy = ElementInferencePolicy.standard
        // Whether a node's subtree holds an element, computed bottom-up in one pass.
        var holdsStop = context.positions.map { $0 != nil }
        for i in stride(from: tree.count - 1, to: 0, by: -1) where holdsStop[i] {
            if let p = tree.parent(of: i) { holdsStop[p] = true }
        }
        // Whether a node's subtree holds an image or text with nothing of its own to say,
        // whose meaning only an ancestor's label carries.
        var holdsMute = [Bool](repeating: false, count: tree.count)
        for i in stride(from: tree.count - 1, to: 0, by: -1) {
            let n = tree[i]
            if (AuditContext.isImage(n) || AuditContext.isText(n)) && (n.label ?? "").isEmpty && (n.value ?? "").isEmpty { holdsMute[i] = true }
            if holdsMute[i], let p = tree.parent(of: i) { holdsMute[p] = true }
        }
        // Whether a node has a control strictly between it and the element holding it: then
        // it is part of that control, which is reported once. One pre-order pass.
        var insideControl = [Bool](repeating: false, count: tree.count)
        for i in 0..<tree.count {
            guard let p = tree.parent(of: i), let owner = context.containingElement[p], owner != p else { continue }
            let parent = tree[p]
            insideControl[i] =
                insideControl[p] || policy.isControlType(parent.type)
                || !parent.traits.isDisjoint(with: ElementInferencePolicy.elementTraits)
        }
        var childCounts = [Int](repeating: 0, count: tree.count)
        for i in 1..<max(1, tree.count) { if let p = tree.parent(of: i) { childCounts[p] += 1 } }
        var findings: [AuditFinding] = []
        for i in 0..<tree.count where context.positions[i] == nil && !context.intentionallyHidden[i] {
            let n = tree[i]
            let what = AuditContext.describe(n)
            let looksInteractive = policy.isControlType(n.type) || !n.traits.isDisjoint(with: ElementInferencePolicy.elementTraits)
            if let owner = context.containingElement[i] {
                // Inside an element: only a control is lost there (texts and images are spoken by the owner).
                guard looksInteractive, n.isAccessibilityElement != .no, owner != i, !insideControl[i],
                    let position = context.positions[owner]
                else { continue }
                findings.append(
                    AuditFinding(
                        nodeIndex: i,
                        message:
                            "\(what) is inside \(AuditContext.describe(tree[owner])) (element \(position)), which VoiceOver reads as one element, so it is never reached",
                        hint: "Make the container a plain container (not an accessibility element), or expose the control as a custom action."))
                continue
            }
            if n.isAccessibilityElement == .no, !holdsStop[i] {
                if looksInteractive {
                    findings.append(
                        AuditFinding(
                            nodeIndex: i, message: "\(what) is marked as not an accessibility element, so VoiceOver never reaches it",
                            hint: "Make it an accessibility element."))
                } else if let label = n.label, !label.isEmpty, [.other, .cell, .group].contains(n.type), holdsMute[i] {
                    findings.append(
                        AuditFinding(
                            nodeIndex: i,
                            message: "\(what) has a label but is marked as not an accessibility element, and the images or texts inside it say nothing",
                            hint: "Make it an accessibility element so its label is spoken."))
                }
                continue
            }
            if AuditContext.isImage(n), (n.label ?? "").isEmpty, let id = ControlIdentifier.meaningful(n.identifier),
                let parent = tree.parent(of: i), !holdsStop[parent], childCounts[parent] == 1,
                [.other, .cell, .group].contains(tree[parent].type),
                tree[parent].frame.width <= 2 * context.thresholds.minimumInteractiveSize,
                tree[parent].frame.height <= 2 * context.thresholds.minimumInteractiveSize, !tree[parent].frame.isZeroSize
            {
                findings.append(
                    AuditFinding(
                        nodeIndex: i,
                        message:
                            "image \"\(id)\" without label, alone in a \(AuditContext.size(tree[parent].frame)) \(tree[parent].type.name), looks like an icon button VoiceOver does not reach",
                        hint: "If it is tappable, make the container a button with a label; if decorative, ignore it by identifier."))
            }
        }
        return findings
    }

}
