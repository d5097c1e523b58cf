/// How strictly a screen's map is compared with the elements VoiceOver visits, and so
/// which elements a map generated for that comparison lists. One notion of mode for
/// every side: a screen declares it (``RapidScreen/verificationMode``, written into the
/// generated region by `rapidgen`), `rapidgen generate --mode` and the `mode` of
/// `rapidmap.json` choose it, and RapidVerify's verifier uses it.
///
/// It lives in RapidMap, beside ``RapidScreen``, so app code declares a screen's mode
/// without importing RapidVerify; RapidVerify adds what a mode means for a tree.
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

    /// One line describing what a generated map lists, for the generated header and `--help`.
    public var summary: String {
        switch self {
        case .exact: return "every element VoiceOver visits, in order"
        case .ordered: return "only elements with an identifier, in VoiceOver order"
        case .present: return "only elements with an identifier; order not checked"
        }
    }
}
