import RapidMap
import RapidVerify
extension AuditCheck {
    /// `label-presence` (A11yUITests' label presence, GTXiLib's label present): every
    /// element has a label of at least 2 characters; a field's placeholder is not its
    /// label; an all-caps label is a warning.
    public static let labelPresence = builtIn(
        identifier: "label-presence", name: "Label presence", severity: .error,
        rationale: """
            VoiceOver speaks an element's label; without one a button is announced as "button" \
            and nothing else. A placeholder disappears once text is typed and is not a label. An \
            all-caps label may be spelled out letter by letter.
            """,
        criteria: [.nonTextContent, .nameRoleValue],
        origins: [
            AuditCheckOrigin(.a11yUITests, "labelPresence"), AuditCheckOrigin(.gtxiLib, "kGTXCheckNameAccessibilityLabelPresent"),
            AuditCheckOrigin(.hig, "Accessibility"),
            .counterpart(.atf, "SpeakableTextPresentCheck"), .counterpart(.axe, "button-name"),
        ],
        triggeringExamples: [
            AuditExample("a button without a label", [Example.node(.button)]),
            AuditExample("a one-letter label", [Example.node(.button, "X")]),
            AuditExample(
                "a field with only a placeholder",
                [AccessibilityNode(type: .textField, placeholder: "Email", frame: Frame(x: 20, y: 100, width: 300, height: 44))]),
            AuditExample("an all-caps label", [Example.node(.button, "SIGN IN NOW")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a labelled button", [Example.node(.button, "Close")]),
            AuditExample("a text that speaks its value", [Example.node(.staticText, value: "Sioeye")]),
            AuditExample("a two-character Chinese label", [Example.node(.button, "啊漆")]),
            AuditExample("a page indicator speaks its value", [Example.node(.pageIndicator, value: "page 1 of 2")]),
            AuditExample("a count in a text", [Example.node(.staticText, "2")]),
            AuditExample("a short abbreviation in capitals", [Example.node(.button, "FAQ")]),
        ]
    ) { context in
        let minimum = context.thresholds.minimumLabelLength
        return context.elements.compactMap { e in
            let n = e.node
            let label = n.label ?? ""
            let what = AuditContext.describe(n)
            if label.isEmpty {
                if AuditContext.isText(n) || indicatorTypes.contains(n.type), let v = n.value, !v.isEmpty { return nil }
                if let p = n.placeholder, !p.isEmpty {
                    return AuditFinding(
                        nodeIndex: e.nodeIndex, message: "\(what) has a placeholder (\"\(p)\") but no label",
                        hint: "Set an accessibility label; the placeholder goes away once text is typed.")
                }
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) has no label",
                    hint: "Set an accessibility label that says what it is or does.")
            }
            // A text's label is its content: a count ("2") is what it should say.
            if label.count < minimum, !AuditContext.isText(n) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) has a label of \(label.count) character\(label.count == 1 ? "" : "s"), below \(minimum)",
                    hint: "Use a label that says what the element is or does.")
            }
            let letters = label.filter { $0.isCased }
            if letters.count >= 5, letters.allSatisfy(\.isUppercase) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) has an all-caps label",
                    hint: "Give the label normal capitalisation and style the text with uppercase instead.",
                    severity: .warning)
            }
            return nil
        }
    }

    /// `button-label` (A11yUITests' button label, GTXiLib's label-trait overlap): a button's
    /// label starts with a capital letter, has no trailing period, does not name its type
    /// and is not a non-descriptive title such as "Click here" or "OK".
    public static let buttonLabel = builtIn(
        identifier: "button-label", name: "Button label", severity: .warning,
        rationale: """
            VoiceOver speaks a button's trait after its label, so "Close button" is heard as \
            "Close button, button". A title like "Click here" or "More" says nothing when heard \
            alone. A capital first letter and no period make VoiceOver read the label as a name, \
            not a sentence.
            """,
        criteria: [.linkPurposeInContext, .headingsAndLabels],
        origins: [
            AuditCheckOrigin(.a11yUITests, "buttonLabel"),
            AuditCheckOrigin(.gtxiLib, "kGTXCheckNameAccessibilityLabelIsNotRedundantWithTraits"),
            AuditCheckOrigin(.hig, "Accessibility"),
            .counterpart(.atf, "RedundantDescriptionCheck"), .counterpart(.atf, "LinkPurposeUnclearCheck"),
        ],
        triggeringExamples: [
            AuditExample("a button named button", [Example.node(.button, "Close button")]),
            AuditExample("a lowercase label", [Example.node(.button, "close")]),
            AuditExample("a trailing period", [Example.node(.button, "Send.")]),
            AuditExample("Click here", [Example.node(.button, "Click here")]),
            AuditExample("a Japanese button named ボタン", words: .japanese, [Example.node(.button, "閉じるボタン")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a good label", [Example.node(.button, "Close")]),
            AuditExample("Buttonhole is not the word button", [Example.node(.button, "Buttonhole settings")]),
            AuditExample("a Chinese label", words: .chinese, [Example.node(.button, "关闭")]),
            AuditExample("an ellipsis is not a period", [Example.node(.button, "Share…")]),
        ]
    ) { context in
        let words = context.words
        return context.elements.compactMap { e in
            let n = e.node
            guard AuditContext.isButton(n), let label = n.label, !label.isEmpty else { return nil }
            let what = AuditContext.describe(n)
            if let word = words.firstWord(of: words.typeWords(for: .button, traits: n.traits), in: label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) names its type (\"\(word)\")",
                    hint: "Remove \"\(word)\": VoiceOver already says it is a button.")
            }
            if words.isNonDescriptive(label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) has a non-descriptive label",
                    hint: "Say what the button does (\"Read the terms\", \"Delete photo\").")
            }
            if let first = label.first, first.isCased, !first.isUppercase {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) does not start with a capital letter",
                    hint: "Capitalise the first word of the label.")
            }
            if label.hasSuffix("."), !label.hasSuffix("...") {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) ends with a period",
                    hint: "Remove the period; a button label is a name, not a sentence.")
            }
            return nil
        }
    }

    /// `image-label` (A11yUITests' image label): an image's label does not say "image",
    /// "picture", "graphic" or "icon" and is not a file name such as `ic_close.png`.
    public static let imageLabel = builtIn(
        identifier: "image-label", name: "Image label", severity: .warning,
        rationale: """
            VoiceOver says "image" after an image's label already; the label should describe \
            what the image shows. A file or asset name (`ic_close.png`, `IMG_0042`) is what UIKit \
            falls back to, not a description.
            """,
        criteria: [.nonTextContent],
        origins: [AuditCheckOrigin(.a11yUITests, "imageLabel"), .counterpart(.atf, "RedundantDescriptionCheck")],
        triggeringExamples: [
            AuditExample("an image named image", [Example.node(.image, "Profile picture")]),
            AuditExample("a file name", [Example.node(.image, "ic_close.png")]),
            AuditExample("a camera file name", [Example.node(.image, "IMG_0042")]),
            AuditExample("a German Bild", words: .german, [Example.node(.image, "Bild vom Strand")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a description", [Example.node(.image, "Sunset over the harbour")]),
            AuditExample("a button may say picture", [Example.node(.button, "Take picture")]),
        ]
    ) { context in
        let words = context.words
        return context.elements.compactMap { e in
            let n = e.node
            guard AuditContext.isImage(n), let label = n.label, !label.isEmpty else { return nil }
            let what = AuditContext.describe(n)
            if FileNames.looksLikeFileName(label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) is labelled with a file name",
                    hint: "Describe what the image shows, or hide it from VoiceOver if it is decorative.")
            }
            if let word = words.firstWord(of: words.imageWords + (words.typeWords[.image] ?? []), in: label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) says \"\(word)\"",
                    hint: "Remove \"\(word)\": VoiceOver already says it is an image.")
            }
            return nil
        }
    }

    /// `label-image-name` (RapidMap's own): no element other than an image (which
    /// `image-label` covers) is labelled with a file or asset name.
    public static let labelImageName = builtIn(
        identifier: "label-image-name", name: "Label is not an image name", severity: .error,
        rationale: """
            UIKit labels an image-only button with the image's asset name when nothing else is \
            set, so VoiceOver reads "ic underscore close dot png".
            """,
        criteria: [.nameRoleValue],
        origins: [AuditCheckOrigin(.rapidMap, "")],
        triggeringExamples: [
            AuditExample("a button named after its image", [Example.node(.button, "ic_close.png")]),
            AuditExample("an asset name", [Example.node(.button, "btn_back_normal")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a real label", [Example.node(.button, "Back")]),
            AuditExample("a user name with an underscore and dot in a text", [Example.node(.staticText, "Sunny_sioeye2.0 第er")]),
        ]
    ) { context in
        context.elements.compactMap { e in
            let n = e.node
            guard !AuditContext.isImage(n), !AuditContext.isText(n), let label = n.label, FileNames.looksLikeFileName(label) else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(n)) is labelled with an image name",
                hint: "Set an accessibility label that says what the control does.")
        }
    }

    /// `label-length` (A11yUITests' label length): a label is at most 40 characters.
    public static let labelLength = builtIn(
        identifier: "label-length", name: "Label length", severity: .warning,
        rationale: """
            A long label is slow to listen to and is spoken every time the element is reached. \
            Keep the label to a word or a short phrase and move the rest to the hint \
            (A11yUITests' maximum meaningful length, 40).
            """,
        criteria: [],
        origins: [AuditCheckOrigin(.a11yUITests, "labelLength"), AuditCheckOrigin(.hig, "Accessibility")],
        triggeringExamples: [
            AuditExample(
                "a sentence as a button label",
                [Example.node(.button, "Tap here to continue to the next step of signing up")])
        ],
        nonTriggeringExamples: [
            AuditExample("a short label", [Example.node(.button, "Continue")]),
            AuditExample(
                "a long static text is content, not a label",
                [Example.node(.staticText, "This paragraph explains the terms of the service in detail.")]),
        ]
    ) { context in
        let maximum = context.thresholds.maximumLabelLength
        return context.elements.compactMap { e in
            let n = e.node
            guard !AuditContext.isText(n), let label = n.label, label.count > maximum else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(n)) has a label of \(label.count) characters, above \(maximum)",
                hint: "Shorten the label; put extra explanation in the accessibility hint.")
        }
    }

    /// `label-punctuated` (GTXiLib's label not punctuated): the label of an element that is
    /// not text does not end with a period. Buttons are `button-label`'s.
    public static let labelPunctuated = builtIn(
        identifier: "label-punctuated", name: "Label not punctuated", severity: .warning,
        rationale: """
            A label ending in a period makes VoiceOver pause as after a sentence; a control's \
            label is a name. Text elements (the static text trait) may end with one.
            """,
        criteria: [.headingsAndLabels],
        origins: [AuditCheckOrigin(.gtxiLib, "kGTXCheckNameAccessibilityLabelNotPunctuated")],
        triggeringExamples: [
            AuditExample("a switch label with a period", [Example.node(.switch, "Notifications.")]),
            AuditExample("a Japanese full stop", [Example.node(.link, "利用規約。")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a sentence in a text", [Example.node(.staticText, "Welcome back.")]),
            AuditExample("no period", [Example.node(.switch, "Notifications")]),
        ]
    ) { context in
        context.elements.compactMap { e in
            let n = e.node
            guard !AuditContext.isText(n), !AuditContext.isButton(n), let label = n.label,
                let last = label.last, [".", "。", "．"].contains(last), !label.hasSuffix("...")
            else { return nil }
            return AuditFinding(
                nodeIndex: e.nodeIndex, message: "\(AuditContext.describe(n)) ends with punctuation",
                hint: "Remove the final period, or give the element the static text trait if it displays text.")
        }
    }

    /// `element-description` (Xcode's sufficient element description, where a tree can
    /// tell): a control's label is not its identifier or another developer name
    /// (`closeButton`, `login.submit`, `btn_ok`).
    public static let elementDescription = builtIn(
        identifier: "element-description", name: "Sufficient element description", severity: .error,
        rationale: """
            A label copied from the accessibility identifier or written as code (`closeButton`, \
            `login.submit`) is read out as is and tells a VoiceOver user little.
            """,
        criteria: [.headingsAndLabels, .nameRoleValue],
        origins: [AuditCheckOrigin(.xcodeAudit, "sufficientElementDescription")],
        triggeringExamples: [
            AuditExample("the identifier as label", [Example.node(.button, "LoginScreen.signIn", id: "LoginScreen.signIn")]),
            AuditExample("a camelCase name", [Example.node(.button, "closeButton")]),
        ],
        nonTriggeringExamples: [
            AuditExample("a real label", [Example.node(.button, "Sign In", id: "LoginScreen.signIn")]),
            AuditExample("a product name in camel case inside a text", [Example.node(.staticText, "iPhone")]),
            AuditExample("a brand name", [Example.node(.button, "iCloud")]),
        ]
    ) { context in
        context.elements.compactMap { e in
            let n = e.node
            guard context.isControl(n), let label = n.label, !label.isEmpty else { return nil }
            let what = AuditContext.describe(n)
            if let id = n.identifier, id == label, FileNames.looksLikeCode(label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) uses its identifier as its label",
                    hint: "Set a label written for people; keep the identifier for tests.")
            }
            if FileNames.looksLikeCode(label) {
                return AuditFinding(
                    nodeIndex: e.nodeIndex, message: "\(what) has a label written as code",
                    hint: "Set a label written for people (\"Close\", not \"closeButton\").")
            }
            return nil
        }
    }
}

/// Indicators VoiceOver reads by their value ("page 1 of 2", "50%").
let indicatorTypes: Set<ControlType> = [
    .pageIndicator, .progressIndicator, .activityIndicator, .ratingIndicator,
    .valueIndicator, .levelIndicator, .relevanceIndicator,
]
