// `VerificationMode` is declared in RapidMap (so a screen can declare its mode); this is
// what a mode means for a tree.
extension VerificationMode {
    /// Whether a map generated for this mode lists `node`: every node in ``exact``, only
    /// nodes with a non-empty identifier otherwise.
    public func keeps(_ node: AccessibilityNode) -> Bool {
        switch self {
        case .exact: return true
        case .ordered, .present: return ControlIdentifier.meaningful(node.identifier) != nil
        }
    }

    /// Whether elements the map does not declare are differences.
    var reportsUnexpected: Bool { self == .exact }
    /// Whether elements found out of the declared order are differences.
    var reportsMoved: Bool { self != .present }
}
