import RapidMap
/// Whether a node is an accessibility element, as far as the recording says.
public enum AccessibilityElementFlag: String, Sendable, Hashable, Codable {
    /// The recording says the node is an accessibility element (one VoiceOver element).
    case yes
    /// The recording says the node is not an accessibility element.
    case no
    /// The recording does not say; the traversal engine infers it
    /// (see `ElementInferencePolicy`).
    case unknown
}
