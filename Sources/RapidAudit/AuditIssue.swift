import RapidMap
import RapidVerify

/// One problem an audit found.
public struct AuditIssue: Sendable, Hashable {
    /// The identifier of the check that found it.
    public var check: String
    /// The check's name.
    public var checkName: String
    /// Its severity (the check's, a lower one the finding gave, or the audit options' override).
    public var severity: AuditSeverity
    /// The element.
    public var element: AuditElement
    /// What is wrong, naming the element: `button "Close" is 24×24 pt, below 44×44`.
    public var message: String
    /// How to fix it.
    public var hint: String
    /// True when an ignore or the audit options' filter suppressed it. Suppressed issues
    /// are listed but never fail.
    public var suppressed: Bool
    /// True when the baseline lists it. Baselined issues are listed but never fail.
    public var baselined: Bool

    /// Creates an issue.
    package init(
        check: String, checkName: String, severity: AuditSeverity, element: AuditElement, message: String,
        hint: String, suppressed: Bool = false, baselined: Bool = false
    ) {
        self.check = check
        self.checkName = checkName
        self.severity = severity
        self.element = element
        self.message = message
        self.hint = hint
        self.suppressed = suppressed
        self.baselined = baselined
    }

    /// Whether this issue fails a test or a CI run: not suppressed, not baselined, and an
    /// error (or a warning when `warningsFail`).
    public func fails(warningsFail: Bool) -> Bool {
        !suppressed && !baselined && (severity == .error || warningsFail)
    }

    /// `error: [min-interactive-size] button "Close" is 24×24 pt, below 44×44`, with
    /// ` (suppressed)` or ` (baselined)` when it does not count.
    public var line: String {
        var s = "\(severity.rawValue): [\(check)] \(message)"
        if suppressed { s += " (suppressed)" } else if baselined { s += " (baselined)" }
        return s
    }
}
