import RapidMap
import RapidVerify
extension AuditCheck {
    /// `contrast` (Xcode's contrast audit, GTXiLib's contrast ratio, when the recording
    /// carries colours): a text's colour against its background reaches 4.5:1, or 3:1 for
    /// large text (18 pt, or 14 pt bold).
    public static let contrast = builtIn(
        identifier: "contrast", name: "Text contrast", severity: .error,
        rationale: """
            Text with too little contrast against its background cannot be read by people with \
            low vision or in bright light: 4.5:1 at least, or 3:1 for large text (18 pt, or 14 pt \
            bold). Only recordings that carry `foregroundColor` and `backgroundColor` (RapidMap \
            JSON) can show it; a translucent text colour is drawn over the background first, \
            which is taken as opaque.
            """,
        criteria: [.contrastMinimum],
        origins: [
            AuditCheckOrigin(.xcodeAudit, "contrast"), AuditCheckOrigin(.gtxiLib, "kGTXCheckNameLabelMinimumContrastRatio"),
            .counterpart(.atf, "TextContrastCheck"), .counterpart(.axe, "color-contrast"),
        ],
        triggeringExamples: [
            AuditExample("light grey on white", [Example.text("Terms apply", "#AAAAAA", height: 20, fontSize: 15)]),
            AuditExample("large text below 3:1", [Example.text("Welcome", "#BBBBBB", height: 30, fontSize: 24)]),
        ],
        nonTriggeringExamples: [
            AuditExample("black on white", [Example.text("Terms apply", "#000000", height: 20, fontSize: 15)]),
            AuditExample("#767676 on white (4.54:1) as normal text", [Example.text("Terms apply", "#767676", height: 20, fontSize: 15)]),
            AuditExample("#949494 on white (3.03:1) as 14 pt bold text", [Example.text("Welcome", "#949494", height: 30, fontSize: 14, bold: true)]),
            AuditExample("no colours recorded", [Example.node(.staticText, "Terms apply")]),
        ]
    ) { context in
        let t = context.thresholds
        return context.elements.compactMap { e in
            let n = e.node
            guard let fg = n.foregroundColor, let bg = n.backgroundColor else { return nil }
            let size = n.fontSize ?? 0
            let large = size >= t.largeTextSize - t.tolerance || (n.boldFont && size >= t.largeBoldTextSize - t.tolerance)
            let minimum = large ? t.minimumLargeTextContrast : t.minimumContrast
            let ratio = fg.contrastRatio(over: RGBColor(red: bg.red, green: bg.green, blue: bg.blue))
            guard ratio < minimum else { return nil }
            let shown = (ratio * 100).rounded(.down) / 100
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message:
                    "\(AuditContext.describe(n)) has a contrast of \(Frame.format(shown)):1 (\(fg) on \(bg)), below \(Frame.format(minimum)):1 for \(large ? "large" : "normal") text",
                hint: "Darken the text or lighten the background (or the reverse) to reach \(Frame.format(minimum)):1.")
        }
    }
}
