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
/// `AuditOptions.warningsFail` is set) is reported as its own issue,
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
///   - options: Severities, ignores, the suppress filter, the word list, a baseline.
///   - fileID: The call site's file, for the issue; leave the default.
///   - filePath: The call site's path; leave the default.
///   - line: The call site's line; leave the default.
///   - column: The call site's column; leave the default.
///   - function: The calling function, which names the test in the artifacts' names when
///     no framework can; leave the default.
/// - Returns: Whether no issue fails.
@discardableResult
public func audit(
    _ tree: AccessibilityTree, checks: [AuditCheck] = AuditCheck.all,
    options: AuditOptions = AuditOptions(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, function: StaticString = #function
) -> Bool {
    AuditHarness.live.audit(
        tree, checks: checks, options: options,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}
