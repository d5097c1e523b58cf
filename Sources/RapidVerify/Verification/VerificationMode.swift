/// How strictly a screen's map is compared with the elements VoiceOver visits.
public enum VerificationMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The map lists every element of the screen, in VoiceOver order (the default).
    /// Reports missing, unexpected and moved elements and wrong attributes.
    case exact
    /// The declared controls appear in the declared relative order; other elements may
    /// sit between them (a system keyboard, a status bar). Reports missing and moved
    /// elements and wrong attributes, never unexpected ones.
    case ordered
    /// The declared controls are present with the declared types and attributes, in any
    /// order. Reports missing elements and wrong attributes only.
    case present

    /// The raw value: `exact`, `ordered` or `present`.
    public var description: String { rawValue }

    /// Whether elements the map does not declare are differences.
    var reportsUnexpected: Bool { self == .exact }
    /// Whether elements found out of the declared order are differences.
    var reportsMoved: Bool { self != .present }
}
