import RapidMap
import RapidVerify
extension AuditCheck {
    /// Types whose controls sit edge to edge by design (a tab bar's buttons, a segmented
    /// control's segments, keyboard keys, the rows of a table or list, which separators
    /// divide): spacing is not measured between two controls inside the same one.
    static let stripTypes: Set<ControlType> = [
        .tabBar, .segmentedControl, .keyboard, .picker, .datePicker, .toolbar,
        .table, .collectionView, .outline,
    ]

    /// Pairs of visited controls whose frames are close: each pair once, found by a sweep
    /// over the controls sorted by their top edge, so the cost is O(n log n + pairs).
    static func closeControlPairs(_ context: AuditContext, within distance: Double) -> [(OrderedElement, OrderedElement)] {
        let controls = context.elements.filter { context.isControl($0.node) && !$0.node.frame.isZeroSize }
            .sorted { ($0.node.frame.y, $0.position) < ($1.node.frame.y, $1.position) }
        var pairs: [(OrderedElement, OrderedElement)] = []
        for i in controls.indices {
            let a = controls[i].node.frame
            var j = i + 1
            while j < controls.count, controls[j].node.frame.y < a.maxY + distance {
                let b = controls[j].node.frame
                if b.x < a.maxX + distance, a.x < b.maxX + distance {
                    let pair = controls[i].position < controls[j].position ? (controls[i], controls[j]) : (controls[j], controls[i])
                    pairs.append(pair)
                }
                j += 1
            }
        }
        return pairs.sorted { ($0.1.position, $0.0.position) < ($1.1.position, $1.0.position) }
    }

    /// `control-overlap` (A11yUITests' control overlap): the frames of two controls
    /// VoiceOver reaches do not overlap.
    public static let controlOverlap = builtIn(
        identifier: "control-overlap", name: "Control overlap", severity: .error,
        rationale: """
            When two controls overlap, a tap in the shared area may activate the wrong one, and \
            VoiceOver's focus rectangle covers both. Leave room around controls.
            """,
        criteria: [.targetSizeMinimum],
        origins: [
            AuditCheckOrigin(.a11yUITests, "controlOverlap"), AuditCheckOrigin(.hig, "Layout"),
            .counterpart(.atf, "DuplicateClickableBoundsCheck"),
        ],
        triggeringExamples: [
            AuditExample(
                "two buttons overlapping by 10 pt",
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.button, "Share", 110, 100, 100, 44)])
        ],
        nonTriggeringExamples: [
            AuditExample(
                "buttons overlapping by 1 pt of frame rounding",
                [Example.node(.button, "Mon", 0, 100, 54, 40), Example.node(.button, "Tue", 53, 100, 54, 40)]),
            AuditExample(
                "buttons side by side",
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.button, "Share", 140, 100, 100, 44)]),
            AuditExample(
                "a text over a button is not two controls",
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.staticText, "New", 30, 100, 40, 20)]),
        ]
    ) { context in
        let tol = context.thresholds.overlapAllowance
        return closeControlPairs(context, within: 0).compactMap { a, b in
            let (w, h) = AuditContext.overlap(a.node.frame, b.node.frame)
            guard w > tol, h > tol else { return nil }
            return AuditFinding(
                nodeIndex: b.nodeIndex,
                message:
                    "\(AuditContext.describe(b.node)) overlaps \(AuditContext.describe(a.node)) (element \(a.position)) by \(Frame.format(w))×\(Frame.format(h)) pt",
                hint: "Move the controls apart so their frames do not overlap.")
        }
    }

    /// `control-spacing` (A11yUITests' control spacing): two controls VoiceOver reaches are at
    /// least 8 pt apart on a phone and 12 pt on a pad, except inside a tab bar, segmented
    /// control, toolbar, keyboard, picker, table or collection view, whose parts touch by design.
    public static let controlSpacing = builtIn(
        identifier: "control-spacing", name: "Control spacing", severity: .warning,
        rationale: """
            Controls closer than 8 pt (12 pt on iPad) are easy to hit by mistake, above all with \
            a tremor. Leave enough space around controls; WCAG's target-size criterion accepts \
            small targets only when they are spaced apart.
            """,
        criteria: [.targetSizeMinimum],
        origins: [
            AuditCheckOrigin(.a11yUITests, "controlSpacing"), AuditCheckOrigin(.hig, "Layout"),
            .counterpart(.axe, "target-size"),
        ],
        triggeringExamples: [
            AuditExample(
                "buttons 4 pt apart",
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.button, "Share", 124, 100, 100, 44)]),
            AuditExample(
                "buttons 10 pt apart on a pad", idiom: .pad,
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.button, "Share", 130, 100, 100, 44)]),
        ],
        nonTriggeringExamples: [
            AuditExample(
                "buttons 10 pt apart on a phone",
                [Example.node(.button, "Save", 20, 100, 100, 44), Example.node(.button, "Share", 130, 100, 100, 44)]),
            AuditExample(
                "tab bar buttons touching",
                [
                    NestedNode(
                        AccessibilityNode(type: .tabBar, frame: Frame(x: 0, y: 795, width: 390, height: 49)),
                        children: [
                            NestedNode(Example.node(.button, "Home", 0, 795, 195, 49)),
                            NestedNode(Example.node(.button, "Search", 195, 795, 195, 49)),
                        ])
                ]),
            AuditExample(
                "switch rows of a table",
                [
                    NestedNode(
                        AccessibilityNode(type: .table, frame: Frame(x: 0, y: 100, width: 390, height: 700)),
                        children: [
                            NestedNode(Example.node(.switch, "Sounds", 0, 100, 390, 52)),
                            NestedNode(Example.node(.switch, "Vibrate", 0, 152, 390, 52)),
                        ])
                ]),
        ]
    ) { context in
        let t = context.thresholds
        let spacing = t.spacing(for: context.tree.idiom)
        let strips = context.nearestAncestors { stripTypes.contains($0.type) }
        return closeControlPairs(context, within: spacing).compactMap { a, b in
            let shared = AuditContext.overlap(a.node.frame, b.node.frame)
            let dx = -shared.width, dy = -shared.height
            // Overlapping frames are control-overlap's; a gap in one axis with overlap in the other is measured.
            let overlap = t.overlapAllowance
            guard dx > -overlap || dy > -overlap else { return nil }
            let gap = max(dx, dy)
            guard gap < spacing - t.tolerance else { return nil }
            if let s = strips[a.nodeIndex], s == strips[b.nodeIndex] { return nil }
            return AuditFinding(
                nodeIndex: b.nodeIndex,
                message:
                    "\(AuditContext.describe(b.node)) is \(Frame.format(max(0, gap))) pt from \(AuditContext.describe(a.node)) (element \(a.position)), below \(Frame.format(spacing)) pt",
                hint: "Leave at least \(Frame.format(spacing)) pt between controls.")
        }
    }

    /// `clipped-text` (Xcode's text clipped audit, where the recording gives both frames):
    /// a text's frame lies within the nearest ancestor that clips to its bounds.
    public static let clippedText = builtIn(
        identifier: "clipped-text", name: "Clipped text", severity: .warning,
        rationale: """
            Text cut off by a clipping container is not fully visible, most often at larger \
            Dynamic Type sizes. Only recordings that mark clipping views (`clipsToBounds`) can \
            show it.
            """,
        criteria: [.resizeText, .reflow],
        origins: [AuditCheckOrigin(.xcodeAudit, "textClipped"), AuditCheckOrigin(.hig, "Typography")],
        triggeringExamples: [
            AuditExample(
                "a text wider than its clipping cell",
                [
                    NestedNode(
                        AccessibilityNode(type: .other, frame: Frame(x: 0, y: 100, width: 200, height: 44), clipsToBounds: true),
                        children: [NestedNode(Example.node(.staticText, "A very long title that does not fit", 10, 110, 320, 20))])
                ])
        ],
        nonTriggeringExamples: [
            AuditExample(
                "a text inside its clipping cell",
                [
                    NestedNode(
                        AccessibilityNode(type: .other, frame: Frame(x: 0, y: 100, width: 200, height: 44), clipsToBounds: true),
                        children: [NestedNode(Example.node(.staticText, "Short", 10, 110, 100, 20))])
                ]),
            AuditExample("no clipping ancestor", [Example.node(.staticText, "A very long title", 10, 110, 600, 20)]),
        ]
    ) { context in
        let tol = context.thresholds.tolerance
        let tree = context.tree
        let clips = context.nearestAncestors { $0.clipsToBounds }
        return context.elements.compactMap { e in
            guard AuditContext.isText(e.node) else { return nil }
            guard let clip = clips[e.nodeIndex] else { return nil }
            let f = e.node.frame, c = tree[clip].frame
            guard f.x < c.x - tol || f.y < c.y - tol || f.maxX > c.maxX + tol || f.maxY > c.maxY + tol else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex,
                message: "\(AuditContext.describe(e.node)) \(f) extends beyond its clipping \(tree[clip].type.name) \(c)",
                hint: "Let the text wrap or the container grow (Dynamic Type), instead of clipping it.")
        }
    }
}
