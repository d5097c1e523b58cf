import RapidVerify
import Testing
import RapidAudit

/// Every check's examples run as its tests, as SwiftLint runs each rule's examples.
@Suite("Audit checks: every check's examples")
struct AuditCheckExampleTests {
    @Test(
        "triggering examples give a finding of the check, non-triggering ones none",
        arguments: AuditCheck.all.map(\.identifier))
    func examples(_ identifier: String) throws {
        let check = try #require(AuditCheck.all.first { $0.identifier == identifier })
        #expect(!check.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
        #expect(!check.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
        for example in check.triggeringExamples {
            let issues = example.issues(of: check)
            #expect(!issues.isEmpty, "\(identifier): \(example.description) should trigger")
            #expect(issues.allSatisfy { $0.check == identifier })
        }
        for example in check.nonTriggeringExamples {
            let issues = example.issues(of: check)
            #expect(issues.isEmpty, "\(identifier): \(example.description) should not trigger: \(issues.map(\.line))")
        }
    }

    @Test("identifiers and former identifiers are unique, lowercase with dashes; every check has a name, a source, and WCAG criteria or an HIG guideline")
    func metadata() {
        let names = AuditCheck.all.flatMap { [$0.identifier] + $0.aliases }
        #expect(Set(names).count == names.count, "an identifier or alias is used twice")
        for check in AuditCheck.all {
            for name in [check.identifier] + check.aliases {
                #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
            }
            #expect(!check.name.isEmpty && !check.rationale.isEmpty)
            #expect(check.origins.contains { $0.relation == .source }, "\(check.identifier) has no source")
            #expect(
                !check.criteria.isEmpty || check.origins.contains { $0.catalogue == .hig },
                "\(check.identifier) stands on neither a WCAG criterion nor Apple's guidelines")
            #expect(check.criteria == check.criteria.sorted() && Set(check.criteria).count == check.criteria.count)
            #expect(check.criteria.allSatisfy { WCAGCriterion.builtIn.contains($0) }, "\(check.identifier)")
            // No address of its own: the team's options give it one (AuditCatalogueTests).
            #expect(check.helpURI == nil && check.isCatalogued)
            // The criteria are data now: the prose does not repeat them.
            #expect(!check.rationale.contains("WCAG "), "\(check.identifier)'s rationale repeats a criterion")
        }
    }

    @Test("the issue's checks of A11yUITests, GTXiLib and Xcode's audit are all there")
    func coverage() {
        let ids = Set(AuditCheck.all.map(\.identifier))
        for id in [
            "min-size", "min-interactive-size", "label-presence", "button-label", "image-label", "label-length",
            "header", "button-trait", "image-trait", "conflicting-traits", "disabled-element", "duplicate-label",
            "control-spacing", "control-overlap", "label-punctuated", "label-image-name", "hit-region",
            "element-description", "missing-trait", "element-detection", "clipped-text", "contrast",
        ] {
            #expect(ids.contains(id), "\(id)")
        }
    }
}
