/// How strictly a screen's map is compared with the elements VoiceOver visits, and so
/// which elements a map generated for that comparison lists. One notion of mode for
/// both sides: `rapidgen generate --mode`, the `mode` of `rapidmap.json` and
/// ``Verifier/verify(_:_:mode:options:)`` all take this type.
///
/// Entries of a generated map are indexed 0, 1, 2… in VoiceOver order in every mode.
public enum VerificationMode: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The map lists every element of the screen, in VoiceOver order (the default).
    /// Reports missing, unexpected and moved elements and wrong attributes. A generated
    /// map lists every element VoiceOver visits.
    case exact
    /// The declared controls appear in the declared relative order; other elements may
    /// sit between them (a system keyboard, a status bar). Reports missing and moved
    /// elements and wrong attributes, never unexpected ones. A generated map lists only
    /// elements with an identifier: those without (dynamic text, cells, decorations)
    /// vary between runs.
    case ordered
    /// The declared controls are present with the declared types and attributes, in any
    /// order. Reports missing elements and wrong attributes only. A generated map lists
    /// the same entries as ``ordered``.
    case present

    /// The raw value: `exact`, `ordered` or `present`.
    public var description: String { rawValue }

    /// Whether a map generated for this mode lists `node`: every node in ``exact``, only
    /// nodes with a non-empty identifier otherwise.
    public func keeps(_ node: AccessibilityNode) -> Bool {
        switch self {
        case .exact: return true
        case .ordered, .present: return node.identifier.map { !$0.isEmpty } ?? false
        }
    }

    /// One line describing what a generated map lists, for the generated header and `--help`.
    public var summary: String {
        switch self {
        case .exact: return "every element VoiceOver visits, in order"
        case .ordered: return "only elements with an identifier, in VoiceOver order"
        case .present: return "only elements with an identifier; order not checked"
        }
    }

    /// Whether elements the map does not declare are differences.
    var reportsUnexpected: Bool { self == .exact }
    /// Whether elements found out of the declared order are differences.
    var reportsMoved: Bool { self != .present }
}
