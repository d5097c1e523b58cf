import Foundation
import Testing
import RapidAudit

/// Runs an audit for a test and reports its issues; its parts are values so tests can
/// capture what would be reported.
struct AuditHarness: Sendable {
    /// Where failing issues go.
    var sink: FailureSink
    /// Where warnings that do not fail go.
    var warn: @Sendable (String, CallSite) -> Void

    /// Swift Testing warnings inside a Swift Testing test, standard error otherwise.
    ///
    /// `Issue.record(_:severity:sourceLocation:)` is public from Swift 6.3 (Xcode 26.4); with
    /// Swift 6.2 (Xcode 26.0 to 26.3) a warning goes to standard error, as outside a test,
    /// because an issue reported without a severity would fail the test.
    static var live: AuditHarness {
        AuditHarness(
            sink: .live,
            warn: { message, site in
                #if compiler(>=6.3)
                if Test.current != nil {
                    Issue.record(
                        Comment(rawValue: message), severity: .warning,
                        sourceLocation: Testing.SourceLocation(
                            fileID: "\(site.fileID)", filePath: "\(site.filePath)",
                            line: Int(site.line), column: Int(site.column)))
                    return
                }
                #endif
                FileHandle.standardError.write(Data("\(site.filePath):\(site.line): warning: \(message)\n".utf8))
            })
    }

    /// Captures, then audits as ``audit(_:checks:options:at:)`` does. A capture that
    /// throws is reported as one issue with the reason, and the result is false.
    func audit(
        capturing what: String, checks: [AuditCheck], options: AuditOptions, at site: CallSite,
        capture: () throws -> AccessibilityTree
    ) -> Bool {
        guard let tree = sink.captured(what, at: site, capture) else { return false }
        return audit(tree, checks: checks, options: options, at: site)
    }

    /// Audits and reports; returns whether nothing fails.
    ///
    /// What does not fail is reported first (warnings, then the baseline's fixed entries),
    /// the failing issues last, one each: with `continueAfterFailure = false` XCTest stops
    /// the test at the first failure (``FailureSink/fail(_:attaching:at:)``), so nothing
    /// reported after it would reach the log. In such a test (or one not known to go on),
    /// several failing issues are one failure listing them all
    /// (``FailureSink/fail(each:together:at:)``).
    func audit(_ tree: AccessibilityTree, checks: [AuditCheck], options: AuditOptions, at site: CallSite) -> Bool {
        let report = Auditor.audit(tree, checks: checks, options: options)
        let reported = report.issues.filter { !$0.suppressed && !$0.baselined }
        let failing = reported.filter { $0.fails(warningsFail: report.warningsFail) }
        for issue in reported where !issue.fails(warningsFail: report.warningsFail) { warn(Self.message(for: issue), site) }
        for entry in report.fixed {
            warn("fixed: [\(entry.check)] \(entry.element) no longer has this issue; remove it from the baseline", site)
        }
        sink.fail(
            each: failing.map(Self.message(for:)),
            together: "\(failing.count) accessibility issues fail (listed in one failure: this test stops at its first)", at: site)
        return report.passed
    }

    /// `error: [check] message`, the fix, and where the element is.
    static func message(for issue: AuditIssue) -> String {
        let place = issue.element.position.map { "element \($0) in VoiceOver order" } ?? "not reached by VoiceOver (node \(issue.element.nodeIndex))"
        return "\(issue.line)\n  fix: \(issue.hint)\n  at: \(place), \(issue.element.frame)"
            + (issue.element.identifier.map { ", identifier \"\($0)\"" } ?? "")
    }
}
