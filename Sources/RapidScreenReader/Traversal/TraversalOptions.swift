import RapidMap
import RapidTree
/// Options of the traversal engine.
public struct TraversalOptions: Sendable, Hashable {
    /// A node the recorder reported as not visible (`visible == false`) is not an element; its
    /// descendants are still judged on their own, since recorders compute visibility per
    /// element (``TraversalEngine``'s skipped-subtrees rule). On by default: the recorder said the node is
    /// not on screen. Off, an invisible node is read like a visible one.
    public var skipsInvisible: Bool
    /// Whether the status bar's items are elements (``TraversalEngine``'s status-bar rule). On by
    /// default: VoiceOver reaches the status bar by swiping, before the app's first
    /// element. A team whose tests should not depend on the clock, the battery or the
    /// carrier turns it off.
    public var readsStatusBar: Bool
    /// Whether the keyboard's keys are elements. On everywhere but in a map scoped to the
    /// app's window (`ScreenScope.appWindow`), which leaves the system's UI out.
    package var readsKeyboard = true
    /// Per-screen corrections to ``ElementInferencePolicy`` and to modal recognition
    /// (none by default).
    public var overrides: InferenceOverrides

    /// Creates options.
    public init(
        skipsInvisible: Bool = true, readsStatusBar: Bool = true,
        overrides: InferenceOverrides = InferenceOverrides()
    ) {
        self.skipsInvisible = skipsInvisible
        self.readsStatusBar = readsStatusBar
        self.overrides = overrides
    }
}
