import RapidMap
import RapidVerify
/// How an audit runs: thresholds, the language of the word checks, which element types
/// count as interactive, what is ignored, and what fails.
public struct AuditOptions: Sendable {
    /// The thresholds.
    public var thresholds: AuditThresholds
    /// The words the label checks look for, in the screen's language
    /// (``AuditWordList/forLocale(_:)``). Default English.
    public var words: AuditWordList
    /// The element types `min-interactive-size` measures (and, with `button`, every
    /// element with the button trait). Default: button and cell, as A11yUITests.
    public var interactiveTypes: Set<ControlType>
    /// Elements with these identifiers are ignored by every check.
    public var ignoredIdentifiers: Set<String>
    /// Element types each check ignores, by check identifier or a former identifier
    /// (``AuditCheck/aliases``) (GTXiLib's per-check ignores):
    /// `["min-interactive-size": [.cell]]`.
    public var ignoredTypes: [String: Set<ControlType>]
    /// Issues for which this returns true are suppressed, as `performAccessibilityAudit`'s
    /// issue handler does. It sees the check identifier and the element, never a reason to
    /// match message text.
    public var suppress: (@Sendable (AuditIssue) -> Bool)?
    /// Severities that replace a check's default, by check identifier or a former identifier.
    public var severities: [String: AuditSeverity]
    /// When true, warnings fail as errors do.
    public var warningsFail: Bool
    /// Known issues that do not fail (GTXiLib's incremental adoption); entries that no
    /// longer occur are reported as fixed.
    public var baseline: AuditBaseline?
    /// The recording's name used in baseline entries (defaults to the tree's file name).
    public var recordingName: String?
    /// Where your team publishes the check catalogue: the absolute address of
    /// `Documentation/AuditChecks.md` as your copy of RapidMap serves it (or a page of your
    /// own with a section per check, anchored by its identifier), without a `#`. The report's
    /// built-in checks then carry their section's address as ``AuditCheck/helpURI``
    /// (`helpURL#min-interactive-size`), which SARIF output gives code-scanning dashboards
    /// as each rule's `helpUri`. nil (the default): built-in checks have no help address
    /// and their rules no `helpUri`. A custom check's own `helpURI` is kept either way.
    /// `rapidgen audit` reads it from `--help-url` or the manifest's `audit.helpURL`.
    public var helpURL: String?

    /// Creates audit options; every option not given takes its default.
    public init(
        thresholds: AuditThresholds = .standard, words: AuditWordList = .english,
        interactiveTypes: Set<ControlType> = [.button, .cell],
        ignoredIdentifiers: Set<String> = [], ignoredTypes: [String: Set<ControlType>] = [:],
        suppress: (@Sendable (AuditIssue) -> Bool)? = nil, severities: [String: AuditSeverity] = [:],
        warningsFail: Bool = false, baseline: AuditBaseline? = nil, recordingName: String? = nil,
        helpURL: String? = nil
    ) {
        self.thresholds = thresholds
        self.words = words
        self.interactiveTypes = interactiveTypes
        self.ignoredIdentifiers = ignoredIdentifiers
        self.ignoredTypes = ignoredTypes
        self.suppress = suppress
        self.severities = severities
        self.warningsFail = warningsFail
        self.baseline = baseline
        self.recordingName = recordingName
        self.helpURL = helpURL
    }
}
