/// Options of ``Verifier``.
public struct VerificationOptions: Sendable, Hashable {
    /// When true, a tree with no node whose identifier is the screen's
    /// ``RapidScreen/screenIdentifier`` fails with ``MapDifference/screenRootNotFound(identifier:)``.
    /// When false (the default) the whole tree is verified and the report says so.
    public var requiresScreenRoot: Bool
    /// The options of the traversal engine that orders the screen's elements.
    public var traversal: TraversalOptions
    /// How the corrected map is written (the same options `rapidgen generate` takes).
    public var mapSource: MapSourceOptions

    /// Creates options.
    public init(requiresScreenRoot: Bool = false, traversal: TraversalOptions = TraversalOptions(),
                mapSource: MapSourceOptions = MapSourceOptions()) {
        self.requiresScreenRoot = requiresScreenRoot
        self.traversal = traversal
        self.mapSource = mapSource
    }
}

extension VerificationOptions {
    /// The screen's corrections to ``ElementInferencePolicy`` (see ``InferenceOverrides``);
    /// the same value as `traversal.overrides`.
    public var inferenceOverrides: InferenceOverrides {
        get { traversal.overrides }
        set { traversal.overrides = newValue }
    }
}
