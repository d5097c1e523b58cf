import RapidMap
import RapidVerify

extension AuditCheck {
    /// `activation-point` (RapidMap's own): the point VoiceOver taps when an element is
    /// activated lies inside the element's frame and on no other control drawn above it.
    /// Only recordings that carry activation points (unit-test captures) are checked.
    ///
    /// VoiceOver taps the activation point when `accessibilityActivate()` does not handle the
    /// activation (kif-framework/KIF#1305, which made KIF tap there too); apps get it wrong
    /// where an element's frame is a union of pieces (zacwest/ZSWTappableLabel#36: a link
    /// across two lines) or the point was set by hand (element-hq/element-ios#1433: rows
    /// that VoiceOver could not open).
    public static let activationPoint = builtIn(
        identifier: "activation-point", name: "Activation point", severity: .warning,
        rationale: """
            When an element does not handle activation itself, VoiceOver taps its activation \
            point (its frame's centre unless the app moves it). A point outside the element, or \
            on another control drawn above it, makes a double tap do nothing or act on the \
            wrong control: a link spanning two lines whose centre falls between them, a row \
            whose point was moved off screen. Keep the activation point on the element.
            """,
        criteria: [.keyboard],
        origins: [AuditCheckOrigin(.rapidMap, ""), AuditCheckOrigin(.hig, "Accessibility")],
        triggeringExamples: [
            AuditExample("a button whose activation point is below it", [Self.pointed(.button, "Pay", x: 70, y: 200)]),
            AuditExample(
                "a row whose activation point falls on a switch drawn above it",
                [
                    Self.pointed(.cell, "Wi-Fi", x: 340, y: 122, frame: Frame(x: 0, y: 100, width: 390, height: 44)),
                    Example.node(.switch, "Wi-Fi", 320, 106, 51, 31),
                ]),
        ],
        nonTriggeringExamples: [
            AuditExample("a button tapped at its centre", [Self.pointed(.button, "Pay", x: 70, y: 122)]),
            AuditExample("a point on the frame's edge", [Self.pointed(.button, "Pay", x: 120, y: 144)]),
            AuditExample(
                "a row read as one element, its activation point moved onto its own switch",
                [
                    NestedNode(
                        Self.pointed(
                            .cell, "Wi-Fi", x: 340, y: 122, frame: Frame(x: 0, y: 100, width: 390, height: 44), element: .yes),
                        children: [NestedNode(Example.node(.switch, "Wi-Fi", 320, 106, 51, 31))])
                ]),
            AuditExample("a recording without activation points", [Example.node(.button, "Pay")]),
        ]
    ) { context in
        let controls = context.elements.filter { context.isControl($0.node) && !$0.node.frame.isZeroSize }
        return context.elements.compactMap { e in
            let n = e.node
            guard let point = n.activationPoint, !n.frame.isZeroSize else { return nil }
            guard point.isInside(n.frame) else {
                return AuditFinding(
                    nodeIndex: e.nodeIndex,
                    message: "\(AuditContext.describe(n)) has its activation point \(point) outside its frame \(n.frame)",
                    hint: "Move accessibilityActivationPoint inside the element, or leave it at the frame's centre.")
            }
            // A control VoiceOver reaches drawn above this one (later in the tree: an element's
            // own subtree is never reached) takes the tap.
            guard let other = controls.first(where: { $0.nodeIndex > e.nodeIndex && point.isInside($0.node.frame) }) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message:
                    "\(AuditContext.describe(n)) has its activation point \(point) on \(AuditContext.describe(other.node)) (element \(other.position)), which takes the tap",
                hint: "Move accessibilityActivationPoint onto a part of the element no other control covers.")
        }
    }

    /// An example element at 20, 100, 100×44 (or `frame`) whose activation point is `x, y`.
    static func pointed(
        _ type: ControlType, _ label: String, x: Double, y: Double, frame: Frame? = nil, element: AccessibilityElementFlag = .unknown
    ) -> AccessibilityNode {
        var node = Example.node(type, label, element: element)
        if let frame { node.frame = frame }
        node.activationPoint = ScreenPoint(x: x, y: y)
        return node
    }
}
