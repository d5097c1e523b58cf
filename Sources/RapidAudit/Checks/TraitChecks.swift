import RapidMap
import RapidVerify
extension AuditCheck {
    /// `header` (A11yUITests' header): the screen has at least one element with the header
    /// trait. Only for recordings that carry traits.
    public static let header = builtIn(
        identifier: "header", name: "Header present", severity: .warning,
        rationale: """
            VoiceOver users jump between headers with the rotor to skim a screen; a screen \
            without one must be read element by element. Appium XML and debugDescription \
            recordings carry no traits, so this check says nothing about them.
            """,
        criteria: [.infoAndRelationships, .headingsAndLabels],
        origins: [
            AuditCheckOrigin(.a11yUITests, "header"), AuditCheckOrigin(.hig, "Accessibility"),
            .counterpart(.axe, "page-has-heading-one"),
        ],
        triggeringExamples: [
            AuditExample(
                "a title without the header trait",
                [Example.node(.staticText, "Settings", traits: .staticText), Example.node(.button, "Close", 20, 200, traits: .button)])
        ],
        nonTriggeringExamples: [
            AuditExample("a header", [Example.node(.staticText, "Settings", traits: [.staticText, .header])]),
            AuditExample("a recording without traits", [Example.node(.staticText, "Settings")]),
        ]
    ) { context in
        guard context.recordsTraits, !context.elements.isEmpty,
            !context.elements.contains(where: { $0.node.traits.contains(.header) })
        else { return [] }
        return [
            AuditFinding(
                nodeIndex: context.tree.root, message: "the screen has no element with the header trait",
                hint: "Give the screen's title (and each section title) the header trait.")
        ]
    }

    /// `button-trait` (A11yUITests' button trait): a button has the button or link trait.
    /// Only for recordings that carry traits.
    public static let buttonTrait = builtIn(
        identifier: "button-trait", name: "Button trait", severity: .error,
        rationale: """
            VoiceOver announces "button" and offers activation from the trait, not from the view \
            class. A button without the trait is announced as plain text.
            """,
        criteria: [.nameRoleValue],
        origins: [AuditCheckOrigin(.a11yUITests, "buttonTrait")],
        triggeringExamples: [AuditExample("a button with only the static text trait", [Example.node(.button, "Close", traits: .staticText)])],
        nonTriggeringExamples: [
            AuditExample("a button", [Example.node(.button, "Close", traits: .button)]),
            AuditExample("a link-styled button", [Example.node(.button, "Terms", traits: .link)]),
            AuditExample("a recording without traits", [Example.node(.button, "Close")]),
        ]
    ) { context in
        guard context.recordsTraits else { return [] }
        return context.elements.compactMap { e in
            guard e.node.type == .button, e.node.traits.isDisjoint(with: [.button, .link, .backButton, .tabBarItem, .keyboardKey]) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(e.node)) has neither the button nor the link trait",
                hint: "Add the button trait (`.isButton` in SwiftUI, `.button` in UIKit).")
        }
    }

    /// `image-trait` (A11yUITests' image trait): an image VoiceOver stops on has the image
    /// trait. Only for recordings that carry traits.
    public static let imageTrait = builtIn(
        identifier: "image-trait", name: "Image trait", severity: .warning,
        rationale: """
            The image trait tells a VoiceOver user that the element is a picture and lets \
            VoiceOver offer image descriptions.
            """,
        criteria: [.nonTextContent, .nameRoleValue],
        origins: [AuditCheckOrigin(.a11yUITests, "imageTrait")],
        triggeringExamples: [AuditExample("an image without the trait", [Example.node(.image, "Harbour at dusk", traits: .staticText)])],
        nonTriggeringExamples: [
            AuditExample("an image with the trait", [Example.node(.image, "Harbour at dusk", traits: .image)]),
            AuditExample("an image button", [Example.node(.image, "Play", traits: .button)]),
        ]
    ) { context in
        guard context.recordsTraits else { return [] }
        return context.elements.compactMap { e in
            guard e.node.type == .image, !e.node.traits.contains(.image), !context.isControl(e.node) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(e.node)) lacks the image trait",
                hint: "Add the image trait (`.isImage` in SwiftUI, `.image` in UIKit).")
        }
    }

    /// The sets of traits of which an element may carry at most one (GTXiLib's traits
    /// don't conflict, A11yUITests' conflicting traits).
    static let conflictingTraitSets: [[(String, AccessibilityTraitSet)]] = [
        [("button", .button), ("link", .link), ("searchField", .searchField), ("keyboardKey", .keyboardKey)],
        [("button", .button), ("adjustable", .adjustable)],
        [("staticText", .staticText), ("updatesFrequently", .updatesFrequently)],
    ]

    /// `conflicting-traits` (GTXiLib's traits don't conflict, A11yUITests' conflicting
    /// traits): an element does not carry two of button, link, search field and keyboard
    /// key, nor button with adjustable, nor static text with updates frequently.
    public static let conflictingTraits = builtIn(
        identifier: "conflicting-traits", name: "Traits don't conflict", severity: .error,
        rationale: """
            Each of these traits tells VoiceOver how the element behaves; two of them contradict \
            each other ("button, link"), and VoiceOver announces both and offers the wrong \
            gestures. Static text does not change, so it cannot update frequently.
            """,
        criteria: [.nameRoleValue],
        origins: [
            AuditCheckOrigin(.gtxiLib, "kGTXCheckNameAccessibilityTraitsDontConflict"),
            AuditCheckOrigin(.a11yUITests, "conflictingTraits"),
        ],
        triggeringExamples: [
            AuditExample("button and link", [Example.node(.button, "Terms", traits: [.button, .link])]),
            AuditExample("button and adjustable", [Example.node(.other, "Volume", traits: [.button, .adjustable])]),
            AuditExample("static text that updates", [Example.node(.staticText, "00:42", traits: [.staticText, .updatesFrequently])]),
        ],
        nonTriggeringExamples: [
            AuditExample("link and adjustable", [Example.node(.other, "Pages", traits: [.link, .adjustable])]),
            AuditExample("a selected button", [Example.node(.button, "Bold", traits: [.button, .selected])]),
        ]
    ) { context in
        context.elements.compactMap { e in
            let traits = e.node.traits
            for set in conflictingTraitSets {
                let present = set.filter { traits.contains($0.1) }
                if present.count > 1 {
                    return AuditFinding(
                        nodeIndex: e.nodeIndex,
                        message: "\(AuditContext.describe(e.node)) has conflicting traits \(present.map(\.0).joined(separator: " and "))",
                        hint: "Keep the one trait that says how the element behaves.")
                }
            }
            return nil
        }
    }

    /// `missing-trait` (Xcode's trait audit, where a tree can tell): an element that is
    /// interactive (it has custom actions, or a control type) carries an interactive trait.
    /// Only for recordings that carry traits.
    public static let missingTrait = builtIn(
        identifier: "missing-trait", name: "Interactive element without a fitting trait", severity: .warning,
        rationale: """
            An element that offers actions but carries no interactive trait (button, link, \
            adjustable, …) is announced as text, so a VoiceOver user does not know it can be \
            activated.
            """,
        criteria: [.nameRoleValue],
        origins: [AuditCheckOrigin(.xcodeAudit, "trait")],
        triggeringExamples: [
            AuditExample(
                "a row with actions and no trait",
                [
                    AccessibilityNode(
                        type: .other, label: "Message from Ana", frame: Frame(x: 0, y: 100, width: 390, height: 60),
                        traits: .staticText, isAccessibilityElement: .yes, customActions: ["Delete"])
                ]),
            AuditExample("a slider without adjustable", [Example.node(.slider, "Volume", traits: .staticText)]),
        ],
        nonTriggeringExamples: [
            AuditExample(
                "a button row with actions",
                [
                    AccessibilityNode(
                        type: .cell, label: "Message from Ana", frame: Frame(x: 0, y: 100, width: 390, height: 60),
                        traits: .button, isAccessibilityElement: .yes, customActions: ["Delete"])
                ]),
            AuditExample("a slider", [Example.node(.slider, "Volume", traits: .adjustable)]),
        ]
    ) { context in
        guard context.recordsTraits else { return [] }
        let interactive: AccessibilityTraitSet = [
            .button, .link, .adjustable, .keyboardKey, .searchField, .textEntry,
            .secureTextField, .textArea, .tabBarItem, .backButton, .switchButton,
            .allowsDirectInteraction,
        ]
        // Text fields are left out: their text-entry trait is private, and recorders often drop it.
        let fitting: [ControlType: AccessibilityTraitSet] = [
            .slider: .adjustable, .stepper: .adjustable, .pickerWheel: .adjustable, .link: [.link, .button],
        ]
        return context.elements.compactMap { e in
            let n = e.node
            if let needed = fitting[n.type] {
                guard n.traits.isDisjoint(with: needed) else { return nil }
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(n)) lacks the \(needed.names.joined(separator: " or ")) trait",
                    hint: "Add the trait that says how the \(n.type.name) behaves.")
            }
            guard !n.customActions.isEmpty, n.traits.isDisjoint(with: interactive), n.type != .button else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(n)) has actions but no interactive trait",
                hint: "Add the button (or adjustable, link) trait so VoiceOver announces it as activatable.")
        }
    }

    /// `disabled-element` (A11yUITests' disabled elements): a warning for each element
    /// VoiceOver reaches that is disabled.
    public static let disabledElement = builtIn(
        identifier: "disabled-element", name: "Disabled element", severity: .warning,
        rationale: """
            VoiceOver says "dimmed" for a disabled control but not why; a user may not find what \
            enables it. Check that disabling is intended and explained nearby.
            """,
        criteria: [.labelsOrInstructions],
        origins: [AuditCheckOrigin(.a11yUITests, "disabled")],
        triggeringExamples: [
            AuditExample("a disabled button", [Example.node(.button, "Continue", enabled: false)]),
            AuditExample("the not-enabled trait", [Example.node(.button, "Continue", traits: [.button, .notEnabled])]),
        ],
        nonTriggeringExamples: [AuditExample("an enabled button", [Example.node(.button, "Continue")])]
    ) { context in
        context.elements.compactMap { e in
            guard !e.node.enabled || e.node.traits.contains(.notEnabled) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(e.node)) is disabled",
                hint: "Make sure it is meant to be disabled and that the screen says what enables it.")
        }
    }

    /// `duplicate-label` (A11yUITests' duplicated labels): two controls VoiceOver reaches do
    /// not share a label. Reported on every later one.
    public static let duplicateLabel = builtIn(
        identifier: "duplicate-label", name: "Duplicated label", severity: .warning,
        rationale: """
            Two controls with the same label ("Edit", "Edit") cannot be told apart by ear, nor \
            chosen from the rotor or with Voice Control.
            """,
        criteria: [.linkPurposeInContext, .headingsAndLabels],
        origins: [AuditCheckOrigin(.a11yUITests, "duplicated"), .counterpart(.atf, "DuplicateSpeakableTextCheck")],
        triggeringExamples: [
            AuditExample(
                "two Edit buttons",
                [Example.node(.button, "Edit", 20, 100), Example.node(.button, "Edit", 20, 200)])
        ],
        nonTriggeringExamples: [
            AuditExample(
                "distinct labels",
                [Example.node(.button, "Edit name", 20, 100), Example.node(.button, "Edit email", 20, 200)]),
            AuditExample(
                "texts may repeat",
                [Example.node(.staticText, "Free", 20, 100), Example.node(.staticText, "Free", 20, 200)]),
        ]
    ) { context in
        var first: [String: OrderedElement] = [:]
        var findings: [AuditFinding] = []
        for e in context.elements where context.isControl(e.node) {
            guard let label = e.node.label, !label.isEmpty else { continue }
            if let earlier = first[label] {
                findings.append(
                    AuditFinding(
                        nodeIndex: e.nodeIndex,
                        message: "\(AuditContext.describe(e.node)) has the same label as element \(earlier.position) (\(earlier.node.type.name))",
                        hint: "Make each label say what its control does (\"Edit name\", \"Edit email\")."))
            } else {
                first[label] = e
            }
        }
        return findings
    }
}
