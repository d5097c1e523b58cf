import RapidVerify
import Testing
import RapidAudit

/// Every check's examples run as its tests, as SwiftLint runs each rule's examples.
@Suite("Audit checks: every check's examples")
struct AuditCheckExampleTests {
    @Test("triggering examples give a finding of the check, non-triggering ones none",
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

    @Test("identifiers are unique, lowercase with dashes, and every rationale cites WCAG or the HIG")
    func metadata() {
        let ids = AuditCheck.all.map(\.identifier)
        #expect(Set(ids).count == ids.count)
        for check in AuditCheck.all {
            #expect(check.identifier.allSatisfy { $0.isLowercase || $0 == "-" }, "\(check.identifier)")
            #expect(check.rationale.contains("WCAG") || check.rationale.contains("HIG"), "\(check.identifier)")
            #expect(!check.name.isEmpty && !check.origin.isEmpty)
        }
    }

    @Test("the issue's checks of A11yUITests, GTXiLib and Xcode's audit are all there")
    func coverage() {
        let ids = Set(AuditCheck.all.map(\.identifier))
        for id in ["min-size", "min-interactive-size", "label-presence", "button-label", "image-label", "label-length",
                   "header", "button-trait", "image-trait", "conflicting-traits", "disabled-element", "duplicate-label",
                   "control-spacing", "control-overlap", "label-punctuated", "label-image-name", "hit-region",
                   "element-description", "missing-trait", "element-detection", "clipped-text", "contrast"] {
            #expect(ids.contains(id), "\(id)")
        }
    }
}
