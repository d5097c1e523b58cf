import RapidMap
import RapidVerify

/// What one check found on one node, before the auditor adds the element's details.
public struct AuditFinding: Sendable, Hashable {
    /// The node's position in the tree (the root for a finding about the whole screen).
    public var nodeIndex: Int
    /// What is wrong, starting with the element's description
    /// (`button "Close" is 24×24 pt, below 44×44`).
    public var message: String
    /// How to fix it.
    public var hint: String
    /// A severity lower than the check's own for this finding (the all-caps part of
    /// `label-presence` is a warning), or nil for the check's severity.
    public var severity: AuditSeverity?

    /// Creates a finding.
    public init(nodeIndex: Int, message: String, hint: String, severity: AuditSeverity? = nil) {
        self.nodeIndex = nodeIndex
        self.message = message
        self.hint = hint
        self.severity = severity
    }
}
