import RapidMap
import RapidVerify

/// Where a stop sits in a container VoiceOver announces, as AccessibilitySnapshot models it
/// (`AccessibilityHierarchyParser.Context`): built by ``Transcript`` from the recorded tree.
public enum SpeechContext: Sendable, Hashable {
    /// A stop of a tab bar: `Tab. i of n.`
    case tab(TabPosition)
    /// A segment of a segmented control: `i of n.` after its trait words.
    case series(TabPosition)
    /// The first stop of a list container (`List Start.`); a list's only stop gets this alone.
    case listStart
    /// The last stop of a list container (`List End.`).
    case listEnd
    /// The first stop of a landmark container (`Landmark.`).
    case landmarkStart
    /// The last stop of a landmark container (`End.`).
    case landmarkEnd
}
