import RapidMap
import RapidVerify

/// How serious an audit issue is.
public enum AuditSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Worth a look; fails a test or a CI run only when the audit options say so.
    case warning
    /// A barrier for VoiceOver or Switch Control users; fails the test or the CI run.
    case error

    /// A warning is less severe than an error.
    public static func < (a: AuditSeverity, b: AuditSeverity) -> Bool { a == .warning && b == .error }
}
