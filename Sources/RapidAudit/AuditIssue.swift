import RapidMap
import RapidVerify
/// The element an issue is about, as reports show it and baselines key it.
public struct AuditElement: Sendable, Hashable, Codable {
    /// The element type.
    public var type: ControlType
    /// The accessibility identifier.
    public var identifier: String?
    /// The label.
    public var label: String?
    /// The frame.
    public var frame: Frame
    /// The position in VoiceOver order, or nil when VoiceOver does not stop on it
    /// (element detection, or the screen itself).
    public var position: Int?
    /// The node's position in the tree.
    public var nodeIndex: Int

    /// Creates an element description.
    public init(type: ControlType, identifier: String?, label: String?, frame: Frame, position: Int?, nodeIndex: Int) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.frame = frame
        self.position = position
        self.nodeIndex = nodeIndex
    }

    /// The key baselines and ignores use: `id:IDENTIFIER` when the element has an
    /// identifier, otherwise `TYPE|LABEL|#POSITION` (`node N` for a node VoiceOver does
    /// not visit). Never the message text.
    public var key: String {
        if let identifier, !identifier.isEmpty { return "id:" + identifier }
        let place = position.map { "#\($0)" } ?? "node \(nodeIndex)"
        return "\(type.name)|\(label ?? "")|\(place)"
    }
}

/// One problem an audit found.
public struct AuditIssue: Sendable, Hashable {
    /// The identifier of the check that found it.
    public var check: String
    /// The check's name.
    public var checkName: String
    /// Its severity (the check's, a lower one the finding gave, or the configuration's override).
    public var severity: AuditSeverity
    /// The element.
    public var element: AuditElement
    /// What is wrong, naming the element: `button "Close" is 24×24 pt, below 44×44`.
    public var message: String
    /// How to fix it.
    public var hint: String
    /// True when an ignore or the configuration's filter suppressed it. Suppressed issues
    /// are listed but never fail.
    public var suppressed: Bool
    /// True when the baseline lists it. Baselined issues are listed but never fail.
    public var baselined: Bool

    /// Creates an issue.
    public init(
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
    /// The checks that ran, in order.
    public var checks: [AuditCheck]
    /// Whether warnings fail.
    public var warningsFail: Bool

    /// Creates a report.
    public init(
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
