import Foundation
import Testing
import RapidAudit

/// Audits `tree` with the accessibility checks (every built-in check by default; pin a
/// versioned preset with `checks: AuditCheck.preset(.v1)` so new checks do not fail CI) and
/// reports every issue at the call site, in whichever test framework is running. Returns
/// whether nothing fails, so it reads as an assertion in both frameworks:
/// ```swift
/// XCTAssert(audit(tree))    // XCTest
/// #expect(audit(tree))      // Swift Testing
/// ```
/// Each failing issue (an error, or a warning when
/// `AuditConfiguration.warningsFail` is set) is recorded as its own issue,
/// as `verify` records its report. A warning that does not fail is recorded as a Swift
/// Testing warning (`Issue.record(_:severity: .warning)`), which does not fail the test;
/// outside Swift Testing it is written to standard error as `file:line: warning: …`,
/// since XCTest has no issue that does not fail. Suppressed and baselined issues are not
/// reported; baseline entries that no longer occur are reported as warnings, so the
/// baseline can shrink.
///
/// - Parameters:
///   - tree: The recorded or captured tree.
///   - checks: The checks to run: `AuditCheck.all`, a preset's, a selection, or your own.
///   - configuration: Severities, ignores, the suppress filter, the word list, a baseline.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
/// - Returns: Whether no issue fails.
@discardableResult
public func audit(
    _ tree: AccessibilityTree, checks: [AuditCheck] = AuditCheck.all,
    configuration: AuditConfiguration = AuditConfiguration(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Bool {
    AuditHarness.live.audit(
        tree, checks: checks, configuration: configuration,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs an audit for a test and reports its issues; its parts are values so tests can
/// capture what would be reported.
struct AuditHarness: Sendable {
    /// Where failing issues go.
    var sink: IssueSink
    /// Where warnings that do not fail go.
    var warn: @Sendable (String, CallSite) -> Void

    /// Swift Testing warnings inside a Swift Testing test, standard error otherwise.
    ///
    /// `Issue.record(_:severity:sourceLocation:)` is public from Swift 6.3 (Xcode 26.4); with
    /// Swift 6.2 (Xcode 26.0 to 26.3) a warning goes to standard error, as outside a test,
    /// because an issue recorded without a severity would fail the test.
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

    /// Captures, then audits as ``audit(_:checks:configuration:at:)`` does. A capture that
    /// throws is recorded as one issue with the reason, and the result is false.
    func audit(
        capturing what: String, checks: [AuditCheck], configuration: AuditConfiguration, at site: CallSite,
        capture: () throws -> AccessibilityTree
    ) -> Bool {
        guard let tree = sink.captured(what, at: site, capture) else { return false }
        return audit(tree, checks: checks, configuration: configuration, at: site)
    }

    /// Audits and reports; returns whether nothing fails.
    func audit(_ tree: AccessibilityTree, checks: [AuditCheck], configuration: AuditConfiguration, at site: CallSite) -> Bool {
        let report = Auditor.audit(tree, checks: checks, configuration: configuration)
        for issue in report.issues where !issue.suppressed && !issue.baselined {
            let message = Self.message(for: issue)
            if issue.fails(warningsFail: report.warningsFail) { sink.report(message, at: site) } else { warn(message, site) }
        }
        for entry in report.fixed {
            warn("fixed: [\(entry.check)] \(entry.element) no longer has this issue; remove it from the baseline", site)
        }
        return report.passed
    }

    /// `error: [check] message`, the fix, and where the element is.
    static func message(for issue: AuditIssue) -> String {
        let place = issue.element.position.map { "element \($0) in VoiceOver order" } ?? "not reached by VoiceOver (node \(issue.element.nodeIndex))"
        return "\(issue.line)\n  fix: \(issue.hint)\n  at: \(place), \(issue.element.frame)"
            + (issue.element.identifier.map { ", identifier \"\($0)\"" } ?? "")
    }
}
