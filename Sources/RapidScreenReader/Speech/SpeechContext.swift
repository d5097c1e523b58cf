import RapidMap
import RapidTree

/// Where an element sits in a container VoiceOver announces, as AccessibilitySnapshot models it
/// (`AccessibilityHierarchyParser.Context`): built by ``Transcript`` from the recorded tree.
public enum SpeechContext: Sendable, Hashable {
    /// An element of a tab bar: `Tab. i of n.`
    case tab(TabPosition)
    /// A segment of a segmented control: `i of n.` after its trait words.
    case series(TabPosition)
    /// The first element of a list container (`List Start.`); a list's only element gets this alone.
    case listStart
    /// The last element of a list container (`List End.`).
    case listEnd
    /// The first element of a landmark container (`Landmark.`).
    case landmarkStart
    /// The last element of a landmark container (`End.`).
    case landmarkEnd
}
