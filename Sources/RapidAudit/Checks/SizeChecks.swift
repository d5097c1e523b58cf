import RapidMap
import RapidVerify
extension AuditCheck {
    /// `min-size` (A11yUITests' minimum size): every element is at least 14×14 pt.
    public static let minimumSize = builtIn(
        identifier: "min-size", name: "Minimum size", severity: .warning,
        rationale: """
            An element smaller than 14×14 pt is hard to find by touch exploration and is usually \
            a leftover: a separator, a badge or an empty view that VoiceOver should not visit.
            """,
        criteria: [],
        origins: [AuditCheckOrigin(.a11yUITests, "minimumSize"), AuditCheckOrigin(.hig, "Accessibility")],
        triggeringExamples: [AuditExample("a 10 pt tall text", [Example.node(.staticText, "Terms", 20, 100, 100, 10)])],
        nonTriggeringExamples: [
            AuditExample("a 20 pt tall text", [Example.node(.staticText, "Terms", 20, 100, 100, 20)]),
            AuditExample("13.95 pt, within the tolerance", [Example.node(.staticText, "Terms", 20, 100, 100, 13.95)]),
        ]
    ) { context in
        let t = context.thresholds
        return context.elements.compactMap { e in
            let f = e.node.frame
            guard t.isBelow(width: f.width, height: f.height, square: t.minimumSize) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message: "\(AuditContext.describe(e.node)) is \(AuditContext.size(f)) pt, below \(Frame.format(t.minimumSize))×\(Frame.format(t.minimumSize))",
                hint: "Make it larger, or hide it from VoiceOver if it is decorative.")
        }
    }

    /// `min-interactive-size` (A11yUITests' minimum interactive size): buttons and cells
    /// (``AuditOptions/interactiveTypes``) are at least 44×44 pt.
    public static let minimumInteractiveSize = builtIn(
        identifier: "min-interactive-size", name: "Minimum interactive size", severity: .error,
        rationale: """
            A control smaller than 44×44 pt is hard to hit for people with limited dexterity or \
            tremor. Apple's guidelines give every control a hit target of at least 44×44 pt.
            """,
        criteria: [.targetSizeEnhanced],
        origins: [
            AuditCheckOrigin(.a11yUITests, "minimumInteractiveSize"), AuditCheckOrigin(.hig, "Accessibility"),
            .counterpart(.gtxiLib, "kGTXCheckNameMinimumTappableArea"), .counterpart(.atf, "TouchTargetSizeCheck"),
            .counterpart(.axe, "target-size"),
        ],
        triggeringExamples: [
            AuditExample("a 24×24 close button", [Example.node(.button, "Close", 20, 100, 24, 24)]),
            AuditExample(
                "an other with the button trait, 30 pt tall",
                [Example.node(.other, "Share", 20, 100, 100, 30, traits: .button)]),
        ],
        nonTriggeringExamples: [
            AuditExample("a 44×44 button", [Example.node(.button, "Close", 20, 100, 44, 44)]),
            AuditExample("a 30 pt tall text is not interactive", [Example.node(.staticText, "Hello", 20, 100, 100, 30)]),
        ]
    ) { context in
        let t = context.thresholds
        let types = context.options.interactiveTypes
        let size = Frame.format(t.minimumInteractiveSize)
        return context.elements.compactMap { e in
            guard types.contains(e.node.type) || (types.contains(.button) && e.node.traits.contains(.button)) else { return nil }
            let f = e.node.frame
            guard t.isBelow(width: f.width, height: f.height, square: t.minimumInteractiveSize) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message: "\(AuditContext.describe(e.node)) is \(AuditContext.size(f)) pt, below \(size)×\(size)",
                hint: "Make the tappable area at least \(size)×\(size) pt (a larger frame or content insets).")
        }
    }

    /// `hit-region` (Xcode's hit region audit, where a tree can tell): a control other than
    /// the types `min-interactive-size` measures, whose on-screen area (its frame clipped
    /// to the root's) is too small to tap.
    public static let hitRegion = builtIn(
        identifier: "hit-region", name: "Hit region", severity: .warning,
        rationale: """
            Links, fields, steppers and custom controls need a hit region as large as buttons \
            do (44×44 pt). This check measures the part of the frame that is on screen, so a \
            control pushed half off screen is found too. Switches, sliders and search fields are \
            left out: UIKit extends their hit region beyond the frame (a 36 pt search field in a \
            56 pt search bar), which a tree cannot show.
            """,
        criteria: [.targetSizeEnhanced],
        origins: [
            AuditCheckOrigin(.xcodeAudit, "hitRegion"), AuditCheckOrigin(.hig, "Accessibility"),
            .counterpart(.atf, "TouchTargetSizeCheck"), .counterpart(.axe, "target-size"),
        ],
        triggeringExamples: [
            AuditExample("a 20 pt tall link", [Example.node(.link, "Terms", 20, 100, 120, 20)]),
            AuditExample("a text field mostly off screen", [Example.node(.textField, "Name", 360, 100, 200, 44)]),
        ],
        nonTriggeringExamples: [
            AuditExample("a 44 pt tall link", [Example.node(.link, "Terms", 20, 100, 120, 44)]),
            AuditExample("a small switch", [Example.node(.switch, "Wi-Fi", 20, 100, 51, 31)]),
            AuditExample("a small button is min-interactive-size's", [Example.node(.button, "Close", 20, 100, 24, 24)]),
        ]
    ) { context in
        let t = context.thresholds
        let types = context.options.interactiveTypes
        let screen = context.tree[context.tree.root].frame
        let size = Frame.format(t.minimumInteractiveSize)
        return context.elements.compactMap { e in
            let n = e.node
            guard context.isControl(n), !types.contains(n.type), !(types.contains(.button) && n.traits.contains(.button)),
                ![.switch, .toggle, .slider, .searchField].contains(n.type)
            else { return nil }
            var w = n.frame.width, h = n.frame.height
            if !screen.isZeroSize {
                let onScreen = AuditContext.overlap(n.frame, screen)
                w = max(0, onScreen.width)
                h = max(0, onScreen.height)
            }
            guard t.isBelow(width: w, height: h, square: t.minimumInteractiveSize) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message: "\(AuditContext.describe(n)) has a \(Frame.format(w))×\(Frame.format(h)) pt hit region on screen, below \(size)×\(size)",
                hint: "Enlarge the control's tappable area to \(size)×\(size) pt and keep it on screen.")
        }
    }
}
