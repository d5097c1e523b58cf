import RapidMap
import RapidTree

/// One rule of what VoiceOver says for an element, with where the rule comes from.
///
/// The rules are values so the docs ("What VoiceOver says"), the tests and the code name the same list:
/// ``SpeechRules/all`` is the one documented place, and every rule has a test named
/// after its identifier in `SpeechRulesTests`.
public struct SpeechRule: Sendable, Hashable {
    /// A short stable name, e.g. `value-after-label`.
    public var identifier: String
    /// What the rule says, in one sentence.
    public var summary: String
    /// Where it comes from: a public source, or "Decision" with the reason.
    public var source: String
}
