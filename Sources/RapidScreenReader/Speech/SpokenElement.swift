import RapidMap
import RapidTree

/// One element of the spoken experience: the element, what VoiceOver says there, and what
/// else it offers (custom actions).
public struct SpokenElement: Sendable, Hashable {
    /// The element, with its place in VoiceOver order.
    public var element: OrderedElement
    /// What VoiceOver says.
    public var utterance: Utterance
    /// The element's custom actions, in recorded order.
    public var customActions: [String]

    /// Creates an element.
    package init(element: OrderedElement, utterance: Utterance, customActions: [String]) {
        self.element = element
        self.utterance = utterance
        self.customActions = customActions
    }
}
