import Foundation
import RapidVerify
import Testing
import RapidAudit

/// The checks' metadata as data: WCAG criteria, origins, presets, aliases, and the
/// catalogue and SARIF rules made from them.
@Suite("Audit catalogue: criteria, presets, aliases and the generated catalogue")
struct AuditCatalogueTests {
    @Test("WCAG criteria have unique numbers and anchors, sort numerically, and print as number, name and level")
    func criteria() {
        let all = WCAGCriterion.builtIn
        #expect(Set(all.map(\.number)).count == all.count)
        #expect(Set(all.map(\.anchor)).count == all.count)
        #expect(all == all.sorted())
        #expect(WCAGCriterion.contrastMinimum < WCAGCriterion.reflow)  // 1.4.3 before 1.4.10
        #expect(WCAGCriterion.reflow < WCAGCriterion.keyboard)  // 1.4.10 before 2.1.1
        #expect(WCAGCriterion.targetSizeMinimum.description == "2.5.8 Target Size (Minimum) (AA)")
        #expect(WCAGCriterion.targetSizeMinimum.url == "https://www.w3.org/TR/WCAG22/#target-size-minimum")
        #expect(WCAGCriterion.nameRoleValue.tags == ["wcag-4.1.2", "wcag-level-a"])
        #expect(WCAGCriterion.Level.a < .aa && WCAGCriterion.Level.aa < .aaa)
        // Each anchor is the name in lowercase, words joined by dashes (how the Recommendation names its sections).
        for criterion in all {
            let words = criterion.name.lowercased().split { !$0.isLetter && !$0.isNumber }
            #expect(criterion.anchor == words.joined(separator: "-"), "\(criterion.number)")
        }
    }

    @Test("v1 is the 22 checks of 0.1.0 in report order; latest is every check; every preset name resolves")
    func presets() throws {
        #expect(AuditPreset.v1.identifiers.count == 22)
        #expect(AuditPreset.v1.checks.map(\.identifier) == AuditPreset.v1.identifiers)
        #expect(AuditPreset.latest.checks.map(\.identifier) == AuditCheck.all.map(\.identifier))
        for preset in AuditPreset.all {
            #expect(preset.checks.count == preset.identifiers.count, "\(preset.name) names a check that does not exist")
        }
        #expect(AuditPreset.named("V1") == .v1)
        #expect(AuditPreset.named("latest")?.name == "latest")
        #expect(AuditPreset.named("v0") == nil)
        #expect(AuditCheck.preset(.v1).map(\.identifier) == AuditPreset.v1.identifiers)
        #expect(AuditPreset.all.first?.name == "latest")
    }

    /// `label-presence` renamed: a custom copy with a new identifier and the old one as alias.
    static let renamed = AuditCheck(
        identifier: "accessible-name", name: "Accessible name", severity: .error,
        rationale: "renamed", criteria: [.nameRoleValue], aliases: ["label-presence"],
        evaluate: AuditCheck.labelPresence.evaluate)

    static func tree() -> AccessibilityTree {
        let window = AccessibilityNode(type: .window, frame: Frame(x: 0, y: 0, width: 390, height: 844))
        return AccessibilityTree(
            root: NestedNode(
                window,
                children: [
                    NestedNode(AccessibilityNode(type: .button, identifier: "close", frame: Frame(x: 20, y: 100, width: 44, height: 44))),
                    NestedNode(AccessibilityNode(type: .button, identifier: "share", frame: Frame(x: 20, y: 200, width: 44, height: 44))),
                ]))
    }

    @Test("a baseline entry under a check's former identifier still matches, and is reported fixed under that identifier")
    func aliasedBaseline() {
        var options = AuditOptions(recordingName: "Home.json")
        options.baseline = AuditBaseline(entries: [
            AuditBaseline.Entry(recording: "Home.json", check: "label-presence", element: "id:close"),
            AuditBaseline.Entry(recording: "Home.json", check: "label-presence", element: "id:gone"),
            AuditBaseline.Entry(recording: "Home.json", check: "unrelated-check", element: "id:close"),
        ])
        let report = Auditor.audit(Self.tree(), checks: [Self.renamed], options: options)
        #expect(report.issues.map(\.check) == ["accessible-name", "accessible-name"])
        #expect(report.issues.map(\.baselined) == [true, false])
        #expect(report.fixed == [AuditBaseline.Entry(recording: "Home.json", check: "label-presence", element: "id:gone")])
        // Written anew, the baseline uses today's identifier.
        #expect(report.baselineEntries.map(\.check) == ["accessible-name", "accessible-name"])
    }

    @Test("severities, type ignores and --checks selections written with a former identifier apply to the renamed check")
    func aliasedSettings() throws {
        var options = AuditOptions(severities: ["label-presence": .warning])
        options.ignoredTypes = ["label-presence": [.button]]
        let report = Auditor.audit(Self.tree(), checks: [Self.renamed], options: options)
        #expect(report.issues.allSatisfy { $0.severity == .warning && $0.suppressed })
        let picked = try AuditCheck.selecting(["min-size", "min-size"], from: AuditCheck.all + [Self.renamed]).get()
        #expect(picked.map(\.identifier) == ["min-size"])
        let viaAlias = try AuditCheck.selecting(["label-presence", "accessible-name"], from: [Self.renamed, .minimumSize]).get()
        #expect(viaAlias.map(\.identifier) == ["accessible-name"])
        #expect(Self.renamed.answers(to: "label-presence") && Self.renamed.answers(to: "accessible-name"))
        #expect(!Self.renamed.answers(to: "min-size"))
    }

    static let teamCatalogue = "https://git.acme.internal/ios/RapidMap/blob/0.1.0/Documentation/AuditChecks.md"

    @Test("SARIF rules carry the team's help address, the criteria as unique tags, former identifiers as deprecatedIds, and the version")
    func sarifRules() throws {
        let report = Auditor.audit(
            Self.tree(),
            checks: [
                .minimumInteractiveSize, .elementDescription, Self.renamed,
                .custom("No emoji") { _, _ in nil },
                .custom("No jargon", helpURI: "https://wiki.acme.internal/a11y/jargon") { _, _ in nil },
            ],
            options: AuditOptions(recordingName: "Home.json", helpURL: Self.teamCatalogue))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(AuditOutput.sarif([report], baselineUsed: false).utf8)) as? [String: Any])
        try SARIFSchema.validate(log)
        let driver = try #require((((log["runs"] as? [[String: Any]])?.first)?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == RapidMapRelease.version)
        #expect(driver["semanticVersion"] as? String == RapidMapRelease.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules[0]["helpUri"] as? String == Self.teamCatalogue + "#min-interactive-size")
        #expect(rules[1]["helpUri"] as? String == Self.teamCatalogue + "#element-description")
        let properties = try #require(rules[1]["properties"] as? [String: Any])
        // element-description maps to 2.4.6 (AA) and 4.1.2 (A): each tag once.
        #expect(properties["tags"] as? [String] == ["accessibility", "wcag-2.4.6", "wcag-level-aa", "wcag-4.1.2", "wcag-level-a"])
        let wcag = try #require(properties["wcag"] as? [[String: String]])
        #expect(
            wcag.first == [
                "number": "2.4.6", "name": "Headings and Labels", "level": "AA",
                "url": "https://www.w3.org/TR/WCAG22/#headings-and-labels",
            ])
        #expect(
            (properties["origins"] as? [[String: String]])?.first == ["catalogue": "Xcode audit", "rule": "sufficientElementDescription", "relation": "source"])
        #expect(rules[2]["deprecatedIds"] as? [String] == ["label-presence"])
        #expect(rules[0]["deprecatedIds"] == nil)
        // A check made with AuditCheck(…) is not in the catalogue: no section to point at.
        #expect(rules[2]["helpUri"] == nil)
        // A custom check without a help page has no helpUri, and only the accessibility tag;
        // one with its own page keeps it, whatever the catalogue's address.
        #expect(rules[3]["helpUri"] == nil)
        #expect((rules[3]["properties"] as? [String: Any])?["tags"] as? [String] == ["accessibility"])
        #expect(rules[4]["helpUri"] as? String == "https://wiki.acme.internal/a11y/jargon")
    }

    @Test("without a help address, built-in checks' SARIF rules have no helpUri, and the log stays valid SARIF")
    func sarifRulesWithoutHelpAddress() throws {
        let report = Auditor.audit(Self.tree(), checks: AuditCheck.all, options: AuditOptions(recordingName: "Home.json"))
        #expect(report.checks.allSatisfy { $0.helpURI == nil })
        let sarif = AuditOutput.sarif([report], baselineUsed: false)
        #expect(!sarif.contains("helpUri"))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        try SARIFSchema.validate(log)
        // The catalogue lists no address either; with one, each check's section.
        let json = AuditCatalogue.json(AuditCheck.all, preset: .latest)
        #expect(json.contains(#""helpUri" : null"#) && !json.contains("https://git"))
        let documented = AuditCatalogue.json(AuditCheck.all.map { $0.documented(at: Self.teamCatalogue) }, preset: .latest)
        #expect(documented.contains(#""helpUri" : "\#(Self.teamCatalogue)#contrast""#))
    }

    @Test("the catalogue lists every check as text, Markdown (a section per help anchor) and JSON")
    func catalogue() throws {
        let text = AuditCatalogue.text(AuditCheck.all).split(separator: "\n")
        #expect(text.count == AuditCheck.all.count + 1)
        #expect(text[0].hasPrefix("IDENTIFIER"))
        #expect(text.contains { $0.hasPrefix("min-interactive-size  error") && $0.contains("2.5.5") && $0.hasSuffix("Minimum interactive size") })
        let markdown = AuditCatalogue.markdown(AuditCheck.all, preset: .latest)
        for check in AuditCheck.all {
            #expect(markdown.contains("\n### \(check.identifier)\n"), "\(check.identifier) has no section")
            #expect(markdown.contains("| [`\(check.identifier)`](#\(check.identifier)) |"))
        }
        #expect(markdown.contains("RapidMap \(RapidMapRelease.version): \(AuditCheck.all.count) checks in the preset `latest`."))
        #expect(markdown.contains("[2.5.5 Target Size (Enhanced)](https://www.w3.org/TR/WCAG22/#target-size-enhanced) (AAA)"))
        #expect(markdown.contains("- Counterparts: GTXiLib `kGTXCheckNameMinimumTappableArea`, ATF `TouchTargetSizeCheck`, axe-core `target-size`"))
        #expect(markdown.contains("- Finds: a 24×24 close button; an other with the button trait, 30 pt tall."))
        let renamed = AuditCatalogue.markdown([Self.renamed], preset: nil)
        #expect(renamed.contains("- Former identifiers: `label-presence`"))
        #expect(renamed.contains("**Accessible name**: error; in `latest`, `v1`."))  // its alias is in both presets
        let json = try #require(try JSONSerialization.jsonObject(with: Data(AuditCatalogue.json(AuditCheck.all, preset: .v1).utf8)) as? [String: Any])
        #expect(json["rapidmapVersion"] as? String == RapidMapRelease.version)
        #expect(json["preset"] as? String == "v1")
        let checks = try #require(json["checks"] as? [[String: Any]])
        #expect(checks.map { $0["identifier"] as? String } == AuditCheck.all.map(\.identifier))
        let contrast = try #require(checks.first { $0["identifier"] as? String == "contrast" })
        #expect((contrast["criteria"] as? [[String: String]])?.first?["number"] == "1.4.3")
        #expect(contrast["presets"] as? [String] == ["latest", "v1"])
        #expect((contrast["examples"] as? [String: [String]])?["triggering"]?.first == "light grey on white")
        #expect((json["presets"] as? [[String: Any]])?.map { $0["name"] as? String } == ["latest", "v1"])
    }
}
