import Foundation
import RapidVerify
import Testing
import RapidAudit

/// A phone screen holding `nodes`.
private func screen(_ nodes: [AccessibilityNode], idiom: Idiom = .phone) -> AccessibilityTree {
    AuditExample("", idiom: idiom, nodes).tree
}

private func node(
    _ type: ControlType, _ label: String?, id: String? = nil, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    traits: AccessibilityTraitSet = []
) -> AccessibilityNode {
    AccessibilityNode(type: type, identifier: id, label: label, frame: Frame(x: x, y: y, width: w, height: h), traits: traits)
}

@Suite("Auditor: issues, ignores, filter, custom checks, severities")
struct AuditorTests {
    let tree = screen([
        node(.staticText, "Settings", 20, 50, 200, 30),
        node(.button, "Close", id: "close", 330, 50, 24, 24),
        node(.button, nil, 20, 200, 44, 44),
        node(.cell, "Wi-Fi", 0, 300, 390, 30),
    ])

    @Test("an issue names the check, severity, element with its VoiceOver position, and a fix")
    func issueContents() throws {
        let report = Auditor.audit(tree, checks: [.minimumInteractiveSize])
        let close = try #require(report.issues.first { $0.element.identifier == "close" })
        #expect(close.line == #"error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44"#)
        #expect(close.element.position == 1)
        #expect(close.element.type == .button)
        #expect(close.element.frame == Frame(x: 330, y: 50, width: 24, height: 24))
        #expect(close.hint.contains("44×44"))
        #expect(report.issues.map(\.element.label) == ["Close", "Wi-Fi"])
        #expect(!report.passed)
    }

    @Test("issues come in VoiceOver order, then in check order")
    func ordering() {
        let report = Auditor.audit(tree, checks: [.labelPresence, .minimumInteractiveSize])
        #expect(report.issues.map(\.check) == ["min-interactive-size", "label-presence", "min-interactive-size"])
        #expect(report.issues.map { $0.element.position } == [1, 2, 3])
    }

    @Test("ignoring an identifier suppresses its issues, which are still listed and never fail")
    func ignoreIdentifier() {
        var options = AuditOptions()
        options.ignoredIdentifiers = ["close"]
        options.interactiveTypes = [.button]
        let report = Auditor.audit(tree, checks: [.minimumInteractiveSize], options: options)
        #expect(report.issues.count == 1)
        #expect(report.issues[0].suppressed)
        #expect(report.issues[0].line.hasSuffix("(suppressed)"))
        #expect(report.passed)
    }

    @Test("ignoring a type for one check leaves that type's issues of other checks")
    func ignoreTypePerCheck() {
        var options = AuditOptions()
        options.ignoredTypes = ["min-interactive-size": [.cell]]
        let report = Auditor.audit(tree, checks: [.minimumInteractiveSize, .minimumSize], options: options)
        let cell = report.issues.filter { $0.element.type == .cell }
        #expect(cell.map(\.check) == ["min-interactive-size"])
        #expect(cell.allSatisfy { $0.suppressed })
        #expect(report.issues.filter { $0.element.type == .button }.allSatisfy { !$0.suppressed })
    }

    @Test("the filter closure suppresses by check and element, as performAccessibilityAudit's handler")
    func filterClosure() {
        var options = AuditOptions()
        options.suppress = { issue in issue.check == "label-presence" && issue.element.position == 2 }
        let report = Auditor.audit(tree, checks: [.labelPresence, .minimumInteractiveSize], options: options)
        #expect(report.issues.filter(\.suppressed).map(\.check) == ["label-presence"])
        #expect(report.issues.count == 3)
        #expect(report.failures.map(\.check) == ["min-interactive-size", "min-interactive-size"])
    }

    @Test("interactive types are configurable: without cells the cell is not measured")
    func interactiveTypes() {
        var options = AuditOptions()
        options.interactiveTypes = [.button]
        #expect(Auditor.audit(tree, checks: [.minimumInteractiveSize], options: options).issues.count == 1)
        options.interactiveTypes = [.staticText]
        let texts = Auditor.audit(tree, checks: [.minimumInteractiveSize], options: options).issues
        #expect(texts.map(\.element.label) == ["Settings"])
    }

    @Test("thresholds are one value: a lower interactive size finds fewer issues")
    func thresholds() {
        var options = AuditOptions()
        options.thresholds.minimumInteractiveSize = 24
        #expect(Auditor.audit(tree, checks: [.minimumInteractiveSize], options: options).issues.isEmpty)
        #expect(AuditThresholds.standard.minimumSize == 14 && AuditThresholds.standard.maximumLabelLength == 40)
        #expect(AuditThresholds.standard.spacing(for: .pad) == 12 && AuditThresholds.standard.spacing(for: .phone) == 8)
    }

    @Test("warnings pass unless warningsFail; severities can be overridden per check")
    func severities() {
        let small = screen([node(.staticText, "Terms", 20, 100, 100, 10)])
        #expect(Auditor.audit(small, checks: [.minimumSize]).passed)
        var options = AuditOptions(warningsFail: true)
        #expect(!Auditor.audit(small, checks: [.minimumSize], options: options).passed)
        options = AuditOptions(severities: ["min-size": .error])
        let report = Auditor.audit(small, checks: [.minimumSize], options: options)
        #expect(report.issues.first?.severity == .error && !report.passed)
    }

    @Test("a custom check is a name and a closure, run beside the built-in ones")
    func customCheck() {
        let noSettings = AuditCheck.custom("No settings word", severity: .warning) { element, _ in
            element.node.label == "Settings" ? "\(element.node.type.name) says Settings" : nil
        }
        #expect(noSettings.identifier == "no-settings-word")
        let report = Auditor.audit(tree, checks: AuditCheck.all + [noSettings])
        let custom = report.issues.filter { $0.check == "no-settings-word" }
        #expect(custom.map(\.message) == ["staticText says Settings"])
        #expect(custom.first?.severity == .warning && custom.first?.element.position == 0)
    }

    @Test("selecting checks by identifier names the unknown ones")
    func selecting() throws {
        let picked = try AuditCheck.selecting(["header", "min-size"]).get()
        #expect(picked.map(\.identifier) == ["header", "min-size"])
        guard case .failure(let error) = AuditCheck.selecting(["min-size", "nope"]) else { Issue.record("expected failure"); return }
        #expect(error.identifiers == ["nope"])
        #expect(error.description.hasPrefix("unknown check 'nope' (known: min-size,"))
    }

    @Test("the status bar is the system's: its tiny elements are not audited")
    func statusBar() {
        let withStatusBar = AccessibilityTree(
            root: NestedNode(
                AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 320, height: 568)),
                children: [
                    NestedNode(
                        AccessibilityNode(type: .statusBar, frame: Frame(x: 0, y: 0, width: 320, height: 20)),
                        children: [NestedNode(node(.other, "Bluetooth on", 280, 0, 8, 20))]),
                    NestedNode(node(.staticText, "Hi", 20, 100, 100, 10)),
                ]))
        let report = Auditor.audit(withStatusBar, checks: [.minimumSize])
        #expect(report.issues.map(\.element.label) == ["Hi"])
        #expect(report.issues.first?.element.position == 1)
    }

    @Test("element keys: the identifier, else type, label and VoiceOver position, else the node")
    func elementKeys() {
        #expect(AuditElement(type: .button, identifier: "close", label: "Close", frame: .zero, position: 3, nodeIndex: 9).key == "id:close")
        #expect(AuditElement(type: .button, identifier: nil, label: "Close", frame: .zero, position: 3, nodeIndex: 9).key == "button|Close|#3")
        #expect(AuditElement(type: .image, identifier: "", label: nil, frame: .zero, position: nil, nodeIndex: 9).key == "image||node 9")
    }
}

@Suite("Audit word lists")
struct AuditWordListTests {
    @Test("a Japanese ボタン in a button's label is found like an English button")
    func japaneseButton() {
        let tree = screen([node(.button, "閉じるボタン", 20, 100, 100, 44), node(.button, "Close button", 20, 200, 100, 44)])
        let english = Auditor.audit(tree, checks: [.buttonLabel])
        #expect(english.issues.map(\.element.label) == ["Close button"])
        let japanese = Auditor.audit(tree, checks: [.buttonLabel], options: AuditOptions(words: .japanese))
        #expect(japanese.issues.map(\.message) == [#"button "閉じるボタン" names its type ("ボタン")"#])
    }

    @Test(
        "each language finds its own words",
        arguments: [
            ("de", "Schaltfläche Senden", "Hier klicken", "Bild vom Strand"),
            ("fr", "Bouton envoyer", "Cliquez ici", "Image de la plage"),
            ("es", "Botón enviar", "Haga clic aquí", "Imagen de la playa"),
            ("ja", "送信ボタン", "ここをタップ", "海の写真"),
            ("zh", "发送按钮", "点击这里", "海滩图片"),
            ("en", "Send button", "Click here", "Picture of the beach"),
        ])
    func languages(_ locale: String, _ typeWord: String, _ vague: String, _ image: String) throws {
        let words = try #require(AuditWordList.forLocale(locale))
        let tree = screen([
            node(.button, typeWord, 20, 100, 200, 44), node(.button, vague, 20, 200, 200, 44),
            node(.image, image, 20, 300, 200, 100),
        ])
        let report = Auditor.audit(tree, checks: [.buttonLabel, .imageLabel], options: AuditOptions(words: words))
        #expect(report.issues.map(\.element.label) == [typeWord, vague, image])
        #expect(report.issues[0].message.contains("names its type"))
        #expect(report.issues[1].message.contains("non-descriptive"))
    }

    @Test("locales pick the language part; unknown ones give nil")
    func locales() {
        #expect(AuditWordList.forLocale("ja_JP")?.language == "ja")
        #expect(AuditWordList.forLocale("zh-Hans")?.language == "zh")
        #expect(AuditWordList.forLocale("DE-ch")?.language == "de")
        #expect(AuditWordList.forLocale("ko") == nil)
        #expect(AuditWordList.shipped.map(\.language) == ["en", "de", "fr", "es", "ja", "zh"])
        for list in AuditWordList.shipped {
            #expect(!list.nonDescriptiveTitles.isEmpty && !list.imageWords.isEmpty && list.typeWords[.button]?.isEmpty == false)
        }
    }

    @Test("whole words in spaced languages: Buttonhole is not button; anywhere in Japanese and Chinese")
    func wholeWords() {
        #expect(AuditWordList.english.firstWord(of: ["button"], in: "Buttonhole stitch") == nil)
        #expect(AuditWordList.english.firstWord(of: ["check box"], in: "Accept check box") == "check box")
        #expect(AuditWordList.chinese.firstWord(of: ["按钮"], in: "关闭按钮") == "按钮")
        #expect(AuditWordList.english.isNonDescriptive("Click here."))
        #expect(!AuditWordList.english.isNonDescriptive("Click here to pay"))
    }
}

@Suite("Audit scale")
struct AuditScaleTests {
    @Test("a tree 200,000 levels deep is audited without recursion, and its one button found")
    func deepTree() throws {
        var builder = AccessibilityTree.Builder()
        builder.open(AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844)))
        for _ in 0..<200_000 {
            builder.open(AccessibilityNode(type: .other, frame: Frame(x: 0, y: 0, width: 390, height: 844), clipsToBounds: true))
        }
        builder.leaf(AccessibilityNode(type: .button, frame: Frame(x: 20, y: 100, width: 20, height: 20)))
        for _ in 0...200_000 { builder.close() }
        let tree = try builder.finish()
        let report = Auditor.audit(tree)
        #expect(Set(report.issues.map(\.check)) == ["min-interactive-size", "label-presence"])
        #expect(report.issues.allSatisfy { $0.element.nodeIndex == 200_001 })
    }
}
