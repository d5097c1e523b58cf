import RapidMap
import RapidVerify

/// The result of auditing one screen.
public struct AuditReport: Sendable {
    /// The recording's name, as baselines key it.
    public var recording: String
    /// Every issue, in VoiceOver order of their elements, then check order; suppressed and
    /// baselined ones included.
    public var issues: [AuditIssue]
    /// Baseline entries for this recording that no longer occur: fixed, so the baseline
    /// file can shrink.
    public var fixed: [AuditBaseline.Entry]
    /// The checks that ran, in order, each built-in one with its section of the catalogue
    /// as ``AuditCheck/helpURI`` when the options named one (``AuditOptions/helpURL``).
    public var checks: [AuditCheck]
    /// Whether warnings fail.
    public var warningsFail: Bool

    /// Creates a report.
    package init(
        recording: String, issues: [AuditIssue], fixed: [AuditBaseline.Entry] = [], checks: [AuditCheck],
        warningsFail: Bool = false
    ) {
        self.recording = recording
        self.issues = issues
        self.fixed = fixed
        self.checks = checks
        self.warningsFail = warningsFail
    }

    /// The issues that fail.
    public var failures: [AuditIssue] { issues.filter { $0.fails(warningsFail: warningsFail) } }
    /// True when nothing fails.
    public var passed: Bool { failures.isEmpty }
    /// The issues of one check.
    public func issues(of check: String) -> [AuditIssue] { issues.filter { $0.check == check } }

    /// The baseline entries of every issue (what `--write-baseline` writes), suppressed
    /// ones left out.
    public var baselineEntries: [AuditBaseline.Entry] {
        issues.filter { !$0.suppressed }.map { AuditBaseline.Entry(recording: recording, check: $0.check, element: $0.element.key) }
    }
}
