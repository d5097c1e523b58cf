/// Options of ``Verifier``.
public struct VerificationOptions: Sendable, Hashable, CustomStringConvertible {
    /// When a tree without the screen's root view (no node whose identifier is the
    /// screen's `RapidScreen.screenIdentifier`) fails with
    /// ``MapDifference/screenRootNotFound(identifier:candidates:)``. The default,
    /// ``ScreenRootRequirement/whenMapIsScoped``, fails when the map's identifiers are
    /// scoped by the screen (`LoginScreen.email`): such a map was written for an app that
    /// marks the screen's root view, so a tree without it is another screen, or a screen
    /// whose root lost its identifier. Otherwise the whole tree is verified and the report
    /// says so. `true` and `false` stand for ``ScreenRootRequirement/always`` and
    /// ``ScreenRootRequirement/never``.
    public var requiresScreenRoot: ScreenRootRequirement
    /// The options of the traversal engine that orders the screen's elements.
    public var traversal: TraversalOptions
    /// How the corrected map is written (the same options `rapidgen generate` takes).
    public var mapSource: MapSourceOptions

    /// Creates options.
    public init(
        requiresScreenRoot: ScreenRootRequirement = .whenMapIsScoped, traversal: TraversalOptions = TraversalOptions(),
        mapSource: MapSourceOptions = MapSourceOptions()
    ) {
        self.requiresScreenRoot = requiresScreenRoot
        self.traversal = traversal
        self.mapSource = mapSource
    }

    /// `VerificationOptions(requiresScreenRoot: always)`, and the other options only when
    /// they differ from their defaults. Short, because a test framework prints the
    /// arguments of a failed expectation such as `#expect(verify(…, options: options))`.
    public var description: String {
        var parts = ["requiresScreenRoot: \(requiresScreenRoot)"]
        if traversal != TraversalOptions() { parts.append("traversal: custom") }
        if mapSource != MapSourceOptions() { parts.append("mapSource: custom") }
        return "VerificationOptions(" + parts.joined(separator: ", ") + ")"
    }
}

extension VerificationOptions {
    /// The screen's corrections to `ElementInferencePolicy` (see `InferenceOverrides`);
    /// the same value as `traversal.overrides`.
    public var inferenceOverrides: InferenceOverrides {
        get { traversal.overrides }
        set { traversal.overrides = newValue }
    }
}
