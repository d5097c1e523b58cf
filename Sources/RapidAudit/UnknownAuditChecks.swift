import RapidMap
import RapidVerify

/// Check identifiers that name no check.
public struct UnknownAuditChecks: Error, Sendable, Hashable, CustomStringConvertible {
    /// The identifiers not found.
    public var identifiers: [String]
    /// Every identifier there is.
    public var known: [String]
    /// `unknown check 'x' (known: a, b, …)`.
    public var description: String {
        "unknown check\(identifiers.count == 1 ? "" : "s") \(identifiers.map { "'\($0)'" }.joined(separator: ", ")) (known: \(known.joined(separator: ", ")))"
    }
}
