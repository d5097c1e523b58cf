import RapidMap
import RapidTree

/// What VoiceOver speaks when it lands on an element: the spoken description and, after a
/// pause, the hint. Built by ``SpeechRules/utterance(for:tab:traitsRecorded:)`` from a recorded node.
public struct Utterance: Sendable, Hashable {
    /// Label, value, state and trait words, e.g. `Email: jane@example.com. Text Field.`
    public var description: String
    /// The hint VoiceOver reads after a pause, or nil.
    public var hint: String?
}
