/// Which elements of a recording a generated map lists, named after the verification
/// mode the map is meant for.
///
/// - ``exact``: every element VoiceOver visits, in order. Verification expects exactly
///   these elements, so any added, missing or moved element fails.
/// - ``ordered``: only elements that carry an accessibility identifier, in order.
///   Elements without one (dynamic text, cells, decorations) vary between runs, so they
///   are left out; verification checks that the listed elements come in this order.
/// - ``present``: the same entries as ``ordered``; verification only checks that each
///   listed element is on screen, in any order.
///
/// Entries are indexed 0, 1, 2… in VoiceOver order in every mode.
public enum MapGenerationMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every element, in order.
    case exact
    /// Elements with an identifier, in order.
    case ordered
    /// Elements with an identifier, in any order.
    case present

    /// Whether the map lists this node.
    public func keeps(_ node: AccessibilityNode) -> Bool {
        switch self {
        case .exact: return true
        case .ordered, .present: return node.identifier.map { !$0.isEmpty } ?? false
        }
    }

    /// One line describing the mode, for the generated header and `--help`.
    public var summary: String {
        switch self {
        case .exact: return "every element VoiceOver visits, in order"
        case .ordered: return "only elements with an identifier, in VoiceOver order"
        case .present: return "only elements with an identifier; order not checked"
        }
    }
}
