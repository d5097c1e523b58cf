import Foundation
import Testing
@testable import RapidTesting
import RapidAudit

@Suite struct AuditGlueTests {
    static let tree = AuditExample(
        "",
        [
            AccessibilityNode(type: .button, identifier: "close", label: "Close", frame: Frame(x: 330, y: 50, width: 24, height: 24)),
            AccessibilityNode(type: .staticText, label: "Terms", frame: Frame(x: 20, y: 200, width: 100, height: 10)),
        ]
    ).tree

    final class Warnings: @unchecked Sendable {
        let lock = NSLock()
        var messages: [String] = []
        func add(_ m: String) { lock.lock(); messages.append(m); lock.unlock() }
    }

    @Test func errorsAreRecordedOneIssueEachAndWarningsAreReportedWithoutFailing() {
        let captured = CapturedFailures()
        let warnings = Warnings()
        let harness = AuditHarness(sink: captured.sink(), warn: { m, _ in warnings.add(m) })
        let passed = harness.audit(Self.tree, checks: AuditCheck.all, options: AuditOptions(), at: sampleSite)
        #expect(!passed)
        let failures = captured.messages(to: .swiftTesting)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix(#"error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44"#) == true)
        #expect(failures.first?.contains("at: element 0 in VoiceOver order, {{330, 50}, {24, 24}}, identifier \"close\"") == true)
        #expect(warnings.messages.count == 1)
        #expect(warnings.messages.first?.hasPrefix("warning: [min-size] staticText \"Terms\"") == true)
    }

    @Test func warningsFailWhenConfiguredAndIgnoredIssuesAreNotReported() {
        let captured = CapturedFailures()
        let harness = AuditHarness(sink: captured.sink(), warn: { _, _ in })
        var options = AuditOptions(warningsFail: true)
        options.ignoredIdentifiers = ["close"]
        #expect(!harness.audit(Self.tree, checks: AuditCheck.all, options: options, at: sampleSite))
        #expect(captured.messages(to: .swiftTesting).map { $0.prefix(16) } == ["warning: [min-si"])
        options.warningsFail = false
        let quiet = CapturedFailures()
        #expect(AuditHarness(sink: quiet.sink(), warn: { _, _ in }).audit(Self.tree, checks: AuditCheck.all, options: options, at: sampleSite))
        #expect(quiet.entries.isEmpty)
    }

    @Test func aCleanTreeReadsAsAPassingExpectation() {
        let clean = AuditExample("", [AccessibilityNode(type: .button, label: "Close", frame: Frame(x: 20, y: 50, width: 44, height: 44))]).tree
        #expect(audit(clean))
    }

    @Test func aFailingAuditRecordsItsIssueAtTheCallSite() {
        let expectedLine = #line + 2
        withKnownIssue {
            #expect(!audit(Self.tree, checks: [.minimumInteractiveSize]))
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.comments.contains { $0.rawValue.contains("[min-interactive-size]") }
        }
    }
}
